#pragma once

#include <QString>
#include <algorithm>
#include <variant>

#include "level_choices.h"
#include "per_seat.h"

namespace cribbage::ui {

// Who fills a seat: a person at this screen, by the name they gave (empty for the one person
// of a table where everyone else is the computer, who is "you") and the colour they chose for
// their pegs (see peg_colours.h; -1 when none), or the computer at a level (one of
// computerLevels()). Online play and replays add their own fills.
struct PersonHere {
    QString name;
    int colour = -1;
    bool operator==(const PersonHere&) const = default;
};
struct ComputerLevel {
    Level level = kDefaultLevel;
    bool operator==(const ComputerLevel&) const = default;
};
using SeatFill = std::variant<PersonHere, ComputerLevel>;

// Who fills each seat of a table, seat 0 first.
using Lineup = PerSeat<SeatFill>;

inline bool isPerson(const SeatFill& fill) {
    return std::holds_alternative<PersonHere>(fill);
}

// The name the person at `seat` gave; empty for the computer, a person who gave none, or a
// seat the lineup does not have.
inline QString personNameAt(const Lineup& lineup, int seat) {
    const auto* person =
        seat >= 0 && seat < lineup.size() ? std::get_if<PersonHere>(&lineup[seat]) : nullptr;
    return person ? person->name : QString();
}

inline int peopleIn(const Lineup& lineup) {
    return static_cast<int>(std::count_if(lineup.begin(), lineup.end(), isPerson));
}

}  // namespace cribbage::ui
