#pragma once

#include <array>
#include <span>
#include <string>
#include <vector>

#include "cribbage/card.h"
#include "cribbage/score_item.h"

namespace cribbage {

// Which flushes a hand (four cards, or three in five-card cribbage) may count with its
// starter.
enum class FlushRule : std::uint8_t {
    Hand,             // the hand cards of one suit: 4 (3), 5 (4) with the starter
    Crib,             // only all the cards and the starter of one suit: 5 (4)
    CribFourAllowed,  // house rule: the crib counts like a hand (4 crib cards, or all five)
};

using Hand4 = std::array<Card, 4>;

// The fast path: the total only. Cards must be five distinct cards. The first call in the
// program builds a 371 KB table (tens of milliseconds); calls are thread-safe.
int scoreHand(const Hand4& hand, Card starter, FlushRule flush);
// The total of a hand of four cards (scoreHand) or of three (five-card cribbage: counted item
// by item, countHand).
int scoreShow(std::span<const Card> hand, Card starter, FlushRule flush);

// The itemised path, for the UI and the CLI: every scoring combination with its cards, in
// the order players count them, and the total. Cards in an item are in ascending order.
//  - Fifteen (2): one item per distinct set of 2+ cards totalling 15; smaller sets first.
//  - Pair (2), PairRoyal (6), DoublePairRoyal (12): one item per rank held 2, 3 or 4 times,
//    with all the cards of that rank; ascending rank.
//  - Run (1 a card): one item per distinct run of the longest length (3+); a double run of
//    three is two Run items of 3, and a run of four is never also two runs of three.
//  - Flush (4 or 5) under `flush`: the four hand cards, or all five with the starter.
//  - Nobs (1): the jack of the starter's suit held in the hand; its card is the jack.
// A hand of three cards (five-card cribbage) is counted the same way with its starter; its
// flush is 3, or 4 with the starter.
struct HandCount {
    std::vector<ScoreItem> items;
    int total = 0;

    bool operator==(const HandCount&) const = default;
};
HandCount countHand(std::span<const Card> hand, Card starter, FlushRule flush);

// The count as players say it aloud, every item announcing the running total in words:
//   "fifteen two, fifteen four, a pair is six, a run of three is nine, a run of three is
//    twelve, and his nobs is thirteen"
// Phrases: "fifteen N", "a pair is N", "a pair royal is N", "a double pair royal is N",
// "a run of three|four|five is N", "a flush of four|five is N", "his nobs is N"; an item
// that is not a show item (Go, Heels, ...) says "<points> more is N".
// Items are joined by ", "; the last one by " and " (two items) or ", and " (three or more).
// A hand with nothing is "nineteen" (the players' joke: 19 is an impossible hand).
std::string sayCount(const HandCount& count);

// The same words one item at a time: phrases[i] says items[i] and the running total after
// it ("fifteen two", "fifteen four", "a pair is six"). Empty for a hand with nothing.
std::vector<std::string> sayCountPhrases(const HandCount& count);

}  // namespace cribbage
