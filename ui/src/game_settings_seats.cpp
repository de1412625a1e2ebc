// The seats in the settings: who fills each (a person, with a name and a peg colour, or the
// computer at its level), and their names in the new match's dialog.
#include <algorithm>

#include "game_settings.h"
#include "peg_colours.h"
#include "words/seat_words.h"

namespace cribbage::ui {
namespace {

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

// A level by its id, as the files have always kept it ("expert").
QVariant stored(Level level) {
    return levelId(level);
}

template <class T>
QVariant stored(const T& value) {
    return QVariant::fromValue(value);
}

}  // namespace

template <class T>
T GameSettings::kept(const char* key, const T& fallback) const {
    return store_ ? store_->value(key, QVariant::fromValue(fallback)).template value<T>()
                  : fallback;
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

void GameSettings::loadSeats() {
    const GameSettings defaults;
    for (std::size_t place = 0; place < levels_.size(); ++place) {
        load(levels_[place],
             choosableLevel(kept(kLevels[place], QString())).value_or(defaults.levels_[place]),
             &GameSettings::levelChanged);
    }
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
    for (int seat = 0; seat < rules_.players; ++seat) {
        const auto index = static_cast<std::size_t>(seat);
        if (people_[index]) {
            fills.emplace_back(PersonHere{names_[index], colours_[index]});
        } else {
            fills.emplace_back(ComputerLevel{levels_[index - 1]});
        }
    }
    return Lineup(std::move(fills));
}

QVariantList GameSettings::levelChoices() const {
    QVariantList choices;
    for (Level level : computerLevels()) {
        choices.append(QVariantMap{{QStringLiteral("value"), QVariant::fromValue(level)},
                                   {QStringLiteral("text"), levelDisplayName(level)}});
    }
    return choices;
}

}  // namespace cribbage::ui
