#include <QLocale>
#include <QTest>

#include "cribbage/action.h"
#include "cribbage/analysis/reason.h"
#include "step_maker.h"
#include "test_cards.h"
#include "translations.h"
#include "ui_test_main.h"
#include "words/count_words.h"
#include "words/numbers.h"
#include "words/reason_words.h"
#include "words/refusal_words.h"
#include "words/result_words.h"
#include "words/review_words.h"
#include "words/seat_words.h"
#include "words/step_words.h"
#include "words/win_words.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

Card card(const char* name) {
    return *parseCard(name);
}

StepWords twoPlayerWords() {
    return StepWords(SeatWords(Seating{RuleSettings{}, 0, {}}), RuleSettings{});
}

Step stepOf(const PendingStep& pending) {
    return makeStep(pending, 0, twoPlayerWords());
}

}  // namespace

class TestStepWords : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void aCardPlayedNamesTheCardAndTheCount();
    void aScreenReaderHearsTheCardsInWords();
    void pointsAreSaidOneCombinationAtATime();
    void aGoAndTheLastCardAreSaidAsPlayersSayThem();
    void hisHeelsIsAWholeSentence();
    void winsAreNamedByTheirWorth();
    void theGamesWonSayWhatWinsTheMatch();
    void refusalsNameThePlayersThemselves();
    void theDealerGathersTheCardsThenDeals();
    void othersAreNamedByTheirPlaceAndPartnersBySide();
    void numbersFollowTheLocale();
    void spanishPlayersCountInTheirOwnCadence();
    void hungarianSentencesAgreeWithWhatTheyName();
    void italianAndSpanishSentencesReadAsTheirPlayersSayThem();
    void wordsNameThePeople();
};

void TestStepWords::initTestCase() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
}

void TestStepWords::cleanupTestCase() {
    QLocale::setDefault(QLocale::c());
}

void TestStepWords::aCardPlayedNamesTheCardAndTheCount() {
    const Step step = stepOf(Event{CardPlayed{1, card("TH"), 25}});
    QCOMPARE(step.kind, StepKind::CardPlayed);
    QVERIFY(step.card == card("TH"));
    QCOMPARE(step.cardIndex(), card("TH").index());  // as QML reads it
    QCOMPARE(step.count, 25);
    QCOMPARE(step.text, QStringLiteral("The computer plays 10♥: 25."));
    QCOMPARE(stepOf(Event{GoSaid{0}}).text, QStringLiteral("You say Go."));
    // The computer's cards dealt stay unnamed; the person's are named.
    QVERIFY(!stepOf(Event{CardDealt{1, card("5S")}}).card);
    QCOMPARE(stepOf(Event{CardDealt{1, card("5S")}}).cardIndex(), -1);
    QVERIFY(stepOf(Event{CardDealt{0, card("5S")}}).card == card("5S"));
}

// The sentence a screen reader says is the one the table writes, its cards in words.
void TestStepWords::aScreenReaderHearsTheCardsInWords() {
    const Step played = stepOf(Event{CardPlayed{1, card("QS"), 1234}});
    QCOMPARE(played.text, QStringLiteral("The computer plays Q♠: 1,234."));
    QCOMPARE(played.spoken, QStringLiteral("The computer plays queen of spades: 1,234."));
    QCOMPARE(stepOf(Event{CardPlayed{0, card("TH"), 25}}).spoken,
             QStringLiteral("You play ten of hearts: 25."));
    QCOMPARE(stepOf(Event{StarterTurned{1, card("JD")}}).spoken,
             QStringLiteral("The starter is jack of diamonds."));
    QCOMPARE(stepOf(Event{CutForDealShown{0, card("AC")}}).spoken,
             QStringLiteral("You cut ace of clubs."));
    QCOMPARE(stepOf(Event{GoSaid{0}}).spoken, QStringLiteral("You say Go."));
    QCOMPARE(stepOf(Gather{1}).spoken, QStringLiteral("The computer gathers the cards."));

    // Every language orders the card's words as it speaks and writes numbers its own way.
    installTranslations(*QCoreApplication::instance(), QStringLiteral("es"));
    QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
    const Step spanish = stepOf(Event{CardPlayed{0, card("7H"), 1234}});
    installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY2(spanish.spoken.contains(QStringLiteral("siete de corazones")),
             qPrintable(spanish.spoken));
    QVERIFY2(spanish.spoken.contains(QStringLiteral("1234")) ||
                 spanish.spoken.contains(QStringLiteral("1.234")),
             qPrintable(spanish.spoken));
    QVERIFY2(spanish.text.contains(QStringLiteral("7♥")), qPrintable(spanish.text));
}

void TestStepWords::pointsAreSaidOneCombinationAtATime() {
    // 5H with 5S 4S 2S 6H (RULES.md): fifteen two, fifteen four, a pair is six, ...
    const Hand4 hand{card("5S"), card("4S"), card("2S"), card("6H")};
    HandCount count = countHand(hand, card("5H"), FlushRule::Hand);
    const Step step = stepOf(Event{
        PointsScored{0, 0, ScoreSource::Hand, count.items, count.total, 10, 10 + count.total}});
    QCOMPARE(step.kind, StepKind::PointsScored);
    QVERIFY(step.counted);
    QCOMPARE(step.source, ScoreSource::Hand);
    QCOMPARE(step.points, 12);
    QCOMPARE(step.items.size(), static_cast<qsizetype>(count.items.size()));
    const auto first = step.items.first().value<CountedItem>();
    const auto second = step.items.at(1).value<CountedItem>();
    QCOMPARE(first.phrase, QStringLiteral("fifteen two"));
    QCOMPARE(first.said, QStringLiteral("fifteen two"));
    QCOMPARE(second.phrase, QStringLiteral("fifteen four"));
    QCOMPARE(second.said, QStringLiteral("fifteen two and fifteen four"));
    QList<int> firstCards;
    for (Card each : count.items[0].cards) {
        firstCards.append(each.index());
    }
    QCOMPARE(first.cards, firstCards);
    QCOMPARE(step.items.last().value<CountedItem>().said, step.said);
    // Said as the core says it in English, the list joined as the locale joins lists.
    QCOMPARE(step.said, QString::fromStdString(sayCount(count)));
    QVERIFY(step.text.startsWith(QStringLiteral("Fifteen two, fifteen four")));
    QCOMPARE(CountWords::showCount({}), QStringLiteral("nineteen"));
}

void TestStepWords::aGoAndTheLastCardAreSaidAsPlayersSayThem() {
    QCOMPARE(stepOf(Event{PointsScored{
                        1, 1, ScoreSource::Play, {test::scoreItem(ScoreKind::Go, 1)}, 1, 40, 41}})
                 .text,
             QStringLiteral("The computer pegs 1: one for the go."));
    QCOMPARE(
        stepOf(Event{PointsScored{
                   0, 0, ScoreSource::Play, {test::scoreItem(ScoreKind::LastCard, 1)}, 1, 40, 41}})
            .text,
        QStringLiteral("You peg 1: one for last card."));
    QCOMPARE(CountWords::playCount({test::scoreItem(ScoreKind::Fifteen, 2)}),
             QStringLiteral("fifteen two"));
    QCOMPARE(CountWords::playCount({test::scoreItem(ScoreKind::ThirtyOne, 2)}),
             QStringLiteral("thirty-one for two"));
    QCOMPARE(CountWords::playCount(
                 {test::scoreItem(ScoreKind::Pair, 2), test::scoreItem(ScoreKind::LastCard, 1)}),
             QStringLiteral("a pair for two and one for last card makes three"));
}

void TestStepWords::hisHeelsIsAWholeSentence() {
    const Step heels = stepOf(Event{
        PointsScored{1, 1, ScoreSource::Heels, {test::scoreItem(ScoreKind::Heels, 2)}, 2, 0, 2}});
    QVERIFY(!heels.counted);
    QCOMPARE(heels.source, ScoreSource::Heels);
    QCOMPARE(heels.text, QStringLiteral("His heels: the computer pegs 2."));
}

void TestStepWords::winsAreNamedByTheirWorth() {
    QCOMPARE(WinWords::title(WinKind::Single), QString());
    QCOMPARE(WinWords::title(WinKind::Skunk), QStringLiteral("Skunk"));
    QCOMPARE(WinWords::title(WinKind::DoubleSkunk), QStringLiteral("Double skunk"));
    QCOMPARE(WinWords::title(WinKind::Lurch), QStringLiteral("Lurch"));
    const Step won = stepOf(Event{GameWon{0, 2, {121, 85}, WinKind::Skunk}});
    QCOMPARE(won.kind, StepKind::GameWon);
    QCOMPARE(won.points, 2);
    QCOMPARE(won.text, QStringLiteral("You win the game, 121 to 85: a skunk, worth 2 games."));
    // The last points may run past the game hole; the game is won at it.
    QCOMPARE(stepOf(Event{GameWon{1, 1, {116, 126}, WinKind::Single}}).text,
             QStringLiteral("The computer wins the game, 121 to 116."));
}

void TestStepWords::refusalsNameThePlayersThemselves() {
    const RefusalWords words(SeatWords(Seating{RuleSettings{}, 0, {}}));
    QCOMPARE(words.sentence(Error{"it is not seat 0's turn", ErrorCode::NotYourTurn, {0, 1}, {}}),
             QStringLiteral("It is not your turn: the computer is to play."));
    QCOMPARE(
        words.sentence(Error{
            "that would make the count 34", ErrorCode::CountPastThirtyOne, {0}, {card("9C"), 34}}),
        QStringLiteral("9♣ would make the count 34: the count may not pass 31."));
}

void TestStepWords::theDealerGathersTheCardsThenDeals() {
    const Step gather = stepOf(Gather{1});
    QCOMPARE(gather.kind, StepKind::Gather);
    QCOMPARE(gather.seat, 1);
    QCOMPARE(gather.text, QStringLiteral("The computer gathers the cards."));
    QCOMPARE(stepOf(Gather{0}).text, QStringLiteral("You gather the cards."));
    const Step shuffle = stepOf(Shuffle{0});
    QCOMPARE(shuffle.kind, StepKind::Shuffle);
    QCOMPARE(shuffle.seat, 0);
    QCOMPARE(shuffle.text, QStringLiteral("You deal."));
}

void TestStepWords::othersAreNamedByTheirPlaceAndPartnersBySide() {
    RuleSettings four;
    four.players = 4;
    const SeatWords seats(Seating{four, 0, {}});
    QCOMPARE(seats.subject(1), QStringLiteral("The player on your left"));
    QCOMPARE(seats.subject(2), QStringLiteral("Your partner"));
    QCOMPARE(seats.subject(3), QStringLiteral("The player on your right"));
    QCOMPARE(seats.sideLabel(0), QStringLiteral("You and partner"));
    const StepWords words(seats, four);
    QCOMPARE(words.sentence(Event{GameWon{1, 1, {100, 121}, WinKind::Single}}),
             QStringLiteral("Your opponents win the game, 121 to 100."));
    // The person's side wins as partners do, both of them.
    QCOMPARE(words.sentence(Event{GameWon{0, 1, {121, 100}, WinKind::Single}}),
             QStringLiteral("You and your partner win the game, 121 to 100."));
    QCOMPARE(words.sentence(Event{MatchWon{0, {3, 1}}}),
             QStringLiteral("You and your partner win the match, 3 games to 1."));
    const ResultWords result(seats, four);
    QCOMPARE(result.game(GameWon{0, 1, {121, 100}, WinKind::Single}, {1, 0}).title,
             QStringLiteral("You and your partner win!"));
    QCOMPARE(result.match(MatchWon{0, {3, 1}}).title,
             QStringLiteral("You and your partner win the match!"));
    QCOMPARE(result.game(GameWon{1, 1, {100, 121}, WinKind::Single}, {0, 1}).title,
             QStringLiteral("Your opponents win"));
}

void TestStepWords::spanishPlayersCountInTheirOwnCadence() {
    installTranslations(*QCoreApplication::instance(), QStringLiteral("es"));
    const Hand4 hand{card("5S"), card("4S"), card("2S"), card("6H")};
    const HandCount count = countHand(hand, card("5H"), FlushRule::Hand);
    const QString said = CountWords::showCount(count.items);
    installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    QVERIFY2(said.startsWith(QStringLiteral("quince dos, quince cuatro, un par son seis, ")),
             qPrintable(said));
    QVERIFY2(said.endsWith(QStringLiteral(" y una escalera de tres son doce")), qPrintable(said));
    QCOMPARE(localeDecimal(0.5), QStringLiteral("0.5"));  // English numbers again
}

// A native reader's findings: "háromlapos" is one word; "tetted" (a definite verb) wants a
// definite object, not "%1 lapot".
void TestStepWords::hungarianSentencesAgreeWithWhatTheyName() {
    installTranslations(*QCoreApplication::instance(), QStringLiteral("hu"));
    const Hand4 hand{card("5S"), card("4S"), card("2S"), card("6H")};
    const QString said = CountWords::showCount(countHand(hand, card("5H"), FlushRule::Hand).items);
    ReviewedDecision laidAway;
    laidAway.chosen = {card("5H"), card("5S")};
    laidAway.better = laidAway.chosen;
    const QString review = ReviewWords::choice(laidAway);
    installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    QVERIFY2(said.endsWith(QStringLiteral(" háromlapos sorozat, az tizenkettő")), qPrintable(said));
    QCOMPARE(review, QStringLiteral("A cribbe ezeket tetted: 5♥ 5♠, ahogy a Szakértő is tenné."));
}

// A native reader's findings: Italian "Non conosci il cribbage?" and "Hai perso" (points missed
// are not lost), "scartato il crib" and Spanish "echado el crib" (the cards are laid away, not
// the crib).
void TestStepWords::italianAndSpanishSentencesReadAsTheirPlayersSayThem() {
    const char* once =
        "Once the crib is laid away, the player on the dealer's left cuts the rest of the pack, at "
        "least four cards in each part, and the dealer turns up the top card of the lower part: "
        "the starter.";
    installTranslations(*QCoreApplication::instance(), QStringLiteral("it"));
    ReviewedDecision count;
    count.kind = ReviewedDecision::Kind::Count;
    count.claimed = 6;
    count.worth = 8;
    count.lost = 2;
    const QString missed = ReviewWords::verdict(count);
    const QString newTo = QCoreApplication::translate("GuideOfferDialog", "New to cribbage?");
    const QString italianCut = QCoreApplication::translate("RuleBook", once);
    installTranslations(*QCoreApplication::instance(), QStringLiteral("es"));
    const QString spanishCut = QCoreApplication::translate("RuleBook", once);
    installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    QCOMPARE(missed, QStringLiteral("Ti sono sfuggiti 2 punti: la mano valeva 8."));
    QCOMPARE(newTo, QStringLiteral("Non hai mai giocato a cribbage?"));
    QVERIFY2(italianCut.startsWith(QStringLiteral("Quando tutti hanno scartato nel crib, ")),
             qPrintable(italianCut));
    QVERIFY2(spanishCut.startsWith(QStringLiteral("Cuando todos han echado sus cartas al crib, ")),
             qPrintable(spanishCut));
}

void TestStepWords::numbersFollowTheLocale() {
    QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
    QCOMPARE(localeDecimal(5.24), QStringLiteral("5,2"));
    QCOMPARE(localeSignedDecimal(-1.6), QStringLiteral("\u22121,6"));
    const Reason reason{ReasonId::KeepsHand, {std::vector<Card>{card("5H"), card("5S")}, 8.2}};
    QCOMPARE(ReasonWords::sentence(reason),
             QStringLiteral("Keeps 5♥ 5♠: 8,2 points on average in the hand."));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(ReasonWords::sentence(reason),
             QStringLiteral("Keeps 5♥ 5♠: 8.2 points on average in the hand."));
}

// Under "Game 1 · first to 121", "(first to 3)" read as points: the games say what they are.
// With skunks or the lurch a game can be worth more than one: then they are game points (one
// lost game once read "Games won: You 0, Computer 2").
void TestStepWords::theGamesWonSayWhatWinsTheMatch() {
    RuleSettings rules;
    rules.matchGames = 3;
    rules.skunk = SkunkRule::Off;
    const ResultWords words(SeatWords(Seating{rules, 0, {}}), rules);
    QCOMPARE(words.games({1, 0}),
             QStringLiteral("Games won: You 1 and Computer 0 (the first to win 3 wins the match)"));
    for (SkunkRule skunk : {SkunkRule::Lurch, SkunkRule::SkunkAndDoubleSkunk}) {
        rules.skunk = skunk;
        QCOMPARE(
            ResultWords(SeatWords(Seating{rules, 0, {}}), rules).games({0, 2}),
            QStringLiteral("Game points: You 0 and Computer 2 (the first to 3 wins the match)"));
    }
    // A match of one game: nothing to say ("the first to win 1 wins the match").
    rules.matchGames = 1;
    QCOMPARE(ResultWords(SeatWords(Seating{rules, 0, {}}), rules).games({1, 0}), QString());
}

void TestStepWords::wordsNameThePeople() {
    RuleSettings four;
    four.players = 4;
    const SeatWords people(
        Seating{four, 0,
                Lineup({PersonHere{QStringLiteral("Maria")}, ComputerLevel{Level::Easy},
                        PersonHere{QStringLiteral("Tom")}, ComputerLevel{Level::Hard}})});
    QVERIFY(!people.atScreen(0));
    QCOMPARE(people.subject(0), QStringLiteral("Maria"));
    QCOMPARE(people.name(2), QStringLiteral("Tom"));
    QCOMPARE(people.subject(1), QStringLiteral("Computer 1"));
    QCOMPARE(people.label(3), QStringLiteral("Computer 2"));
    QCOMPARE(people.sideLabel(0), QStringLiteral("Maria and Tom"));
    QCOMPARE(people.sideLabel(1), QStringLiteral("Computers"));
    const ResultWords result(people, four);
    QCOMPARE(result.match(MatchWon{0, {2, 1}}).title,
             QStringLiteral("Maria and Tom win the match"));
    const StepWords steps(people, four);
    QCOMPARE(steps(GoSaid{2}), QStringLiteral("Tom says Go."));

    RuleSettings three;
    three.players = 3;
    const SeatWords oneComputer(Seating{
        three, 1, Lineup({PersonHere{QStringLiteral("Maria")}, PersonHere{}, ComputerLevel{}})});
    QCOMPARE(oneComputer.subject(2), QStringLiteral("The computer"));
    QCOMPARE(oneComputer.subject(1), QStringLiteral("Player 2"));

    // A person and the computer as partners: the computer named within the sentence.
    const SeatWords threePeople(
        Seating{four, 0,
                Lineup({PersonHere{QStringLiteral("Maria")}, PersonHere{QStringLiteral("Tom")},
                        PersonHere{QStringLiteral("Ana")}, ComputerLevel{}})});
    QCOMPARE(ResultWords(threePeople, four).match(MatchWon{1, {1, 2}}).title,
             QStringLiteral("Tom and the computer win the match"));
}

UI_TEST_GUILESS_MAIN(TestStepWords)
#include "test_step_words.moc"
