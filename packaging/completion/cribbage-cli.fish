# fish completion for cribbage-cli. Its subcommands and options are those of "cribbage-cli
# --help" and "cribbage-cli SUBCOMMAND --help"; tests/packaging checks that every one is
# offered.
set -l subcommands score peg discard play simulate engine record
set -l levels greedy beginner easy medium hard expert reference
set -l none "not __fish_seen_subcommand_from $subcommands"

complete -c cribbage-cli -f
complete -c cribbage-cli -s h -l help -d 'Print the help and exit'
complete -c cribbage-cli -n $none -l version -d 'Print the version and exit'
complete -c cribbage-cli -n $none -a score -d 'Count a hand or a crib in the show'
complete -c cribbage-cli -n $none -a peg -d 'Score the play'
complete -c cribbage-cli -n $none -a discard -d 'Rank the ways to lay cards away'
complete -c cribbage-cli -n $none -a play -d 'Rank the cards you may lay in the play'
complete -c cribbage-cli -n $none -a simulate -d 'Play many games between computer levels'
complete -c cribbage-cli -n $none -a engine -d 'Play against a computer level: JSON lines'
complete -c cribbage-cli -n $none -a record -d 'Game records: check one, write one, or annotate one'

complete -c cribbage-cli -n '__fish_seen_subcommand_from score' -l crib -d 'Crib rules: a flush counts only with all five'
complete -c cribbage-cli -n '__fish_seen_subcommand_from score' -l variant -x -a 'six-card five-card' -d 'The game: six-card or five-card'
complete -c cribbage-cli -n '__fish_seen_subcommand_from score' -l four-flush-crib -d "The crib's four cards of one suit count a flush of 4"
complete -c cribbage-cli -n '__fish_seen_subcommand_from score peg' -l batch -d 'Read from standard input, one a line'

# The rules and the seat, alike in discard and play.
set -l ranked '__fish_seen_subcommand_from discard play'
complete -c cribbage-cli -n "$ranked" -l players -x -a '2 3 4' -d 'Players: 2, 3, or 4 as two partnerships'
complete -c cribbage-cli -n "$ranked" -l scores -x -d 'The scores now, mine first: ME,OPP'
complete -c cribbage-cli -n "$ranked" -l target -x -a '61 121' -d 'The game is to 61 or 121 points'
complete -c cribbage-cli -n '__fish_seen_subcommand_from score discard play' -l five-card-flush -d 'Only a flush of all five cards counts'
complete -c cribbage-cli -n "$ranked" -l dealer -d 'I deal: the crib is mine'
complete -c cribbage-cli -n "$ranked" -l pone -d "I am the pone: the crib is the opponent's"
complete -c cribbage-cli -n "$ranked" -l seat -x -a 'left across right' -d 'With 3 or 4 players, where I sit from the dealer'
complete -c cribbage-cli -n '__fish_seen_subcommand_from discard play simulate' -l json -d 'JSON instead of the table'

complete -c cribbage-cli -n '__fish_seen_subcommand_from play' -l hand -x -d 'Your kept cards'
complete -c cribbage-cli -n '__fish_seen_subcommand_from play' -l starter -x -d 'The starter'
complete -c cribbage-cli -n '__fish_seen_subcommand_from play' -l history -x -d 'The play so far'
complete -c cribbage-cli -n '__fish_seen_subcommand_from play' -l crib -x -d 'The cards you laid away'
complete -c cribbage-cli -n '__fish_seen_subcommand_from play' -l level -x -a "$levels" -d 'Also say what this level would lay'

set -l simulate '__fish_seen_subcommand_from simulate'
complete -c cribbage-cli -n $simulate -l games -x -d 'How many games'
complete -c cribbage-cli -n $simulate -l seed -x -d 'The seed of the games'
complete -c cribbage-cli -n $simulate -l p1 -x -a "$levels" -d "Player 1's level"
complete -c cribbage-cli -n $simulate -l p2 -x -a "$levels" -d "Player 2's level"
complete -c cribbage-cli -n $simulate -l levels -x -d 'The levels clockwise from player 1, comma-separated'
complete -c cribbage-cli -n $simulate -l variant -x -a 'six-card five-card' -d 'The game: six-card or five-card'
complete -c cribbage-cli -n $simulate -l players -x -a '2 3 4' -d '2, 3 or 4'
complete -c cribbage-cli -n $simulate -l target -x -a '61 121' -d 'The game is to 61 or 121 points'
complete -c cribbage-cli -n $simulate -l muggins -d 'Players count their own hands'
complete -c cribbage-cli -n $simulate -l threads -x -d 'Games played at once'

set -l record '__fish_seen_subcommand_from record'
set -l record_commands check annotate write
complete -c cribbage-cli -n "$record; and not __fish_seen_subcommand_from $record_commands" -f -a check -d 'Say whether a game record is legal'
complete -c cribbage-cli -n "$record; and not __fish_seen_subcommand_from $record_commands" -f -a annotate -d 'Write a record back with each decision judged'
complete -c cribbage-cli -n "$record; and not __fish_seen_subcommand_from $record_commands" -f -a write -d 'Write the record of a saved game or a match of levels'
set -l record_write '__fish_seen_subcommand_from record; and __fish_seen_subcommand_from write'
complete -c cribbage-cli -n $record_write -l save -r -d 'A saved game'
complete -c cribbage-cli -n $record_write -l levels -x -d 'The levels clockwise from seat 1, comma-separated'
complete -c cribbage-cli -n $record_write -l seed -x -d 'The seed of the match'
complete -c cribbage-cli -n $record_write -l variant -x -a 'six-card five-card' -d 'The game: six-card or five-card'
complete -c cribbage-cli -n $record_write -l players -x -a '2 3 4' -d '2, 3 or 4'
complete -c cribbage-cli -n $record_write -l target -x -a '61 121' -d 'The game is to 61 or 121 points'
complete -c cribbage-cli -n $record_write -l muggins -d 'Players count their own hands'
complete -c cribbage-cli -n $record_write -l skunk -x -a 'off lurch skunk' -d 'What a win is worth'
complete -c cribbage-cli -n $record_write -l first-dealer -x -a 'cut random' -d 'How the first dealer is chosen'
complete -c cribbage-cli -n $record_write -l four-flush-crib -d "The crib's four cards of one suit count a flush of 4"
complete -c cribbage-cli -n $record_write -l five-card-flush -d 'Only a flush of all five cards counts'
complete -c cribbage-cli -n $record_write -l event -x -d 'The Event tag'
complete -c cribbage-cli -n $record_write -l date -x -d 'The Date tag, YYYY.MM.DD'
