#include "game_settings.h"

#include "settings_file_check.h"
#include "translations.h"

namespace cribbage::ui {

GameSettings::GameSettings(QObject* parent) : QObject(parent) {
    connect(this, &GameSettings::rulesChanged, this, &GameSettings::updateRulesPending);
}

void GameSettings::open(const QString& file, Memory memory) {
    store_.reset();
    FileCheck check;
    if (memory == Memory::Remembered) {
        // Checked before QSettings is made: it reads the file as it is made.
        check = checkedFile(file.isEmpty() ? nativeSettingsFile() : file);
        if (check.keep) {
            openStore(file, check);
        }
        setNotice(check.notice);
    }
    loadGroups(check.somethingWasThere);
    loadSeats();
    // Settings that were there but could not be read were a player's: not a new one's.
    if (check.somethingWasThere && store_) {
        keepValue(*store_, settingRow("guide/offered"), true);
        sync();
    }
}

void GameSettings::loadGroups(bool somethingWasThere) {
    RulesValue rules = keptGroup<RulesValue>(store_.get(), SettingGroup::Rules);
    // A file that turns both flush rules on (written by hand) keeps the crib's.
    rules.fiveCardFlushOnly = rules.fiveCardFlushOnly && !rules.cribFourCardFlush;
    load(rules_, rules, &GameSettings::rulesChanged);
    load(appearance_, keptGroup<AppearanceValue>(store_.get(), SettingGroup::Appearance),
         &GameSettings::appearanceChanged);
    CoachingValue coaching = keptGroup<CoachingValue>(store_.get(), SettingGroup::Coaching);
    coaching.guideOffered = coaching.guideOffered || somethingWasThere;
    load(coaching_, coaching, &GameSettings::coachingChanged);
    loadCoachChoices();
    languageAtOpen_ = keptValue(store_.get(), settingRow("table/language")).toString();
    load(language_, languageAtOpen_, &GameSettings::languageChanged);
}

QString GameSettings::storedLanguage(const QString& file) {
    const QString path = file.isEmpty() ? nativeSettingsFile() : file;
    if (!path.isEmpty() && settingsFileState(path) != SettingsFileState::Readable) {
        return {};
    }
    const auto settings = settingsIn(file);
    return keptValue(settings.get(), settingRow("table/language")).toString();
}

void GameSettings::setNotice(const QString& notice) {
    if (notice_ != notice) {
        notice_ = notice;
        emit noticeChanged();
    }
}

void GameSettings::setRules(RulesValue rules) {
    if (rules.cribFourCardFlush && rules.fiveCardFlushOnly) {
        if (rules_.cribFourCardFlush) {
            rules.cribFourCardFlush = false;
        } else {
            rules.fiveCardFlushOnly = false;
        }
    }
    if (changeGroup(store_.get(), SettingGroup::Rules, rules_, rules)) {
        sync();
        emit rulesChanged();
    }
}

void GameSettings::setAppearance(const AppearanceValue& appearance) {
    if (changeGroup(store_.get(), SettingGroup::Appearance, appearance_, appearance)) {
        sync();
        emit appearanceChanged();
    }
}

void GameSettings::setCoaching(const CoachingValue& coaching) {
    if (changeGroup(store_.get(), SettingGroup::Coaching, coaching_, coaching)) {
        sync();
        emit coachingChanged();
    }
}

void GameSettings::setLanguage(const QString& language) {
    const QVariant checked = settingRow("table/language").check(language);
    if (checked.isValid() && language_ != language) {
        language_ = language;
        if (store_) {
            keepValue(*store_, settingRow("table/language"), language);
            sync();
        }
        emit languageChanged();
    }
}

QVariantList GameSettings::languageChoices() const {
    QVariantList choices{QVariantMap{
        {QStringLiteral("value"), QString()},
        {QStringLiteral("text"), tr("System", "the language setting: the system's language")}}};
    QStringList codes = gameLanguages();
    std::sort(codes.begin(), codes.end(), [](const QString& a, const QString& b) {
        return QString::localeAwareCompare(languageName(a), languageName(b)) < 0;
    });
    for (const QString& code : codes) {
        choices.append(QVariantMap{{QStringLiteral("value"), code},
                                   {QStringLiteral("text"), languageName(code)}});
    }
    return choices;
}

void GameSettings::setRulesInPlay(const RuleSettings& rules) {
    rulesInPlay_ = rules;
    updateRulesPending();
}

void GameSettings::updateRulesPending() {
    const bool pending = rulesInPlay_ && *rulesInPlay_ != rules_;
    if (pending != rulesPending_) {
        rulesPending_ = pending;
        emit rulesPendingChanged();
    }
}

}  // namespace cribbage::ui
