// The statistics file: every figure kept, replaced whole, a damaged or unwritable file set aside
// or said with a message, a file of the first version read.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>

#include "statistics.h"
#include "statistics_figures.h"
#include "statistics_file.h"
#include "test_files.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

class TestStatisticsFile : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance()); }
    void theFileKeepsEveryFigure();
    void theFileIsReplacedWholeNotRewritten();
    void aDamagedFileIsSetAsideWithAMessage_data();
    void aDamagedFileIsSetAsideWithAMessage();
    void aFileThatCannotBeWrittenSaysSo();
    void aFolderWhereTheFileGoesIsMovedAsideAndSaid();
    void aFileOfTheFirstVersionIsRead();
};

void TestStatisticsFile::theFileKeepsEveryFigure() {
    QTemporaryDir dir;
    QVERIFY(StatisticsFile(dir.path()).write(test::someFigures()).isEmpty());
    QString notice;
    QCOMPARE(StatisticsFile(dir.path()).read(notice), test::someFigures());
    QVERIFY(notice.isEmpty());
    // No file yet is no figures, and nothing to say.
    QTemporaryDir empty;
    QCOMPARE(StatisticsFile(empty.path()).read(notice), StatisticsRecord{});
    QVERIFY(notice.isEmpty());
}

void TestStatisticsFile::theFileIsReplacedWholeNotRewritten() {
    QTemporaryDir dir;
    StatisticsFile file(dir.path());
    QVERIFY(file.write(StatisticsRecord{}).isEmpty());
    const QByteArray before = test::contents(file.path());
    const QString oldName = QDir(dir.path()).filePath(QStringLiteral("old.json"));
    std::filesystem::create_hard_link(file.path().toStdString(), oldName.toStdString());
    QVERIFY(file.write(test::someFigures()).isEmpty());
    QCOMPARE(test::contents(oldName), before);
    QString notice;
    QCOMPARE(StatisticsFile(dir.path()).read(notice), test::someFigures());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
             (QStringList{QStringLiteral("old.json"), QStringLiteral("statistics.json")}));
}

void TestStatisticsFile::aDamagedFileIsSetAsideWithAMessage_data() {
    QTest::addColumn<QByteArray>("text");
    QJsonObject json = toJson(test::someFigures());
    const auto with = [&](const QString& key, const QJsonValue& value) {
        QJsonObject changed = json;
        changed.insert(key, value);
        return QJsonDocument(changed).toJson();
    };
    QTest::newRow("cut short") << QJsonDocument(json).toJson().left(60);
    QTest::newRow("not json") << QByteArray("statistics\n");
    QTest::newRow("another version") << with(QStringLiteral("version"), 7);
    QTest::newRow("no tables") << with(QStringLiteral("tables"), QStringLiteral("none"));
    QTest::newRow("more right than counted")
        << with(QStringLiteral("practice"),
                QJsonObject{{QStringLiteral("hands"), 1}, {QStringLiteral("right"), 2}});
    QJsonObject table = json.value(QStringLiteral("tables")).toArray().first().toObject();
    table.insert(QStringLiteral("gamesWon"), -1);
    QTest::newRow("a count below zero") << with(QStringLiteral("tables"), QJsonArray{table});
    table.insert(QStringLiteral("gamesWon"), 1.5);
    QTest::newRow("half a game") << with(QStringLiteral("tables"), QJsonArray{table});
    table.insert(QStringLiteral("gamesWon"), 1);
    table.insert(QStringLiteral("players"), 9);
    QTest::newRow("nine players") << with(QStringLiteral("tables"), QJsonArray{table});
    table.insert(QStringLiteral("players"), 2);
    QTest::newRow("the same table twice")
        << with(QStringLiteral("tables"), QJsonArray{table, table});
    // Figures no game could give: read, they would be shown as the person's own.
    const auto impossible = [&](const QString& key, const QJsonValue& value) {
        QJsonObject changed = table;
        changed.insert(key, value);
        return with(QStringLiteral("tables"), QJsonArray{changed});
    };
    QTest::newRow("a level there is not") << impossible(QStringLiteral("level"), "god");
    QTest::newRow("a hand of 999") << impossible(QStringLiteral("bestHand"), 999);
    QTest::newRow("a count past the largest")
        << impossible(QStringLiteral("handPoints"), 2147483648.0);
    QTest::newRow("more skunks than games won") << impossible(QStringLiteral("skunksGiven"), 4);
    QTest::newRow("more matches than games") << impossible(QStringLiteral("matchesLost"), 50);
    QTest::newRow("a deal of 1,000 points")
        << impossible(QStringLiteral("recentDeals"), QJsonArray{8, 1000});
    QTest::newRow("a name no one could type")
        << impossible(QStringLiteral("person"), QStringLiteral(" Maria\n"));
    QTest::newRow("an empty name") << impossible(QStringLiteral("person"), QString());
    QTest::newRow("a name that is not text") << impossible(QStringLiteral("person"), 7);
    QTest::newRow("the one person against people only")
        << impossible(QStringLiteral("level"), QStringLiteral("people"));
    QJsonObject maria = table;
    maria.insert(QStringLiteral("person"), QStringLiteral("Maria"));
    QTest::newRow("the same person's table twice")
        << with(QStringLiteral("tables"), QJsonArray{table, maria, maria});
    QJsonObject first = json;
    first.insert(QStringLiteral("version"), 1);
    first.insert(QStringLiteral("tables"), QJsonArray{maria});
    QTest::newRow("a person in a file of the first version") << QJsonDocument(first).toJson();
}

void TestStatisticsFile::aDamagedFileIsSetAsideWithAMessage() {
    QFETCH(QByteArray, text);
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("statistics.json"));
    test::writeFile(path, text);
    Statistics statistics;
    statistics.open(dir.path(), true);
    QVERIFY2(statistics.notice().startsWith(QStringLiteral("Your statistics could not be read, so "
                                                           "they start again from nothing.")),
             qPrintable(statistics.notice()));
    QCOMPARE(statistics.record(), StatisticsRecord{});
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("damaged-statistics-*")});
    QCOMPARE(aside.size(), 1);
    QVERIFY(statistics.notice().contains(aside.first()));
    QCOMPARE(test::contents(QDir(dir.path()).filePath(aside.first())), text);
    // The figures start again, and are saved where the damaged file was.
    statistics.recordPractice(true, 2000);
    QString notice;
    QCOMPARE(StatisticsFile(dir.path()).read(notice).practice.hands, 1);
}

void TestStatisticsFile::aFileThatCannotBeWrittenSaysSo() {
    QTemporaryDir dir;
    // A plain file where the statistics' folder should be: no folder can be made there.
    const QString notAFolder = QDir(dir.path()).filePath(QStringLiteral("data"));
    test::writeFile(notAFolder, "a file");
    Statistics statistics;
    statistics.open(QDir(notAFolder).filePath(QStringLiteral("cribbage")), true);
    QVERIFY(statistics.notice().isEmpty());
    statistics.recordPractice(false, 1000);
    QVERIFY2(statistics.notice().startsWith(QStringLiteral("Your statistics could not be saved")),
             qPrintable(statistics.notice()));
    QCOMPARE(statistics.record().practice.hands, 1);
    QCOMPARE(test::contents(notAFolder), QByteArray("a file"));
}

void TestStatisticsFile::aFolderWhereTheFileGoesIsMovedAsideAndSaid() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("statistics.json/inside")));
    Statistics statistics;
    statistics.open(dir.path(), true);
    const QStringList aside =
        QDir(dir.path()).entryList({QStringLiteral("unreadable-statistics-*.json")});
    QCOMPARE(aside.size(), 1);
    QCOMPARE(statistics.notice(),
             QStringLiteral("Your statistics could not be opened, so they start again from "
                            "nothing. The file was moved aside as it was, to %1.")
                 .arg(QDir(dir.path()).filePath(aside[0])));
    QVERIFY(QDir(QDir(dir.path()).filePath(aside[0])).exists(QStringLiteral("inside")));
    statistics.recordPractice(false, 1000);
    QString notice;
    QCOMPARE(StatisticsFile(dir.path()).read(notice).practice.hands, 1);
    QCOMPARE(notice, QString());
}

void TestStatisticsFile::aFileOfTheFirstVersionIsRead() {
    QJsonObject json = toJson(test::someFigures());
    json.insert(QStringLiteral("version"), 1);
    QTemporaryDir dir;
    test::writeFile(QDir(dir.path()).filePath(QStringLiteral("statistics.json")),
                    QJsonDocument(json).toJson());
    QString notice;
    QCOMPARE(StatisticsFile(dir.path()).read(notice), test::someFigures());
    QCOMPARE(notice, QString());
}

UI_TEST_GUILESS_MAIN(TestStatisticsFile)
#include "test_statistics_file.moc"
