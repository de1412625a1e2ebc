#pragma once

#include <QDateTime>
#include <QString>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cribbage/game.h"
#include "cribbage/game_record.h"
#include "seat_fill.h"

namespace cribbage::ui {

// Who sat at a seat of a game in the library, and what the review found of their decisions.
struct LibrarySeat {
    bool person = false;
    QString name{};                // a person's name, empty when they gave none
    std::optional<Level> level{};  // the computer's, when it is one the game knows
    int dealsReviewed = 0;         // the deals the review judged (none for the computer)
    double pointsLost = 0;         // against the Expert's choices, in those deals

    bool operator==(const LibrarySeat&) const = default;
};

// One game of the library: a match as the core plays it (one game, unless the rules ask for
// a match of several), finished or not, and its record (docs/game-record.md) to open it again.
struct LibraryGame {
    QDateTime played{};  // UTC: when it ended, or the record's date
    RuleSettings rules{};
    std::vector<LibrarySeat> seats{};  // seat 0 first
    // The side that won the match; none when it was left before its end.
    std::optional<int> winnerSide{};
    QString result{};  // the record's Result tag: "1-0", or "*" when not finished
    QString score{};   // the record's Score tag: "121-98"
    std::string record{};

    // Whether a person won, the computer won, or nobody (not finished).
    enum class Winner : std::uint8_t { Nobody, Person, Computer };
    Winner winner() const;
    // The seats of the people, the first of them the person the game is seen from.
    std::vector<int> peopleSeats() const;

    bool operator==(const LibraryGame&) const = default;
};

// The points each seat's review judged: deals and points lost, by seat.
struct ReviewTotals {
    std::array<int, 4> deals{};
    std::array<double, 4> pointsLost{};
};

// The library's game for `game` played by `lineup`, ended at `played`, with what the review
// judged of each person's decisions.
LibraryGame libraryGameOf(const Game& game, const Lineup& lineup, const ReviewTotals& reviewed,
                          const QDateTime& played);
// The library's game for an imported record: its seats as the record names them, played on
// the record's date (`imported` when it gives none).
LibraryGame libraryGameOf(const GameRecord& record, std::string text, const QDateTime& imported);

}  // namespace cribbage::ui
