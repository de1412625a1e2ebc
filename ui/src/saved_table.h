#pragma once

#include <QString>
#include <cstdint>
#include <optional>

#include "seat_fill.h"

namespace cribbage::ui {

// Who sits at the table of a saved match, kept beside it (table.json): each seat's fill and
// the seat the screen is shown from.
//
// {"format": "cribbage-table", "version": 1, "seed": "42", "screen_seat": 0,
//  "seats": [{"person": "Maria", "colour": 4}, {"computer": "expert"}, {"person": "Tom"}]}
//
// A person's "colour" (an index into the board's palette) is there when they chose one.
//
// The seed is the saved game's: a table kept beside another game is not its table.
struct SavedTable {
    std::uint64_t seed = 0;
    Lineup lineup;
    int screenSeat = 0;

    bool operator==(const SavedTable&) const = default;
};

QString tableText(const SavedTable& table);

// The table of the game dealt from `seed` with `players`; nullopt for anything else: not this
// format, another game, another number of seats, an unknown level, or a screen seat that is
// not a person's.
std::optional<SavedTable> readTable(const QString& text, std::uint64_t seed, int players);
// Whether `text` is a table, whole or not, of a game dealt from another seed than `seed`: left
// beside the save when the table of a new game was written and the game itself was not.
bool isAnotherGamesTable(const QString& text, std::uint64_t seed);

}  // namespace cribbage::ui
