#include "series_expectation.h"

#include <algorithm>
#include <array>
#include <limits>

#include "../analysis/rank_play.h"
#include "reply_risk.h"

namespace cribbage {
namespace {

using detail::rankValue;

constexpr int kMostSeats = 4;
constexpr int kThirtyOne = 31;
// How much less another seat likes a card that leaves 5 or 21 than its points say.
constexpr double kShyOfTenCards = 0.5;
constexpr double kNoCard = -std::numeric_limits<double>::infinity();

// A rank another seat may lay, and how much it likes laying it.
struct Reply {
    int rank = 0;
    double liking = 0;
    int ofRank = 0;  // the cards of that rank it may hold
};

class SeriesSearch {
public:
    SeriesSearch(const TablePlayPosition& position, const SeriesExpectationLimits& limits)
        : players_(position.players),
          me_(position.seat),
          opponentWeight_(position.players == 4 ? 1.0 : 1.0 / (position.players - 1)),
          leastChance_(limits.leastChance) {
        for (Card card : position.unseen.cards()) {
            pool_[static_cast<std::size_t>(card.rankNumber() - 1)] += 1;
            poolSize_ += 1;
        }
        for (Card card : position.hand) {
            mine_[static_cast<std::size_t>(card.rankNumber() - 1)] += 1;
        }
        for (int seat = 0; seat < players_; ++seat) {
            const auto s = static_cast<std::size_t>(seat);
            held_[s] = s < position.cardsHeld.size() ? position.cardsHeld[s] : 0;
            out_[s] = seat != me_ && s < position.heldAbove.size() && position.heldAbove[s] > 0;
        }
        for (Card card : position.series) {
            series_.ranks[static_cast<std::size_t>(series_.length++)] =
                static_cast<std::uint8_t>(card.rankNumber());
            series_.count += card.value();
        }
    }

    double afterLaying(Card card) { return lay(me_, card.rankNumber(), 1.0); }

private:
    double worth(int seat) const {
        const bool mySide = players_ == 4 ? seat % 2 == me_ % 2 : seat == me_;
        return mySide ? 1.0 : -opponentWeight_;
    }

    void push(int rank) {
        series_.ranks[static_cast<std::size_t>(series_.length++)] = static_cast<std::uint8_t>(rank);
        series_.count += rankValue(rank);
    }

    void pop() {
        series_.length -= 1;
        series_.count -= rankValue(series_.ranks[static_cast<std::size_t>(series_.length)]);
    }

    // What a card of `rank` pegs at once on the series: 15 or 31, a pair, or a run.
    int points(int rank) {
        push(rank);
        const int pegged = detail::rankPlayPoints(series_);
        pop();
        return pegged;
    }

    bool fits(int rank) const { return series_.count + rankValue(rank) <= kThirtyOne; }

    // `seat` lays a card of `rank`, the line so far `chance` likely: what it pegs at once and
    // what follows, to my side.
    double lay(int seat, int rank, double chance) {
        const auto r = static_cast<std::size_t>(rank - 1);
        const auto s = static_cast<std::size_t>(seat);
        const bool mine = seat == me_;
        (mine ? mine_[r] : pool_[r]) -= 1;
        poolSize_ -= mine ? 0 : 1;
        held_[s] -= 1;
        push(rank);
        const double value = worth(seat) * detail::rankPlayPoints(series_);
        const bool goesOn = series_.count < kThirtyOne && chance >= leastChance_;
        const double after = goesOn ? rest((seat + 1) % players_, seat, chance) : 0.0;
        pop();
        held_[s] += 1;
        poolSize_ += mine ? 0 : 1;
        (mine ? mine_[r] : pool_[r]) += 1;
        return value + after;
    }

    // The rest of the series from `from` on, `last` having laid the last card.
    double rest(int from, int last, double chance) {
        for (int step = 0; step < players_; ++step) {
            const int seat = (from + step) % players_;
            const auto s = static_cast<std::size_t>(seat);
            if (held_[s] > 0 && !out_[s]) {
                return seat == me_ ? myTurn(last, chance) : theirTurn(seat, last, chance);
            }
        }
        return worth(last);  // nobody can lay: the go, or the last card
    }

    double myTurn(int last, double chance) {
        double best = kNoCard;
        for (int rank = 1; rank <= kRanks; ++rank) {
            if (mine_[static_cast<std::size_t>(rank - 1)] > 0 && fits(rank)) {
                best = std::max(best, lay(me_, rank, chance));
            }
        }
        return best != kNoCard ? best : afterGo(me_, last, chance);
    }

    double afterGo(int seat, int last, double chance) {
        const auto s = static_cast<std::size_t>(seat);
        out_[s] = true;
        const double value = rest((seat + 1) % players_, last, chance);
        out_[s] = false;
        return value;
    }

    // Another seat's turn: each rank it may lay, as likely as that the best liked card it
    // holds is of that rank; or its Go, as likely as that it holds nothing that fits.
    double theirTurn(int seat, int last, double chance) {
        const int held = std::min(held_[static_cast<std::size_t>(seat)], poolSize_);
        std::array<Reply, kRanks> replies{};
        std::size_t options = 0;
        int fitting = 0;
        for (int rank = 1; rank <= kRanks; ++rank) {
            const int ofRank = pool_[static_cast<std::size_t>(rank - 1)];
            if (ofRank > 0 && fits(rank)) {
                const int total = series_.count + rankValue(rank);
                const double shy = total == 5 || total == 21 ? kShyOfTenCards : 0.0;
                replies[options++] = {rank, points(rank) - shy, ofRank};
                fitting += ofRank;
            }
        }
        // Best liked first (an insertion sort: 13 replies at most).
        for (std::size_t i = 1; i < options; ++i) {
            for (std::size_t j = i; j > 0 && replies[j - 1].liking < replies[j].liking; --j) {
                std::swap(replies[j - 1], replies[j]);
            }
        }
        double value = 0;
        int likedMore = 0;  // the cards of the ranks liked more than the current ones
        for (std::size_t first = 0; first < options;) {
            std::size_t end = first;
            int alike = 0;
            while (end < options && replies[end].liking == replies[first].liking) {
                alike += replies[end++].ofRank;
            }
            const double bestLiked = chanceToHoldNone(likedMore, poolSize_, held) -
                                     chanceToHoldNone(likedMore + alike, poolSize_, held);
            for (std::size_t i = first; i < end; ++i) {
                const double p = bestLiked * replies[i].ofRank / alike;
                if (p > 0) {
                    value += p * lay(seat, replies[i].rank, chance * p);
                }
            }
            likedMore += alike;
            first = end;
        }
        const double go = chanceToHoldNone(fitting, poolSize_, held);
        return go > 0 ? value + go * afterGo(seat, last, chance * go) : value;
    }

    int players_;
    int me_;
    double opponentWeight_;
    double leastChance_;
    std::array<int, kRanks> pool_{};  // the cards I have not seen, by rank
    int poolSize_ = 0;
    std::array<int, kRanks> mine_{};  // my cards, by rank
    std::array<int, kMostSeats> held_{};
    std::array<bool, kMostSeats> out_{};  // said Go in this series
    detail::RankSeries series_;
};

}  // namespace

double seriesExpectation(const TablePlayPosition& position, Card card,
                         const SeriesExpectationLimits& limits) {
    return SeriesSearch(position, limits).afterLaying(card);
}

std::optional<Card> bestBySeriesExpectation(const TablePlayPosition& position,
                                            std::span<const Card> playable,
                                            const SeriesExpectationLimits& limits) {
    std::optional<Card> best;
    double bestValue = kNoCard;
    for (Card card : playable) {
        const double value = seriesExpectation(position, card, limits);
        if (value > bestValue) {
            best = card;
            bestValue = value;
        }
    }
    return best;
}

}  // namespace cribbage
