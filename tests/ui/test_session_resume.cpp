// Saves: a game resumes exactly where it was, a damaged save is set aside with a message.
#include <QDir>
#include <QFile>
#include <QTest>
#include <algorithm>
#include <vector>

#include "card_indexes.h"
#include "first_choice_player.h"
#include "scene_state.h"
#include "settings_change.h"
#include "test_storage.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;
using Prompt = TurnDriver::Prompt;

class TestSessionResume : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    }
    void aSavedGameResumesExactly();
    void aDamagedSaveIsSetAsideWithAMessage();
    void aDamagedTableIsSaidAndTheMatchResumes();
    void aGameDealtAfreshIsSavedAndResumes();
    void theDealsLogAndCountsAreSaidAgainOnResume();
    void cardsChosenForTheCribAreChosenAgainOnResume();
};

void TestSessionResume::aSavedGameResumesExactly() {
    QTemporaryDir dir;
    std::vector<Action> history;
    SceneState shown;
    {
        test::TestTable table(test::FirstChoicePlayer{}, true, dir.path());
        GameSession& session = table.session();
        session.start();
        QVERIFY(QTest::qWaitFor([&] { return session.turn()->prompt() == Prompt::Cut; }));
        QVERIFY(table.autoplay(20));
        history = session.match()->game()->history();
        shown = session.scene()->state();
    }
    QVERIFY(QFile::exists(QDir(dir.path()).filePath(QStringLiteral("current-game.json"))));
    test::TestTable table(test::FirstChoicePlayer{}, true, dir.path());
    GameSession& resumed = table.session();
    resumed.start();
    QVERIFY(resumed.match()->game()->history() == history);
    QCOMPARE(resumed.scene()->state(), shown);
    QCOMPARE(resumed.match()->notice(), QString());
}

void TestSessionResume::aDamagedSaveIsSetAsideWithAMessage() {
    QTemporaryDir dir;
    QFile damaged(QDir(dir.path()).filePath(QStringLiteral("current-game.json")));
    QVERIFY(damaged.open(QIODevice::WriteOnly));
    damaged.write("{\"format\": \"cribbage-game\", \"version\": 1, \"sett");
    damaged.close();
    test::TestTable table(test::FirstChoicePlayer{}, true, dir.path());
    GameSession& session = table.session();
    session.start();
    QVERIFY(
        session.match()->notice().startsWith(QStringLiteral("Your saved game could not be read")));
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("damaged-game-*.json")}).size(), 1);
    QVERIFY(session.match()->game());
    QCOMPARE(session.match()->game()->history().size(), std::size_t{0});
}

// Who sits where, kept beside the save, damaged: set aside and said, and the match goes on.
void TestSessionResume::aDamagedTableIsSaidAndTheMatchResumes() {
    QTemporaryDir dir;
    std::size_t moves = 0;
    {
        test::TestTable table(test::FirstChoicePlayer{}, true, dir.path());
        GameSession& session = table.session();
        session.start();
        QVERIFY(QTest::qWaitFor([&] { return session.turn()->prompt() == Prompt::Cut; }));
        QVERIFY(table.autoplay(5));
        moves = session.match()->game()->history().size();
    }
    QFile damaged(QDir(dir.path()).filePath(QStringLiteral("table.json")));
    QVERIFY(damaged.open(QIODevice::WriteOnly));
    damaged.write("{\"format\": \"cribbage-table\", \"vers");
    damaged.close();
    test::TestTable table(test::FirstChoicePlayer{}, true, dir.path());
    GameSession& session = table.session();
    session.start();
    QVERIFY2(session.match()->notice().startsWith(
                 QStringLiteral("Who sits where in your saved match could not be read")),
             qPrintable(session.match()->notice()));
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("damaged-table-*.json")}).size(), 1);
    QVERIFY(session.match()->game());
    QCOMPARE(session.match()->game()->history().size(), moves);
}

void TestSessionResume::aGameDealtAfreshIsSavedAndResumes() {
    std::vector<Action> history;
    GameSetup setup;
    SceneState shown;
    QTemporaryDir dir;
    {
        test::TestTable table(test::FirstChoicePlayer{}, true, dir.path());
        GameSession& session = table.session();
        changeSetting(*session.settings(), &RuleSettings::target, 61);
        changeSetting(*session.settings(), &RuleSettings::matchGames, 3);
        session.setSeed(QStringLiteral("6"));
        session.start();
        QVERIFY(QTest::qWaitFor([&] { return session.turn()->prompt() == Prompt::Cut; }));
        table.autoplayer().play(1000000);
        QVERIFY(QTest::qWaitFor([&] { return session.scene()->gameNumber() == 2; }));
        table.autoplayer().play(0);
        QVERIFY(QTest::qWaitFor(
            [&] { return !session.turn()->busy() && !session.turn()->thinking(); }));
        session.newGame();
        QVERIFY(QTest::qWaitFor([&] { return session.turn()->prompt() == Prompt::Cut; }));
        QVERIFY(table.autoplay(10));
        setup = session.match()->game()->setup();
        history = session.match()->game()->history();
        shown = session.scene()->state();
    }
    QCOMPARE(setup.standing.gameNumber, 2);
    test::TestTable table(test::FirstChoicePlayer{}, true, dir.path());
    GameSession& resumed = table.session();
    resumed.start();
    QCOMPARE(resumed.match()->notice(), QString());
    QVERIFY(resumed.match()->game()->setup() == setup);
    QVERIFY(resumed.match()->game()->history() == history);
    QCOMPARE(resumed.scene()->state(), shown);
    QCOMPARE(resumed.scene()->gameNumber(), 2);
}

// A game resumed from its save shows what was said in the deal on the table: its log, its
// last sentence and the counts of its show.
void TestSessionResume::theDealsLogAndCountsAreSaidAgainOnResume() {
    QTemporaryDir dir;
    QStringList log;
    QList<ShowSummaryModel::Count> counts;
    {
        test::TestTable table(test::FirstChoicePlayer{}, true, dir.path());
        table.session().setSeed(QStringLiteral("7"));
        table.session().start();
        QVERIFY(table.playUntil([&] { return table.turn().prompt() == Prompt::Continue; }));
        log = table.scene().log()->lines();
        counts = table.scene().showSummary()->counts();
    }
    QVERIFY(log.size() > 10);
    QCOMPARE(counts.size(), 3);  // two hands and the crib
    test::TestTable table(test::FirstChoicePlayer{}, true, dir.path());
    table.session().start();
    QVERIFY(table.waitForPerson());
    QCOMPARE(table.turn().prompt(), Prompt::Continue);
    QCOMPARE(table.scene().log()->lines(), log);
    QCOMPARE(table.scene().log()->last(), log.last());
    QVERIFY(table.scene().showSummary()->counts() == counts);
}

// Quitting while choosing cards for the crib: the cards chosen are chosen again on resume.
void TestSessionResume::cardsChosenForTheCribAreChosenAgainOnResume() {
    QTemporaryDir dir;
    int chosen = -1;
    {
        test::TestTable table(test::FirstChoicePlayer{}, true, dir.path());
        table.session().start();
        QVERIFY(table.playUntil([&] { return table.turn().prompt() == Prompt::LayAway; }));
        chosen = test::cardIndexes(*table.scene().screenHand()).at(2);
        table.turn().toggleSelected(chosen);
        QCOMPARE(table.turn().selectedCount(), 1);
    }
    test::TestTable table(test::FirstChoicePlayer{}, true, dir.path());
    table.session().start();
    QVERIFY(table.waitForPerson());
    QCOMPARE(table.turn().prompt(), Prompt::LayAway);
    QCOMPARE(table.turn().selectedCount(), 1);
    const auto& rows = table.scene().screenHand()->rows();
    const auto row = std::find_if(rows.begin(), rows.end(), [&](const CardLook& card) {
        return cardIndex(card.card) == chosen;
    });
    QVERIFY(row != rows.end() && row->selected);
    // Laid away, the choice is gone: a new deal starts with nothing chosen.
    table.turn().toggleSelected(test::cardIndexes(*table.scene().screenHand()).at(0));
    table.turn().layAway();
    QVERIFY(table.waitForPerson());
    QCOMPARE(table.turn().selectedCount(), 0);
}

UI_TEST_GUILESS_MAIN(TestSessionResume)
#include "test_session_resume.moc"
