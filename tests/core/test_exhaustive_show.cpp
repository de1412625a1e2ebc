// Every four-card hand with every starter (12,994,800 shows): the fast and the itemised count
// against the brute-force scorer, and the distribution of hand scores against the published
// one. Every three-card hand of five-card cribbage with every starter (1,082,900 shows) the
// same way; no published distribution of those was found (docs/rules.md). Labelled
// "exhaustive" (ctest -LE exhaustive skips it).

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <span>
#include <string>

#include "brute_force_scorer.h"
#include "cribbage/every_show.h"
#include "cribbage/hand_score.h"
#include "test_support.h"

namespace cribbage {
namespace {

using testing::bruteForceScore;
using testing::BruteForceScore;

constexpr int kMaxShowScore = 29;

std::string showName(std::span<const Card> hand, Card starter) {
    return toString(std::vector<Card>(hand.begin(), hand.end())) + " + " + toString(starter);
}

constexpr std::array kFlushRules{FlushRule::Hand, FlushRule::Crib, FlushRule::CribFourAllowed};

TEST(ScoreHandExhaustive, MatchesBruteForceOnEveryShowUnderEveryFlushRule) {
    int shows = 0;
    int mismatches = 0;
    forEveryShow([&](const Hand4& hand, Card starter) {
        ++shows;
        BruteForceScore brute = bruteForceScore(hand, starter, FlushRule::Hand);
        for (FlushRule rule : kFlushRules) {
            brute.flush = testing::bruteForceFlush(hand, starter, rule);
            const int fast = scoreHand(hand, starter, rule);
            if (fast != brute.total() && ++mismatches <= 10) {
                ADD_FAILURE() << showName(hand, starter) << " (" << testing::flushRuleName(rule)
                              << " rule): scoreHand " << fast << ", brute force " << brute.total();
            }
        }
    });
    EXPECT_EQ(shows, kEveryShowCount);
    EXPECT_EQ(mismatches, 0);
}

bool isFifteen(const ScoreItem& item) {
    int sum = 0;
    for (Card card : item.cards) {
        sum += card.value();
    }
    return sum == 15 && item.cards.size() >= 2 && item.points == 2;
}

bool isPairs(const ScoreItem& item) {
    const int n = static_cast<int>(item.cards.size());
    return n >= 2 && item.points == n * (n - 1) &&
           std::all_of(item.cards.begin(), item.cards.end(),
                       [&](Card card) { return card.rank() == item.cards[0].rank(); });
}

bool isRun(const ScoreItem& item) {
    bool consecutive = item.cards.size() >= 3 && item.points == static_cast<int>(item.cards.size());
    for (std::size_t i = 1; i < item.cards.size(); ++i) {
        consecutive =
            consecutive && item.cards[i].rankNumber() == item.cards[i - 1].rankNumber() + 1;
    }
    return consecutive;
}

// What is wrong with `count` compared with the brute force; empty if nothing.
std::string itemProblems(const HandCount& count, const BruteForceScore& brute) {
    std::string problems;
    BruteForceScore fromItems;
    int itemTotal = 0;
    for (std::size_t i = 0; i < count.items.size(); ++i) {
        const ScoreItem& item = count.items[i];
        itemTotal += item.points;
        bool valid = true;
        switch (item.kind) {
            case ScoreKind::Fifteen:
                valid = isFifteen(item) &&
                        std::none_of(count.items.begin(),
                                     count.items.begin() + static_cast<std::ptrdiff_t>(i),
                                     [&](const ScoreItem& earlier) { return earlier == item; });
                fromItems.fifteens += item.points;
                break;
            case ScoreKind::Pair:
            case ScoreKind::PairRoyal:
            case ScoreKind::DoublePairRoyal:
                valid = isPairs(item);
                fromItems.pairs += item.points;
                break;
            case ScoreKind::Run:
                valid = isRun(item);
                fromItems.runs += item.points;
                break;
            case ScoreKind::Flush:
                fromItems.flush += item.points;
                break;
            case ScoreKind::Nobs:
                fromItems.nobs += item.points;
                break;
            default:
                valid = false;
        }
        if (!valid) {
            problems += " bad or repeated item " + testing::describe(item) + ";";
        }
    }
    if (itemTotal != count.total || count.total != brute.total()) {
        problems += " total " + std::to_string(count.total) + ", items add to " +
                    std::to_string(itemTotal) + ", brute force " + std::to_string(brute.total()) +
                    ";";
    }
    if (fromItems.fifteens != brute.fifteens || fromItems.pairs != brute.pairs ||
        fromItems.runs != brute.runs || fromItems.flush != brute.flush ||
        fromItems.nobs != brute.nobs) {
        problems += " points by kind differ from the brute force;";
    }
    return problems;
}

// Every show once, the flush rule taking turns by starter, so that every hand is also seen
// under all three rules.
TEST(CountHandExhaustive, ItemsAgreeWithBruteForceOnEveryShow) {
    int shows = 0;
    int wrong = 0;
    forEveryShow([&](const Hand4& hand, Card starter) {
        ++shows;
        const FlushRule rule = kFlushRules[starter.index() % kFlushRules.size()];
        const std::string problems =
            itemProblems(countHand(hand, starter, rule), bruteForceScore(hand, starter, rule));
        if (!problems.empty() && ++wrong <= 10) {
            ADD_FAILURE() << showName(hand, starter) << ":" << problems;
        }
    });
    EXPECT_EQ(shows, kEveryShowCount);
    EXPECT_EQ(wrong, 0);
}

// Five-card cribbage: every hand of three, under every flush rule, by scoreShow and by the
// items of countHand.
TEST(ThreeCardShowExhaustive, MatchesBruteForceOnEveryShowUnderEveryFlushRule) {
    int shows = 0;
    int wrong = 0;
    forEveryThreeCardShow([&](const std::array<Card, 3>& hand, Card starter) {
        ++shows;
        for (FlushRule rule : kFlushRules) {
            const BruteForceScore brute = bruteForceScore(hand, starter, rule);
            std::string problems = itemProblems(countHand(hand, starter, rule), brute);
            if (const int fast = scoreShow(hand, starter, rule); fast != brute.total()) {
                problems += " scoreShow " + std::to_string(fast) + ";";
            }
            if (!problems.empty() && ++wrong <= 10) {
                ADD_FAILURE() << showName(hand, starter) << " (" << testing::flushRuleName(rule)
                              << " rule):" << problems;
            }
        }
    });
    EXPECT_EQ(shows, kEveryThreeCardShowCount);
    EXPECT_EQ(wrong, 0);
}

// How many of the 12,994,800 shows score 0, 1, ... 29 under the hand rules, as published.
constexpr std::array<int, kMaxShowScore + 1> kPublishedDistribution{
    1009008, 99792, 2813796, 505008, 2855676, 697508, 1800268, 751324, 1137236, 361224,
    388740,  51680, 317340,  19656,  90100,   9168,   58248,   11196,  2708,    0,
    8068,    2496,  444,     356,    3680,    0,      0,       0,      76,      4};

TEST(ShowDistribution, PublishedCountsAddUpToEveryShow) {
    long long shows = 0;
    for (int n : kPublishedDistribution) {
        shows += n;
    }
    EXPECT_EQ(shows, kEveryShowCount);
}

TEST(ShowDistribution, MatchesPublishedCounts) {
    std::array<int, kMaxShowScore + 1> counted{};
    long long points = 0;
    forEveryShow([&](const Hand4& hand, Card starter) {
        const int score = scoreHand(hand, starter, FlushRule::Hand);
        ASSERT_GE(score, 0);
        ASSERT_LE(score, kMaxShowScore);
        ++counted[score];
        points += score;
    });
    for (int score = 0; score <= kMaxShowScore; ++score) {
        EXPECT_EQ(counted[score], kPublishedDistribution[score]) << "hands scoring " << score;
    }
    for (int impossible : {19, 25, 26, 27}) {
        EXPECT_EQ(counted[impossible], 0) << impossible << " is an impossible hand";
    }
    EXPECT_NEAR(static_cast<double>(points) / kEveryShowCount, 4.7692, 0.00005);
}

}  // namespace
}  // namespace cribbage
