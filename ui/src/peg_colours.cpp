#include "peg_colours.h"

#include <algorithm>
#include <variant>

namespace cribbage::ui {
namespace {

// The colour the person at `seat` chose, or -1.
int chosenColour(const Seating& seating, int seat) {
    const auto* person = std::get_if<PersonHere>(&seating.lineup[seat]);
    return person && person->colour >= 0 && person->colour < kPegColourCount ? person->colour : -1;
}

bool contains(const std::vector<int>& colours, int colour) {
    return std::find(colours.begin(), colours.end(), colour) != colours.end();
}

}  // namespace

bool choosesColour(const Seating& seating, int seat) {
    if (seat < 0 || seat >= seating.lineup.size() || !isPerson(seating.lineup[seat])) {
        return false;
    }
    for (int before = 0; before < seat; ++before) {
        if (seating.sideOf(before) == seating.sideOf(seat) && isPerson(seating.lineup[before])) {
            return false;
        }
    }
    return true;
}

std::vector<int> sideColours(const Seating& seating) {
    std::vector<int> colours(static_cast<std::size_t>(seating.sides()), -1);
    for (int seat = 0; seat < seating.lineup.size(); ++seat) {
        const int chosen = chosenColour(seating, seat);
        if (choosesColour(seating, seat) && chosen >= 0 && !contains(colours, chosen)) {
            colours[static_cast<std::size_t>(seating.sideOf(seat))] = chosen;
        }
    }
    int next = 0;
    for (int& colour : colours) {
        while (colour < 0) {
            if (!contains(colours, next)) {
                colour = next;
            }
            ++next;
        }
    }
    return colours;
}

std::vector<int> freeColours(const Seating& seating, int seat) {
    std::vector<int> free;
    for (int colour = 0; colour < kPegColourCount; ++colour) {
        bool taken = false;
        for (int other = 0; other < seating.lineup.size(); ++other) {
            taken = taken || (other != seat && choosesColour(seating, other) &&
                              chosenColour(seating, other) == colour);
        }
        if (!taken) {
            free.push_back(colour);
        }
    }
    return free;
}

}  // namespace cribbage::ui
