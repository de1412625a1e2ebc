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
// the reason.
inline std::string refuse(Game& game, const Action& action) {
    const GameState before = game.state();
    const std::size_t historySize = game.history().size();
    auto events = game.apply(action);
    EXPECT_FALSE(events.ok()) << describe(action) << " was accepted";
    EXPECT_EQ(game.state(), before) << describe(action) << " changed the state";
    EXPECT_EQ(game.history().size(), historySize);
    return events.ok() ? std::string{} : events.error();
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

}  // namespace cribbage::testing
