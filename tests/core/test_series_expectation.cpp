#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "cribbage/action.h"
#include "cribbage/card_set.h"
#include "cribbage/computer_player.h"
#include "cribbage/deck.h"
#include "cribbage/game.h"
#include "cribbage/peg_score.h"
#include "cribbage/play_rules.h"
#include "cribbage/rng.h"
#include "engine_test_support.h"
#include "series_expectation.h"
#include "test_support.h"

namespace cribbage {
namespace {

using testing::card;
using testing::cards;

// The rest of the series played out with every hand known, `me` laying its best card for its
// side and every other seat the one card it holds when it fits: what it is worth to `me`'s
// side, as seriesExpectation counts it.
class KnownHands {
public:
    KnownHands(int players, int me, std::vector<std::vector<Card>> hands)
        : players_(players), me_(me), hands_(std::move(hands)), out_(hands_.size(), false) {}

    double afterLaying(std::vector<Card>& series, int seat, Card laid) {
        auto& hand = hands_[static_cast<std::size_t>(seat)];
        hand.erase(std::find(hand.begin(), hand.end(), laid));
        series.push_back(laid);
        double value = worth(seat) * scorePlay(series).total;
        if (seriesCount(series) < 31) {
            value += rest(series, (seat + 1) % players_, seat);
        }
        series.pop_back();
        hand.push_back(laid);
        return value;
    }

private:
    double rest(std::vector<Card>& series, int from, int last) {
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
                const double value = rest(series, (seat + 1) % players_, last);
                out_[s] = false;
                return value;
            }
            double best = -1e9;
            for (Card c : fitting) {
                best = std::max(best, afterLaying(series, seat, c));
            }
            return best;  // the others hold one card: their only choice
        }
        return count != 31 ? worth(last) : 0.0;
    }

    double worth(int seat) const {
        if (players_ == 4) {
            return seat % 2 == me_ % 2 ? 1.0 : -1.0;
        }
        return seat == me_ ? 1.0 : -1.0 / (players_ - 1);
    }

    int players_;
    int me_;
    std::vector<std::vector<Card>> hands_;
    std::vector<bool> out_;
};

// With one other seat holding one card, the expectation is exact: the average over every
// card it may hold of the series played out with that card known.
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
        TablePlayPosition position;
        position.players = players;
        position.seat = 0;
        position.hand = hand;
        position.cardsHeld.assign(static_cast<std::size_t>(players), 0);
        position.cardsHeld[0] = static_cast<int>(hand.size());
        position.cardsHeld[static_cast<std::size_t>(other)] = 1;
        position.series = series;
        position.unseen = CardSet::of(unseen);
        for (Card laid : playable) {
            double sum = 0;
            for (Card held : unseen) {
                std::vector<std::vector<Card>> hands(static_cast<std::size_t>(players));
                hands[0] = hand;
                hands[static_cast<std::size_t>(other)] = {held};
                std::vector<Card> line = series;
                sum += KnownHands(players, 0, hands).afterLaying(line, 0, laid);
            }
            const double expected = sum / static_cast<double>(unseen.size());
            EXPECT_NEAR(seriesExpectation(position, laid, {.leastChance = 0}), expected, 1e-9)
                << players << " players, series " << toString(series) << ", hand " << toString(hand)
                << ", laying " << toString(laid);
            ++checked;
        }
    }
    EXPECT_GT(checked, 300);
}

// At a count of 21 a ten-card makes 31 and ends the series; the four leaves the next player
// a chance at 31 or a pair.
TEST(SeriesExpectation, TakesThirtyOneWhenItCan) {
    TablePlayPosition position;
    position.players = 4;
    position.seat = 1;
    position.hand = cards("KH 4C");
    position.cardsHeld = {3, 2, 3, 3};
    position.series = cards("9C 5D 7S");
    position.unseen = CardSet::fullDeck().without(CardSet::of(cards("KH 4C 9C 5D 7S 2C")));
    const std::vector<Card> playable = position.hand;
    EXPECT_DOUBLE_EQ(seriesExpectation(position, card("KH"), {}), 2.0);
    EXPECT_EQ(bestBySeriesExpectation(position, playable, {}), card("KH"));
}

// Whole games of three and four Experts: whenever the cards that fit are of more than one
// rank, the Expert lays a card of the rank the series expectation ranks first; the Reference
// (which searches drawn hands at three and looks one card ahead at four) does not always.
TEST(SeriesExpectation, IsHowTheExpertPlaysAtATable) {
    for (int players = 3; players <= 4; ++players) {
        const auto expert = makeComputerPlayer(Level::Expert);
        const auto reference = makeComputerPlayer(Level::Reference);
        int choices = 0;
        int referenceDiffers = 0;
        RuleSettings rules;
        rules.players = players;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            Game game = testing::newGame(testing::setupOf(rules, seed));
            Rng rng(seed);
            while (game.state().phase != Phase::MatchOver) {
                const SeatView view = game.view(game.awaiting().front());
                const Action action = expert->decide(view, rng);
                const auto* play = std::get_if<Play>(&action);
                const std::vector<Card> playable = playableCards(view.hand, view.count);
                const bool severalRanks = std::ranges::any_of(
                    playable, [&](Card c) { return c.rank() != playable.front().rank(); });
                if (play != nullptr && severalRanks) {
                    const auto best = bestBySeriesExpectation(
                        tablePlayPositionFromView(view).value(), playable, {});
                    ASSERT_TRUE(best.has_value());
                    EXPECT_EQ(play->card.rank(), best->rank());
                    const Action byReference = reference->decide(view, rng);
                    referenceDiffers += std::get<Play>(byReference).card.rank() != best->rank();
                    ++choices;
                }
                testing::act(game, action);
            }
        }
        EXPECT_GT(choices, 100) << players << " players";
        EXPECT_GT(referenceDiffers, 0) << players << " players";
    }
}

}  // namespace
}  // namespace cribbage
