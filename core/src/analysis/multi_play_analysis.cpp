#include "cribbage/analysis/multi_play_analysis.h"

#include <algorithm>
#include <array>

#include "cribbage/peg_score.h"
#include "cribbage/play_rules.h"
#include "multi_play_reason.h"
#include "table_sides.h"

namespace cribbage {
namespace {

constexpr int kMostSeats = 4;

using SeatPoints = std::array<double, kMostSeats>;
using Hands = std::array<std::vector<Card>, kMostSeats>;
// Per seat: what its side needs to win; kNotInReach when the game's end is not weighed.
using SeatNeeds = std::array<int, kMostSeats>;
constexpr int kNotInReach = 1000;

// The end of a line: what each seat pegged, and the seat that pegged out (-1: nobody).
struct Line {
    SeatPoints points{};
    int winner = -1;
};

SeatNeeds needsOf(const MultiPlayPosition& position, const MultiPlayLimits& limits) {
    SeatNeeds needs;
    needs.fill(kNotInReach);
    if (limits.peggingOut && position.toWin.size() == static_cast<std::size_t>(position.players)) {
        std::copy(position.toWin.begin(), position.toWin.end(), needs.begin());
    }
    return needs;
}

// The rest of one series on known hands.
class SeriesSearch {
public:
    SeriesSearch(int players, Hands hands, const SeatNeeds& needs)
        : players_(players), hands_(std::move(hands)), needs_(needs) {}

    // What each seat pegs from here to the end of the series, `toMove` next.
    Line rest(std::vector<Card>& series, int count, int toMove, int lastToPlay) {
        const int mover = nextAble(toMove, count);
        Line line{};
        if (mover < 0) {
            if (count != kMaxCount && lastToPlay >= 0) {
                // the go, or the last card
                line.points[static_cast<std::size_t>(lastToPlay)] = 1;
                line.winner = reaches(lastToPlay, 1) ? lastToPlay : -1;
            }
            return line;
        }
        bool first = true;
        double best = 0;
        auto& hand = hands_[static_cast<std::size_t>(mover)];
        for (std::size_t i = 0; i < hand.size(); ++i) {
            const Card card = hand[i];
            if (!fitsCount(card, count) || sameRankBefore(hand, i)) {
                continue;
            }
            const Line after = afterLaying(series, count, mover, i);
            const double value = utility(after, mover);
            if (first || value > best) {
                first = false;
                best = value;
                line = after;
            }
        }
        return line;
    }

    // What each seat pegs if `seat` lays hand[index] now, its points included.
    Line afterLaying(std::vector<Card>& series, int count, int seat, std::size_t index) {
        auto& hand = hands_[static_cast<std::size_t>(seat)];
        const Card card = hand[index];
        series.push_back(card);
        hand.erase(hand.begin() + static_cast<long>(index));
        const int now = scorePlay(series).total;
        const int total = count + card.value();
        Line line{};
        if (reaches(seat, now)) {
            line.winner = seat;  // the game ends with this card
        } else if (total < kMaxCount) {
            pegged_[static_cast<std::size_t>(seat)] += now;
            line = rest(series, total, (seat + 1) % players_, seat);
            pegged_[static_cast<std::size_t>(seat)] -= now;
        }
        line.points[static_cast<std::size_t>(seat)] += now;
        hand.insert(hand.begin() + static_cast<long>(index), card);
        series.pop_back();
        return line;
    }

    // What the line is worth to `seat`: its side's points, less the other sides' shared out,
    // and pegging out the same way.
    double utility(const Line& line, int seat) const {
        const auto [mine, others] = split(line.points, seat);
        double value = mine - others / opposingSides();
        if (line.winner >= 0) {
            value +=
                sameSide(line.winner, seat) ? kPeggedOutWorth : -kPeggedOutWorth / opposingSides();
        }
        return value;
    }

    std::pair<double, double> split(const SeatPoints& points, int seat) const {
        double mine = 0;
        double others = 0;
        for (int s = 0; s < players_; ++s) {
            (sameSide(s, seat) ? mine : others) += points[static_cast<std::size_t>(s)];
        }
        return {mine, others};
    }

    double opposingSides() const { return players_ == 4 ? 1.0 : players_ - 1.0; }

private:
    bool sameSide(int a, int b) const { return detail::sameSide(players_, a, b); }

    static bool sameRankBefore(const std::vector<Card>& hand, std::size_t index) {
        return std::any_of(hand.begin(), hand.begin() + static_cast<long>(index),
                           [rank = hand[index].rank()](Card c) { return c.rank() == rank; });
    }

    // Whether `points` more in this line bring the seat's side what it needs to win.
    bool reaches(int seat, int points) const {
        int sidePegged = points;
        for (int s = 0; s < players_; ++s) {
            sidePegged += sameSide(s, seat) ? pegged_[static_cast<std::size_t>(s)] : 0;
        }
        return points > 0 && sidePegged >= needs_[static_cast<std::size_t>(seat)];
    }

    // The first seat from `from` clockwise that can lay a card, or -1.
    int nextAble(int from, int count) const {
        for (int step = 0; step < players_; ++step) {
            const int seat = (from + step) % players_;
            const auto& hand = hands_[static_cast<std::size_t>(seat)];
            if (std::any_of(hand.begin(), hand.end(),
                            [count](Card c) { return fitsCount(c, count); })) {
                return seat;
            }
        }
        return -1;
    }

    int players_;
    Hands hands_;
    SeatNeeds needs_;
    std::array<int, kMostSeats> pegged_{};  // what each seat pegged in the line searched
};

int heldAboveOf(const MultiPlayPosition& position, int seat) {
    const auto index = static_cast<std::size_t>(seat);
    return index < position.heldAbove.size() ? position.heldAbove[index] : 0;
}

// The others' hands: the unseen cards shuffled and dealt out by how many each holds, each
// seat only cards above what its Go's leave (the seats whose Go's tell most dealt first).
Hands dealUnseen(const MultiPlayPosition& position, Rng& rng) {
    std::vector<Card> unseen = position.unseen.cards();
    Hands hands;
    std::vector<int> seats;
    for (int seat = 0; seat < position.players; ++seat) {
        if (seat == position.seat) {
            hands[static_cast<std::size_t>(seat)] = position.hand;
        } else {
            seats.push_back(seat);
        }
    }
    std::ranges::stable_sort(seats, std::greater{},
                             [&position](int seat) { return heldAboveOf(position, seat); });
    std::size_t next = 0;
    for (int seat : seats) {
        auto& hand = hands[static_cast<std::size_t>(seat)];
        const int above = heldAboveOf(position, seat);
        // The cards a Go rules out move past the ones the seat may hold.
        const auto allowed = std::partition(unseen.begin() + static_cast<long>(next), unseen.end(),
                                            [above](Card c) { return c.value() > above; });
        const int held = position.cardsHeld[static_cast<std::size_t>(seat)];
        std::size_t end = static_cast<std::size_t>(allowed - unseen.begin());
        if (end - next < static_cast<std::size_t>(std::max(held, 0))) {
            end = unseen.size();  // Go's the unseen cards cannot bear out: any card
        }
        for (int k = 0; k < held && next < end; ++k) {
            const std::size_t pick = next + rng.below(end - next);
            std::swap(unseen[next], unseen[pick]);
            hand.push_back(unseen[next++]);
        }
    }
    return hands;
}

int seatThatLaid(const SeatView& view, Card card) {
    for (std::size_t seat = 0; seat < view.played.size(); ++seat) {
        const auto& played = view.played[seat];
        if (std::find(played.begin(), played.end(), card) != played.end()) {
            return static_cast<int>(seat);
        }
    }
    return -1;
}

// What the Go's of the current series tell (MultiPlayPosition::heldAbove): a seat passed over
// between two cards of the series, or after the last one before mine, while it still holds
// cards, said Go at that count.
std::vector<int> goesInSeries(const SeatView& view) {
    const int players = view.rules.players;
    std::vector<int> above(static_cast<std::size_t>(players), 0);
    const auto passOver = [&](int from, int to, int count) {
        for (int seat = (from + 1) % players; seat != to; seat = (seat + 1) % players) {
            const auto index = static_cast<std::size_t>(seat);
            if (view.cardsHeld[index] > 0) {
                above[index] = std::max(above[index], kMaxCount - count);
            }
        }
    };
    int count = 0;
    int last = -1;
    for (Card card : view.series) {
        const int by = seatThatLaid(view, card);
        if (by < 0) {
            return {};
        }
        if (last >= 0) {
            passOver(last, by, count);
        }
        count += card.value();
        last = by;
    }
    if (last >= 0) {
        passOver(last, view.seat, count);
    }
    return above;
}

}  // namespace

std::optional<MultiPlayPosition> multiPlayPositionFromView(const SeatView& view) {
    const int players = view.rules.players;
    if ((players != 3 && players != 4) || view.phase != Phase::Play) {
        return std::nullopt;
    }
    MultiPlayPosition position;
    position.players = players;
    position.seat = view.seat;
    position.hand = view.hand;
    position.cardsHeld = view.cardsHeld;
    position.series = view.series;
    CardSet seen = CardSet::of(view.hand) | CardSet::of(view.laidAway);
    if (view.starter) {
        seen.insert(*view.starter);
    }
    for (std::size_t seat = 0; seat < view.played.size(); ++seat) {
        seen = seen | CardSet::of(view.played[seat]);
        if (!view.series.empty() && !view.played[seat].empty() &&
            view.played[seat].back() == view.series.back()) {
            position.lastToPlay = static_cast<int>(seat);
        }
    }
    position.unseen = CardSet::fullDeck().without(seen);
    position.heldAbove = goesInSeries(view);
    for (int seat = 0; seat < players; ++seat) {
        const auto side = static_cast<std::size_t>(sideOf(view.rules, seat));
        position.toWin.push_back(side < view.scores.size() ? view.rules.target - view.scores[side]
                                                           : kNotInReach);
    }
    return position;
}

std::vector<MultiPlayOption> analyzeMultiPlay(const MultiPlayPosition& position,
                                              const MultiPlayLimits& limits, Rng& rng) {
    const int count = seriesCount(position.series);
    const std::vector<Card> playable = playableCards(position.hand, count);
    std::vector<MultiPlayOption> options;
    for (Card card : playable) {
        MultiPlayOption option;
        option.card = card;
        options.push_back(option);
    }
    if (options.empty()) {
        return options;
    }
    const int holdings = std::max(1, limits.holdings);
    const SeatNeeds needs = needsOf(position, limits);
    for (int h = 0; h < holdings; ++h) {
        SeriesSearch search(position.players, dealUnseen(position, rng), needs);
        for (MultiPlayOption& option : options) {
            std::vector<Card> series = position.series;
            const auto& hand = position.hand;
            const auto index = static_cast<std::size_t>(
                std::find(hand.begin(), hand.end(), option.card) - hand.begin());
            const Line line = search.afterLaying(series, count, position.seat, index);
            const auto [mine, others] = search.split(line.points, position.seat);
            option.sidePoints += mine / holdings;
            option.opponentPoints += others / holdings;
            option.rankValue += search.utility(line, position.seat) / holdings;
        }
    }
    detail::explainAndRank(position, options);
    return options;
}

}  // namespace cribbage
