#pragma once

// Test helpers for the computer players: seat views of chosen situations.

#include <string_view>
#include <variant>
#include <vector>

#include "cribbage/action.h"
#include "cribbage/card_set.h"
#include "cribbage/computer_player.h"
#include "cribbage/rules.h"
#include "cribbage/seat_view.h"
#include "test_support.h"

namespace cribbage::testing {

// Seat 0 of a game of `players` at the lay-away, holding `hand` (6 cards with two players,
// else 5).
inline SeatView layAwayView(std::string_view hand, bool dealer, int players = 2) {
    SeatView view;
    view.seat = 0;
    view.rules.players = players;
    view.dealer = dealer ? 0 : 1;
    view.phase = Phase::LayAway;
    view.awaiting = {0};
    view.hand = cards(hand);
    const auto seats = static_cast<std::size_t>(players);
    view.cardsHeld.assign(seats, static_cast<int>(view.hand.size()));
    view.hasLaidAway.assign(seats, false);
    view.played.assign(seats, {});
    view.scores.assign(static_cast<std::size_t>(sideCount(view.rules)), 0);
    return view;
}

// The cards `level` lays away in `view`, its generator seeded with `seed`.
inline std::vector<Card> laidAwayBy(Level level, const SeatView& view, std::uint64_t seed = 1) {
    Rng rng(seed);
    const Action action = makeComputerPlayer(level)->decide(view, rng);
    const auto* layAway = std::get_if<LayAway>(&action);
    EXPECT_NE(layAway, nullptr) << describe(action);
    return layAway != nullptr ? layAway->cards : std::vector<Card>{};
}

inline CardSet setOf(std::string_view names) {
    return CardSet::of(cards(names));
}

// Seat 0 of a two-player game in the play, holding `hand`, the current series `series`.
inline SeatView playView(std::string_view hand, std::string_view series) {
    SeatView view;
    view.seat = 0;
    view.dealer = 0;
    view.phase = Phase::Play;
    view.awaiting = {0};
    view.hand = cards(hand);
    view.laidAway = {};
    view.starter = card("KS");
    view.series = cards(series);
    for (Card card : view.series) {
        view.count += card.value();
    }
    view.played = {{}, view.series};
    view.cardsHeld = {static_cast<int>(view.hand.size()), 4 - static_cast<int>(view.series.size())};
    view.scores = {0, 0};
    return view;
}

// Muggins, seat 0 of two: seat 1 (the pone) shows `shown` with `starter`; seat 0 either
// counts it (claimed empty: seat 0 is the counter) or judges seat 1's claim.
inline SeatView showView(std::string_view shown, std::string_view starter,
                         std::optional<int> claimed) {
    SeatView view;
    view.rules.muggins = true;
    view.phase = Phase::Show;
    view.starter = card(starter);
    view.showStep = 0;  // the pone's hand
    view.claimed = claimed;
    view.dealer = 0;
    view.seat = claimed ? 0 : 1;
    view.played = {{}, cards(shown)};
    view.awaiting = {view.seat};
    view.cardsHeld = {0, 0};
    view.scores = {0, 0};
    return view;
}

}  // namespace cribbage::testing
