// The saved match between launches: a save that cannot be resumed is set aside, never lost,
// and the person is told in a few words where it was kept.

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

#include "cribbage/save_game.h"
#include "saved_match.h"
#include "saved_match_fixtures.h"
#include "test_files.h"
#include "ui_test_main.h"
#include "unopenable.h"

using namespace cribbage;
using namespace cribbage::ui;
using test::tableOf;
using test::twoPlayerGame;

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
    void aTableThatCannotBeOpenedIsMovedAsideAsItWas_data();
    void aTableThatCannotBeOpenedIsMovedAsideAsItWas();
    void aDamagedTableIsSetAsideAsItWas_data();
    void aDamagedTableIsSetAsideAsItWas();
    void anotherGamesTableIsNoDamage();
    void aTableThatCannotBeWrittenNeverStopsTheGameBeingSaved();
    void aCribChoiceThatCannotBeOpenedIsMovedAsideAsItWas_data();
    void aCribChoiceThatCannotBeOpenedIsMovedAsideAsItWas();
    void aDamagedCribChoiceIsSetAsideAsItWas_data();
    void aDamagedCribChoiceIsSetAsideAsItWas();

private:
    QString savePath() const { return QDir(dir_->path()).filePath("current-game.json"); }
    QString tablePath() const { return QDir(dir_->path()).filePath("table.json"); }
    QString choicePath() const { return QDir(dir_->path()).filePath("crib-choice.txt"); }
    // A saved match whose table.json and crib-choice.txt are then replaced by `putBeside`.
    void saveThenPut(const std::function<bool()>& putBeside) const;
    void writeSave(const QByteArray& text) const;
    // The files set aside as `kind`.
    QStringList setAside(const QString& kind, const QString& suffix = "json") const;

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

QStringList TestSavedMatch::setAside(const QString& kind, const QString& suffix) const {
    QStringList paths;
    const QDir directory(dir_->path());
    for (const QString& name : directory.entryList({kind + QStringLiteral("-*.") + suffix},
                                                   QDir::AllEntries | QDir::System)) {
        paths << directory.filePath(name);
    }
    return paths;
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
    QCOMPARE(test::contents(aside[0]), text);
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
        QCOMPARE(test::contents(path), path.toUtf8());
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
    QCOMPARE(test::contents(kept[0]), text);
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

void TestSavedMatch::saveThenPut(const std::function<bool()>& putBeside) const {
    SavedMatch saved(dir_->path());
    QCOMPARE(saved.save(twoPlayerGame(), tableOf(twoPlayerGame())), QString());
    QCOMPARE(saved.saveCribChoice(twoPlayerGame(), {}), QString());
    QVERIFY(QFile::remove(tablePath()));
    QVERIFY(QFile::remove(choicePath()));
    QVERIFY(putBeside());
}

// The table and the crib choice kept beside the save are set aside as the save is: once
// ignored, they were replaced at the next save, and a folder in the table's place kept every
// save from being made.
void TestSavedMatch::aTableThatCannotBeOpenedIsMovedAsideAsItWas_data() {
    test::addUnopenableRows();
}

void TestSavedMatch::aTableThatCannotBeOpenedIsMovedAsideAsItWas() {
    QFETCH(QString, kind);
    saveThenPut([&] { return test::putUnopenable(kind, tablePath()); });
    SavedMatch saved(dir_->path());
    QString notice;
    QVERIFY(saved.resume(notice));
    QVERIFY(!saved.resumedTable());
    const QStringList aside = setAside(QStringLiteral("unreadable-table"));
    QCOMPARE(aside.size(), 1);
    QCOMPARE(notice, QStringLiteral("Who sits where in your saved match could not be opened, so "
                                    "it goes on with you against the computer. The file was "
                                    "moved aside as it was, to %1.")
                         .arg(aside[0]));
    QVERIFY(test::holdsUnopenable(kind, aside[0]));
    QCOMPARE(saved.save(twoPlayerGame(), tableOf(twoPlayerGame())), QString());
    SavedMatch again(dir_->path());
    QVERIFY(again.resume(notice));
    QCOMPARE(notice, QString());
    QCOMPARE(again.resumedTable(), std::optional(tableOf(twoPlayerGame())));
}

void TestSavedMatch::aDamagedTableIsSetAsideAsItWas_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("cut short") << QByteArray(R"({"format": "cribbage-table", "vers)");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("an unknown level")
        << QByteArray(R"({"format":"cribbage-table","version":1,"seed":"5","screen_seat":0,)"
                      R"("seats":[{"person":""},{"computer":"god"}]})");
    QTest::newRow("a seat too many")
        << QByteArray(R"({"format":"cribbage-table","version":1,"seed":"5","screen_seat":0,)"
                      R"("seats":[{"person":""},{"computer":"easy"},{"computer":"easy"}]})");
}

void TestSavedMatch::aDamagedTableIsSetAsideAsItWas() {
    QFETCH(QByteArray, text);
    saveThenPut([&] {
        QFile file(tablePath());
        return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
    });
    SavedMatch saved(dir_->path());
    QString notice;
    QVERIFY(saved.resume(notice));
    QVERIFY(!saved.resumedTable());
    const QStringList aside = setAside(QStringLiteral("damaged-table"));
    QCOMPARE(aside.size(), 1);
    QCOMPARE(test::contents(aside[0]), text);
    QCOMPARE(notice, QStringLiteral("Who sits where in your saved match could not be read, so it "
                                    "goes on with you against the computer. The file was moved "
                                    "aside as it was, to %1.")
                         .arg(aside[0]));
    QCOMPARE(saved.save(twoPlayerGame(), tableOf(twoPlayerGame())), QString());
    QCOMPARE(SavedMatch(dir_->path()).resume(notice).has_value(), true);
    QCOMPARE(notice, QString());
}

// The table of a new game is written before the game: when the game's save then failed, the
// table beside the last save is another game's. It is no damage, and is replaced.
void TestSavedMatch::anotherGamesTableIsNoDamage() {
    GameSetup setup;
    setup.seed = 6;
    const Game another = std::move(Game::create(setup)).value();
    saveThenPut([&] {
        QFile file(tablePath());
        return file.open(QIODevice::WriteOnly) && file.write(tableText(tableOf(another)).toUtf8());
    });
    SavedMatch saved(dir_->path());
    QString notice;
    QVERIFY(saved.resume(notice));
    QCOMPARE(notice, QString());
    QVERIFY(!saved.resumedTable());
    QVERIFY(setAside(QStringLiteral("damaged-table")).isEmpty());
}

void TestSavedMatch::aTableThatCannotBeWrittenNeverStopsTheGameBeingSaved() {
    QVERIFY(test::putUnopenable(QStringLiteral("folder"), tablePath()));
    SavedMatch saved(dir_->path());
    QCOMPARE(saved.save(twoPlayerGame(), tableOf(twoPlayerGame())),
             QStringLiteral("Who sits where could not be saved at %1. The game itself is saved, "
                            "and who sits where is tried again at your next move.")
                 .arg(QDir::toNativeSeparators(tablePath())));
    QString notice;
    const auto resumed = SavedMatch(dir_->path()).resume(notice);
    QVERIFY(resumed);
    QCOMPARE(saveGame(*resumed), saveGame(twoPlayerGame()));
}

void TestSavedMatch::aCribChoiceThatCannotBeOpenedIsMovedAsideAsItWas_data() {
    test::addUnopenableRows();
}

void TestSavedMatch::aCribChoiceThatCannotBeOpenedIsMovedAsideAsItWas() {
    QFETCH(QString, kind);
    saveThenPut([&] { return test::putUnopenable(kind, choicePath()); });
    SavedMatch saved(dir_->path());
    QString notice;
    QVERIFY(saved.resume(notice));
    QVERIFY(saved.resumedCribChoice().empty());
    const QStringList aside = setAside(QStringLiteral("unreadable-crib-choice"), "txt");
    QCOMPARE(aside.size(), 1);
    QCOMPARE(notice, QStringLiteral("The cards you had chosen for the crib could not be opened, "
                                    "so none is chosen. The file was moved aside as it was, to "
                                    "%1.")
                         .arg(aside[0]));
    QVERIFY(test::holdsUnopenable(kind, aside[0]));
    const std::vector<Card> chosen{*parseCard("5H"), *parseCard("JS")};
    QCOMPARE(saved.saveCribChoice(twoPlayerGame(), chosen), QString());
    SavedMatch again(dir_->path());
    QVERIFY(again.resume(notice));
    QCOMPARE(notice, QString());
    QVERIFY(again.resumedCribChoice() == chosen);
}

void TestSavedMatch::aDamagedCribChoiceIsSetAsideAsItWas_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("no deal") << QByteArray("5H JS");
    QTest::newRow("a card unknown") << QByteArray("0 5H 1Z");
}

void TestSavedMatch::aDamagedCribChoiceIsSetAsideAsItWas() {
    QFETCH(QByteArray, text);
    saveThenPut([&] {
        QFile file(choicePath());
        return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
    });
    SavedMatch saved(dir_->path());
    QString notice;
    QVERIFY(saved.resume(notice));
    QVERIFY(saved.resumedCribChoice().empty());
    const QStringList aside = setAside(QStringLiteral("damaged-crib-choice"), "txt");
    QCOMPARE(aside.size(), 1);
    QCOMPARE(test::contents(aside[0]), text);
    QCOMPARE(notice, QStringLiteral("The cards you had chosen for the crib could not be read, so "
                                    "none is chosen. The file was moved aside as it was, to %1.")
                         .arg(aside[0]));
}

UI_TEST_GUILESS_MAIN(TestSavedMatch)
#include "test_saved_match.moc"
