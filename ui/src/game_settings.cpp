#include "game_settings.h"

#include <QMetaEnum>
#include <algorithm>

#include "peg_colours.h"
#include "settings_file_check.h"
#include "translations.h"
#include "words/seat_words.h"

namespace cribbage::ui {
namespace {

constexpr auto kTarget = "rules/target";
constexpr auto kMuggins = "rules/muggins";
constexpr auto kSkunk = "rules/skunk";
constexpr auto kMatchGames = "rules/matchGames";
constexpr auto kRandomFirstDealer = "rules/randomFirstDealer";
constexpr auto kCribFourCardFlush = "rules/cribFourCardFlush";
constexpr auto kFiveCardFlushOnly = "rules/fiveCardFlushOnly";
constexpr auto kPlayers = "rules/players";
// The levels of the computers clockwise from the person; the first key is the one two-player
// matches have always kept.
constexpr std::array<const char*, 3> kLevels{"opponent/level", "opponent/level2",
                                             "opponent/level3"};
// Who fills seats 1 to 3 (seat 0 is always a person), and each person's name, seat 0 first.
constexpr std::array<const char*, 3> kPeople{"people/person1", "people/person2", "people/person3"};
constexpr std::array<const char*, 4> kNames{"people/name0", "people/name1", "people/name2",
                                            "people/name3"};
// The peg colour each person chose (peg_colours.h), seat 0 first; -1 for none.
constexpr std::array<const char*, 4> kColours{"people/colour0", "people/colour1", "people/colour2",
                                              "people/colour3"};
constexpr auto kAnimationSpeed = "table/animationSpeed";
constexpr auto kCardBack = "table/cardBack";
constexpr auto kFourColour = "table/fourColour";
constexpr auto kHighContrast = "table/highContrast";
// The coach choices of the person at seat 0 who gave no name (game_settings_coach.cpp keeps
// the others').
constexpr auto kHints = "table/hints";
constexpr auto kWarnAboveTenths = "table/warnAboveTenths";
constexpr int kMaxWarnAboveTenths = NamedCoachChoices::kMaxWarnAboveTenths;
constexpr auto kLanguage = "table/language";
constexpr auto kGuideOffered = "guide/offered";

constexpr int kMaxMatchGames = 99;

// A language the game speaks, or empty for the system's.
bool validLanguage(const QString& language) {
    return language.isEmpty() || gameLanguages().contains(language);
}

bool validTarget(int target) {
    return target == 61 || target == 121;
}

bool validPlayers(int players) {
    return players >= 2 && players <= 4;
}

bool validPlace(int place) {
    return place >= 1 && place <= 3;
}

bool validSeat(int seat) {
    return seat >= 0 && seat <= 3;
}

bool isPegColour(int colour) {
    return colour >= 0 && colour < kPegColourCount;
}

// An enum kept by its key, so that a settings file stays readable; a key not known gives
// the default.
template <class E>
E readEnum(const QSettings& settings, const char* key, E fallback) {
    const QMetaEnum meta = QMetaEnum::fromType<E>();
    bool ok = false;
    const int value = meta.keyToValue(settings.value(key).toString().toLatin1().constData(), &ok);
    return ok ? static_cast<E>(value) : fallback;
}

template <class E>
QVariant enumKey(E value) {
    return QString::fromLatin1(QMetaEnum::fromType<E>().valueToKey(static_cast<int>(value)));
}

template <class T>
QVariant stored(const T& value) {
    return QVariant::fromValue(value);
}
template <>
QVariant stored(const SkunkRule& value) {
    return enumKey(value);
}
template <>
QVariant stored(const GameSettings::Speed& value) {
    return enumKey(value);
}
// A level by its id, as the files have always kept it ("expert").
template <>
QVariant stored(const Level& value) {
    return levelId(value);
}

}  // namespace

GameSettings::GameSettings(QObject* parent) : QObject(parent) {
    for (auto rule :
         {&GameSettings::targetChanged, &GameSettings::mugginsChanged, &GameSettings::skunkChanged,
          &GameSettings::matchGamesChanged, &GameSettings::randomFirstDealerChanged,
          &GameSettings::cribFourCardFlushChanged, &GameSettings::fiveCardFlushOnlyChanged,
          &GameSettings::playersChanged}) {
        connect(this, rule, this, &GameSettings::updateRulesPending);
    }
}

template <class T>
T GameSettings::kept(const char* key, const T& fallback) const {
    return store_ ? store_->value(key, QVariant::fromValue(fallback)).template value<T>()
                  : fallback;
}

void GameSettings::open(const QString& file, Memory memory) {
    store_.reset();
    const GameSettings defaults;
    FileCheck check;
    if (memory == Memory::Remembered) {
        // Checked before QSettings is made: it reads the file as it is made.
        check = checkedFile(file.isEmpty() ? nativeSettingsFile() : file);
        if (check.keep) {
            openStore(file, check);
        }
        setNotice(check.notice);
    }
    loadRules();
    loadPeople();
    loadLooks();
    // Settings that were there but could not be read were a player's: not a new one's.
    load(guideOffered_, check.somethingWasThere || kept(kGuideOffered, defaults.guideOffered_),
         &GameSettings::guideOfferedChanged);
    if (check.somethingWasThere && store_) {
        store_->setValue(kGuideOffered, true);
        sync();
    }
    const QString language = kept(kLanguage, defaults.language_);
    languageAtOpen_ = validLanguage(language) ? language : defaults.language_;
    load(language_, languageAtOpen_, &GameSettings::languageChanged);
}

void GameSettings::loadRules() {
    const GameSettings defaults;
    const int target = kept(kTarget, defaults.target_);
    load(target_, validTarget(target) ? target : defaults.target_, &GameSettings::targetChanged);
    load(muggins_, kept(kMuggins, defaults.muggins_), &GameSettings::mugginsChanged);
    load(skunk_, store_ ? readEnum(*store_, kSkunk, defaults.skunk_) : defaults.skunk_,
         &GameSettings::skunkChanged);
    load(matchGames_, std::clamp(kept(kMatchGames, defaults.matchGames_), 1, kMaxMatchGames),
         &GameSettings::matchGamesChanged);
    load(randomFirstDealer_, kept(kRandomFirstDealer, defaults.randomFirstDealer_),
         &GameSettings::randomFirstDealerChanged);
    load(cribFourCardFlush_, kept(kCribFourCardFlush, defaults.cribFourCardFlush_),
         &GameSettings::cribFourCardFlushChanged);
    // A file that turns both flush rules on (written by hand) keeps the crib's.
    load(fiveCardFlushOnly_,
         !cribFourCardFlush_ && kept(kFiveCardFlushOnly, defaults.fiveCardFlushOnly_),
         &GameSettings::fiveCardFlushOnlyChanged);
    const int players = kept(kPlayers, defaults.players_);
    load(players_, validPlayers(players) ? players : defaults.players_,
         &GameSettings::playersChanged);
    for (std::size_t place = 0; place < levels_.size(); ++place) {
        load(levels_[place],
             choosableLevel(kept(kLevels[place], QString())).value_or(defaults.levels_[place]),
             &GameSettings::levelChanged);
    }
}

void GameSettings::loadPeople() {
    const GameSettings defaults;
    for (std::size_t seat = 1; seat < people_.size(); ++seat) {
        load(people_[seat], kept(kPeople[seat - 1], defaults.people_[seat]),
             &GameSettings::peopleChanged);
    }
    for (std::size_t seat = 0; seat < names_.size(); ++seat) {
        load(names_[seat], cleanName(kept(kNames[seat], defaults.names_[seat])),
             &GameSettings::peopleChanged);
        const int colour = kept(kColours[seat], defaults.colours_[seat]);
        load(colours_[seat], isPegColour(colour) ? colour : -1, &GameSettings::peopleChanged);
    }
}

void GameSettings::loadLooks() {
    const GameSettings defaults;
    load(animationSpeed_,
         store_ ? readEnum(*store_, kAnimationSpeed, defaults.animationSpeed_)
                : defaults.animationSpeed_,
         &GameSettings::animationSpeedChanged);
    load(cardBack_, kept(kCardBack, defaults.cardBack_), &GameSettings::cardBackChanged);
    load(fourColour_, kept(kFourColour, defaults.fourColour_), &GameSettings::fourColourChanged);
    load(highContrast_, kept(kHighContrast, defaults.highContrast_),
         &GameSettings::highContrastChanged);
    load(hints_, kept(kHints, defaults.hints_), &GameSettings::hintsChanged);
    load(warnAboveTenths_,
         std::clamp(kept(kWarnAboveTenths, defaults.warnAboveTenths_), 0, kMaxWarnAboveTenths),
         &GameSettings::warnAboveTenthsChanged);
    loadCoachChoices();
}

QString GameSettings::storedLanguage(const QString& file) {
    const QString path = file.isEmpty() ? nativeSettingsFile() : file;
    if (!path.isEmpty() && settingsFileState(path) != SettingsFileState::Readable) {
        return {};
    }
    const auto settings = settingsIn(file);
    const QString language = settings->value(kLanguage).toString();
    return validLanguage(language) ? language : QString();
}

void GameSettings::setNotice(const QString& notice) {
    if (notice_ != notice) {
        notice_ = notice;
        emit noticeChanged();
    }
}

template <class T, class Signal>
void GameSettings::load(T& member, T value, Signal changed) {
    if (member != value) {
        member = std::move(value);
        emit(this->*changed)();
    }
}

template <class T, class Signal>
void GameSettings::store(T& member, T value, const char* key, Signal changed) {
    if (member == value) {
        return;
    }
    member = value;
    if (store_) {
        store_->setValue(key, stored(member));
        sync();
    }
    emit(this->*changed)();
}

void GameSettings::setTarget(int target) {
    if (validTarget(target)) {
        store(target_, target, kTarget, &GameSettings::targetChanged);
    }
}

void GameSettings::setMuggins(bool muggins) {
    store(muggins_, muggins, kMuggins, &GameSettings::mugginsChanged);
}

void GameSettings::setSkunk(SkunkRule skunk) {
    store(skunk_, skunk, kSkunk, &GameSettings::skunkChanged);
}

void GameSettings::setMatchGames(int games) {
    store(matchGames_, std::clamp(games, 1, kMaxMatchGames), kMatchGames,
          &GameSettings::matchGamesChanged);
}

void GameSettings::setRandomFirstDealer(bool random) {
    store(randomFirstDealer_, random, kRandomFirstDealer, &GameSettings::randomFirstDealerChanged);
}

void GameSettings::setCribFourCardFlush(bool allowed) {
    if (allowed) {
        setFiveCardFlushOnly(false);
    }
    store(cribFourCardFlush_, allowed, kCribFourCardFlush, &GameSettings::cribFourCardFlushChanged);
}

void GameSettings::setFiveCardFlushOnly(bool only) {
    if (only) {
        setCribFourCardFlush(false);
    }
    store(fiveCardFlushOnly_, only, kFiveCardFlushOnly, &GameSettings::fiveCardFlushOnlyChanged);
}

void GameSettings::setPlayers(int players) {
    if (validPlayers(players)) {
        store(players_, players, kPlayers, &GameSettings::playersChanged);
    }
}

QVariantList GameSettings::seatLevels() const {
    QVariantList levels;
    for (Level level : levels_) {
        levels.append(QVariant::fromValue(level));
    }
    return levels;
}

Level GameSettings::levelAt(int place) const {
    return validPlace(place) ? levels_[static_cast<std::size_t>(place - 1)] : kDefaultLevel;
}

QString GameSettings::placeName(int place, int players) const {
    if (!validPlayers(players) || place < 1 || place >= players) {
        return {};
    }
    RuleSettings table;
    table.players = players;
    return SeatWords(Seating{.rules = table, .screenSeat = 0, .lineup = {}}).subject(place);
}

QString GameSettings::seatLabel(int seat, int players, bool tableOfPeople) const {
    if (!tableOfPeople) {
        return placeName(seat, players);
    }
    if (!validPlayers(players) || seat < 0 || seat >= players) {
        return {};
    }
    RuleSettings table;
    table.players = players;
    // People who gave no name are called by their seat's number.
    return SeatWords(
               Seating{.rules = table, .screenSeat = 0, .lineup = Lineup(players, PersonHere{})})
        .subject(seat);
}

void GameSettings::setLevelAt(int place, Level level) {
    if (validPlace(place) && computerLevels().contains(level)) {
        const auto index = static_cast<std::size_t>(place - 1);
        store(levels_[index], level, kLevels[index], &GameSettings::levelChanged);
    }
}

void GameSettings::setPersonAt(int seat, bool person) {
    if (seat >= 1 && seat <= 3) {
        const auto index = static_cast<std::size_t>(seat);
        store(people_[index], person, kPeople[index - 1], &GameSettings::peopleChanged);
    }
}

void GameSettings::setNameAt(int seat, const QString& name) {
    if (validSeat(seat)) {
        const auto index = static_cast<std::size_t>(seat);
        store(names_[index], cleanName(name), kNames[index], &GameSettings::peopleChanged);
    }
}

void GameSettings::setColourAt(int seat, int colour) {
    if (validSeat(seat) && (isPegColour(colour) || colour == -1)) {
        const auto index = static_cast<std::size_t>(seat);
        store(colours_[index], colour, kColours[index], &GameSettings::peopleChanged);
    }
}

void GameSettings::renamePerson(const QString& from, const QString& to) {
    for (int seat = 0; seat < static_cast<int>(names_.size()); ++seat) {
        if (!from.isEmpty() && names_[static_cast<std::size_t>(seat)] == from) {
            setNameAt(seat, to);
        }
    }
    renameCoachChoice(from, to);
}

void GameSettings::forgetPerson(const QString& name) {
    renamePerson(name, QString());
}

Lineup GameSettings::lineup() const {
    std::vector<SeatFill> fills;
    for (int seat = 0; seat < players_; ++seat) {
        const auto index = static_cast<std::size_t>(seat);
        if (people_[index]) {
            fills.emplace_back(PersonHere{names_[index], colours_[index]});
        } else {
            fills.emplace_back(ComputerLevel{levels_[index - 1]});
        }
    }
    return Lineup(std::move(fills));
}

void GameSettings::setAnimationSpeed(Speed speed) {
    store(animationSpeed_, speed, kAnimationSpeed, &GameSettings::animationSpeedChanged);
}

void GameSettings::setCardBack(const QString& back) {
    store(cardBack_, back, kCardBack, &GameSettings::cardBackChanged);
}

void GameSettings::setFourColour(bool fourColour) {
    store(fourColour_, fourColour, kFourColour, &GameSettings::fourColourChanged);
}

void GameSettings::setHighContrast(bool highContrast) {
    store(highContrast_, highContrast, kHighContrast, &GameSettings::highContrastChanged);
}

void GameSettings::setHints(bool hints) {
    store(hints_, hints, kHints, &GameSettings::hintsChanged);
}

void GameSettings::setWarnAboveTenths(int tenths) {
    store(warnAboveTenths_, std::clamp(tenths, 0, kMaxWarnAboveTenths), kWarnAboveTenths,
          &GameSettings::warnAboveTenthsChanged);
}

void GameSettings::setGuideOffered(bool offered) {
    store(guideOffered_, offered, kGuideOffered, &GameSettings::guideOfferedChanged);
}

void GameSettings::setLanguage(const QString& language) {
    if (validLanguage(language)) {
        store(language_, language, kLanguage, &GameSettings::languageChanged);
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

QVariantList GameSettings::levelChoices() const {
    QVariantList choices;
    for (Level level : computerLevels()) {
        choices.append(QVariantMap{{QStringLiteral("value"), QVariant::fromValue(level)},
                                   {QStringLiteral("text"), levelDisplayName(level)}});
    }
    return choices;
}

RuleSettings GameSettings::rules() const {
    RuleSettings rules;
    rules.players = players_;
    rules.target = target_;
    rules.muggins = muggins_;
    rules.skunk = skunk_;
    rules.firstDealer = randomFirstDealer_ ? FirstDealer::Random : FirstDealer::Cut;
    rules.cribFourCardFlush = cribFourCardFlush_;
    rules.fiveCardFlushOnly = fiveCardFlushOnly_;
    rules.matchGames = matchGames_;
    return rules;
}

void GameSettings::setRulesInPlay(const RuleSettings& rules) {
    rulesInPlay_ = rules;
    updateRulesPending();
}

void GameSettings::updateRulesPending() {
    const bool pending = rulesInPlay_ && *rulesInPlay_ != rules();
    if (pending != rulesPending_) {
        rulesPending_ = pending;
        emit rulesPendingChanged();
    }
}

}  // namespace cribbage::ui
