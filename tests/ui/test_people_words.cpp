// Sentences that name the people at a table, in each language the game speaks: the name lands
// where the language's grammar needs it, without the article a word like "the computer" takes.
// The sentences expected are the translations of i18n/cribbage_<language>.ts.

#include <QTest>

#include "level_choices.h"
#include "settings_change.h"
#include "test_cards.h"
#include "test_storage.h"
#include "translations.h"
#include "ui_test_main.h"
#include "words/result_words.h"
#include "words/seat_words.h"
#include "words/step_words.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

const QString kMaria = QStringLiteral("Maria");
const QString kTom = QStringLiteral("Tom");

RuleSettings rulesFor(int players) {
    RuleSettings rules;
    rules.players = players;
    return rules;
}

// Maria and Tom as partners against two computers.
SeatWords partners() {
    return SeatWords(Seating{rulesFor(4), 0,
                             Lineup({PersonHere{kMaria}, ComputerLevel{Level::Easy},
                                     PersonHere{kTom}, ComputerLevel{Level::Hard}})});
}

}  // namespace

class TestPeopleWords : public QObject {
    Q_OBJECT

private slots:
    void cleanup();
    void sentencesNameThePeople_data();
    void sentencesNameThePeople();
    void promptsSpeakToThePersonByName_data();
    void promptsSpeakToThePersonByName();
};

void TestPeopleWords::cleanup() {
    installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
}

void TestPeopleWords::sentencesNameThePeople_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("pegs");
    QTest::addColumn<QString>("heels");
    QTest::addColumn<QString>("muggins");
    QTest::addColumn<QString>("matchWon");
    QTest::addColumn<QString>("matchTitle");
    QTest::addColumn<QString>("crib");
    QTest::addColumn<QString>("computersCrib");
    QTest::addColumn<QString>("handOf");
    QTest::addColumn<QString>("sideLabel");
    QTest::addColumn<QString>("withComputer");  // Tom and the computer as partners win
    QTest::addColumn<QString>("gamePoints");    // each side's name a list itself
    QTest::addRow("English") << QStringLiteral("en")
                             << QStringLiteral("Maria pegs 2: a pair for two.")
                             << QStringLiteral("His heels: Tom pegs 2.")
                             << QStringLiteral("Muggins: Tom takes the 2 points missed.")
                             << QStringLiteral("Maria and Tom win the match, 2 games to 1.")
                             << QStringLiteral("Maria and Tom win the match")
                             << QStringLiteral("The crib of Tom.")
                             << QStringLiteral("The crib of Computer 1.")
                             << QStringLiteral("the hand of Maria")
                             << QStringLiteral("Maria and Tom")
                             << QStringLiteral("Tom and the computer win the match")
                             << QStringLiteral(
                                    "Game points: Maria and Tom 0, Computers 2 (the "
                                    "first to 3 wins the match)");
    QTest::addRow("Spanish") << QStringLiteral("es")
                             << QStringLiteral("Maria se anota 2: un par por dos.")
                             << QStringLiteral("Por sus talones: Tom se anota 2.")
                             << QStringLiteral("Muggins: Tom se lleva los 2 puntos que se pasaron.")
                             << QStringLiteral("Maria y Tom ganan la serie, 2 partidas a 1.")
                             << QStringLiteral("Maria y Tom ganan la serie")
                             << QStringLiteral("El crib de Tom.")
                             << QStringLiteral("El crib de Máquina 1.")
                             << QStringLiteral("la mano de Maria") << QStringLiteral("Maria y Tom")
                             << QStringLiteral("Tom y la máquina ganan la serie")
                             << QStringLiteral(
                                    "Puntos de partida: Maria y Tom 0, Máquinas 2 "
                                    "(gana la serie quien llegue primero a 3)");
    // Italian names a person without the article "the computer" takes: "di Tom", "del computer".
    QTest::addRow("Italian") << QStringLiteral("it")
                             << QStringLiteral("Maria segna 2: una coppia per due.")
                             << QStringLiteral("Fante girato: Tom segna 2.")
                             << QStringLiteral("Muggins: Tom prende i 2 punti dimenticati.")
                             << QStringLiteral("Maria e Tom vincono l'incontro, 2 partite a 1.")
                             << QStringLiteral("Maria e Tom vincono l'incontro")
                             << QStringLiteral("Il crib di Tom.")
                             << QStringLiteral("Il crib di Computer 1.")
                             << QStringLiteral("la mano di Maria") << QStringLiteral("Maria e Tom")
                             << QStringLiteral("Tom e il computer vincono l'incontro")
                             << QStringLiteral(
                                    "Punti partita: Maria e Tom 0, Computer 2 (vince "
                                    "l'incontro chi arriva per primo a 3)");
    // Hungarian too: "Tom cribje", "a gép cribje".
    QTest::addRow("Hungarian") << QStringLiteral("hu")
                               << QStringLiteral("Maria 2 pontot lép le: egy pár, az kettő.")
                               << QStringLiteral("Bubi a kezdőlap: Tom 2 pontot lép le.")
                               << QStringLiteral("Muggins: Tom viszi el a kihagyott 2 pontot.")
                               << QStringLiteral("Maria és Tom megnyerte a mérkőzést 2:1 arányban.")
                               << QStringLiteral("Maria és Tom megnyerte a mérkőzést")
                               << QStringLiteral("Tom cribje.") << QStringLiteral("1. gép cribje.")
                               << QStringLiteral("Maria lapjai") << QStringLiteral("Maria és Tom")
                               << QStringLiteral("Tom és a gép megnyerte a mérkőzést")
                               << QStringLiteral(
                                      "Játszmapontok: Maria és Tom 0, Gépek 2 (aki "
                                      "elsőként gyűjt 3 játszmapontot, megnyeri a "
                                      "mérkőzést)");
}

void TestPeopleWords::sentencesNameThePeople() {
    QFETCH(QString, language);
    installTranslations(*QCoreApplication::instance(), language);
    const SeatWords seats = partners();
    const StepWords steps(seats, rulesFor(4));
    QFETCH(QString, pegs);
    QCOMPARE(steps(PointsScored{
                 0, 0, ScoreSource::Play, {test::scoreItem(ScoreKind::Pair, 2)}, 2, 10, 12}),
             pegs);
    QFETCH(QString, heels);
    QCOMPARE(steps(PointsScored{
                 2, 0, ScoreSource::Heels, {test::scoreItem(ScoreKind::Heels, 2)}, 2, 0, 2}),
             heels);
    QFETCH(QString, muggins);
    QCOMPARE(steps(PointsScored{2, 0, ScoreSource::Muggins, {}, 2, 20, 22}), muggins);
    QFETCH(QString, matchWon);
    QCOMPARE(steps(MatchWon{0, {2, 1}}), matchWon);
    QFETCH(QString, matchTitle);
    QCOMPARE(ResultWords(seats, rulesFor(4)).match(MatchWon{0, {2, 1}}).title, matchTitle);
    const std::vector<Card> hand{test::card("5S"), test::card("4S"), test::card("2S"),
                                 test::card("6H")};
    QFETCH(QString, crib);
    QCOMPARE(steps(HandShown{2, true, hand, test::card("5H")}), crib);
    QFETCH(QString, computersCrib);
    QCOMPARE(steps(HandShown{1, true, hand, test::card("5H")}), computersCrib);
    QFETCH(QString, handOf);
    QCOMPARE(seats.handOf(0), handOf);
    QFETCH(QString, sideLabel);
    QCOMPARE(seats.sideLabel(0), sideLabel);
    // A partner who is not named stands in the sentence with the article the language gives it.
    const SeatWords threePeople(
        Seating{rulesFor(4), 0,
                Lineup({PersonHere{kMaria}, PersonHere{kTom}, PersonHere{QStringLiteral("Ana")},
                        ComputerLevel{}})});
    QFETCH(QString, withComputer);
    QCOMPARE(ResultWords(threePeople, rulesFor(4)).match(MatchWon{1, {1, 2}}).title, withComputer);
    // Not "Maria and Tom 0 and Computers 2": the sides set apart from the names in them.
    RuleSettings match = rulesFor(4);
    match.matchGames = 3;
    QFETCH(QString, gamePoints);
    QCOMPARE(ResultWords(seats, match).games({0, 2}), gamePoints);
}

void TestPeopleWords::promptsSpeakToThePersonByName_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("play");
    QTest::addColumn<QString>("layAway");  // %1 the person, %2 the dealer
    QTest::addRow("English") << QStringLiteral("en")
                             << QStringLiteral("Your turn, %1: play a card.")
                             << QStringLiteral("%1, choose 1 card for the crib of %2 (0 chosen).");
    QTest::addRow("Spanish") << QStringLiteral("es")
                             << QStringLiteral("Te toca, %1: juega una carta.")
                             << QStringLiteral(
                                    "%1, elige 1 carta para el crib de %2 (elegidas: 0).");
    QTest::addRow("Italian") << QStringLiteral("it") << QStringLiteral("Tocca a te, %1: gioca.")
                             << QStringLiteral("%1, scegli 1 carta per il crib di %2 (scelte: 0).");
    QTest::addRow("Hungarian") << QStringLiteral("hu")
                               << QStringLiteral("%1, te jössz: játssz ki egy lapot.")
                               << QStringLiteral(
                                      "%1, válassz 1 lapot %2 cribjébe (kiválasztva: 0).");
}

// Maria and Tom with the computer, at one screen: each prompt speaks to the one whose screen
// it is, and names the dealer whose crib the cards go to.
void TestPeopleWords::promptsSpeakToThePersonByName() {
    QFETCH(QString, language);
    QFETCH(QString, play);
    QFETCH(QString, layAway);
    installTranslations(*QCoreApplication::instance(), language);
    test::TestTable table(computerDecider(Level::Easy));
    GameSession& session = table.session();
    GameSettings& settings = *session.settings();
    changeSetting(settings, &RuleSettings::players, 3);
    settings.setPersonAt(1, true);
    settings.setPersonAt(2, false);
    settings.setNameAt(0, kMaria);
    settings.setNameAt(1, kTom);
    session.setSeed(QStringLiteral("5"));
    session.newMatch();
    const auto nameAt = [&](int seat) { return seat == 0 ? kMaria : kTom; };
    const auto atTheirScreen = [&](TurnDriver::Prompt prompt) {
        return table.turn().prompt() == prompt;
    };
    // The autoplayer, once the screen is passed, decides at once: the person is ready here.
    const auto ready = [&] {
        if (table.turn().passing()) {
            table.turn().ready();
        }
    };
    QVERIFY(table.playUntil([&] {
        ready();
        const int dealer = session.match()->game()->state().dealer;
        return atTheirScreen(TurnDriver::Prompt::LayAway) &&
               dealer != session.match()->screenSeat() && dealer < 2;
    }));
    const int screen = session.match()->screenSeat();
    QCOMPARE(table.turn().promptText(), layAway.arg(nameAt(screen), nameAt(1 - screen)));
    QVERIFY(table.playUntil([&] {
        ready();
        return atTheirScreen(TurnDriver::Prompt::Play);
    }));
    QCOMPARE(table.turn().promptText(), play.arg(nameAt(session.match()->screenSeat())));
}

UI_TEST_MAIN(TestPeopleWords)
#include "test_people_words.moc"
