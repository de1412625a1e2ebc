#include <gtest/gtest.h>

#include <memory>
#include <utility>
#include <vector>

#include "cribbage/analysis/multi_play_analysis.h"
#include "cribbage/analysis/series_expectation.h"
#include "cribbage/computer_player.h"
#include "cribbage/game.h"
#include "cribbage/peg_score.h"
#include "cribbage/play_rules.h"
#include "cribbage/rng.h"
#include "cribbage/rules.h"
#include "easy_player.h"
#include "easy_reading.h"
#include "engine_test_support.h"
#include "test_support.h"

namespace cribbage {
namespace {

using testing::card;
using testing::cards;

// Seat 0's turn in the play, every seat having laid one card away (seat 0 QC).
struct PlaySoFar {
    int dealer = 0;
    const char* hand = "";
    std::vector<int> cardsHeld;
    std::vector<std::vector<Card>> played;
    const char* series = "";
    const char* starter = "";
};

SeatView seatZerosTurn(const PlaySoFar& play) {
    SeatView view;
    view.seat = 0;
    view.rules.players = static_cast<int>(play.cardsHeld.size());
    view.dealer = play.dealer;
    view.phase = Phase::Play;
    view.awaiting = {0};
    view.hand = cards(play.hand);
    view.laidAway = cards("QC");
    view.cardsHeld = play.cardsHeld;
    view.hasLaidAway.assign(play.cardsHeld.size(), true);
    view.starter = card(play.starter);
    view.played = play.played;
    view.series = cards(play.series);
    view.count = seriesCount(view.series);
    view.scores.assign(play.cardsHeld.size(), 0);
    return view;
}

// Seat 0 of three, seat 2 dealing, at its turn in the play: it led 5S, seat 1 laid 4H, seat 2
// 9C, seat 0 2S, seat 1 KH (30), seat 2 said Go. Seat 1 laid the four on the five holding the
// king that made fifteen: Easy never does that.
SeatView afterPassingAFifteen() {
    return seatZerosTurn({.dealer = 2,
                          .hand = "AD 7D",
                          .cardsHeld = {2, 2, 3},
                          .played = {cards("5S 2S"), cards("4H KH"), cards("9C")},
                          .series = "5S 4H 9C 2S KH",
                          .starter = "JD"});
}

TEST(EasyReading, NoDealExplainsPassingAFifteen) {
    const SeatView view = afterPassingAFifteen();
    EXPECT_EQ(chanceEasyPlayedDeal(view, 1, cards("QD JH"), card("3C")), 0.0);
    EXPECT_EQ(chanceEasyPlayedDeal(view, 1, cards("AH 3S"), card("6C")), 0.0);
    Rng rng(1);
    const Rng before = rng;
    EXPECT_TRUE(drawDealsAsEasys(view, multiPlayPositionFromView(view).value(), 32, rng).empty());
    // The cards seat 1 laid show it alone, whatever else it holds: no draw is tried.
    EXPECT_TRUE(rng == before);
}

TEST(EasyReading, AGoSaysItHeldNoCardThatFitted) {
    const SeatView view = afterPassingAFifteen();
    // Seat 2 said Go at 30: it cannot hold an ace.
    EXPECT_EQ(chanceEasyPlayedDeal(view, 2, cards("AH KC QS"), card("8H")), 0.0);
}

// Over drawn deals the card to lay is the one best against the hands drawn: with 5H and 9D to
// lead and one card each for the others, leading the five gives 15 to a ten and the nine
// gives it to a six.
TEST(EasyReading, TheBestCardOverDrawnDealsHangsOnTheDeals) {
    MultiPlayPosition position;
    position.players = 3;
    position.seat = 0;
    position.hand = cards("5H 9D");
    position.cardsHeld = {2, 1, 1};
    position.unseen = CardSet::fullDeck().without(CardSet::of(position.hand));
    const auto dealOf = [](const char* seat1, const char* seat2) {
        DrawnHands hands{};
        hands[1][static_cast<std::size_t>(card(seat1).rankNumber() - 1)] = 1;
        hands[2][static_cast<std::size_t>(card(seat2).rankNumber() - 1)] = 1;
        return hands;
    };
    const std::vector<DrawnHands> tenNext{dealOf("TS", "2C")};
    const std::vector<DrawnHands> sixNext{dealOf("6S", "2C")};
    const SeriesExpectationLimits limits{.leastChance = 0, .laterSeries = true};
    EXPECT_EQ(bestOverDrawnDeals(position, position.hand, tenNext, easyLiking, limits), card("9D"));
    EXPECT_EQ(bestOverDrawnDeals(position, position.hand, sixNext, easyLiking, limits), card("5H"));
    EXPECT_EQ(bestOverDrawnDeals(position, position.hand, {}, easyLiking, limits), std::nullopt);
}

// Every deal drawn gives each other seat as many cards as it holds, of ranks I have not seen
// and above what its Go's say, and none to me.
void expectDrawnDealsFit(const MultiPlayPosition& position, const std::vector<DrawnHands>& deals) {
    std::array<int, kRanks> unseen{};
    for (Card c : position.unseen.cards()) {
        unseen[static_cast<std::size_t>(c.rankNumber() - 1)] += 1;
    }
    for (const DrawnHands& hands : deals) {
        std::array<int, kRanks> drawn{};
        for (int seat = 0; seat < position.players; ++seat) {
            const auto s = static_cast<std::size_t>(seat);
            int held = 0;
            for (int rank = 1; rank <= kRanks; ++rank) {
                const int ofRank = hands[s][static_cast<std::size_t>(rank - 1)];
                held += ofRank;
                drawn[static_cast<std::size_t>(rank - 1)] += ofRank;
                const int above = s < position.heldAbove.size() ? position.heldAbove[s] : 0;
                EXPECT_TRUE(ofRank == 0 || std::min(rank, 10) > above) << seat << " " << rank;
            }
            EXPECT_EQ(held, seat == position.seat ? 0 : position.cardsHeld[s]) << seat;
        }
        for (std::size_t r = 0; r < drawn.size(); ++r) {
            EXPECT_LE(drawn[r], unseen[r]) << r + 1;
        }
    }
}

// Whole games of Experts against Easy players, at three an Expert against two Easy and at
// four an Expert partnership against an Easy one: at each of player 1's turns in the play, the
// Easy opponents' real deals (their hands and the cards they laid away) are ones the reading
// can draw, and it finds deals that fit.
void expectRealDealsOfEasysCanBeDrawn(int players, std::uint64_t seeds) {
    std::vector<std::shared_ptr<ComputerPlayer>> levels;
    levels.reserve(static_cast<std::size_t>(players));
    for (int seat = 0; seat < players; ++seat) {
        levels.push_back(makeComputerPlayer(
            seat == 0 || (players == 4 && seat == 2) ? Level::Expert : Level::Easy));
    }
    RuleSettings rules;
    rules.players = players;
    int turns = 0;
    int found = 0;
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        Game game = testing::newGame(testing::setupOf(rules, seed));
        Rng rng(seed);
        while (game.state().phase != Phase::MatchOver) {
            const int seat = game.awaiting().front();
            const SeatView view = game.view(seat);
            if (seat == 0 && view.phase == Phase::Play) {
                for (int other = 1; other < players; ++other) {
                    const SeatView theirs = game.view(other);
                    ASSERT_EQ(theirs.laidAway.size(), 1U);
                    if (sideOf(rules, other) != sideOf(rules, seat)) {
                        EXPECT_GT(
                            chanceEasyPlayedDeal(view, other, theirs.hand, theirs.laidAway[0]), 0)
                            << "seed " << seed << ", seat " << other;
                    }
                }
                const MultiPlayPosition position = multiPlayPositionFromView(view).value();
                const auto deals = drawDealsAsEasys(view, position, 16, rng);
                expectDrawnDealsFit(position, deals);
                found += deals.empty() ? 0 : 1;
                ++turns;
            }
            testing::act(game, levels[static_cast<std::size_t>(seat)]->decide(view, rng));
        }
    }
    EXPECT_GT(turns, 200);
    EXPECT_GT(found, turns * 9 / 10);
}

// Deals are drawn for seat 0's turn in `view`, and fit it, though Easy holding `held` and having
// laid away `laidAway` would not have taken `seat`'s turns.
void expectDealsDrawnThoughNotWith(const SeatView& view, int seat, const char* held,
                                   const char* laidAway) {
    EXPECT_EQ(chanceEasyPlayedDeal(view, seat, cards(held), card(laidAway)), 0.0);
    const MultiPlayPosition position = multiPlayPositionFromView(view).value();
    Rng rng(1);
    const auto deals = drawDealsAsEasys(view, position, 32, rng);
    EXPECT_FALSE(deals.empty());
    expectDrawnDealsFit(position, deals);
}

// Seat 0 of three, dealing, at its turn in the play: seat 1 led KS and seat 2 laid 9H on it,
// holding (its other cards unknown) a five that made fifteen or not. Its own laid cards do not
// show it, so the deals are tried, and some are found.
TEST(EasyReading, ANineOnAKingIsReadFromTheCardsHeld) {
    const SeatView view = seatZerosTurn({.dealer = 0,
                                         .hand = "AD 7D 2S 9H",
                                         .cardsHeld = {4, 3, 3},
                                         .played = {{}, cards("KS"), cards("9H")},
                                         .series = "KS 9H",
                                         .starter = "JD"});
    expectDealsDrawnThoughNotWith(view, 2, "QD JH 5C", "8S");
}

TEST(EasyReading, TheRealDealsOfEasyPlayersCanBeDrawnAtThree) {
    expectRealDealsOfEasysCanBeDrawn(3, 6);
}

TEST(EasyReading, TheRealDealsOfEasyOpponentsCanBeDrawnAtFour) {
    expectRealDealsOfEasysCanBeDrawn(4, 9);
}

// Seat 0's turn at a table of four, seat 3 dealing, each seat holding two cards.
SeatView seatZerosTurnAtFour(std::vector<std::vector<Card>> played, const char* series) {
    return seatZerosTurn({.dealer = 3,
                          .hand = "KS QS",
                          .cardsHeld = {2, 2, 2, 2},
                          .played = std::move(played),
                          .series = series,
                          .starter = "6D"});
}

// Seat 0 of four, seat 3 dealing, at its turn in the play. Seat 0 led 5S, seat 1 laid 9C, my
// partner (seat 2) 4H, seat 3 TD, seat 0 3S (31); seat 1 led 8C, my partner laid AH, seat 3 7D
// (16). My partner laid the four at 14 holding the ace that made fifteen, as Easy never does.
SeatView afterMyPartnerPassedAFifteen() {
    return seatZerosTurnAtFour({cards("5S 3S"), cards("9C 8C"), cards("4H AH"), cards("TD 7D")},
                               "8C AH 7D");
}

// At four my partner is not read: the deals are drawn though no Easy would have played its
// cards so.
TEST(EasyReading, MyPartnersPlaysAreNotRead) {
    expectDealsDrawnThoughNotWith(afterMyPartnerPassedAFifteen(), 2, "2C 2D", "3D");
}

// The same table, where an opponent (seat 1) passed a fifteen: seat 0 led 9S, seat 1 laid 4H
// holding 6H, my partner TC, seat 3 5D, seat 0 3S (31); seat 1 led 6H, my partner laid 8C,
// seat 3 7D (21).
SeatView afterAnOpponentPassedAFifteen() {
    return seatZerosTurnAtFour({cards("9S 3S"), cards("4H 6H"), cards("TC 8C"), cards("5D 7D")},
                               "6H 8C 7D");
}

TEST(EasyReading, AnOpponentsPlaysAreReadAtFour) {
    const SeatView view = afterAnOpponentPassedAFifteen();
    Rng rng(1);
    const Rng before = rng;
    EXPECT_TRUE(drawDealsAsEasys(view, multiPlayPositionFromView(view).value(), 32, rng).empty());
    EXPECT_TRUE(rng == before);
}

}  // namespace
}  // namespace cribbage
