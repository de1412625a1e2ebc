// The fast show count: the rank-only points from a table, flush and nobs from the suits.

#include <atomic>

#include "cribbage/hand_score.h"
#include "flush_and_nobs.h"
#include "rank_points_table.h"

namespace cribbage {
namespace {

// The table's entries once it is built, null before. Reading this instead of calling
// rankPointsTable() keeps the function-local static's guard, and the register saves its
// building path needs, out of every call (measured: about a fifth faster).
std::atomic<const std::uint8_t*> rankPoints{nullptr};

// The rank index of each card (index / 4) times the weight of its place in the table index,
// 13^4 for the first hand card down to 1 for the starter.
constexpr auto kPlaceWeights = [] {
    std::array<std::array<int, kDeckSize>, 5> weights{};
    int weight = 1;
    for (int place = 4; place >= 0; --place, weight *= kRanks) {
        for (int card = 0; card < kDeckSize; ++card) {
            weights[place][card] = card / kSuits * weight;
        }
    }
    return weights;
}();

int scoreHandBuildingTable(const Hand4& hand, Card starter, FlushRule flush) {
    rankPoints.store(detail::rankPointsTable().data(), std::memory_order_release);
    return scoreHand(hand, starter, flush);
}

}  // namespace

int scoreHand(const Hand4& hand, Card starter, FlushRule flush) {
    const std::uint8_t* points = rankPoints.load(std::memory_order_acquire);
    if (points == nullptr) [[unlikely]] {
        return scoreHandBuildingTable(hand, starter, flush);
    }
    const int index = kPlaceWeights[0][hand[0].index()] + kPlaceWeights[1][hand[1].index()] +
                      kPlaceWeights[2][hand[2].index()] + kPlaceWeights[3][hand[3].index()] +
                      kPlaceWeights[4][starter.index()];
    const Card jack = detail::nobsJack(starter);
    const int nobs = (hand[0] == jack) + (hand[1] == jack) + (hand[2] == jack) + (hand[3] == jack);
    return points[index] + detail::flushLength(hand, starter, flush) + nobs;
}

int scoreShow(std::span<const Card> hand, Card starter, FlushRule flush) {
    if (hand.size() == 4) {
        return scoreHand(Hand4{hand[0], hand[1], hand[2], hand[3]}, starter, flush);
    }
    return countHand(hand, starter, flush).total;
}

}  // namespace cribbage
