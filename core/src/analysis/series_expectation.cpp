#include "cribbage/analysis/series_expectation.h"

#include <algorithm>
#include <array>
#include <optional>

#include "cribbage/peg_score.h"
#include "cribbage/play_rules.h"
#include "hold_chance.h"
#include "multi_play_reason.h"
#include "rank_play.h"
#include "series_search.h"

namespace cribbage {
namespace {

using detail::chanceToHoldNone;
using detail::rankValue;

// How much less another seat likes a card that leaves 5 or 21 than its points say.
constexpr double kShyOfTenCards = 0.5;

// The others as the series expectation pictures them: each holds its cards drawn at random
// from the cards I have not seen (above the value its Go's say), and lays the card that pegs
// the most at once, shying a little from a count of 5 or 21.
class UnseenPool {
public:
    struct Line {};

    explicit UnseenPool(CardSet unseen) {
        for (Card card : unseen.cards()) {
            pool_[static_cast<std::size_t>(card.rankNumber() - 1)] += 1;
        }
    }

    Line whole() const { return {}; }
    void lay(int /*seat*/, int rank, const Line&) {
        pool_[static_cast<std::size_t>(rank - 1)] -= 1;
    }
    void takeBack(int /*seat*/, int rank, const Line&) {
        pool_[static_cast<std::size_t>(rank - 1)] += 1;
    }

    static double liking(int points, int countAfter, bool /*leading*/, int /*value*/) {
        return points - (countAfter == 5 || countAfter == 21 ? kShyOfTenCards : 0.0);
    }

    // Each rank the seat may lay, as likely as that the best liked card it holds is of that
    // rank; or its Go, as likely as that it holds nothing that fits.
    template <class Follow>
    void replies(const detail::OthersTurn& turn, const Line& line, Follow follow) const {
        // Every card it holds is worth more than `above`, by its Go's, unless the unseen cards
        // cannot bear that out.
        int above = turn.above;
        int poolSize = unseenAbove(above);
        if (poolSize < turn.held) {
            above = 0;
            poolSize = unseenAbove(0);
        }
        const int held = std::min(turn.held, poolSize);
        std::array<Reply, kRanks> replies{};
        std::size_t options = 0;
        int fitting = 0;
        for (int rank = 1; rank <= kRanks; ++rank) {
            const auto r = static_cast<std::size_t>(rank - 1);
            if (pool_[r] > 0 && turn.liking[r] != detail::kNotLaid && rankValue(rank) > above) {
                replies[options++] = {rank, turn.liking[r], pool_[r]};
                fitting += pool_[r];
            }
        }
        // Best liked first (an insertion sort: 13 replies at most).
        for (std::size_t i = 1; i < options; ++i) {
            for (std::size_t j = i; j > 0 && replies[j - 1].liking < replies[j].liking; --j) {
                std::swap(replies[j - 1], replies[j]);
            }
        }
        int likedMore = 0;  // the cards of the ranks liked more than the current ones
        for (std::size_t first = 0; first < options;) {
            std::size_t end = first;
            int alike = 0;
            while (end < options && replies[end].liking == replies[first].liking) {
                alike += replies[end++].ofRank;
            }
            const double bestLiked = chanceToHoldNone(likedMore, poolSize, held) -
                                     chanceToHoldNone(likedMore + alike, poolSize, held);
            for (std::size_t i = first; i < end; ++i) {
                const double p = bestLiked * replies[i].ofRank / alike;
                if (p > 0) {
                    follow(replies[i].rank, p, line);
                }
            }
            likedMore += alike;
            first = end;
        }
        const double go = chanceToHoldNone(fitting, poolSize, held);
        if (go > 0) {
            follow(0, go, line);
        }
    }

private:
    // A rank another seat may lay, and how much it likes laying it.
    struct Reply {
        int rank = 0;
        double liking = 0;
        int ofRank = 0;  // the cards of that rank it may hold
    };

    // The cards I have not seen, and not laid in the line searched, worth more than `value`.
    int unseenAbove(int value) const {
        int cards = 0;
        for (int rank = 1; rank <= kRanks; ++rank) {
            cards += rankValue(rank) > value ? pool_[static_cast<std::size_t>(rank - 1)] : 0;
        }
        return cards;
    }

    std::array<int, kRanks> pool_{};  // the cards I have not seen, by rank
};

detail::Outlook expectAfter(const MultiPlayPosition& position,
                            const SeriesExpectationLimits& limits, Card card) {
    UnseenPool others(position.unseen);
    return detail::SeriesSearch<UnseenPool>(position, limits, others).afterLaying(card);
}

}  // namespace

std::vector<MultiPlayOption> expectMultiPlay(const MultiPlayPosition& position,
                                             const SeriesExpectationLimits& limits) {
    std::vector<MultiPlayOption> options;
    for (Card card : playableCards(position.hand, seriesCount(position.series))) {
        const detail::Outlook outlook = expectAfter(position, limits, card);
        options.push_back({.card = card,
                           .sidePoints = outlook.mine,
                           .opponentPoints = outlook.others,
                           .rankValue = outlook.worth,
                           .reason = {}});
    }
    detail::explainAndRank(position, options);
    return options;
}

std::optional<Card> bestBySeriesExpectation(const MultiPlayPosition& position,
                                            std::span<const Card> playable,
                                            const SeriesExpectationLimits& limits) {
    return detail::bestCardOf(playable,
                              [&](Card card) { return expectAfter(position, limits, card).worth; });
}

}  // namespace cribbage
