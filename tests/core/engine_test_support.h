#pragma once

// Test helpers for the game engine: applying actions, finding events, accounting for cards.

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "cribbage/card_set.h"
#include "cribbage/game.h"

namespace cribbage::testing {

// A setup with nothing stacked, from the first game of a match.
inline GameSetup setupOf(const RuleSettings& rules, std::uint64_t seed = 0) {
    GameSetup setup;
    setup.rules = rules;
    setup.seed = seed;
    return setup;
}

inline Game newGame(const GameSetup& setup) {
    auto game = Game::create(setup);
    EXPECT_TRUE(game.ok()) << (game.ok() ? "" : game.error());
    return std::move(game).value();
}

// Applies an action the test expects to be accepted.
inline std::vector<Event> act(Game& game, const Action& action) {
    auto events = game.apply(action);
    EXPECT_TRUE(events.ok()) << describe(action) << ": " << (events.ok() ? "" : events.error());
    return events.ok() ? *events : std::vector<Event>{};
}

// Applies an action the test expects to be refused; checks that nothing changed and returns
// the refusal.
inline Error refusal(Game& game, const Action& action) {
    const GameState before = game.state();
    const std::size_t historySize = game.history().size();
    auto events = game.apply(action);
    EXPECT_FALSE(events.ok()) << describe(action) << " was accepted";
    EXPECT_EQ(game.state(), before) << describe(action) << " changed the state";
    EXPECT_EQ(game.history().size(), historySize);
    return events.ok() ? Error{} : events.failure();
}

// The same, returning the refusal's message.
inline std::string refuse(Game& game, const Action& action) {
    return refusal(game, action).message;
}

template <class E>
std::vector<E> eventsOf(const std::vector<Event>& events) {
    std::vector<E> found;
    for (const Event& event : events) {
        if (const auto* e = std::get_if<E>(&event)) {
            found.push_back(*e);
        }
    }
    return found;
}

// The first action the engine would accept from the first seat it awaits.
inline Action firstLegalAction(const Game& game) {
    const int seat = game.awaiting().front();
    return game.legalActions(seat).front();
}

using Chooser = std::function<Action(const Game&)>;

// Plays with `choose` until `stop` holds (checked before every action) or the match is over.
// Returns the events of every action applied.
inline std::vector<Event> playUntil(Game& game, const Chooser& choose,
                                    const std::function<bool(const Game&)>& stop) {
    std::vector<Event> all;
    while (game.state().phase != Phase::MatchOver && !stop(game)) {
        const auto events = act(game, choose(game));
        all.insert(all.end(), events.begin(), events.end());
        if (::testing::Test::HasFailure()) {
            break;
        }
    }
    return all;
}

// Every card of the state, wherever it lies, in one list (duplicates kept).
inline std::vector<Card> everyCard(const GameState& state) {
    std::vector<Card> cards = state.pack;
    const auto add = [&cards](const std::vector<Card>& more) {
        cards.insert(cards.end(), more.begin(), more.end());
    };
    for (const auto& cut : state.cutCards) {
        if (cut) {
            cards.push_back(*cut);
        }
    }
    for (const auto& hand : state.hands) {
        add(hand);
    }
    for (const auto& laid : state.laidAway) {
        add(laid);
    }
    for (const auto& played : state.played) {
        add(played);
    }
    add(state.cribDealt);
    if (state.starter) {
        cards.push_back(*state.starter);
    }
    return cards;
}

// A stacked top of the pack: `top` first, as named.
inline std::vector<Card> stackedTop(std::string_view names) {
    auto parsed = parseCards(names);
    EXPECT_TRUE(parsed.ok()) << names;
    return parsed.ok() ? *parsed : std::vector<Card>{};
}

// The Board Game Arena example of RULES.md: Alice (seat 0) deals; Alice keeps 5S 4S 2S 6H
// and lays away TS 8D, Bob (seat 1) keeps 6D JH 4H 7C and lays away KC 8C; the starter is 5H.
// Shuffle 0 is the cut for the deal: Alice cuts AC, Bob KC (both cutting 4 cards deep).
// Shuffle 1 is the deal, one card at a time from Bob; the starter lies 4 cards under the
// 12 dealt.
inline GameSetup bgaSetup(RuleSettings rules = {}) {
    GameSetup setup;
    setup.rules = rules;
    setup.seed = 2024;
    setup.stackedDecks = {stackedTop("2D 3D 4D 5D AC KC"),
                          stackedTop("6D 5S JH 4S 4H 2S 7C 6H KC TS 8C 8D AC 2C 3C 9C 5H")};
    return setup;
}

inline constexpr int kAlice = 0;
inline constexpr int kBob = 1;

// Cut for the deal: Alice is to deal.
inline Game bgaGameAtTheDeal(RuleSettings rules = {}) {
    Game game = newGame(bgaSetup(rules));
    act(game, Cut{kAlice, 4});
    act(game, Cut{kBob, 4});
    return game;
}

// Cut for the deal and deal: both are to lay away.
inline Game bgaGameLayingAway(RuleSettings rules = {}) {
    Game game = bgaGameAtTheDeal(rules);
    act(game, Deal{kAlice});
    return game;
}

// Cut for the deal, deal, lay away and cut the starter: the play is about to begin.
inline Game bgaGameAtThePlay(RuleSettings rules = {}) {
    Game game = bgaGameLayingAway(rules);
    act(game, LayAway{kAlice, stackedTop("TS 8D")});
    act(game, LayAway{kBob, stackedTop("KC 8C")});
    act(game, Cut{kBob, 4});
    return game;
}

// The play of the example, card by card.
inline std::vector<Action> bgaPlay() {
    const auto c = [](std::string_view name) { return stackedTop(name).front(); };
    return {Play{kBob, c("JH")},
            Play{kAlice, c("5S")},
            Play{kBob, c("7C")},
            Play{kAlice, c("6H")},
            Go{kBob},
            Play{kAlice, c("2S")},
            Play{kBob, c("6D")},
            Play{kAlice, c("4S")},
            Play{kBob, c("4H")}};
}

// The whole play of the example too: the show begins with Bob's hand (worth 9).
inline Game bgaGameAtTheShow(RuleSettings rules = {}) {
    Game game = bgaGameAtThePlay(rules);
    for (const Action& action : bgaPlay()) {
        act(game, action);
    }
    return game;
}

}  // namespace cribbage::testing
