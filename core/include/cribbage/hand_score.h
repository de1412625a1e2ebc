#pragma once

#include <array>
#include <string>
#include <vector>

#include "cribbage/card.h"
#include "cribbage/score_item.h"

namespace cribbage {

// Which flushes a four-card hand may count with its starter.
enum class FlushRule : std::uint8_t {
    Hand,             // the 4 hand cards of one suit: 4, 5 with the starter
    Crib,             // only all five cards of one suit: 5
    CribFourAllowed,  // house rule: the crib counts like a hand (4 crib cards, or all five)
};

using Hand4 = std::array<Card, 4>;

// The fast path: the total only. Cards must be five distinct cards.
int scoreHand(const Hand4& hand, Card starter, FlushRule flush);

// The itemised path, for the UI and the CLI: every scoring combination with its cards, in
// the order players count them (fifteens, pairs, runs, flush, nobs), and the total.
struct HandCount {
    std::vector<ScoreItem> items;
    int total = 0;

    bool operator==(const HandCount&) const = default;
};
HandCount countHand(const Hand4& hand, Card starter, FlushRule flush);

// The count as players say it aloud: "fifteen two, fifteen four, and a pair is six".
// A hand with nothing is "nineteen" (the players' joke for a zero hand).
std::string sayCount(const HandCount& count);

}  // namespace cribbage
