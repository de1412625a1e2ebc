#include "cribbage/analysis/series_expectation.h"

#include <algorithm>
#include <array>
#include <limits>
#include <optional>

#include "cribbage/peg_score.h"
#include "cribbage/play_rules.h"
#include "hold_chance.h"
#include "rank_play.h"
#include "table_play_reason.h"
#include "table_sides.h"

namespace cribbage {
namespace {

using detail::chanceToHoldNone;
using detail::rankValue;

constexpr int kMostSeats = 4;
constexpr int kThirtyOne = 31;
// How much less another seat likes a card that leaves 5 or 21 than its points say.
constexpr double kShyOfTenCards = 0.5;
constexpr double kNoCard = -std::numeric_limits<double>::infinity();

// What a line brings from here to the end of the series (or of the play, with later series
// followed): the points my side and the other sides peg, and what they are worth to me.
// `worth` is summed as it goes rather than worked out from the points at the end, so that the
// ranking does not hang on the rounding of the two sums.
struct Outlook {
    double worth = 0;
    double mine = 0;
    double others = 0;

    void add(const Outlook& more, double chance) {
        worth += chance * more.worth;
        mine += chance * more.mine;
        others += chance * more.others;
    }
};

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
          leastChance_(limits.leastChance),
          laterSeries_(limits.laterSeries) {
        for (Card card : position.unseen.cards()) {
            pool_[static_cast<std::size_t>(card.rankNumber() - 1)] += 1;
        }
        for (Card card : position.hand) {
            mine_[static_cast<std::size_t>(card.rankNumber() - 1)] += 1;
        }
        for (int seat = 0; seat < players_; ++seat) {
            const auto s = static_cast<std::size_t>(seat);
            held_[s] = s < position.cardsHeld.size() ? position.cardsHeld[s] : 0;
            above_[s] = seat != me_ && s < position.heldAbove.size() ? position.heldAbove[s] : 0;
        }
        for (Card card : position.series) {
            series_.ranks[static_cast<std::size_t>(series_.length++)] =
                static_cast<std::uint8_t>(card.rankNumber());
            series_.count += card.value();
        }
    }

    Outlook afterLaying(Card card) { return lay(me_, card.rankNumber(), 1.0); }

private:
    bool mySide(int seat) const { return detail::sameSide(players_, seat, me_); }

    // What `points` pegged by `seat` bring to the outlook.
    Outlook pegged(int seat, int points) const {
        const auto p = static_cast<double>(points);
        return mySide(seat) ? Outlook{p, p, 0.0} : Outlook{-opponentWeight_ * p, 0.0, p};
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

    // A seat that said Go in the line, or whose Go's show it holds nothing that fits the count.
    bool cannotLay(int seat) const {
        const auto s = static_cast<std::size_t>(seat);
        return out_[s] || above_[s] >= kThirtyOne - series_.count;
    }

    // The cards I have not seen, and not laid in the line searched, worth more than `value`.
    int unseenAbove(int value) const {
        int cards = 0;
        for (int rank = 1; rank <= kRanks; ++rank) {
            cards += rankValue(rank) > value ? pool_[static_cast<std::size_t>(rank - 1)] : 0;
        }
        return cards;
    }

    bool fits(int rank) const { return series_.count + rankValue(rank) <= kThirtyOne; }

    // `seat` lays a card of `rank`, the line so far `chance` likely: what it pegs at once and
    // what follows, to my side.
    Outlook lay(int seat, int rank, double chance) {
        const auto r = static_cast<std::size_t>(rank - 1);
        const auto s = static_cast<std::size_t>(seat);
        const bool mine = seat == me_;
        (mine ? mine_[r] : pool_[r]) -= 1;
        held_[s] -= 1;
        push(rank);
        Outlook outlook = pegged(seat, detail::rankPlayPoints(series_));
        if (chance >= leastChance_) {
            outlook.add(series_.count < kThirtyOne ? rest((seat + 1) % players_, seat, chance)
                                                   : nextSeries(seat, chance),
                        1.0);
        }
        pop();
        held_[s] += 1;
        (mine ? mine_[r] : pool_[r]) += 1;
        return outlook;
    }

    // The rest of the series from `from` on, `last` having laid the last card.
    Outlook rest(int from, int last, double chance) {
        for (int step = 0; step < players_; ++step) {
            const int seat = (from + step) % players_;
            const auto s = static_cast<std::size_t>(seat);
            if (held_[s] > 0 && !cannotLay(seat)) {
                return seat == me_ ? myTurn(last, chance) : theirTurn(seat, last, chance);
            }
        }
        Outlook outlook = pegged(last, 1);  // nobody can lay: the go, or the last card
        outlook.add(nextSeries(last, chance), 1.0);
        return outlook;
    }

    // The series after the one `last` ended, when the limits follow it and cards are held.
    Outlook nextSeries(int last, double chance) {
        if (!laterSeries_ || std::ranges::none_of(held_, [](int cards) { return cards > 0; })) {
            return {};
        }
        const detail::RankSeries ended = series_;
        const auto saidGo = out_;
        series_ = {};
        out_ = {};
        const Outlook outlook = rest((last + 1) % players_, last, chance);
        series_ = ended;
        out_ = saidGo;
        return outlook;
    }

    Outlook myTurn(int last, double chance) {
        std::optional<Outlook> best;
        for (int rank = 1; rank <= kRanks; ++rank) {
            if (mine_[static_cast<std::size_t>(rank - 1)] > 0 && fits(rank)) {
                const Outlook laid = lay(me_, rank, chance);
                if (!best || laid.worth > best->worth) {
                    best = laid;
                }
            }
        }
        return best ? *best : afterGo(me_, last, chance);
    }

    Outlook afterGo(int seat, int last, double chance) {
        const auto s = static_cast<std::size_t>(seat);
        out_[s] = true;
        const Outlook outlook = rest((seat + 1) % players_, last, chance);
        out_[s] = false;
        return outlook;
    }

    // Another seat's turn: each rank it may lay, as likely as that the best liked card it
    // holds is of that rank; or its Go, as likely as that it holds nothing that fits.
    Outlook theirTurn(int seat, int last, double chance) {
        // Every card it holds is worth more than `above`, by its Go's, unless the unseen cards
        // cannot bear that out.
        const auto s = static_cast<std::size_t>(seat);
        int above = above_[s];
        int poolSize = unseenAbove(above);
        if (poolSize < held_[s]) {
            above = 0;
            poolSize = unseenAbove(0);
        }
        const int held = std::min(held_[s], poolSize);
        std::array<Reply, kRanks> replies{};
        std::size_t options = 0;
        int fitting = 0;
        for (int rank = 1; rank <= kRanks; ++rank) {
            const int ofRank = pool_[static_cast<std::size_t>(rank - 1)];
            if (ofRank > 0 && fits(rank) && rankValue(rank) > above) {
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
        Outlook outlook;
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
                    outlook.add(lay(seat, replies[i].rank, chance * p), p);
                }
            }
            likedMore += alike;
            first = end;
        }
        const double go = chanceToHoldNone(fitting, poolSize, held);
        if (go > 0) {
            outlook.add(afterGo(seat, last, chance * go), go);
        }
        return outlook;
    }

    int players_;
    int me_;
    double opponentWeight_;
    double leastChance_;
    bool laterSeries_;
    std::array<int, kRanks> pool_{};  // the cards I have not seen, by rank
    std::array<int, kRanks> mine_{};  // my cards, by rank
    std::array<int, kMostSeats> held_{};
    std::array<bool, kMostSeats> out_{};   // said Go in the line searched
    std::array<int, kMostSeats> above_{};  // TablePlayPosition::heldAbove, for the others
    detail::RankSeries series_;
};

}  // namespace

std::vector<TablePlayOption> expectTablePlay(const TablePlayPosition& position,
                                             const SeriesExpectationLimits& limits) {
    std::vector<TablePlayOption> options;
    for (Card card : playableCards(position.hand, seriesCount(position.series))) {
        const Outlook outlook = SeriesSearch(position, limits).afterLaying(card);
        options.push_back({.card = card,
                           .sidePoints = outlook.mine,
                           .opponentPoints = outlook.others,
                           .rankValue = outlook.worth,
                           .reason = {}});
    }
    detail::explainAndRank(position, options);
    return options;
}

std::optional<Card> bestBySeriesExpectation(const TablePlayPosition& position,
                                            std::span<const Card> playable,
                                            const SeriesExpectationLimits& limits) {
    std::optional<Card> best;
    double bestValue = kNoCard;
    for (Card card : playable) {
        const double value = SeriesSearch(position, limits).afterLaying(card).worth;
        if (value > bestValue) {
            best = card;
            bestValue = value;
        }
    }
    return best;
}

}  // namespace cribbage
