import QtQuick

// The rules the game plays by (docs/rules.md, shortened), in sections, as the Rules dialog
// shows them.
QtObject {
    // Each {title, paragraphs, examples}: examples is "ranks", "play", "show" or none.
    readonly property var sections: [
        { title: qsTr("The cards"), examples: "ranks", paragraphs: [
            qsTr("One pack of 52 cards without jokers. No suit ranks above another."),
            qsTr("Ranks run ace, 2, 3 and so on to 10, jack, queen, king. The ace is only low: ace-2-3 is a run, queen-king-ace is not."),
            qsTr("For counting, an ace is worth 1, the 2 to the 10 their number, and the jack, queen and king 10 each.") ] },
        { title: qsTr("The deal"), examples: "", paragraphs: [
            qsTr("The first dealer is chosen by cut: every player cuts the shuffled pack and shows the card. The lowest card deals, and the ace is lowest; players tied for the lowest cut again. The settings can draw the first dealer at random instead."),
            qsTr("The dealer deals one card at a time, starting at their left. With two players each is dealt 6 cards."),
            qsTr("The player on the dealer's left is the first to receive cards, cuts the starter, leads the play and counts first in the show. With two players that is the \"pone\", the one who does not deal."),
            qsTr("After each hand the deal passes to the left. In a match, a loser of the game before deals the next game.") ] },
        { title: qsTr("The crib"), examples: "", paragraphs: [
            qsTr("With two players each lays 2 of their 6 cards away, face down, into the crib. Whatever the number of players, everyone then plays with four cards and the crib has four."),
            qsTr("The crib is the dealer's: it is counted for the dealer after the hands, with the starter as a fifth card. The dealer lays away cards that may score together; the other players lay away cards that will not help the dealer.") ] },
        { title: qsTr("The starter"), examples: "", paragraphs: [
            qsTr("Once the crib is laid away, the player on the dealer's left cuts the rest of the pack, at least four cards in each part, and the dealer turns up the top card of the lower part: the starter."),
            qsTr("The starter takes no part in the play. In the show it is a fifth card for every hand and for the crib."),
            qsTr("A jack turned up as the starter gives the dealer 2 points at once, \"his heels\". Those 2 points can win the game.") ] },
        { title: qsTr("The play"), examples: "play", paragraphs: [
            qsTr("From the dealer's left, each player in turn lays a card face up and says the running count: the total of the cards laid since the count last started from 0."),
            qsTr("The count may not pass 31. A player whose cards would all take it past 31 says \"Go\"; a player who can play must. The others carry on as long as they can stay within 31."),
            qsTr("When nobody can lay a card, the player who laid the last card pegs 1 for go, or 2 at exactly 31. The count starts again from 0, led by the next player to the left who still holds cards. The last card of the whole play pegs 1, or 2 at 31."),
            qsTr("A card scores 2 when it brings the count to 15, and 2 at 31. It scores 2 for a pair with the card before it, 6 for three of a kind and 12 for four. With the cards just before it, a run of three or more ranks in a row, in any order, scores 1 a card."),
            qsTr("Only cards of the same rank pair: a jack and a queen are worth 10 each, but they are no pair. Suits play no part in the play."),
            qsTr("Worked examples: under each card, the count and the points it scored (go and last card left out).") ] },
        { title: qsTr("The show"), examples: "", paragraphs: [
            qsTr("After the play each player takes back their four cards. The hands are counted one at a time, each with the starter as a fifth card: clockwise from the dealer's left, the dealer's own hand last, and then the dealer's crib."),
            qsTr("The order matters near the end: the game is won the moment a score reaches the target, so a player who counts out first wins, even if the dealer's hand and crib would have scored more."),
            qsTr("The combinations a hand scores are in the next section.") ] },
        { title: qsTr("Scoring combinations"), examples: "show", paragraphs: [
            qsTr("Every set of cards adding up to 15 scores 2. Each pair scores 2, so three of a rank make 6 and four make 12. Each run of three or more ranks in a row scores 1 a card; a run of four is not also two runs of three. The jack of the starter's suit in the hand or crib scores 1, \"his nobs\"."),
            qsTr("A flush: four cards of one suit in a hand score 4, and 5 if the starter is of that suit too. In the crib only all five cards of one suit count, 5. The settings offer the variants."),
            qsTr("Some sums worth knowing: a run of three with one rank doubled is 8, a run of four with a rank doubled 10, a run of three with a rank tripled 15, a run of three with two ranks doubled 16."),
            qsTr("The most a hand can score is 29. No hand can score 19, 25, 26 or 27, and players say \"nineteen\" for a hand worth nothing."),
            qsTr("Worked examples: four cards and the starter, counted as players say it.") ] },
        { title: qsTr("Muggins"), examples: "", paragraphs: [
            qsTr("Without muggins the game counts every hand and crib for its owner, correctly."),
            qsTr("With muggins (a setting) each player counts their own hand and crib aloud and pegs what they claim; a claim above the true count is not allowed. The player on the counter's left then accepts the count, or calls \"muggins\" when points were missed and pegs those points for their own side.") ] },
        { title: qsTr("Game end and skunks"), examples: "", paragraphs: [
            qsTr("The game is won the moment a side's score reaches the target, 121 or 61, wherever that happens: the heels, a card in the play, a go, or a hand in the show. Nothing more is counted."),
            qsTr("With the skunk setting, a game to 121 is worth 2 games when the loser has 61 to 90 points, and 4 when the loser has 60 or less. With the lurch setting it is worth 2 when the loser has 60 or less. In a game to 61 the line is 30 for both."),
            qsTr("A match is won by the first side to gather the chosen number of game points.") ] },
        { title: qsTr("Three and four players"), examples: "", paragraphs: [
            qsTr("With three players each is dealt 5 cards and lays 1 away, and a card from the top of the pack completes the crib. Each plays for themselves."),
            qsTr("With four players each is dealt 5 cards and lays 1 away. Partners sit opposite each other and peg one score for their side."),
            qsTr("After a go, the next series is led by the first player to the left of the one who laid the last card who still holds cards. A player with no cards left is passed over."),
            qsTr("With three players a win is a skunk only when every loser is under the line: the best-placed loser decides."),
            qsTr("With muggins, the player on the counter's left judges the count; with four players that is always an opponent. Any other player of another side may call muggins on the count before it is accepted, and pegs what was missed.") ] }
    ]
}
