#pragma once

// Laying away at a table of three or four: five cards dealt, one laid away. With three the
// crib gets a card from the pack; with four, partners sitting opposite, the crib holds a
// partner's card whoever deals.

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "cribbage/analysis/reason.h"
#include "cribbage/card.h"
#include "cribbage/hand_score.h"
#include "cribbage/result.h"

namespace cribbage {

// Whose crib the card laid away goes to.
enum class MultiCribOwner : std::uint8_t { Mine, Partner, Opponent };

// Where a seat sits at a table of three or four.
struct MultiSeat {
    int players = 3;   // 3 or 4
    int position = 0;  // from the dealer: 0 the dealer, 1 the dealer's left, ... clockwise
};

MultiCribOwner cribOwner(const MultiSeat& seat);
// What a point for the crib's owner is worth to the seat: 1 for its own side's crib, and for
// an opponent's crib -1 / (opponents' sides): with three players a point for one opponent
// puts the seat behind one of the two it must finish ahead of (-0.5); with four, -1.
double cribWeight(const MultiSeat& seat);

// The average crib (FlushRule::Crib, nobs included) by the table, the owner and the rank of
// the card laid away, against the others' real discards (and the pack's card with three).
class MultiCribTable {
public:
    double at(int players, MultiCribOwner owner, Rank rank) const;
    void set(int players, MultiCribOwner owner, Rank rank, double value);

private:
    // [players - 3][owner][rank - 1]
    std::array<std::array<std::array<double, kRanks>, 3>, 2> average_{};
};

// The generated table compiled into the library (tools/make_table_crib_tables).
const MultiCribTable& builtInTableCribTable();

// One way to lay one of five cards away.
struct MultiDiscardOption {
    Hand4 kept;  // in index order
    Card laidAway;
    // The exact average show of the kept cards over the 47 starters not dealt to the seat,
    // by the hand flush rule in force.
    double handValue = 0;
    // The average crib with this card (MultiCribTable); what it is worth to the seat is
    // cribWeight(seat) times it.
    double cribValue = 0;
    // handValue + cribWeight(seat) * cribValue: what the options are ranked by.
    double netValue = 0;
    Reason reason;
};

// Every one of the 5 ways to lay one card of the five dealt away, best first, the hands
// counted by `handFlush` (handFlushRule of the rules in force). Refuses anything but five
// distinct cards, or a seat that is not at a table of three or four.
Result<std::vector<MultiDiscardOption>> analyzeMultiDiscards(std::span<const Card> dealt,
                                                             const MultiSeat& seat,
                                                             FlushRule handFlush = FlushRule::Hand);
// The same with the given crib table (for its generator).
Result<std::vector<MultiDiscardOption>> analyzeMultiDiscards(std::span<const Card> dealt,
                                                             const MultiSeat& seat,
                                                             const MultiCribTable& cribs,
                                                             FlushRule handFlush = FlushRule::Hand);

}  // namespace cribbage
