#include "reply_risk.h"

#include <algorithm>
#include <array>
#include <vector>

#include "../analysis/hold_chance.h"
#include "choice.h"
#include "cribbage/peg_score.h"
#include "cribbage/play_rules.h"

namespace cribbage {
namespace {

struct RankReply {
    int points = 0;
    double chance = 0;
};

}  // namespace

double expectedReply(std::span<const Card> series, CardSet unseen, int held) {
    const int unseenCount = unseen.size();
    if (held <= 0 || unseenCount == 0) {
        return 0;
    }
    const int count = seriesCount(series);
    std::array<int, kRanks> unseenOfRank{};
    std::array<Card, kRanks> sample{};
    for (Card card : unseen.cards()) {
        unseenOfRank[static_cast<std::size_t>(card.rankNumber() - 1)] += 1;
        sample[static_cast<std::size_t>(card.rankNumber() - 1)] = card;
    }
    std::vector<RankReply> replies;
    for (std::size_t rank = 0; rank < sample.size(); ++rank) {
        if (unseenOfRank[rank] == 0 || !fitsCount(sample[rank], count)) {
            continue;
        }
        const int points = pegPoints(series, sample[rank]);
        if (points > 0) {
            replies.push_back(
                {points, detail::chanceToHold(unseenOfRank[rank], unseenCount, held)});
        }
    }
    // The best reply held is laid: each rank counts when no better one is held (the ranks
    // taken as held independently).
    std::ranges::sort(replies, std::greater{}, &RankReply::points);
    double expected = 0;
    double noBetter = 1;
    for (const RankReply& reply : replies) {
        expected += noBetter * reply.chance * reply.points;
        noBetter *= 1 - reply.chance;
    }
    return expected;
}

}  // namespace cribbage
