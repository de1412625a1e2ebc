# bash completion for cribbage-cli (bash-completion loads it by the command's name). Its
# subcommands and options are those of "cribbage-cli --help" and "cribbage-cli SUBCOMMAND
# --help"; tests/packaging checks that every one is offered.

_cribbage_cli() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
    local subcommands="score peg discard play simulate engine record"
    local subcommand="" word words=""
    for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
        if [[ " $subcommands " == *" $word "* ]]; then
            subcommand=$word
            break
        fi
    done
    case $prev in
        --p1 | --p2 | --level) words="greedy beginner easy medium hard expert reference" ;;
        --target) words="61 121" ;;
        --skunk) words="off lurch skunk" ;;
        --first-dealer) words="cut random" ;;
        --variant) words="six-card five-card" ;;
        --players) words="2 3 4" ;;
        --seat) words="left across right" ;;
        --scores | --hand | --starter | --history | --games | --seed | --levels | --threads | \
            --save | --event | --date)
            return
            ;;
    esac
    # --crib is a switch of score, the cards laid away in play.
    if [[ $prev == --crib && $subcommand == play ]]; then
        return
    fi
    if [[ -z $words ]]; then
        local rules="--players --scores --target --five-card-flush --dealer --pone --seat --json"
        case $subcommand in
            "") words="$subcommands --help --version" ;;
            score) words="--crib --variant --four-flush-crib --five-card-flush --batch" ;;
            peg) words="--batch" ;;
            discard) words="$rules" ;;
            play) words="$rules --hand --starter --history --crib --level" ;;
            simulate)
                words="--games --seed --p1 --p2 --levels --variant --players --target --muggins
                       --threads --json"
                ;;
            record)
                # record write takes a source, the rules and the tags; check and annotate a file.
                case " ${COMP_WORDS[*]:1:COMP_CWORD-1} " in
                    *" write "*)
                        words="--save --levels --seed --variant --players --target --muggins --skunk
                               --first-dealer --four-flush-crib --five-card-flush --event --date"
                        ;;
                    *" check "* | *" annotate "*) mapfile -t COMPREPLY < <(compgen -f -- "$cur")
                        return ;;
                    *) words="check annotate write" ;;
                esac
                ;;
        esac
        [[ -n $subcommand ]] && words="$words --help"
    fi
    mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur")
}
complete -F _cribbage_cli cribbage-cli
