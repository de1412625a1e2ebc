#pragma once

// A play at a table of three or four as a seat tells it (the stateless CLI command), checked
// against the rules and turned into the position the table's play analysis reads.

#include <string_view>
#include <vector>

#include "cribbage/analysis/multi_play_analysis.h"
#include "cribbage/card.h"
#include "cribbage/result.h"

namespace cribbage {

// A card laid in the play, by the seat's place from the dealer: 0 the dealer, then clockwise
// (1 the dealer's left, who leads; with four 2 across, the dealer's partner).
struct MultiPlayedCard {
    int by = 0;
    Card card;
};

// Every series in order, the last one the current series. A Go is not written.
using MultiPlayHistory = std::vector<std::vector<MultiPlayedCard>>;

// "l:5H a:7C r:2S d:KD | l:6D": each card after the place of the seat that laid it, d: the
// dealer, l: the dealer's left, a: across (four players only), r: the dealer's right; |
// ends a series. Refuses a malformed entry, or a: at a table of three, with a message naming
// it.
Result<MultiPlayHistory> parseMultiPlayHistory(std::string_view text, int players);

struct MultiPlaySituation {
    int players = 3;  // 3 or 4
    int seat = 1;     // mine, by its place from the dealer
    // My four kept cards, or only those I still hold: my cards in the history count as played.
    std::vector<Card> hand;
    std::vector<Card> laidAway;  // my crib card, or none if not told
    Card starter;
    MultiPlayHistory history;
};

// Checks the situation and builds the position. Refused with a clear Error: a card named
// twice, a hand that does not keep four, more than one crib card, a seat that laid more than
// four, a count past 31, a card laid out of turn (the first series is led by the dealer's
// left, each next one by the first seat with cards left of the last card's), a seat that
// lays again in a series after its Go, a Go or a series' end while I could play, a count of
// 31 not ended by |, a position where it is not my turn.
Result<MultiPlayPosition> makeMultiPlayPosition(const MultiPlaySituation& situation);

}  // namespace cribbage
