#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "../sanitized_build.h"
#include "cribbage/action.h"
#include "cribbage/analysis/series_expectation.h"
#include "cribbage/card_set.h"
#include "cribbage/computer_player.h"
#include "cribbage/deck.h"
#include "cribbage/game.h"
#include "cribbage/peg_score.h"
#include "cribbage/play_rules.h"
#include "cribbage/rng.h"
#include "easy_player.h"
#include "easy_reading.h"
#include "engine_test_support.h"
#include "expert_player.h"
#include "test_support.h"

namespace cribbage {
namespace {

using testing::card;
using testing::cards;

// What a line pegs to the end of the series: my side's points and the other sides'.
struct Pegged {
    double mine = 0;
    double others = 0;
};

// The rest of the series played out with every hand known, `me` laying its best card for its
// side and every other seat the one card it holds when it fits.
class KnownHands {
public:
    KnownHands(int players, int me, std::vector<std::vector<Card>> hands)
        : players_(players), me_(me), hands_(std::move(hands)), out_(hands_.size(), false) {}

    Pegged afterLaying(std::vector<Card>& series, int seat, Card laid) {
        auto& hand = hands_[static_cast<std::size_t>(seat)];
        hand.erase(std::find(hand.begin(), hand.end(), laid));
        series.push_back(laid);
        Pegged pegged = by(seat, scorePlay(series).total);
        if (seriesCount(series) < 31) {
            const Pegged after = rest(series, (seat + 1) % players_, seat);
            pegged.mine += after.mine;
            pegged.others += after.others;
        }
        series.pop_back();
        hand.push_back(laid);
        return pegged;
    }

    // My side's points less the other sides', each opponent's half with three.
    double worth(const Pegged& pegged) const {
        return pegged.mine - pegged.others / (players_ == 4 ? 1.0 : players_ - 1.0);
    }

private:
    Pegged rest(std::vector<Card>& series, int from, int last) {
        const int count = seriesCount(series);
        for (int step = 0; step < players_; ++step) {
            const int seat = (from + step) % players_;
            const auto s = static_cast<std::size_t>(seat);
            if (hands_[s].empty() || out_[s]) {
                continue;
            }
            const std::vector<Card> fitting = playableCards(hands_[s], count);
            if (fitting.empty()) {
                out_[s] = true;
                const Pegged pegged = rest(series, (seat + 1) % players_, last);
                out_[s] = false;
                return pegged;
            }
            std::optional<Pegged> best;
            for (Card c : fitting) {
                const Pegged pegged = afterLaying(series, seat, c);
                if (!best || worth(pegged) > worth(*best)) {
                    best = pegged;
                }
            }
            return *best;  // the others hold one card: their only choice
        }
        return count != 31 ? by(last, 1) : Pegged{};
    }

    Pegged by(int seat, int points) const {
        const bool mySide = players_ == 4 ? seat % 2 == me_ % 2 : seat == me_;
        return mySide ? Pegged{static_cast<double>(points), 0}
                      : Pegged{0, static_cast<double>(points)};
    }

    int players_;
    int me_;
    std::vector<std::vector<Card>> hands_;
    std::vector<bool> out_;
};

// With one other seat holding one card, the expectation is exact: the average over every
// card it may hold of the series played out with that card known. Now and then that seat has
// said Go earlier in the deal, so that its card is worth more than some value.
TEST(SeriesExpectation, IsTheAverageOverTheOneCardTheOnlyOtherHolderMayHold) {
    Rng rng(2026);
    int checked = 0;
    for (int round = 0; round < 400; ++round) {
        const int players = 3 + round % 2;
        const int other = 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(players - 1)));
        const auto shuffled = shuffledDeck(rng.next());
        const std::vector<Card> deck(shuffled.begin(), shuffled.end());
        std::vector<Card> series;
        std::size_t next = 0;
        const auto seriesLength = rng.below(4);
        while (series.size() < seriesLength && seriesCount(series) + deck[next].value() < 31) {
            series.push_back(deck[next++]);
        }
        const auto handSize = 1 + rng.below(3);
        std::vector<Card> hand(deck.begin() + static_cast<long>(next),
                               deck.begin() + static_cast<long>(next + handSize));
        next += handSize;
        const std::vector<Card> playable = playableCards(hand, seriesCount(series));
        if (playable.empty()) {
            continue;
        }
        const auto unseenSize = 4 + rng.below(8);
        const std::vector<Card> unseen(deck.begin() + static_cast<long>(next),
                                       deck.begin() + static_cast<long>(next + unseenSize));
        MultiPlayPosition position;
        position.players = players;
        position.seat = 0;
        position.hand = hand;
        position.cardsHeld.assign(static_cast<std::size_t>(players), 0);
        position.cardsHeld[0] = static_cast<int>(hand.size());
        position.cardsHeld[static_cast<std::size_t>(other)] = 1;
        position.series = series;
        position.unseen = CardSet::of(unseen);
        const int above = round % 3 == 0 ? 1 + static_cast<int>(rng.below(9)) : 0;
        position.heldAbove.assign(static_cast<std::size_t>(players), 0);
        position.heldAbove[static_cast<std::size_t>(other)] = above;
        std::vector<Card> mayHold;
        std::ranges::copy_if(unseen, std::back_inserter(mayHold),
                             [above](Card c) { return c.value() > above; });
        if (mayHold.empty()) {
            mayHold = unseen;  // Go's the unseen cards cannot bear out: any of them
        }
        const auto options = expectMultiPlay(position, {.leastChance = 0});
        ASSERT_EQ(options.size(), playable.size());
        for (const MultiPlayOption& option : options) {
            Pegged sum;
            double worth = 0;
            for (Card held : mayHold) {
                std::vector<std::vector<Card>> hands(static_cast<std::size_t>(players));
                hands[0] = hand;
                hands[static_cast<std::size_t>(other)] = {held};
                std::vector<Card> line = series;
                KnownHands known(players, 0, hands);
                const Pegged pegged = known.afterLaying(line, 0, option.card);
                sum.mine += pegged.mine;
                sum.others += pegged.others;
                worth += known.worth(pegged);
            }
            const auto n = static_cast<double>(mayHold.size());
            SCOPED_TRACE(::testing::Message()
                         << players << " players, above " << above << ", series "
                         << toString(series) << ", hand " << toString(hand) << ", laying "
                         << toString(option.card));
            EXPECT_NEAR(option.rankValue, worth / n, 1e-9);
            EXPECT_NEAR(option.sidePoints, sum.mine / n, 1e-9);
            EXPECT_NEAR(option.opponentPoints, sum.others / n, 1e-9);
            ++checked;
        }
        EXPECT_TRUE(std::ranges::is_sorted(options, std::greater{}, &MultiPlayOption::rankValue));
    }
    EXPECT_GT(checked, 300);
}

// At a count of 21 a ten-card makes 31 and ends the series; the four leaves the next player
// a chance at 31 or a pair.
TEST(SeriesExpectation, TakesThirtyOneWhenItCan) {
    MultiPlayPosition position;
    position.players = 4;
    position.seat = 1;
    position.hand = cards("KH 4C");
    position.cardsHeld = {3, 2, 3, 3};
    position.series = cards("9C 5D 7S");
    position.unseen = CardSet::fullDeck().without(CardSet::of(cards("KH 4C 9C 5D 7S 2C")));
    const auto options = expectMultiPlay(position);
    ASSERT_EQ(options.size(), 2U);
    EXPECT_EQ(options[0].card, card("KH"));
    EXPECT_DOUBLE_EQ(options[0].rankValue, 2.0);
    EXPECT_DOUBLE_EQ(options[0].sidePoints, 2.0);
    EXPECT_DOUBLE_EQ(options[0].opponentPoints, 0.0);
    EXPECT_EQ(options[0].reason.id, ReasonId::MakesThirtyOne);
    EXPECT_EQ(bestBySeriesExpectation(position, position.hand), card("KH"));
}

// With the later series followed, a card is worth what it leaves for them too. Seat 1 holds
// the one card unseen, a ten, and leads the next series. At a count of 20, the jack leaves my
// five to make 15 on its ten (a Go to me, then 2 and the last card: 4); the five first leaves
// only my jack (the Go, then the last card: 2). At 21 the king makes 31 and keeps the five
// for the next series (2, then 2 and 1); the five first leaves the king (1, then 1).
TEST(SeriesExpectation, FollowsTheLaterSeriesWhenAsked) {
    struct Case {
        const char* series;
        const char* hand;
        const char* first;
        double firstPoints;
        double secondPoints;
        double firstInTheSeries;
        double secondInTheSeries;
    };
    const Case each[] = {{"KC TD", "JH 5S", "JH", 4, 2, 1, 1},
                         {"9C 5D 7S", "KH 5S", "KH", 5, 2, 2, 1}};
    for (const Case& c : each) {
        MultiPlayPosition position;
        position.players = 3;
        position.seat = 0;
        position.hand = cards(c.hand);
        position.cardsHeld = {2, 1, 0};
        position.series = cards(c.series);
        position.unseen = CardSet::of(cards("TH"));
        const auto whole = expectMultiPlay(position, {.leastChance = 0, .laterSeries = true});
        ASSERT_EQ(whole.size(), 2U) << c.series;
        EXPECT_EQ(whole[0].card, card(c.first)) << c.series;
        EXPECT_DOUBLE_EQ(whole[0].sidePoints, c.firstPoints) << c.series;
        EXPECT_DOUBLE_EQ(whole[1].sidePoints, c.secondPoints) << c.series;
        EXPECT_DOUBLE_EQ(whole[0].opponentPoints + whole[1].opponentPoints, 0.0) << c.series;
        const auto series = expectMultiPlay(position, {.leastChance = 0});
        ASSERT_EQ(series.size(), 2U) << c.series;
        EXPECT_DOUBLE_EQ(series[0].sidePoints, c.firstInTheSeries) << c.series;
        EXPECT_DOUBLE_EQ(series[1].sidePoints, c.secondInTheSeries) << c.series;
    }
}

// Whole games of three and four Experts: whenever the cards that fit are of more than one
// rank, the Expert lays a card of the rank the series expectation ranks first (with its limits:
// to the end of the play), or where the opponents play as Easy would (drawDealsAsEasys finds their
// deals), the card it is best to lay over those deals; the Reference (which searches
// drawn hands at three and looks one card ahead at four) does not always.
TEST(SeriesExpectation, IsHowTheExpertPlaysAtATable) {
    // Four games take half a minute in the release build; a sanitized build, ten to twenty times
    // slower, plays one.
    const std::uint64_t games = testing::kSanitizedBuild ? 1 : 4;
    for (int players = 3; players <= 4; ++players) {
        const auto expert = makeComputerPlayer(Level::Expert);
        const auto reference = makeComputerPlayer(Level::Reference);
        int choices = 0;
        int read = 0;
        int referenceDiffers = 0;
        RuleSettings rules;
        rules.players = players;
        for (std::uint64_t seed = 1; seed <= games; ++seed) {
            Game game = testing::newGame(testing::setupOf(rules, seed));
            Rng rng(seed);
            while (game.state().phase != Phase::MatchOver) {
                const SeatView view = game.view(game.awaiting().front());
                Rng expertsRng = rng;
                const Action action = expert->decide(view, rng);
                const auto* play = std::get_if<Play>(&action);
                const std::vector<Card> playable = playableCards(view.hand, view.count);
                const bool severalRanks = std::ranges::any_of(
                    playable, [&](Card c) { return c.rank() != playable.front().rank(); });
                if (play != nullptr && severalRanks) {
                    const MultiPlayPosition position = multiPlayPositionFromView(view).value();
                    const SeriesExpectationLimits limits =
                        seriesExpectationLimitsOf(kExpert, players).value();
                    const auto best = bestBySeriesExpectation(position, playable, limits);
                    ASSERT_TRUE(best.has_value());
                    EXPECT_EQ(expectMultiPlay(position, limits).front().card.rank(), best->rank());
                    const int dealsRead =
                        players == 3 ? kExpert.easyDealsAtThree : kExpert.easyDealsAtFour;
                    const auto deals = drawDealsAsEasys(view, position, dealsRead, expertsRng);
                    const auto bestOverDeals =
                        bestOverDrawnDeals(position, playable, deals, easyLiking, limits);
                    EXPECT_EQ(play->card.rank(), (bestOverDeals ? bestOverDeals : best)->rank());
                    read += bestOverDeals ? 1 : 0;
                    const Action byReference = reference->decide(view, rng);
                    referenceDiffers += std::get<Play>(byReference).card.rank() != best->rank();
                    ++choices;
                }
                testing::act(game, action);
            }
        }
        // Experts do not play as Easy: the reading finds their deals only now and then.
        EXPECT_GT(read, 0) << players << " players";
        EXPECT_LT(read, choices) << players << " players";
        EXPECT_GT(choices, 25 * static_cast<int>(games)) << players << " players";
        EXPECT_GT(referenceDiffers, 0) << players << " players";
    }
}

}  // namespace
}  // namespace cribbage
