// Thousands of games with random legal actions, and random illegal actions tried between
// the steps; the invariants of the state machine are checked after every step.

#include <gtest/gtest.h>

#include <algorithm>

#include "cribbage/card_set.h"
#include "cribbage/rng.h"
#include "engine_test_support.h"

namespace cribbage::testing {
namespace {

int pick(Rng& rng, int bound) {
    return static_cast<int>(rng.below(static_cast<std::uint64_t>(bound)));
}

Card randomCard(Rng& rng) {
    return Card::fromIndex(pick(rng, kDeckSize));
}

// Any action at all: mostly wrong, sometimes right.
Action randomAction(Rng& rng, int players) {
    const int seat = pick(rng, players + 2) - 1;  // -1 and `players` are no seats
    switch (pick(rng, 8)) {
        case 0:
            return Cut{seat, pick(rng, 52) - 2};
        case 1:
            return Deal{seat};
        case 2: {
            std::vector<Card> cards(static_cast<std::size_t>(pick(rng, 4)));
            for (Card& card : cards) {
                card = randomCard(rng);
            }
            return LayAway{seat, cards};
        }
        case 3:
            return Play{seat, randomCard(rng)};
        case 4:
            return Go{seat};
        case 5:
            return ClaimCount{seat, pick(rng, 32) - 2};
        case 6:
            return AcceptCount{seat};
        default:
            return CallMuggins{seat};
    }
}

// Laying away the same cards in another order is the same action.
bool sameAction(const Action& a, const Action& b) {
    const auto* layA = std::get_if<LayAway>(&a);
    const auto* layB = std::get_if<LayAway>(&b);
    if (layA != nullptr && layB != nullptr) {
        return layA->seat == layB->seat && layA->cards.size() == layB->cards.size() &&
               CardSet::of(layA->cards) == CardSet::of(layB->cards);
    }
    return a == b;
}

bool isLegal(const Game& game, const Action& action) {
    const auto legal = game.legalActions(actingSeat(action));
    return std::any_of(legal.begin(), legal.end(),
                       [&action](const Action& other) { return sameAction(action, other); });
}

void checkCards(const GameState& state) {
    const auto cards = everyCard(state);
    ASSERT_EQ(cards.size(), 52U);
    ASSERT_EQ(CardSet::of(cards), CardSet::fullDeck()) << "a card is in two places";
}

void checkPlay(const GameState& state) {
    int count = 0;
    for (Card card : state.play.series) {
        count += card.value();
    }
    ASSERT_EQ(state.play.count, count);
    ASSERT_LE(count, 31);
}

// Scores never go down within a game, and the game stops exactly when a side reaches the
// target: the points that reach it are the last points of the game.
void checkScores(const Game& game, const GameState& before, const std::vector<Event>& events) {
    const GameState& after = game.state();
    const int target = game.rules().target;
    const bool newGame = after.gameNumber != before.gameNumber;
    ASSERT_TRUE(!newGame || after.gameNumber == before.gameNumber + 1);
    for (std::size_t side = 0; side < after.scores.size(); ++side) {
        if (!newGame) {
            ASSERT_GE(after.scores[side], before.scores[side]);
        }
        ASSERT_GE(after.gamePoints[side], before.gamePoints[side]);
    }
    const bool someoneReached = std::any_of(after.scores.begin(), after.scores.end(),
                                            [target](int score) { return score >= target; });
    const bool over = after.phase == Phase::GameOver || after.phase == Phase::MatchOver;
    ASSERT_EQ(someoneReached, over);
    for (std::size_t i = 0; i < events.size(); ++i) {
        const auto* scored = std::get_if<PointsScored>(&events[i]);
        if (scored == nullptr || scored->newScore < target) {
            continue;
        }
        ASSERT_LT(scored->oldScore, target);
        ASSERT_LT(i + 1, events.size());
        ASSERT_TRUE(std::holds_alternative<GameWon>(events[i + 1]));
        for (std::size_t j = i + 1; j < events.size(); ++j) {
            ASSERT_FALSE(std::holds_alternative<PointsScored>(events[j])) << "scored after the end";
        }
    }
}

// The seats awaited are those with legal actions, but for muggins, which any seat of another
// side than the counter's may call out of turn: checked for the awaited seats and one other
// seat picked at random.
void checkTurns(const Game& game, Rng& rng) {
    const auto awaiting = game.awaiting();
    ASSERT_EQ(awaiting.empty(), game.state().phase == Phase::MatchOver);
    for (int seat : awaiting) {
        ASSERT_FALSE(game.legalActions(seat).empty()) << "seat " << seat;
    }
    const int other = pick(rng, game.rules().players);
    if (std::find(awaiting.begin(), awaiting.end(), other) == awaiting.end()) {
        for (const Action& action : game.legalActions(other)) {
            ASSERT_TRUE(std::holds_alternative<CallMuggins>(action)) << "seat " << other;
            ASSERT_TRUE(game.mayCallMuggins(other)) << "seat " << other;
        }
    }
}

// `before` is the state of the game now.
void tryIllegalActions(Game& game, Rng& rng, const GameState& before) {
    for (int attempt = 0; attempt < 3; ++attempt) {
        const Action action = randomAction(rng, game.rules().players);
        if (isLegal(game, action)) {
            continue;
        }
        const auto result = game.apply(action);
        ASSERT_FALSE(result.ok()) << describe(action) << " was accepted in phase "
                                  << phaseName(before.phase);
        ASSERT_FALSE(result.error().empty());
        ASSERT_EQ(game.state(), before) << describe(action) << " changed the state";
    }
}

void playRandomMatch(const GameSetup& setup, Rng& rng) {
    Game game = newGame(setup);
    int steps = 0;
    while (game.state().phase != Phase::MatchOver) {
        ASSERT_LT(++steps, 20000) << "the match never ends";
        checkTurns(game, rng);
        const GameState before = game.state();
        tryIllegalActions(game, rng, before);
        const auto awaiting = game.awaiting();
        const int seat =
            awaiting[static_cast<std::size_t>(pick(rng, static_cast<int>(awaiting.size())))];
        const auto legal = game.legalActions(seat);
        const Action& action =
            legal[static_cast<std::size_t>(pick(rng, static_cast<int>(legal.size())))];
        const auto events = game.apply(action);
        ASSERT_TRUE(events.ok()) << describe(action) << ": " << events.error();
        checkCards(game.state());
        checkPlay(game.state());
        checkScores(game, before, *events);
    }
    const auto& points = game.state().gamePoints;
    ASSERT_GE(*std::max_element(points.begin(), points.end()), setup.rules.matchGames);
}

void playRandomMatches(int players, int matches, Variant variant = Variant::SixCard) {
    Rng rng(static_cast<std::uint64_t>(players) * 1000003);
    for (int i = 0; i < matches; ++i) {
        GameSetup setup;
        setup.seed = rng.next();
        setup.rules.players = players;
        setup.rules.target = pick(rng, 2) == 0 ? 61 : 121;
        setup.rules.variant = variant;
        if (variant == Variant::FiveCard) {
            setup.rules.target = usualTarget(variant);
        }
        setup.rules.muggins = pick(rng, 3) == 0;
        setup.rules.firstDealer = pick(rng, 2) == 0 ? FirstDealer::Cut : FirstDealer::Random;
        setup.rules.skunk = static_cast<SkunkRule>(pick(rng, 3));
        const int flush = pick(rng, 3);  // standard, the crib's four, only five
        setup.rules.cribFourCardFlush = flush == 1;
        setup.rules.fiveCardFlushOnly = flush == 2;
        setup.rules.matchGames = 1 + pick(rng, 3);
        SCOPED_TRACE("seed " + std::to_string(setup.seed));
        playRandomMatch(setup, rng);
        if (::testing::Test::HasFatalFailure()) {
            return;
        }
    }
}

// Builds with sanitizers and no optimisation run a tenth of the matches, to stay quick.
#ifdef NDEBUG
constexpr int kMatchesPerTest = 400;
#else
constexpr int kMatchesPerTest = 40;
#endif

TEST(RandomMatches, TwoPlayers) {
    playRandomMatches(2, kMatchesPerTest);
}
TEST(RandomMatches, ThreePlayers) {
    playRandomMatches(3, kMatchesPerTest);
}
TEST(RandomMatches, FourPlayers) {
    playRandomMatches(4, kMatchesPerTest);
}
TEST(RandomMatches, FiveCard) {
    playRandomMatches(2, kMatchesPerTest, Variant::FiveCard);
}

}  // namespace
}  // namespace cribbage::testing
