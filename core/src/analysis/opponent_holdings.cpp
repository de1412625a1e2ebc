#include "opponent_holdings.h"

#include "cribbage/card_set.h"
#include "kept_hand_prior.h"
#include "play_end_game.h"

namespace cribbage::detail {
namespace {

double choose(int n, int k) {
    double ways = 1;
    for (int i = 0; i < k; ++i) {
        ways = ways * (n - i) / (i + 1);
    }
    return ways;
}

struct Enumeration {
    std::array<std::vector<Card>, 14> unseenByRank;
    std::vector<Holding> holdings;
    Holding current{.weight = 1.0};

    void extend(int fromRank, int cardsLeft) {
        if (cardsLeft == 0) {
            holdings.push_back(current);
            return;
        }
        for (int rank = fromRank; rank <= 13; ++rank) {
            const auto& unseen = unseenByRank[rank];
            const int already = current.ranks[rank];
            if (already >= static_cast<int>(unseen.size())) {
                continue;
            }
            const double weight = current.weight;
            ++current.ranks[rank];
            current.weight *= choose(static_cast<int>(unseen.size()), already + 1) /
                              choose(static_cast<int>(unseen.size()), already);
            current.cardStore[current.size++] = unseen[static_cast<std::size_t>(already)];
            extend(rank, cardsLeft - 1);
            --current.size;
            --current.ranks[rank];
            current.weight = weight;
        }
    }
};

}  // namespace

std::vector<Holding> opponentHoldings(const PlayPosition& position) {
    CardSet seen = CardSet::of(position.held) | CardSet::of(position.myPlayed) |
                   CardSet::of(position.laidAway) | CardSet::of(position.opponentPlayed);
    seen.insert(position.starter);
    Enumeration enumeration;
    for (Card card : CardSet::fullDeck().without(seen).cards()) {
        if (card.value() > position.opponentHeldAbove) {
            enumeration.unseenByRank[card.rankNumber()].push_back(card);
        }
    }
    enumeration.extend(1, position.opponentHeld());
    return enumeration.holdings;
}

}  // namespace cribbage::detail

namespace cribbage::detail {

std::vector<Holding> weighByKeptHand(std::vector<Holding> holdings, const PlayPosition& position,
                                     double sharpness) {
    if (sharpness != 0) {
        for (Holding& holding : holdings) {
            holding.weight *=
                keptHandLikelihood(opponentKept(position, holding.cards()), sharpness);
        }
    }
    return holdings;
}

std::vector<Holding> weighByKeptRanks(std::vector<Holding> holdings, const PlayPosition& position) {
    for (Holding& holding : holdings) {
        const Hand4 kept = opponentKept(position, holding.cards());
        holding.weight *= keptRanksRatio(kept, !position.dealer);
        if (position.dealer && !position.opponentPlayed.empty()) {
            holding.weight *= poneLeadChance(kept, position.opponentPlayed.front().rank());
        }
        if (!position.dealer && !position.opponentPlayed.empty() && !position.myPlayed.empty()) {
            holding.weight *= dealerReplyChance(kept, position.myPlayed.front().rank(),
                                                position.opponentPlayed.front().rank());
        }
    }
    return holdings;
}

std::vector<Holding> sampleHoldings(std::vector<Holding> holdings, std::size_t limit) {
    if (holdings.size() <= limit || limit == 0) {
        return holdings;
    }
    double total = 0;
    for (const Holding& holding : holdings) {
        total += holding.weight;
    }
    const double step = total / static_cast<double>(limit);
    std::vector<Holding> sample;
    double cumulative = 0;
    double next = step / 2;
    for (Holding& holding : holdings) {
        cumulative += holding.weight;
        int draws = 0;
        for (; next < cumulative && sample.size() + static_cast<std::size_t>(draws) < limit;
             next += step) {
            ++draws;
        }
        if (draws > 0) {
            holding.weight = draws;
            sample.push_back(holding);
        }
    }
    return sample;
}

}  // namespace cribbage::detail
