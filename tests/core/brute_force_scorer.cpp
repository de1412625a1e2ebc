#include "brute_force_scorer.h"

#include <algorithm>

namespace cribbage::testing {
namespace {

// The ranks are low, low + 1, ..., low + count - 1, each exactly once.
bool isRun(const int* ranks, int count) {
    const int low = *std::min_element(ranks, ranks + count);
    for (int step = 0; step < count; ++step) {
        if (std::count(ranks, ranks + count, low + step) != 1) {
            return false;
        }
    }
    return true;
}

}  // namespace

int bruteForceFlush(std::span<const Card> hand, Card starter, FlushRule rule) {
    bool handAllOneSuit = true;
    for (Card card : hand) {
        handAllOneSuit = handAllOneSuit && card.suit() == hand[0].suit();
    }
    const int handCards = static_cast<int>(hand.size());
    const bool allOneSuit = handAllOneSuit && starter.suit() == hand[0].suit();
    if (allOneSuit) {
        return handCards + 1;
    }
    return handAllOneSuit && rule != FlushRule::Crib ? handCards : 0;
}

BruteForceScore bruteForceScore(std::span<const Card> hand, Card starter, FlushRule rule) {
    Card five[5] = {};
    std::copy(hand.begin(), hand.end(), five);
    const int shown = static_cast<int>(hand.size()) + 1;
    five[shown - 1] = starter;
    BruteForceScore score;

    // Runs of every length are counted, then only the longest length scores.
    int runsOfLength[6] = {};
    for (int subset = 1; subset < (1 << shown); ++subset) {
        int ranks[5];
        int count = 0;
        int sum = 0;
        for (int i = 0; i < shown; ++i) {
            if (subset & (1 << i)) {
                ranks[count++] = five[i].rankNumber();
                sum += five[i].value();
            }
        }
        if (count >= 2 && sum == 15) {
            score.fifteens += 2;
        }
        if (count == 2 && ranks[0] == ranks[1]) {
            score.pairs += 2;
        }
        if (count >= 3 && isRun(ranks, count)) {
            ++runsOfLength[count];
        }
    }
    for (int length = 5; length >= 3; --length) {
        if (runsOfLength[length] > 0) {
            score.runs = length * runsOfLength[length];
            break;
        }
    }

    score.flush = bruteForceFlush(hand, starter, rule);
    for (Card card : hand) {
        if (card.rank() == Rank::Jack && card.suit() == starter.suit()) {
            score.nobs = 1;
        }
    }
    return score;
}

}  // namespace cribbage::testing
