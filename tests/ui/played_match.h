#pragma once

#include <QDateTime>

#include "cribbage/game.h"
#include "library/library_game.h"

namespace cribbage::ui::test {

// A match of `rules` dealt from `seed`, played to its end by taking each seat's first legal
// action in turn (a stand-in for players: the library keeps any legal match).
inline Game playedMatch(std::uint64_t seed, RuleSettings rules = {}) {
    GameSetup setup;
    setup.rules = rules;
    setup.seed = seed;
    Game game = Game::create(setup).value();
    while (game.state().phase != Phase::MatchOver) {
        const int seat = game.awaiting().front();
        (void)game.apply(game.legalActions(seat).front()).value();
    }
    return game;
}

// The library's game of `game`, the person at seat 0 and the computer at `level` elsewhere.
inline LibraryGame keptMatch(const Game& game, Level level, const QDateTime& played) {
    Lineup lineup(game.rules().players, ComputerLevel{level});
    lineup[0] = PersonHere{};
    return libraryGameOf(game, lineup, {}, played);
}

}  // namespace cribbage::ui::test
