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

int bruteForceFlush(const Hand4& hand, Card starter, FlushRule rule) {
    bool handAllOneSuit = true;
    for (Card card : hand) {
        handAllOneSuit = handAllOneSuit && card.suit() == hand[0].suit();
    }
    const bool allFiveOneSuit = handAllOneSuit && starter.suit() == hand[0].suit();
    if (allFiveOneSuit) {
        return 5;
    }
    return handAllOneSuit && rule != FlushRule::Crib ? 4 : 0;
}

BruteForceScore bruteForceScore(const Hand4& hand, Card starter, FlushRule rule) {
    const Card five[5] = {hand[0], hand[1], hand[2], hand[3], starter};
    BruteForceScore score;

    // Runs of every length are counted, then only the longest length scores.
    int runsOfLength[6] = {};
    for (int subset = 1; subset < 32; ++subset) {
        int ranks[5];
        int count = 0;
        int sum = 0;
        for (int i = 0; i < 5; ++i) {
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
