// The itemised show count: every scoring combination with its cards.

#include <algorithm>
#include <bit>

#include "cribbage/hand_score.h"
#include "flush_and_nobs.h"
#include "scoring_rules.h"

namespace cribbage {
namespace {

// The hand and the starter, in ascending order (rank, then suit): 5 cards, or 4 in five-card
// cribbage.
using ShowCards = std::vector<Card>;

std::vector<Card> cardsOfMask(const ShowCards& cards, unsigned mask) {
    std::vector<Card> out;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if ((mask >> i) & 1U) {
            out.push_back(cards[i]);
        }
    }
    return out;
}

// Every distinct set of cards totalling 15, smaller sets first, then in card order.
void addFifteens(const ShowCards& cards, std::vector<ScoreItem>& items) {
    std::vector<ScoreItem> fifteens;
    for (unsigned mask = 1; mask < (1U << cards.size()); ++mask) {
        int total = 0;
        for (std::size_t i = 0; i < cards.size(); ++i) {
            total += ((mask >> i) & 1U) ? cards[i].value() : 0;
        }
        if (total == 15 && std::popcount(mask) >= 2) {
            fifteens.push_back({ScoreKind::Fifteen, 2, cardsOfMask(cards, mask)});
        }
    }
    std::ranges::sort(fifteens, [](const ScoreItem& a, const ScoreItem& b) {
        return a.cards.size() != b.cards.size() ? a.cards.size() < b.cards.size()
                                                : a.cards < b.cards;
    });
    items.insert(items.end(), fifteens.begin(), fifteens.end());
}

std::vector<Card> cardsOfRank(const ShowCards& cards, int rankIndex) {
    std::vector<Card> out;
    std::ranges::copy_if(cards, std::back_inserter(out),
                         [&](Card card) { return card.rankNumber() - 1 == rankIndex; });
    return out;
}

// One item per rank held two or more times: pair, pair royal or double pair royal.
void addPairs(const ShowCards& cards, const detail::RankCounts& counts,
              std::vector<ScoreItem>& items) {
    for (int rank = 0; rank < kRanks; ++rank) {
        if (counts[rank] >= 2) {
            items.push_back({detail::pairKind(counts[rank]), detail::pairPoints(counts[rank]),
                             cardsOfRank(cards, rank)});
        }
    }
}

// Every distinct run of the longest length: one card of each rank of the stretch, chosen in
// every possible way (a double run of three is two runs of three).
void addRuns(const ShowCards& cards, const detail::RankCounts& counts,
             std::vector<ScoreItem>& items) {
    const detail::RankStretch run = detail::longestRun(counts);
    if (run.length == 0) {
        return;
    }
    std::vector<std::vector<Card>> choices;
    for (int rank = run.first; rank < run.first + run.length; ++rank) {
        choices.push_back(cardsOfRank(cards, rank));
    }
    // An odometer over the choices, the last rank turning fastest.
    std::vector<std::size_t> pick(choices.size(), 0);
    while (true) {
        ScoreItem item{ScoreKind::Run, run.length, {}};
        for (std::size_t i = 0; i < choices.size(); ++i) {
            item.cards.push_back(choices[i][pick[i]]);
        }
        items.push_back(std::move(item));
        std::size_t digit = choices.size();
        while (digit > 0 && ++pick[digit - 1] == choices[digit - 1].size()) {
            pick[digit - 1] = 0;
            --digit;
        }
        if (digit == 0) {
            return;
        }
    }
}

void addFlush(std::span<const Card> hand, Card starter, FlushRule rule,
              std::vector<ScoreItem>& items) {
    const int length = detail::flushLength(hand, starter, rule);
    if (length == 0) {
        return;
    }
    std::vector<Card> cards(hand.begin(), hand.end());
    if (length > static_cast<int>(hand.size())) {
        cards.push_back(starter);
    }
    std::ranges::sort(cards);
    items.push_back({ScoreKind::Flush, length, std::move(cards)});
}

void addNobs(std::span<const Card> hand, Card starter, std::vector<ScoreItem>& items) {
    const Card jack = detail::nobsJack(starter);
    if (std::ranges::find(hand, jack) != hand.end()) {
        items.push_back({ScoreKind::Nobs, 1, {jack}});
    }
}

}  // namespace

HandCount countHand(std::span<const Card> hand, Card starter, FlushRule flush) {
    ShowCards cards(hand.begin(), hand.end());
    cards.push_back(starter);
    std::ranges::sort(cards);
    detail::RankCounts counts{};
    for (Card card : cards) {
        ++counts[card.rankNumber() - 1];
    }

    HandCount count;
    addFifteens(cards, count.items);
    addPairs(cards, counts, count.items);
    addRuns(cards, counts, count.items);
    addFlush(hand, starter, flush, count.items);
    addNobs(hand, starter, count.items);
    for (const ScoreItem& item : count.items) {
        count.total += item.points;
    }
    return count;
}

}  // namespace cribbage
