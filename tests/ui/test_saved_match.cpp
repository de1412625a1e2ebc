// The saved match between launches: a save that cannot be resumed is set aside, never lost,
// and the person is told in a few words where it was kept.

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include "cribbage/save_game.h"
#include "saved_match.h"
#include "unopenable.h"

using namespace cribbage;
using namespace cribbage::ui;

class TestSavedMatch : public QObject {
    Q_OBJECT

private slots:
    void init();
    void aSavedMatchResumes();
    void aNumberTooLargeIsSetAsideNotACrash();
    void aNameTakenIsNeverReplacedNorTheSaveLost();
    void aMatchOfThreeOrFourPlayersResumesAtTheSameMove();
    void theNoticeIsShortAndSaysWhereTheFileIs();
    void aSaveThatCannotBeOpenedIsMovedAsideAsItWas_data();
    void aSaveThatCannotBeOpenedIsMovedAsideAsItWas();
    void aDamagedTableIsNoTable();

private:
    QString savePath() const { return QDir(dir_->path()).filePath("current-game.json"); }
    void writeSave(const QByteArray& text) const;
    QByteArray contents(const QString& path) const;
    // The files set aside as `kind`.
    QStringList setAside(const QString& kind) const;

    std::optional<QTemporaryDir> dir_;
};

void TestSavedMatch::init() {
    dir_.emplace();
}

void TestSavedMatch::writeSave(const QByteArray& text) const {
    QFile file(savePath());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

QByteArray TestSavedMatch::contents(const QString& path) const {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList TestSavedMatch::setAside(const QString& kind) const {
    QStringList paths;
    const QDir directory(dir_->path());
    for (const QString& name :
         directory.entryList({kind + QStringLiteral("-*.json")}, QDir::AllEntries | QDir::System)) {
        paths << directory.filePath(name);
    }
    return paths;
}

Game twoPlayerGame() {
    GameSetup setup;
    setup.seed = 5;
    return std::move(Game::create(setup)).value();
}

// The person at seat 0 and the computer at the other.
SavedTable tableOf(const Game& game) {
    return {game.setup().seed, Lineup({PersonHere{}, ComputerLevel{QStringLiteral("medium")}}), 0};
}

void TestSavedMatch::aSavedMatchResumes() {
    SavedMatch saved(dir_->path());
    QCOMPARE(saved.save(twoPlayerGame(), tableOf(twoPlayerGame())), QString());
    QString notice;
    const auto resumed = saved.resume(notice);
    QVERIFY(resumed);
    QCOMPARE(resumed->setup(), twoPlayerGame().setup());
    QCOMPARE(saved.resumedTable(), std::optional(tableOf(twoPlayerGame())));
    QCOMPARE(notice, QString());
}

void TestSavedMatch::aNumberTooLargeIsSetAsideNotACrash() {
    const QByteArray text = R"({"format":"cribbage-game","version":1e400})";
    writeSave(text);
    SavedMatch saved(dir_->path());
    QString notice;
    QVERIFY(!saved.resume(notice));
    QVERIFY2(notice.startsWith(QStringLiteral("Your saved game could not be read")),
             qPrintable(notice));
    // In the person's words only: the loader's own reason is not shown.
    const std::string reason = loadGame(text.toStdString()).error();
    QVERIFY(!reason.empty());
    QVERIFY2(!notice.contains(QString::fromStdString(reason)), qPrintable(notice));
    QVERIFY(!QFile::exists(savePath()));
    const QStringList aside = setAside(QStringLiteral("damaged-game"));
    QCOMPARE(aside.size(), 1);
    QCOMPARE(contents(aside[0]), text);
}

// The set-aside name has a one-second resolution: when it was taken, the rename failed and
// the damaged save was removed.
void TestSavedMatch::aNameTakenIsNeverReplacedNorTheSaveLost() {
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QStringList taken;
    for (int second = 0; second < 3; ++second) {
        const QString stamp = now.addSecs(second).toString(QStringLiteral("yyyyMMdd-hhmmss"));
        for (const QString& suffix : {QString(), QStringLiteral("-2")}) {
            const QString path =
                QDir(dir_->path())
                    .filePath(QStringLiteral("damaged-game-%1%2.json").arg(stamp, suffix));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(path.toUtf8());
            taken << path;
        }
    }
    const QByteArray text = "{\"format\": \"cribbage-game\", \"version\": 1, \"sett";
    writeSave(text);
    SavedMatch saved(dir_->path());
    QString notice;
    QVERIFY(!saved.resume(notice));
    for (const QString& path : taken) {
        QCOMPARE(contents(path), path.toUtf8());
    }
    const QStringList aside = setAside(QStringLiteral("damaged-game"));
    QCOMPARE(aside.size(), taken.size() + 1);
    QStringList kept;
    for (const QString& path : aside) {
        if (!taken.contains(path)) {
            kept << path;
        }
    }
    QCOMPARE(kept.size(), 1);
    QCOMPARE(contents(kept[0]), text);
    QVERIFY2(notice.contains(kept[0]), qPrintable(notice));
}

// The table once acted only for two seats and set such saves aside; it seats 2, 3 or 4 now.
void TestSavedMatch::aMatchOfThreeOrFourPlayersResumesAtTheSameMove() {
    for (const int players : {3, 4}) {
        init();
        GameSetup setup;
        setup.rules.players = players;
        setup.seed = 11;
        Game game = std::move(Game::create(setup)).value();
        // Into the deal: every seat has its cards.
        while (game.state().phase != Phase::LayAway) {
            const auto actions = game.legalActions(game.awaiting().front());
            QVERIFY(!actions.empty());
            QVERIFY(game.apply(actions.front()));
        }
        SavedMatch saved(dir_->path());
        QCOMPARE(saved.save(game, tableOf(game)), QString());
        QString notice;
        const auto resumed = SavedMatch(dir_->path()).resume(notice);
        QVERIFY2(resumed, qPrintable(notice));
        QCOMPARE(notice, QString());
        QCOMPARE(resumed->rules().players, players);
        QCOMPARE(resumed->history().size(), game.history().size());
        QCOMPARE(saveGame(*resumed), saveGame(game));
        QVERIFY(setAside(QStringLiteral("unplayable-game")).isEmpty());
    }
}

// A crafted file's reason listed all its 10,000 cards, and pushed the sentence saying where
// the file was kept off the screen.
void TestSavedMatch::theNoticeIsShortAndSaysWhereTheFileIs() {
    QByteArray cards;
    for (int i = 0; i < 10000; ++i) {
        cards += i == 0 ? "\"5H\"" : ",\"5H\"";
    }
    QByteArray text = QByteArray::fromStdString(saveGame(twoPlayerGame()));
    const QByteArray noActions = "\"actions\": []";
    QVERIFY(text.contains(noActions));
    text.replace(noActions, "\"actions\": [{\"type\": \"lay_away\", \"seat\": 0, \"cards\": [" +
                                cards + "]}]");
    writeSave(text);
    SavedMatch saved(dir_->path());
    QString notice;
    QVERIFY(!saved.resume(notice));
    const QStringList aside = setAside(QStringLiteral("damaged-game"));
    QCOMPARE(aside.size(), 1);
    QVERIFY2(notice.contains(QStringLiteral("The file was kept as %1.").arg(aside[0])),
             qPrintable(notice));
    QVERIFY2(notice.size() < 250 + aside[0].size(), qPrintable(notice));
}

// Something where the save goes that cannot be opened: a folder, a FIFO (opening it would
// wait for a writer, and the game would never start), a symlink to itself. It is moved aside
// as it was, the person is told, and a new match is saved in its place.
void TestSavedMatch::aSaveThatCannotBeOpenedIsMovedAsideAsItWas_data() {
    test::addUnopenableRows();
}

void TestSavedMatch::aSaveThatCannotBeOpenedIsMovedAsideAsItWas() {
    QFETCH(QString, kind);
    QVERIFY(test::putUnopenable(kind, savePath()));
    SavedMatch saved(dir_->path());
    QString notice;
    QVERIFY(!saved.resume(notice));
    const QStringList aside = setAside(QStringLiteral("unreadable-game"));
    QCOMPARE(aside.size(), 1);
    QCOMPARE(notice, QStringLiteral("Your saved game could not be opened, so a new match begins. "
                                    "It was moved aside as it was, to %1.")
                         .arg(aside[0]));
    QVERIFY(test::holdsUnopenable(kind, aside[0]));
    QCOMPARE(saved.save(twoPlayerGame(), tableOf(twoPlayerGame())), QString());
    QVERIFY(SavedMatch(dir_->path()).resume(notice));
}

void TestSavedMatch::aDamagedTableIsNoTable() {
    const SavedTable table{
        7, Lineup({PersonHere{QStringLiteral("Maria")}, ComputerLevel{QStringLiteral("expert")}}),
        0};
    const QString text = tableText(table);
    QCOMPARE(readTable(text, 7, 2), table);
    QCOMPARE(readTable(tableText(table), 8, 2), std::nullopt);  // another game's
    QCOMPARE(readTable(text, 7, 3), std::nullopt);
    QCOMPARE(
        readTable(QString(text).replace(QStringLiteral("expert"), QStringLiteral("god")), 7, 2),
        std::nullopt);
    QCOMPARE(readTable(QString(text).replace(QStringLiteral("\"screen_seat\":0"),
                                             QStringLiteral("\"screen_seat\":1")),
                       7, 2),
             std::nullopt);  // the computer's seat
    QCOMPARE(readTable(text.left(text.size() / 2), 7, 2), std::nullopt);
    QCOMPARE(readTable(QStringLiteral("\x01\xff"), 7, 2), std::nullopt);

    // A person's peg colour is kept, and must be one of the palette.
    const SavedTable coloured{
        7, Lineup({PersonHere{QStringLiteral("Maria"), 4}, PersonHere{QStringLiteral("Tom")}}), 1};
    const QString colouredText = tableText(coloured);
    QCOMPARE(readTable(colouredText, 7, 2), coloured);
    for (const char* colour : {"9", "-1", "1.5", "\"red\""}) {
        QCOMPARE(readTable(QString(colouredText)
                               .replace(QStringLiteral("\"colour\":4"),
                                        QStringLiteral("\"colour\":") + QLatin1String(colour)),
                           7, 2),
                 std::nullopt);
    }
}

QTEST_GUILESS_MAIN(TestSavedMatch)
#include "test_saved_match.moc"
