// The settings described once (settings_table.h): each row fills a property of its group, and
// a file the game has always written is read back whole and never rewritten.
#include <QMetaProperty>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "game_settings.h"
#include "settings_change.h"
#include "settings_format.h"
#include "settings_table.h"
#include "settings_values.h"
#include "test_files.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

// Every key a settings file has, each chosen away from its default, as the game of 2026-12-07
// (before the settings were a table) wrote them.
constexpr auto kEveryKey = R"([guide]
offered=true

[opponent]
level=beginner
level2=expert
level3=easy

[people]
coach\1\hints=true
coach\1\name=Maria
coach\1\warnAboveTenths=15
coach\size=1
colour0=2
colour1=-1
colour2=5
colour3=-1
hints1=true
hints2=false
hints3=false
name0=Tom
name1=
name2=Maria
name3=
person1=false
person2=true
person3=false
warnAboveTenths1=0
warnAboveTenths2=0
warnAboveTenths3=20

[rules]
cribFourCardFlush=false
fiveCardFlushOnly=true
matchGames=5
muggins=true
players=4
randomFirstDealer=true
skunk=Lurch
target=61

[table]
animationSpeed=Slow
cardBack=red
fourColour=true
highContrast=true
hints=true
language=es
warnAboveTenths=30
)";

// The choices kEveryKey keeps, made one by one as the dialogs make them; those at their
// defaults chosen away and back, as a player's file comes to keep them.
void chooseEveryKey(GameSettings& settings) {
    for (const int seat : {1, 3}) {
        settings.setPersonAt(seat, true);
        settings.setPersonAt(seat, false);
        settings.setNameAt(seat, QStringLiteral("Ann"));
        settings.setNameAt(seat, QString());
        settings.setColourAt(seat, 0);
        settings.setColourAt(seat, -1);
    }
    for (const int seat : {2, 3}) {
        settings.setHintsOf(seat, QString(), true);
        settings.setHintsOf(seat, QString(), false);
    }
    for (const int seat : {1, 2}) {
        settings.setWarnAboveTenthsOf(seat, QString(), 5);
        settings.setWarnAboveTenthsOf(seat, QString(), 0);
    }
    changeSetting(settings, &RuleSettings::cribFourCardFlush, true);
    changeSetting(settings, &RuleSettings::players, 4);
    changeSetting(settings, &RuleSettings::target, 61);
    changeSetting(settings, &RuleSettings::skunk, SkunkRule::Lurch);
    changeSetting(settings, &RuleSettings::muggins, true);
    changeSetting(settings, &RuleSettings::firstDealer, FirstDealer::Random);
    changeSetting(settings, &RuleSettings::fiveCardFlushOnly, true);
    changeSetting(settings, &RuleSettings::matchGames, 5);
    settings.setLevelAt(1, Level::Beginner);
    settings.setLevelAt(2, Level::Expert);
    settings.setLevelAt(3, Level::Easy);
    settings.setPersonAt(1, false);
    settings.setPersonAt(2, true);
    settings.setNameAt(0, QStringLiteral("Tom"));
    settings.setNameAt(2, QStringLiteral("Maria"));
    settings.setColourAt(0, 2);
    settings.setColourAt(2, 5);
    settings.setHintsOf(1, QString(), true);
    settings.setWarnAboveTenthsOf(3, QString(), 20);
    settings.setHintsOf(2, QStringLiteral("Maria"), true);
    settings.setWarnAboveTenthsOf(2, QStringLiteral("Maria"), 15);
    changeSetting(settings, &AppearanceValue::animationSpeed, Animations::Speed::Slow);
    changeSetting(settings, &AppearanceValue::cardBack, QStringLiteral("red"));
    changeSetting(settings, &AppearanceValue::fourColour, true);
    changeSetting(settings, &AppearanceValue::highContrast, true);
    changeSetting(settings, &CoachingValue::hints, true);
    changeSetting(settings, &CoachingValue::warnAboveTenths, 30);
    changeSetting(settings, &CoachingValue::guideOffered, true);
    settings.setLanguage(QStringLiteral("es"));
}

// Every key of the settings file at `path` with its value as the file writes it.
QMap<QString, QString> keysOf(const QString& path) {
    const QSettings settings(path, settingsFormat());
    QMap<QString, QString> keys;
    for (const QString& key : settings.allKeys()) {
        keys.insert(key, settings.value(key).toString());
    }
    return keys;
}

const QMetaObject& metaObjectOf(SettingGroup group) {
    switch (group) {
        case SettingGroup::Rules:
            return RulesValue::staticMetaObject;
        case SettingGroup::Appearance:
            return AppearanceValue::staticMetaObject;
        case SettingGroup::Coaching:
        case SettingGroup::Language:
            break;
    }
    return CoachingValue::staticMetaObject;
}

}  // namespace

class TestSettingsTable : public QObject {
    Q_OBJECT

private slots:
    void eachRowFillsAPropertyOfItsGroupOfItsType();
    void aFileOfEveryKeyIsReadWholeAndNotRewritten();
    void eachChoiceIsKeptUnderTheKeyItAlwaysWas();
    void theTextSizeIsTheSystemsOrWithinTheTablesRoom();

private:
    QTemporaryDir dir_;
};

void TestSettingsTable::eachRowFillsAPropertyOfItsGroupOfItsType() {
    for (const SettingRow& row : settingRows()) {
        if (row.group == SettingGroup::Language) {
            QCOMPARE(row.fallback.metaType(), QMetaType::fromType<QString>());
            continue;
        }
        const QMetaObject& meta = metaObjectOf(row.group);
        const int index = meta.indexOfProperty(row.property);
        QVERIFY2(index >= 0, row.key);
        QCOMPARE(meta.property(index).metaType(), row.fallback.metaType());
        // The fallback passes its own check.
        QVERIFY2(row.check == nullptr || row.check(row.fallback) == row.fallback, row.key);
    }
}

void TestSettingsTable::aFileOfEveryKeyIsReadWholeAndNotRewritten() {
    const QString path = dir_.filePath(QStringLiteral("every-key.ini"));
    test::writeFile(path, kEveryKey);
    const GameSettings settings(path);
    QVERIFY(settings.notice().isEmpty());
    RulesValue rules;
    rules.players = 4;
    rules.target = 61;
    rules.skunk = SkunkRule::Lurch;
    rules.muggins = true;
    rules.firstDealer = FirstDealer::Random;
    rules.fiveCardFlushOnly = true;
    rules.matchGames = 5;
    QVERIFY(settings.rules() == rules);
    QCOMPARE(settings.appearance(), (AppearanceValue{.animationSpeed = Animations::Speed::Slow,
                                                     .cardBack = QStringLiteral("red"),
                                                     .fourColour = true,
                                                     .highContrast = true}));
    QCOMPARE(settings.coaching(),
             (CoachingValue{.hints = true, .warnAboveTenths = 30, .guideOffered = true}));
    QCOMPARE(settings.language(), QStringLiteral("es"));
    QCOMPARE(settings.levelAt(1), Level::Beginner);
    QCOMPARE(settings.levelAt(2), Level::Expert);
    QCOMPARE(settings.levelAt(3), Level::Easy);
    QCOMPARE(settings.seatPeople(), (QList<bool>{true, false, true, false}));
    QCOMPARE(settings.seatNames(),
             (QStringList{QStringLiteral("Tom"), QString(), QStringLiteral("Maria"), QString()}));
    QCOMPARE(settings.seatColours(), (QList<int>{2, -1, 5, -1}));
    QCOMPARE(settings.coachOf(1, QString()), (CoachChoice{.hints = true, .warnAboveTenths = 0}));
    QCOMPARE(settings.coachOf(3, QString()), (CoachChoice{.hints = false, .warnAboveTenths = 20}));
    QCOMPARE(settings.coachOf(0, QStringLiteral("Maria")),
             (CoachChoice{.hints = true, .warnAboveTenths = 15}));
    QCOMPARE(test::contents(path), QByteArray(kEveryKey));
}

void TestSettingsTable::eachChoiceIsKeptUnderTheKeyItAlwaysWas() {
    const QString path = dir_.filePath(QStringLiteral("chosen.ini"));
    {
        GameSettings settings(path);
        chooseEveryKey(settings);
    }
    const QString old = dir_.filePath(QStringLiteral("old.ini"));
    test::writeFile(old, kEveryKey);
    QCOMPARE(keysOf(path), keysOf(old));
}

void TestSettingsTable::theTextSizeIsTheSystemsOrWithinTheTablesRoom() {
    const SettingRow& row = settingRow("table/textSize");
    QCOMPARE(row.group, SettingGroup::Appearance);
    QCOMPARE(row.check(0), QVariant(0));
    QCOMPARE(row.check(125), QVariant(125));
    QCOMPARE(row.check(1), QVariant(100));
    QCOMPARE(row.check(151), QVariant(150));
    QSettings store(dir_.filePath(QStringLiteral("text-size.ini")), settingsFormat());
    store.setValue(QStringLiteral("table/textSize"), QStringLiteral("large"));
    QCOMPARE(keptValue(&store, row), QVariant(0));
    store.setValue(QStringLiteral("table/textSize"), 200);
    QCOMPARE(keptValue(&store, row), QVariant(150));
}

UI_TEST_MAIN(TestSettingsTable)
#include "test_settings_table.moc"
