#pragma once

// The search behind the series expectation (series_expectation.h): the rest of the series, or
// of the play, from the searching seat's card on, its own turns taken at their best and the
// others' as a picture of them says. A picture of the others (`Others`) knows what they may
// hold and how they choose a card:
//   using Line = ...;  which of the others' hands a line of the search is among
//   Line whole() const;  all of them, before any card is laid
//   void lay(int seat, int rank, const Line&);  seat lays a card of rank in the line
//   void takeBack(int seat, int rank, const Line&);  the same card taken back
//   double liking(int points, int countAfter, bool leading, int value) const;
//   void replies(const OthersTurn&, const Line&, Follow follow);  calls follow(rank, chance,
//       line) for each rank the seat may lay (rank 0: it says Go), as likely as the picture
//       makes it, the line being the hands in which it does.

#include <algorithm>
#include <array>
#include <limits>
#include <optional>
#include <span>

#include "cribbage/analysis/multi_play_analysis.h"
#include "cribbage/analysis/series_expectation.h"
#include "rank_play.h"
#include "table_sides.h"

namespace cribbage::detail {

inline constexpr int kSearchSeats = 4;
inline constexpr int kSeriesEnd = 31;
inline constexpr double kNotLaid = -std::numeric_limits<double>::infinity();

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

// Another seat's turn as the search sees it: the cards it holds, the value its Go's say each
// is above, and how much it likes each rank (by rank - 1; kNotLaid: no card of it can be laid).
struct OthersTurn {
    int seat = 0;
    int held = 0;
    int above = 0;
    std::array<double, kRanks> liking{};
};

template <class Others>
class SeriesSearch {
public:
    using Line = typename Others::Line;

    SeriesSearch(const MultiPlayPosition& position, const SeriesExpectationLimits& limits,
                 Others& others)
        : others_(others),
          players_(position.players),
          me_(position.seat),
          opponentWeight_(position.players == 4 ? 1.0 : 1.0 / (position.players - 1)),
          leastChance_(limits.leastChance),
          laterSeries_(limits.laterSeries) {
        for (Card card : position.hand) {
            mine_[static_cast<std::size_t>(card.rankNumber() - 1)] += 1;
        }
        for (int seat = 0; seat < players_; ++seat) {
            const auto s = static_cast<std::size_t>(seat);
            held_[s] = s < position.cardsHeld.size() ? position.cardsHeld[s] : 0;
            above_[s] = seat != me_ && s < position.heldAbove.size() ? position.heldAbove[s] : 0;
        }
        for (Card card : position.series) {
            push(card.rankNumber());
        }
    }

    Outlook afterLaying(Card card) { return lay(me_, card.rankNumber(), others_.whole(), 1.0); }

private:
    bool mySide(int seat) const { return sameSide(players_, seat, me_); }

    // What `points` pegged by `seat` bring to the outlook.
    Outlook pegged(int seat, int points) const {
        const auto p = static_cast<double>(points);
        return mySide(seat) ? Outlook{p, p, 0.0} : Outlook{-opponentWeight_ * p, 0.0, p};
    }

    void push(int rank) { pushRank(series_, rank); }

    void pop() {
        series_.length -= 1;
        series_.count -= rankValue(series_.ranks[static_cast<std::size_t>(series_.length)]);
    }

    // What a card of `rank` pegs at once on the series: 15 or 31, a pair, or a run.
    int points(int rank) {
        push(rank);
        const int pegged = rankPlayPoints(series_);
        pop();
        return pegged;
    }

    // A seat that said Go in the line, or whose Go's show it holds nothing that fits the count.
    bool cannotLay(int seat) const {
        const auto s = static_cast<std::size_t>(seat);
        return out_[s] || above_[s] >= kSeriesEnd - series_.count;
    }

    bool fits(int rank) const { return series_.count + rankValue(rank) <= kSeriesEnd; }

    // Whether a card of `rank` may still be laid on the series: it fits the count, and not all
    // four of its rank are in the series already.
    bool mayFollow(int rank) const {
        const auto ofRank =
            std::count(series_.ranks.begin(), series_.ranks.begin() + series_.length,
                       static_cast<std::uint8_t>(rank));
        return fits(rank) && ofRank < kSuits;
    }

    // `seat` lays a card of `rank`, the line so far `chance` likely: what it pegs at once and
    // what follows, to my side.
    Outlook lay(int seat, int rank, const Line& line, double chance) {
        const auto r = static_cast<std::size_t>(rank - 1);
        const auto s = static_cast<std::size_t>(seat);
        const bool mine = seat == me_;
        if (mine) {
            mine_[r] -= 1;
        } else {
            others_.lay(seat, rank, line);
        }
        held_[s] -= 1;
        push(rank);
        Outlook outlook = pegged(seat, rankPlayPoints(series_));
        if (chance >= leastChance_) {
            outlook.add(series_.count < kSeriesEnd ? rest((seat + 1) % players_, seat, line, chance)
                                                   : nextSeries(seat, line, chance),
                        1.0);
        }
        pop();
        held_[s] += 1;
        if (mine) {
            mine_[r] += 1;
        } else {
            others_.takeBack(seat, rank, line);
        }
        return outlook;
    }

    // The rest of the series from `from` on, `last` having laid the last card.
    Outlook rest(int from, int last, const Line& line, double chance) {
        for (int step = 0; step < players_; ++step) {
            const int seat = (from + step) % players_;
            const auto s = static_cast<std::size_t>(seat);
            if (held_[s] > 0 && !cannotLay(seat)) {
                return seat == me_ ? myTurn(last, line, chance)
                                   : theirTurn(seat, last, line, chance);
            }
        }
        Outlook outlook = pegged(last, 1);  // nobody can lay: the go, or the last card
        outlook.add(nextSeries(last, line, chance), 1.0);
        return outlook;
    }

    // The series after the one `last` ended, when the limits follow it and cards are held.
    Outlook nextSeries(int last, const Line& line, double chance) {
        if (!laterSeries_ || std::ranges::none_of(held_, [](int cards) { return cards > 0; })) {
            return {};
        }
        const RankSeries ended = series_;
        const auto saidGo = out_;
        series_ = {};
        out_ = {};
        const Outlook outlook = rest((last + 1) % players_, last, line, chance);
        series_ = ended;
        out_ = saidGo;
        return outlook;
    }

    Outlook myTurn(int last, const Line& line, double chance) {
        std::optional<Outlook> best;
        for (int rank = 1; rank <= kRanks; ++rank) {
            if (mine_[static_cast<std::size_t>(rank - 1)] > 0 && fits(rank)) {
                const Outlook laid = lay(me_, rank, line, chance);
                if (!best || laid.worth > best->worth) {
                    best = laid;
                }
            }
        }
        return best ? *best : afterGo(me_, last, line, chance);
    }

    Outlook afterGo(int seat, int last, const Line& line, double chance) {
        const auto s = static_cast<std::size_t>(seat);
        out_[s] = true;
        const Outlook outlook = rest((seat + 1) % players_, last, line, chance);
        out_[s] = false;
        return outlook;
    }

    // Another seat's turn: each rank it may lay, or its Go, as likely as the picture of the
    // others makes it.
    Outlook theirTurn(int seat, int last, const Line& line, double chance) {
        const auto s = static_cast<std::size_t>(seat);
        OthersTurn turn{.seat = seat, .held = held_[s], .above = above_[s]};
        for (int rank = 1; rank <= kRanks; ++rank) {
            turn.liking[static_cast<std::size_t>(rank - 1)] =
                mayFollow(rank) ? others_.liking(points(rank), series_.count + rankValue(rank),
                                                 series_.length == 0, rankValue(rank))
                                : kNotLaid;
        }
        Outlook outlook;
        others_.replies(turn, line, [&](int rank, double p, const Line& replyLine) {
            outlook.add(rank == 0 ? afterGo(seat, last, replyLine, chance * p)
                                  : lay(seat, rank, replyLine, chance * p),
                        p);
        });
        return outlook;
    }

    Others& others_;
    int players_;
    int me_;
    double opponentWeight_;
    double leastChance_;
    bool laterSeries_;
    std::array<int, kRanks> mine_{};  // my cards, by rank
    std::array<int, kSearchSeats> held_{};
    std::array<bool, kSearchSeats> out_{};   // said Go in the line searched
    std::array<int, kSearchSeats> above_{};  // MultiPlayPosition::heldAbove, for the others
    RankSeries series_;
};

// The card of `playable` whose line `worthOf` values most (the first of equal ones); none when
// `playable` is empty.
template <class WorthOf>
std::optional<Card> bestCardOf(std::span<const Card> playable, WorthOf worthOf) {
    std::optional<Card> best;
    double bestWorth = kNotLaid;
    for (Card card : playable) {
        const double worth = worthOf(card);
        if (!best || worth > bestWorth) {
            best = card;
            bestWorth = worth;
        }
    }
    return best;
}

}  // namespace cribbage::detail
