#include "crib_sampling.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <vector>

#include "cribbage/deck.h"
#include "cribbage/rng.h"

namespace cribbage::tools {
namespace {

// What the other player lays away from their six cards (in the order dealt).
using OtherDiscard = std::function<std::array<Card, 2>(const std::vector<Card>& six)>;

template <class Visit>
void forEveryKey(Visit&& visit) {
    for (int owner = 0; owner < 2; ++owner) {
        for (int low = 1; low <= kRanks; ++low) {
            for (int high = low; high <= kRanks; ++high) {
                for (int suited = 0; suited < (low == high ? 1 : 2); ++suited) {
                    visit(static_cast<CribOwner>(owner), static_cast<Rank>(low),
                          static_cast<Rank>(high), suited == 1);
                }
            }
        }
    }
}

// Each key draws from its own generator, so a key's average does not depend on the others.
std::uint64_t keySeed(std::uint64_t seed, CribOwner owner, Rank low, Rank high, bool suited) {
    return seed * 1000003 + static_cast<std::uint64_t>(owner) * 100000 +
           static_cast<std::uint64_t>(low) * 1000 + static_cast<std::uint64_t>(high) * 10 +
           (suited ? 1 : 0);
}

std::array<Card, 2> myTwoCards(Rank low, Rank high, bool suited, Rng& rng) {
    const auto first = static_cast<Suit>(rng.below(kSuits));
    auto second = first;
    if (!suited) {
        second = static_cast<Suit>((static_cast<int>(first) + 1 + rng.below(kSuits - 1)) % kSuits);
    }
    return {Card(low, first), Card(high, second)};
}

double averageCrib(const std::array<Card, 2>& mine, Rng& rng, const OtherDiscard& otherDiscard) {
    std::vector<Card> rest;
    for (Card card : fullDeck()) {
        if (card != mine[0] && card != mine[1]) {
            rest.push_back(card);
        }
    }
    shuffle(rest, rng);
    const std::vector<Card> otherSix(rest.begin(), rest.begin() + 6);
    const std::array<Card, 2> theirs = otherDiscard(otherSix);
    const Hand4 crib{mine[0], mine[1], theirs[0], theirs[1]};
    // rest[6..9] are my four other cards: neither in the crib nor a starter.
    int total = 0;
    for (auto starter = rest.begin() + 10; starter != rest.end(); ++starter) {
        total += scoreHand(crib, *starter, FlushRule::Crib);
    }
    return total / static_cast<double>(rest.size() - 10);
}

CribTable sampleTable(const CribSampling& sampling,
                      const std::function<OtherDiscard(CribOwner)>& discardFor) {
    CribTable table;
    forEveryKey([&](CribOwner owner, Rank low, Rank high, bool suited) {
        Rng rng(keySeed(sampling.seed, owner, low, high, suited));
        const OtherDiscard otherDiscard = discardFor(owner);
        double sum = 0;
        for (int i = 0; i < sampling.samplesPerKey; ++i) {
            const auto mine = myTwoCards(low, high, suited, rng);
            sum += averageCrib(mine, rng, otherDiscard);
        }
        table.set(owner, low, high, suited, sum / sampling.samplesPerKey);
    });
    return table;
}

}  // namespace

CribTable cribTableAgainstRandomCards(const CribSampling& sampling) {
    return sampleTable(sampling, [](CribOwner) -> OtherDiscard {
        return [](const std::vector<Card>& six) { return std::array{six[0], six[1]}; };
    });
}

CribTable cribTableAgainstAnalysis(const DiscardTables& tables, const CribSampling& sampling) {
    return sampleTable(sampling, [&tables](CribOwner owner) -> OtherDiscard {
        // In my crib the other player is the pone; in the opponent's crib, the dealer.
        const bool otherDeals = owner == CribOwner::Opponent;
        return [&tables, otherDeals](const std::vector<Card>& six) {
            const auto options = analyzeDiscards(six, otherDeals, Standing{}, tables);
            return options.value().front().laidAway;
        };
    });
}

double largestChange(const CribTable& before, const CribTable& after) {
    double largest = 0;
    forEveryKey([&](CribOwner owner, Rank low, Rank high, bool suited) {
        largest = std::max(largest, std::abs(before.at(owner, low, high, suited) -
                                             after.at(owner, low, high, suited)));
    });
    return largest;
}

}  // namespace cribbage::tools
