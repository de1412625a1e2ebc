// Whole matches played with a file call failing at each decision (tests/ui/fault_injection.h):
// the first call of the decision, then the second, ... until a decision makes no more, with
// ENOSPC, then EIO, EACCES and a write that stops halfway. The person changes a setting at
// each decision too, so the save, the statistics and the settings are all written under the
// faults. After every decision each file is the one before or the new one, whole, never empty
// or damaged; where a file is not the game as it stands, the player was told; and a new launch
// on the folder finds everything the files say.

#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <array>
#include <cerrno>

#include "cribbage/save_game.h"
#include "fault_injection.h"
#include "first_choice_player.h"
#include "settings_change.h"
#include "settings_format.h"
#include "statistics.h"
#include "statistics_file.h"
#include "test_files.h"
#include "test_storage.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;
namespace faults = cribbage::test::faults;

namespace {

struct GameFaultsKind {
    int error;
    bool shortWrite;
};
constexpr std::array<GameFaultsKind, 4> kGameFaultsKinds{
    {{ENOSPC, false}, {EIO, false}, {EACCES, false}, {ENOSPC, true}}};

struct GameFaultsFiles {
    QByteArray save;
    QByteArray statistics;
    QByteArray settings;
};

GameFaultsFiles gameFaultsOnDisk(const QDir& folder) {
    return {
        .save = cribbage::ui::test::contents(folder.filePath(QStringLiteral("current-game.json"))),
        .statistics =
            cribbage::ui::test::contents(folder.filePath(QStringLiteral("statistics.json"))),
        .settings = cribbage::ui::test::contents(folder.filePath(QStringLiteral("settings.ini")))};
}

// The four-colour choice the settings file keeps, as written ("true", "false"), or empty.
QString gameFaultsFourColour(const QByteArray& settings) {
    return settingsOfText(settings).value(QStringLiteral("table/fourColour")).toString();
}

}  // namespace

class TestGameFaults : public QObject {
    Q_OBJECT

private slots:
    void aFaultAtEachWriteOfWholeMatchesLosesNothingAndIsSaid();

private:
    // Checks the files after a decision: each the one before or a good one of the game; the
    // player told where it is not the game as it stands.
    void checkFiles(const GameFaultsFiles& before, const QString& where);

    QTemporaryDir dir_;
    std::unique_ptr<cribbage::ui::test::TestTable> table_;
    // Every record the statistics held during the decision: each was saved, or said not to be.
    std::vector<StatisticsRecord> held_;
};

void TestGameFaults::checkFiles(const GameFaultsFiles& before, const QString& where) {
    GameSession& session = table_->session();
    const GameFaultsFiles now = gameFaultsOnDisk(QDir(dir_.path()));

    // A decision may save more than once (the person's move, the computer's): a save that
    // failed after one that did not leaves a good save of the game some moves ago.
    const auto saved = loadGame(now.save.toStdString());
    QVERIFY2(saved, qPrintable(where + QStringLiteral(": the save is damaged")));
    const std::vector<Action>& game = session.match()->game()->history();
    const std::vector<Action>& kept = saved->history();
    const bool saveIsOfTheGame =
        kept.size() <= game.size() && std::equal(kept.begin(), kept.end(), game.begin());
    QVERIFY2(
        now.save == before.save || saveIsOfTheGame,
        qPrintable(where + QStringLiteral(": the save is neither the one before nor the game")));
    QVERIFY2(kept == game || !session.match()->notice().isEmpty(),
             qPrintable(where + QStringLiteral(": a save that failed was not said")));

    if (!now.statistics.isEmpty() || !before.statistics.isEmpty()) {
        QString damage;
        const StatisticsRecord record = StatisticsFile(dir_.path()).read(damage);
        QVERIFY2(damage.isEmpty(), qPrintable(where + QStringLiteral(": ") + damage));
        QVERIFY2(now.statistics == before.statistics ||
                     std::find(held_.begin(), held_.end(), record) != held_.end(),
                 qPrintable(where + QStringLiteral(": the statistics are neither")));
        QVERIFY2(
            record == session.statistics()->record() || !session.statistics()->notice().isEmpty(),
            qPrintable(where + QStringLiteral(": statistics that failed were not said")));
    }

    const QString fourColour = gameFaultsFourColour(now.settings);
    QVERIFY2(!fourColour.isEmpty(), qPrintable(where + QStringLiteral(": the settings are lost")));
    const bool settingsAreTheChoice =
        fourColour == QVariant(session.settings()->appearance().fourColour).toString();
    QVERIFY2(now.settings == before.settings || settingsAreTheChoice,
             qPrintable(where + QStringLiteral(": the settings are neither")));
    QVERIFY2(settingsAreTheChoice || !session.settings()->notice().isEmpty(),
             qPrintable(where + QStringLiteral(": settings that failed were not said")));
}

void TestGameFaults::aFaultAtEachWriteOfWholeMatchesLosesNothingAndIsSaid() {
    table_ = std::make_unique<cribbage::ui::test::TestTable>(
        cribbage::ui::test::FirstChoicePlayer{}, true, dir_.path());
    GameSession& session = table_->session();
    GameSettings& settings = *session.settings();
    changeSetting(settings, &RuleSettings::target, 61);
    session.setSeed(QStringLiteral("35"));
    connect(session.statistics(), &Statistics::changed, this,
            [this, &session] { held_.push_back(session.statistics()->record()); });
    session.start();
    QVERIFY(table_->waitForPerson());

    // Each kind of fault at every call of a decision, and at least one match to its end.
    std::size_t rounds = 0;
    int step = 1;
    int faultsMade = 0;
    int decisions = 0;
    int matchesOver = 0;
    while (rounds < kGameFaultsKinds.size() || matchesOver == 0) {
        QVERIFY2(++decisions < 3000, "the faults never ran out of calls to fail");
        const std::size_t kind = rounds % kGameFaultsKinds.size();
        if (table_->turn().prompt() == TurnDriver::Prompt::MatchOver) {
            ++matchesOver;
            session.newMatch();
            QVERIFY(table_->waitForPerson());
        }
        const GameFaultsFiles before = gameFaultsOnDisk(QDir(dir_.path()));
        held_.clear();
        faults::arm({.failAt = step,
                     .error = kGameFaultsKinds.at(kind).error,
                     .shortWrite = kGameFaultsKinds.at(kind).shortWrite});
        changeSetting(settings, &AppearanceValue::fourColour, !settings.appearance().fourColour);
        const bool played = table_->autoplay(1);
        const faults::Made made = faults::disarm();
        QVERIFY(played);
        const QString where = QStringLiteral("decision %1, call %2 (%3) of error %4")
                                  .arg(decisions)
                                  .arg(step)
                                  .arg(made.failed ? made.failed : "none")
                                  .arg(kGameFaultsKinds.at(kind).error);
        checkFiles(before, where);
        if (QTest::currentTestFailed()) {
            return;
        }
        if (made.injected) {
            ++faultsMade;
            ++step;
        } else {
            step = 1;
            ++rounds;
        }
    }
    QVERIFY2(faultsMade > 4 * 10, qPrintable(QString::number(faultsMade)));
    qInfo("%d decisions, %d faults, %d matches over", decisions, faultsMade, matchesOver);

    // A new launch on the folder: the match, the statistics and the settings as the files say.
    const GameFaultsFiles last = gameFaultsOnDisk(QDir(dir_.path()));
    cribbage::ui::test::TestTable again(cribbage::ui::test::FirstChoicePlayer{}, true, dir_.path());
    again.session().start();
    QVERIFY(again.waitForPerson());
    QVERIFY(again.session().match()->game()->history() ==
            loadGame(last.save.toStdString())->history());
    QCOMPARE(QVariant(again.session().settings()->appearance().fourColour).toString(),
             gameFaultsFourColour(last.settings));
    QString damage;
    QVERIFY(again.session().statistics()->record() == StatisticsFile(dir_.path()).read(damage));
}

UI_TEST_MAIN(TestGameFaults)
#include "test_game_faults.moc"
