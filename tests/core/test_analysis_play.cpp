// The play analysis: against an exhaustive search written apart from it, on small positions;
// textbook choices; Go; the end of the game.

#include <gtest/gtest.h>

#include <algorithm>

#include "analysis_test_support.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/card_set.h"
#include "cribbage/peg_score.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

std::vector<PlayOption> analyze(const PlayPosition& at, int holdings = 0) {
    auto options = analyzePlay(at, {holdings});
    EXPECT_TRUE(options.ok()) << (options.ok() ? "" : options.error());
    return options.ok() ? *options : std::vector<PlayOption>{};
}

// --- An exhaustive search on real cards, sharing nothing with the analysis but scorePlay ---

struct Exhaustive {
    std::vector<Card> hands[2];  // 0 me, 1 the opponent
    std::vector<Card> series;

    bool canPlay(int side) const {
        return std::any_of(hands[side].begin(), hands[side].end(), [this](Card card) {
            return seriesCount(series) + card.value() <= kMaxCount;
        });
    }

    // My points minus the opponent's from here on, `side` to lay a card, both perfect.
    int value(int side) {
        int bestValue = side == 0 ? -1000 : 1000;
        for (std::size_t i = 0; i < hands[side].size(); ++i) {
            const Card card = hands[side][i];
            if (seriesCount(series) + card.value() > kMaxCount) {
                continue;
            }
            const int result = afterLaying(side, i);
            bestValue = side == 0 ? std::max(bestValue, result) : std::min(bestValue, result);
        }
        return bestValue;
    }

    int afterLaying(int side, std::size_t index) {
        const Card card = hands[side][index];
        hands[side].erase(hands[side].begin() + static_cast<std::ptrdiff_t>(index));
        series.push_back(card);
        int points = scorePlay(series).total;
        int rest = 0;
        if (canPlay(1 - side)) {
            rest = value(1 - side);
        } else if (canPlay(side)) {
            rest = value(side);
        } else {
            points += seriesCount(series) == kMaxCount ? 0 : 1;
            const std::vector<Card> saved = series;
            series.clear();
            if (!hands[1 - side].empty()) {
                rest = value(1 - side);
            } else if (!hands[side].empty()) {
                rest = value(side);
            }
            series = saved;
        }
        series.pop_back();
        hands[side].insert(hands[side].begin() + static_cast<std::ptrdiff_t>(index), card);
        return (side == 0 ? points : -points) + rest;
    }
};

// The average over every set of cards the opponent may hold (each equally likely) of my
// points minus theirs after laying `mine`.
double exhaustiveValue(const PlayPosition& at, Card mine) {
    CardSet seen = CardSet::of(at.held) | CardSet::of(at.myPlayed) | CardSet::of(at.laidAway) |
                   CardSet::of(at.opponentPlayed);
    seen.insert(at.starter);
    std::vector<Card> candidates;
    for (Card card : CardSet::fullDeck().without(seen).cards()) {
        if (card.value() > at.opponentHeldAbove) {
            candidates.push_back(card);
        }
    }
    const int hidden = at.opponentHeld();
    std::vector<bool> pick(candidates.size(), false);
    std::fill(pick.begin(), pick.begin() + hidden, true);
    double sum = 0;
    int holdings = 0;
    do {
        Exhaustive search;
        search.hands[0] = at.held;
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            if (pick[i]) {
                search.hands[1].push_back(candidates[i]);
            }
        }
        for (const PlayedCard& played : at.series) {
            search.series.push_back(played.card);
        }
        const auto index = std::find(at.held.begin(), at.held.end(), mine) - at.held.begin();
        sum += search.afterLaying(0, static_cast<std::size_t>(index));
        ++holdings;
    } while (std::prev_permutation(pick.begin(), pick.end()));
    return sum / holdings;
}

void expectAgreesWithExhaustiveSearch(const PlayPosition& at) {
    const auto options = analyze(at);
    ASSERT_FALSE(options.empty());
    for (const PlayOption& option : options) {
        EXPECT_NEAR(option.myPoints - option.opponentPoints, exhaustiveValue(at, option.card), 1e-9)
            << toString(option.card);
        EXPECT_NEAR(option.rankValue, option.myPoints - option.opponentPoints, 1e-9);
        EXPECT_EQ(option.winChance, 0.0);
    }
}

TEST(PlayAnalysis, AgreesWithAnExhaustiveSearchLateInTheFirstSeries) {
    // I deal; the opponent holds two unknown cards; count 25, I hold 3H 6S AH.
    expectAgreesWithExhaustiveSearch(
        position(true, "7C 3H 6S AH", "9D 9C", "2D", "o:8D m:7C o:QS"));
}

TEST(PlayAnalysis, AgreesWithAnExhaustiveSearchAfterTheirGo) {
    // The opponent could not play at 25: their two cards are both above 6. I lead anew.
    expectAgreesWithExhaustiveSearch(
        position(false, "4S 5C 9H KD", "2C 3D", "7H", "m:4S o:TH m:5C o:6D |"));
}

TEST(PlayAnalysis, AgreesWithAnExhaustiveSearchOnThreeUnknownCards) {
    expectAgreesWithExhaustiveSearch(position(true, "2C 3C 4D 9H", "KS QS", "JD", "o:8D"));
}

TEST(PlayAnalysis, ASampleOfHoldingsStaysCloseToAllOfThem) {
    const PlayPosition lead = position(false, "2C 3C 4D 9H", "KS QS", "JD", "");
    const auto all = analyze(lead, 0);
    const auto sampled = analyze(lead, 128);
    ASSERT_EQ(all.size(), sampled.size());
    for (const PlayOption& option : all) {
        const auto same = std::find_if(sampled.begin(), sampled.end(),
                                       [&](const auto& o) { return o.card == option.card; });
        EXPECT_NEAR(same->rankValue, option.rankValue, 0.25) << toString(option.card);
    }
}

TEST(PlayAnalysis, EmptyWhenIMustSayGo) {
    // Count 25 after the opponent's KS: my 9H and TD do not fit.
    const PlayPosition at = position(false, "6C 9H TD 8S", "2C 3D", "7H", "m:6C o:9S m:8S o:2S");
    EXPECT_TRUE(analyze(at).empty());
}

TEST(PlayAnalysis, TakesTheFifteen) {
    const auto options = analyze(position(true, "5C 9D 8S 2H", "KD QD", "AS", "o:TH"), 128);
    ASSERT_EQ(options.size(), 4U);
    EXPECT_EQ(options.front().card, card("5C"));
    EXPECT_EQ(renderReason(options.front().reason), "5C makes fifteen for 2.");
}

TEST(PlayAnalysis, AFiveIsABadLead) {
    const auto options = analyze(position(false, "4C 5D KH QS", "7D 8D", "2C", ""), 128);
    const auto value = [&](std::string_view name) {
        return std::find_if(options.begin(), options.end(),
                            [&](const auto& o) { return o.card == card(name); })
            ->rankValue;
    };
    EXPECT_GT(value("4C"), value("5D"));
    EXPECT_NE(options.front().card, card("5D"));
}

TEST(PlayAnalysis, PegsOutWhenItCan) {
    const PlayPosition at =
        position(true, "5C 9D 8S 2H", "KD QD", "AS", "o:TH", Standing{119, 117, 121});
    const auto options = analyze(at, 128);
    EXPECT_EQ(options.front().card, card("5C"));
    EXPECT_EQ(options.front().winChance, 1.0);
    EXPECT_EQ(renderReason(options.front().reason), "5C pegs out and wins the game.");
}

// I deal and need 4; the pone needs 6 and counts first, so my hand will likely never count:
// only pegging out wins. Far from the end 6H is the best card (a run or fifteen to come);
// near it the analysis plays for the chance to peg the 4 points.
TEST(PlayAnalysis, TheDealerPlaysForTheWinWhenThePoneWillCountOut) {
    const auto far = analyze(position(true, "6S 5H 6H 9S", "8H TH", "4D", "o:3C m:6S o:2D"));
    const auto near = analyze(
        position(true, "6S 5H 6H 9S", "8H TH", "4D", "o:3C m:6S o:2D", Standing{117, 115, 121}));
    EXPECT_EQ(far.front().card, card("6H"));
    EXPECT_NE(near.front().card, far.front().card);
    for (const PlayOption& option : near) {
        EXPECT_LE(option.winChance, near.front().winChance) << toString(option.card);
        EXPECT_LT(option.winChance, 0.5) << "the pone counts out more often than not";
    }
    for (const PlayOption& option : far) {
        EXPECT_EQ(option.winChance, 0.0);
        EXPECT_EQ(option.loseChance, 0.0);
    }
    // The first card pegs less than another on average: its reason says why it ranks first.
    const std::string reason = renderReason(near.front().reason);
    EXPECT_EQ(
        reason.rfind("Ranked first: " + toString(near.front().card) + " wins the game more often (",
                     0),
        0U)
        << reason;
}

TEST(PlayAnalysis, RefusesABrokenPosition) {
    PlayPosition at = position(true, "5C 9D 8S 2H", "KD QD", "AS", "o:TH");
    at.held.push_back(card("KD"));
    EXPECT_FALSE(analyzePlay(at).ok());
}

}  // namespace
}  // namespace cribbage::testing
