#include "five_card_play.h"

#include <algorithm>
#include <array>
#include <limits>
#include <vector>

#include "../analysis/rank_play.h"
#include "cribbage/card_set.h"
#include "cribbage/peg_score.h"

namespace cribbage {
namespace {

using detail::pushRank;
using detail::rankPlayPoints;
using detail::RankSeries;
using detail::rankValue;

using Ranks = std::vector<int>;  // a player's cards by rank, 1..13

struct Line {
    RankSeries series;
    std::array<Ranks, 2> held;  // 0: me, 1: the opponent
    std::array<bool, 2> saidGo{};
    int last = -1;  // who laid the last card
};

bool canLay(const Line& line, int who) {
    return !line.saidGo[who] && std::ranges::any_of(line.held[who], [&line](int rank) {
        return line.series.count + rankValue(rank) <= kMaxCount;
    });
}

int sign(int who) {
    return who == 0 ? 1 : -1;
}

int bestFrom(const Line& line, int toLay);

// The series after `who` did what they had to; my points less the opponent's from here.
int after(Line line, int justActed) {
    const int other = 1 - justActed;
    if (canLay(line, other)) {
        return bestFrom(line, other);
    }
    if (!line.held[other].empty()) {
        line.saidGo[other] = true;
    }
    if (canLay(line, justActed)) {
        return bestFrom(line, justActed);
    }
    return line.series.count == kMaxCount ? 0 : sign(line.last);
}

// `toLay` can lay a card: the best of its cards for it.
int bestFrom(const Line& line, int toLay) {
    int best = toLay == 0 ? std::numeric_limits<int>::min() : std::numeric_limits<int>::max();
    const Ranks& held = line.held[toLay];
    for (std::size_t i = 0; i < held.size(); ++i) {
        if (line.series.count + rankValue(held[i]) > kMaxCount ||
            std::find(held.begin(), held.begin() + static_cast<std::ptrdiff_t>(i), held[i]) !=
                held.begin() + static_cast<std::ptrdiff_t>(i)) {
            continue;  // does not fit, or a rank already tried
        }
        Line next = line;
        next.held[toLay].erase(next.held[toLay].begin() + static_cast<std::ptrdiff_t>(i));
        pushRank(next.series, held[i]);
        next.last = toLay;
        const int value = sign(toLay) * rankPlayPoints(next.series) + after(next, toLay);
        best = toLay == 0 ? std::max(best, value) : std::min(best, value);
    }
    return best;
}

// Calls visit(ranks, ways) for every multiset of `size` ranks the unseen cards can make.
template <class Visit>
void forEveryHolding(const std::array<int, kRanks + 1>& unseen, int size, int fromRank,
                     Ranks& ranks, long long ways, Visit&& visit) {
    if (size == 0) {
        visit(ranks, ways);
        return;
    }
    for (int rank = fromRank; rank <= kRanks; ++rank) {
        const int taken = static_cast<int>(std::count(ranks.begin(), ranks.end(), rank));
        if (taken >= unseen[static_cast<std::size_t>(rank)]) {
            continue;
        }
        ranks.push_back(rank);
        // Choosing the (taken + 1)th card of the rank: the ways grow by C(n, k+1) / C(n, k).
        const long long left = unseen[static_cast<std::size_t>(rank)] - taken;
        forEveryHolding(unseen, size - 1, rank, ranks, ways * left / (taken + 1), visit);
        ranks.pop_back();
    }
}

}  // namespace

std::optional<Card> playFiveCard(const SeatView& view, std::span<const Card> playable) {
    if (view.rules.variant != Variant::FiveCard || view.phase != Phase::Play || playable.empty() ||
        !view.starter) {
        return std::nullopt;
    }
    const int opponent = 1 - view.seat;
    const auto& mine = view.played[static_cast<std::size_t>(view.seat)];
    CardSet seen = CardSet::of(view.hand) | CardSet::of(view.laidAway);
    seen.insert(*view.starter);
    for (const auto& played : view.played) {
        seen = seen | CardSet::of(played);
    }
    std::array<int, kRanks + 1> unseen{};
    for (int index = 0; index < kDeckSize; ++index) {
        if (const Card card = Card::fromIndex(index); !seen.contains(card)) {
            ++unseen[static_cast<std::size_t>(card.rankNumber())];
        }
    }
    Line start;
    for (Card card : view.series) {
        pushRank(start.series, card.rankNumber());
    }
    for (Card card : view.hand) {
        start.held[0].push_back(card.rankNumber());
    }
    // With one series, my card laid last and my turn again means the opponent said Go.
    start.saidGo[1] =
        !view.series.empty() && std::ranges::find(mine, view.series.back()) != mine.end();
    const int opponentHeld =
        start.saidGo[1] ? 0 : view.cardsHeld[static_cast<std::size_t>(opponent)];

    std::vector<double> value(playable.size(), 0);
    Ranks ranks;
    forEveryHolding(unseen, opponentHeld, 1, ranks, 1, [&](const Ranks& holding, long long ways) {
        for (std::size_t i = 0; i < playable.size(); ++i) {
            Line line = start;
            line.held[1] = holding;
            const int rank = playable[i].rankNumber();
            line.held[0].erase(std::ranges::find(line.held[0], rank));
            pushRank(line.series, rank);
            line.last = 0;
            value[i] += static_cast<double>(ways) * (rankPlayPoints(line.series) + after(line, 0));
        }
    });
    return playable[static_cast<std::size_t>(std::ranges::max_element(value) - value.begin())];
}

}  // namespace cribbage
