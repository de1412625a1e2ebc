// The settings file's own format (ui/src/settings_format.h) is Qt's IniFormat: what Qt wrote,
// the game reads to the same values, and what the game writes, Qt reads to the same values.

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "settings_format.h"
#include "test_files.h"
#include "ui_test_main.h"

using namespace cribbage::ui;

namespace {

// Values a player's names and a hand-edited file can hold, under keys of every shape.
QSettings::SettingsMap settingsFormatSamples() {
    QSettings::SettingsMap map;
    const QStringList strings{
        QStringLiteral("plain"),
        QStringLiteral("O'Brien, Jr."),
        QStringLiteral("  spaced  "),
        QStringLiteral("a;b=c"),
        QStringLiteral("\"quoted\""),
        QStringLiteral("back\\slash"),
        QStringLiteral("tab\tnew\nline\rreturn"),
        QStringLiteral("bell\x01"
                       "0a digit after"),
        QStringLiteral("@at"),
        QStringLiteral("Ünïcödé 漢字 🂡"),
        QString(),
    };
    for (qsizetype i = 0; i < strings.size(); ++i) {
        map.insert(QStringLiteral("people/name%1").arg(i), strings.at(i));
    }
    map.insert(QStringLiteral("rules/target"), 61);
    map.insert(QStringLiteral("rules/muggins"), true);
    map.insert(QStringLiteral("table/coach/1/name"), QStringLiteral("Ann"));
    map.insert(QStringLiteral("table/coach/size"), 1);
    map.insert(QStringLiteral("topLevel"), QStringLiteral("outside a group"));
    map.insert(QStringLiteral("General/key"), QStringLiteral("a group named General"));
    map.insert(QStringLiteral("odd group é/odd key %"), QStringLiteral("escaped"));
    map.insert(QStringLiteral("lists/two"),
               QStringList{QStringLiteral("a"), QStringLiteral("b c")});
    return map;
}

// `map` with every value as the INI text gives it back: a string (a list of strings).
QSettings::SettingsMap settingsFormatAsText(const QSettings::SettingsMap& map) {
    QSettings::SettingsMap text;
    for (auto entry = map.cbegin(); entry != map.cend(); ++entry) {
        text.insert(entry.key(), entry.value().typeId() == QMetaType::QStringList
                                     ? entry.value()
                                     : QVariant(entry.value().toString()));
    }
    return text;
}

}  // namespace

class TestSettingsFormat : public QObject {
    Q_OBJECT

private slots:
    void whatQtWroteIsReadAsQtReadsIt();
    void whatTheGameWritesQtReadsAlike();
    void commentsBlanksAndBrokenLinesAreReadAsQtReadsThem();
};

void TestSettingsFormat::whatQtWroteIsReadAsQtReadsIt() {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("qt.conf"));
    const QSettings::SettingsMap samples = settingsFormatSamples();
    {
        QSettings qt(file, QSettings::IniFormat);
        for (auto entry = samples.cbegin(); entry != samples.cend(); ++entry) {
            qt.setValue(entry.key(), entry.value());
        }
    }
    QCOMPARE(settingsOfText(cribbage::ui::test::contents(file)), settingsFormatAsText(samples));
}

void TestSettingsFormat::whatTheGameWritesQtReadsAlike() {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.conf"));
    const QSettings::SettingsMap samples = settingsFormatSamples();
    cribbage::ui::test::writeFile(file, settingsText(samples));
    QSettings qt(file, QSettings::IniFormat);
    QCOMPARE(qt.status(), QSettings::NoError);
    QSettings::SettingsMap read;
    for (const QString& key : qt.allKeys()) {
        read.insert(key, qt.value(key));
    }
    QCOMPARE(read, settingsFormatAsText(samples));
}

void TestSettingsFormat::commentsBlanksAndBrokenLinesAreReadAsQtReadsThem() {
    const QByteArray text =
        "\xef\xbb\xbf; a comment\n\n  [rules]  \r\n target = 61 ; a comment after\n"
        "no equals sign\nname=\"a ; b\" , c\\\n\n[General]\nkey=  v  \n[%General]\nx=1\n";
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("hand.conf"));
    cribbage::ui::test::writeFile(file, text);
    QSettings qt(file, QSettings::IniFormat);
    QSettings::SettingsMap read;
    for (const QString& key : qt.allKeys()) {
        read.insert(key, qt.value(key));
    }
    QCOMPARE(settingsOfText(text), read);
}

UI_TEST_GUILESS_MAIN(TestSettingsFormat)
#include "test_settings_format.moc"
