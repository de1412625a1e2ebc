#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <array>
#include <functional>

#include "game_settings.h"
#include "level_choices.h"
#include "settings_change.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

using Levels = std::array<Level, 3>;

// The levels of the three computer places, left first.
Levels seatLevelsOf(const GameSettings& settings) {
    return {settings.levelAt(1), settings.levelAt(2), settings.levelAt(3)};
}

}  // namespace

class TestGameSettings : public QObject {
    Q_OBJECT

private slots:
    void init() { file_ = dir_.filePath(QStringLiteral("settings-%1.ini").arg(++n_)); }
    void defaultsAreTheStandardGame();
    void choicesAreRememberedByTheNextLaunch();
    void eachChangeIsNotifiedOnce();
    void impossibleValuesAreRefused();
    void theRulesFollowTheChoices();
    void theTwoFlushRulesExcludeEachOther();
    void eachComputerIsNamedByItsPlace();
    void theFiveLevelsAreOfferedByName();
    void rulesChosenDuringAMatchWaitForTheNext();
    void theLanguageIsReadBeforeTheWindowAndWaitsForTheNextLaunch();
    void eachLanguageIsOfferedInItsOwnName();

private:
    QTemporaryDir dir_;
    QString file_;
    int n_ = 0;
};

void TestGameSettings::defaultsAreTheStandardGame() {
    GameSettings settings(file_);
    QCOMPARE(settings.rules().target, 121);
    QCOMPARE(settings.rules().muggins, false);
    QCOMPARE(settings.rules().skunk, SkunkRule::SkunkAndDoubleSkunk);
    QCOMPARE(settings.rules().randomFirstDealer(), false);
    QCOMPARE(settings.level(), kDefaultLevel);
    QCOMPARE(settings.appearance().animationSpeed, Animations::Speed::Normal);
    QCOMPARE(settings.appearance().fourColour, false);
    QCOMPARE(settings.appearance().highContrast, false);
    QCOMPARE(settings.appearance().textSize, 0);  // the system's font's
    QCOMPARE(settings.coaching().hints, false);
    QCOMPARE(settings.coaching().warnAboveTenths, 0);
    QCOMPARE(settings.rules().players, 2);
    QCOMPARE(settings.rules().cribFourCardFlush, false);
    QCOMPARE(settings.rules().fiveCardFlushOnly, false);
    QCOMPARE(seatLevelsOf(settings), (Levels{kDefaultLevel, kDefaultLevel, kDefaultLevel}));
}

void TestGameSettings::choicesAreRememberedByTheNextLaunch() {
    {
        GameSettings settings(file_);
        changeSetting(settings, &RuleSettings::target, 61);
        changeSetting(settings, &RuleSettings::muggins, true);
        changeSetting(settings, &RuleSettings::skunk, SkunkRule::Lurch);
        changeSetting(settings, &RuleSettings::matchGames, 5);
        changeSetting(settings, &RuleSettings::firstDealer, FirstDealer::Random);
        settings.setLevel(Level::Beginner);
        changeSetting(settings, &AppearanceValue::animationSpeed, Animations::Speed::Instant);
        changeSetting(settings, &AppearanceValue::cardBack, QStringLiteral("red"));
        changeSetting(settings, &AppearanceValue::fourColour, true);
        changeSetting(settings, &AppearanceValue::highContrast, true);
        changeSetting(settings, &AppearanceValue::textSize, 125);
        changeSetting(settings, &CoachingValue::hints, true);
        changeSetting(settings, &CoachingValue::warnAboveTenths, 500);  // at most 10 points
        settings.setHintsOf(2, QString(), true);
        settings.setWarnAboveTenthsOf(3, QString(), 20);
        changeSetting(settings, &RuleSettings::players, 4);
        changeSetting(settings, &RuleSettings::cribFourCardFlush, true);
        settings.setLevelAt(2, Level::Expert);
        settings.setLevelAt(3, Level::Easy);
    }
    GameSettings settings(file_);
    QCOMPARE(settings.rules().target, 61);
    QCOMPARE(settings.rules().muggins, true);
    QCOMPARE(settings.rules().skunk, SkunkRule::Lurch);
    QCOMPARE(settings.rules().matchGames, 5);
    QCOMPARE(settings.rules().randomFirstDealer(), true);
    QCOMPARE(settings.level(), Level::Beginner);
    QCOMPARE(settings.appearance().animationSpeed, Animations::Speed::Instant);
    QCOMPARE(settings.appearance().cardBack, QStringLiteral("red"));
    QCOMPARE(settings.appearance().fourColour, true);
    QCOMPARE(settings.appearance().highContrast, true);
    QCOMPARE(settings.appearance().textSize, 125);
    QCOMPARE(settings.coaching().hints, true);
    QCOMPARE(settings.coaching().warnAboveTenths, 100);
    // The hints and notes of each seat's person who gave no name, seat 0's being the table's.
    QCOMPARE(settings.coachOf(0, QString()), (CoachChoice{.hints = true, .warnAboveTenths = 100}));
    QCOMPARE(settings.coachOf(1, QString()), CoachChoice{});
    QCOMPARE(settings.coachOf(2, QString()), (CoachChoice{.hints = true, .warnAboveTenths = 0}));
    QCOMPARE(settings.coachOf(3, QString()), (CoachChoice{.hints = false, .warnAboveTenths = 20}));
    QCOMPARE(settings.rules().players, 4);
    QCOMPARE(settings.rules().cribFourCardFlush, true);
    QCOMPARE(seatLevelsOf(settings), (Levels{Level::Beginner, Level::Expert, Level::Easy}));
    QCOMPARE(settings.levelAt(1), settings.level());
    // Kept by their ids, as every version of the game has kept them.
    QSettings raw(file_, QSettings::IniFormat);
    QCOMPARE(raw.value(QStringLiteral("opponent/level")), QVariant(QStringLiteral("beginner")));
    QCOMPARE(raw.value(QStringLiteral("opponent/level2")), QVariant(QStringLiteral("expert")));
    QCOMPARE(raw.value(QStringLiteral("opponent/level3")), QVariant(QStringLiteral("easy")));

    changeSetting(settings, &RuleSettings::fiveCardFlushOnly, true);
    QCOMPARE(GameSettings(file_).rules().fiveCardFlushOnly, true);
}

void TestGameSettings::eachChangeIsNotifiedOnce() {
    GameSettings settings(file_);
    QSignalSpy target(&settings, &GameSettings::rulesChanged);
    QSignalSpy speed(&settings, &GameSettings::appearanceChanged);
    changeSetting(settings, &RuleSettings::target, 61);
    changeSetting(settings, &RuleSettings::target, 61);
    changeSetting(settings, &AppearanceValue::animationSpeed, Animations::Speed::Fast);
    changeSetting(settings, &AppearanceValue::animationSpeed, Animations::Speed::Fast);
    QCOMPARE(target.count(), 1);
    QCOMPARE(speed.count(), 1);
}

void TestGameSettings::impossibleValuesAreRefused() {
    GameSettings settings(file_);
    QSignalSpy target(&settings, &GameSettings::rulesChanged);
    changeSetting(settings, &RuleSettings::target, 100);
    QCOMPARE(settings.rules().target, 121);
    QCOMPARE(target.count(), 0);
    changeSetting(settings, &RuleSettings::matchGames, 0);
    QCOMPARE(settings.rules().matchGames, 1);
    changeSetting(settings, &RuleSettings::matchGames, 1000);
    QCOMPARE(settings.rules().matchGames, 99);
    changeSetting(settings, &RuleSettings::players, 5);
    changeSetting(settings, &RuleSettings::players, 1);
    QCOMPARE(settings.rules().players, 2);
    settings.setLevelAt(4, Level::Easy);
    settings.setLevelAt(0, Level::Easy);
    settings.setLevelAt(2, Level::Greedy);
    QCOMPARE(seatLevelsOf(settings), (Levels{kDefaultLevel, kDefaultLevel, kDefaultLevel}));
    // Words from the usual size to the largest the table has room for.
    changeSetting(settings, &AppearanceValue::textSize, 400);
    QCOMPARE(settings.appearance().textSize, 150);
    changeSetting(settings, &AppearanceValue::textSize, 30);
    QCOMPARE(settings.appearance().textSize, 100);

    QSettings raw(file_, QSettings::IniFormat);
    raw.setValue(QStringLiteral("table/textSize"), 999);
    raw.setValue(QStringLiteral("rules/target"), 7);
    raw.setValue(QStringLiteral("rules/players"), 6);
    raw.setValue(QStringLiteral("opponent/level3"), QStringLiteral("wizard"));
    raw.setValue(QStringLiteral("table/animationSpeed"), QStringLiteral("Warp"));
    raw.sync();
    GameSettings reread(file_);
    QCOMPARE(reread.rules().target, 121);
    QCOMPARE(reread.appearance().animationSpeed, Animations::Speed::Normal);
    QCOMPARE(reread.appearance().textSize, 150);
    QCOMPARE(reread.rules().players, 2);
    QCOMPARE(reread.levelAt(3), kDefaultLevel);
}

void TestGameSettings::theRulesFollowTheChoices() {
    GameSettings settings(file_);
    changeSetting(settings, &RuleSettings::target, 61);
    changeSetting(settings, &RuleSettings::muggins, true);
    changeSetting(settings, &RuleSettings::skunk, SkunkRule::Off);
    changeSetting(settings, &RuleSettings::matchGames, 7);
    changeSetting(settings, &RuleSettings::firstDealer, FirstDealer::Random);
    RuleSettings rules = settings.rules();
    QCOMPARE(rules.players, 2);
    QCOMPARE(rules.cribFourCardFlush, false);
    QCOMPARE(rules.target, 61);
    QCOMPARE(rules.muggins, true);
    QVERIFY(rules.skunk == SkunkRule::Off);
    QCOMPARE(rules.matchGames, 7);
    QVERIFY(rules.firstDealer == FirstDealer::Random);
    QVERIFY(!checkSettings(rules));
    for (const int players : {3, 4}) {
        changeSetting(settings, &RuleSettings::players, players);
        changeSetting(settings, &RuleSettings::cribFourCardFlush, true);
        rules = settings.rules();
        QCOMPARE(rules.players, players);
        QCOMPARE(rules.cribFourCardFlush, true);
        QVERIFY(!checkSettings(rules));
    }
}

// Only one flush rule at a time: turning one on turns the other off, so a new match is never
// refused (checkSettings: FlushRulesConflict); a file with both keeps the crib's house rule.
void TestGameSettings::theTwoFlushRulesExcludeEachOther() {
    GameSettings settings(file_);
    QSignalSpy changes(&settings, &GameSettings::rulesChanged);
    changeSetting(settings, &RuleSettings::fiveCardFlushOnly, true);
    QCOMPARE(changes.count(), 1);
    QVERIFY(settings.rules().fiveCardFlushOnly);
    QVERIFY(!settings.rules().cribFourCardFlush);
    QVERIFY(!checkSettings(settings.rules()));

    changeSetting(settings, &RuleSettings::cribFourCardFlush, true);
    QCOMPARE(settings.rules().fiveCardFlushOnly, false);
    QCOMPARE(changes.count(), 2);
    QVERIFY(settings.rules().cribFourCardFlush);
    QVERIFY(!checkSettings(settings.rules()));

    changeSetting(settings, &RuleSettings::fiveCardFlushOnly, true);
    QCOMPARE(settings.rules().cribFourCardFlush, false);
    QCOMPARE(GameSettings(file_).rules().fiveCardFlushOnly, true);
    QCOMPARE(GameSettings(file_).rules().cribFourCardFlush, false);

    QSettings raw(file_, QSettings::IniFormat);
    raw.setValue(QStringLiteral("rules/cribFourCardFlush"), true);
    raw.sync();
    const GameSettings both(file_);
    QCOMPARE(both.rules().cribFourCardFlush, true);
    QCOMPARE(both.rules().fiveCardFlushOnly, false);
    QVERIFY(!checkSettings(both.rules()));
}

void TestGameSettings::eachComputerIsNamedByItsPlace() {
    const GameSettings settings(file_);
    QCOMPARE(settings.placeName(1, 2), QStringLiteral("The computer"));
    QCOMPARE(settings.placeName(1, 3), QStringLiteral("The player on your left"));
    QCOMPARE(settings.placeName(2, 3), QStringLiteral("The player on your right"));
    QCOMPARE(settings.placeName(1, 4), QStringLiteral("The player on your left"));
    QCOMPARE(settings.placeName(2, 4), QStringLiteral("Your partner"));
    QCOMPARE(settings.placeName(3, 4), QStringLiteral("The player on your right"));
    QCOMPARE(settings.placeName(0, 3), QString());
    QCOMPARE(settings.placeName(3, 3), QString());
    QCOMPARE(settings.placeName(1, 5), QString());
}

void TestGameSettings::theFiveLevelsAreOfferedByName() {
    const QList<Level> levels{Level::Beginner, Level::Easy, Level::Medium, Level::Hard,
                              Level::Expert};
    QCOMPARE(computerLevels(), levels);
    GameSettings settings(file_);
    const QVariantList choices = settings.levelChoices();
    QList<Level> values;
    QStringList names;
    for (const QVariant& choice : choices) {
        values.append(choice.toMap().value(QStringLiteral("value")).value<Level>());
        names.append(choice.toMap().value(QStringLiteral("text")).toString());
    }
    QCOMPARE(values, levels);
    QCOMPARE(names, (QStringList{QStringLiteral("Beginner"), QStringLiteral("Easy"),
                                 QStringLiteral("Medium"), QStringLiteral("Hard"),
                                 QStringLiteral("Expert")}));

    // The yardsticks, greedy and the frozen reference, are not levels: neither chosen nor read
    // back from a file.
    QSettings raw(file_, QSettings::IniFormat);
    for (const Level yardstick : {Level::Greedy, Level::Reference}) {
        settings.setLevel(yardstick);
        QCOMPARE(settings.level(), kDefaultLevel);
        raw.setValue(QStringLiteral("opponent/level"), levelId(yardstick));
        raw.sync();
        QCOMPARE(GameSettings(file_).level(), kDefaultLevel);
    }
    // A level's id is read in any case, as the core reads it.
    raw.setValue(QStringLiteral("opponent/level"), QStringLiteral("Expert"));
    raw.sync();
    QCOMPARE(GameSettings(file_).level(), Level::Expert);
}

void TestGameSettings::rulesChosenDuringAMatchWaitForTheNext() {
    GameSettings settings(file_);
    QSignalSpy pending(&settings, &GameSettings::rulesPendingChanged);
    changeSetting(settings, &RuleSettings::target, 61);
    QVERIFY2(!settings.rulesPending(), "no match in play, nothing waits");

    settings.setRulesInPlay(settings.rules());
    QVERIFY(!settings.rulesPending());
    changeSetting(settings, &AppearanceValue::animationSpeed, Animations::Speed::Slow);
    changeSetting(settings, &CoachingValue::hints, true);
    QVERIFY2(!settings.rulesPending(), "table settings apply at once");
    QCOMPARE(pending.count(), 0);

    changeSetting(settings, &RuleSettings::target, 121);
    QVERIFY(settings.rulesPending());
    changeSetting(settings, &RuleSettings::skunk, SkunkRule::Lurch);
    QVERIFY(settings.rulesPending());
    QCOMPARE(pending.count(), 1);
    changeSetting(settings, &RuleSettings::skunk, SkunkRule::SkunkAndDoubleSkunk);
    changeSetting(settings, &RuleSettings::target, 61);
    QVERIFY2(!settings.rulesPending(), "chosen back as they are");
    QCOMPARE(pending.count(), 2);

    for (const auto& change : std::initializer_list<std::function<void()>>{
             [&] { changeSetting(settings, &RuleSettings::muggins, !settings.rules().muggins); },
             [&] {
                 changeSetting(settings, &RuleSettings::matchGames,
                               settings.rules().matchGames + 1);
             },
             [&] {
                 changeSetting(
                     settings, &RuleSettings::firstDealer,
                     settings.rules().randomFirstDealer() ? FirstDealer::Cut : FirstDealer::Random);
             }}) {
        change();
        QVERIFY(settings.rulesPending());
        settings.setRulesInPlay(settings.rules());  // a new match with them
        QVERIFY(!settings.rulesPending());
    }
}

void TestGameSettings::theLanguageIsReadBeforeTheWindowAndWaitsForTheNextLaunch() {
    QCOMPARE(GameSettings::storedLanguage(file_), QString());
    {
        GameSettings settings(file_);
        QCOMPARE(settings.language(), QString());
        QSignalSpy changed(&settings, &GameSettings::languageChanged);
        settings.setLanguage(QStringLiteral("xx"));
        QCOMPARE(settings.language(), QString());
        QCOMPARE(changed.count(), 0);
        settings.setLanguage(QStringLiteral("es"));
        QCOMPARE(changed.count(), 1);
        QVERIFY(settings.languagePending());
        settings.setLanguage(QString());
        QVERIFY(!settings.languagePending());
        settings.setLanguage(QStringLiteral("es"));
    }
    QCOMPARE(GameSettings::storedLanguage(file_), QStringLiteral("es"));
    const GameSettings next(file_);
    QCOMPARE(next.language(), QStringLiteral("es"));
    QVERIFY(!next.languagePending());

    QSettings raw(file_, QSettings::IniFormat);
    raw.setValue(QStringLiteral("table/language"), QStringLiteral("tlh"));
    raw.sync();
    QCOMPARE(GameSettings::storedLanguage(file_), QString());
    QCOMPARE(GameSettings(file_).language(), QString());
}

void TestGameSettings::eachLanguageIsOfferedInItsOwnName() {
    const GameSettings settings;
    QStringList names;
    for (const QVariant& choice : settings.languageChoices()) {
        names.append(choice.toMap().value(QStringLiteral("text")).toString());
    }
    QCOMPARE(names.first(), QStringLiteral("System"));
    QVERIFY(names.contains(QStringLiteral("English")));
    QVERIFY2(names.contains(QStringLiteral("Español")), qPrintable(names.join(", ")));
    QCOMPARE(names.size(), gameLanguages().size() + 1);
}

UI_TEST_GUILESS_MAIN(TestGameSettings)
#include "test_game_settings.moc"
