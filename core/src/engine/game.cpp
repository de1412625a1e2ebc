#include "cribbage/game.h"

#include <utility>

#include "applying.h"
#include "cribbage/deck.h"

namespace cribbage {
namespace {

struct Dispatch {
    detail::Applying& applying;
    detail::Refusal operator()(const Cut& a) const { return detail::applyCut(applying, a); }
    detail::Refusal operator()(const Deal& a) const { return detail::applyDeal(applying, a); }
    detail::Refusal operator()(const LayAway& a) const { return detail::applyLayAway(applying, a); }
    detail::Refusal operator()(const Play& a) const { return detail::applyPlay(applying, a); }
    detail::Refusal operator()(const Go& a) const { return detail::applyGo(applying, a); }
    detail::Refusal operator()(const ClaimCount& a) const {
        return detail::applyClaimCount(applying, a);
    }
    detail::Refusal operator()(const AcceptCount& a) const {
        return detail::applyAcceptCount(applying, a);
    }
    detail::Refusal operator()(const CallMuggins& a) const {
        return detail::applyCallMuggins(applying, a);
    }
};

}  // namespace

Game::Game(GameSetup setup) : setup_(std::move(setup)) {
    state_.rng = Rng(setup_.seed);
}

Result<Game> Game::create(GameSetup setup) {
    if (auto error = checkSettings(setup.rules)) {
        return *error;
    }
    if (auto error = detail::checkStanding(setup.standing, setup.rules)) {
        return *error;
    }
    for (const auto& stacked : setup.stackedDecks) {
        if (auto error = checkStackedCards(stacked)) {
            return *error;
        }
    }
    Game game(std::move(setup));
    std::vector<Event> unused;
    detail::Applying applying{game.setup_, game.state_, unused};
    detail::startMatch(applying);
    return game;
}

Result<std::vector<Event>> Game::apply(const Action& action) {
    const int seat = actingSeat(action);
    if (seat < 0 || seat >= setup_.rules.players) {
        return Error{"there is no " + seatName(seat) + " at a table of " +
                         std::to_string(setup_.rules.players),
                     ErrorCode::NoSuchSeat,
                     {seat},
                     {setup_.rules.players}};
    }
    // Every phase checks the whole action before it changes anything.
    std::vector<Event> events;
    detail::Applying applying{setup_, state_, events};
    if (auto refusal = std::visit(Dispatch{applying}, action)) {
        return *refusal;
    }
    history_.push_back(action);
    return events;
}

std::vector<int> Game::awaiting() const {
    const auto& rules = setup_.rules;
    switch (state_.phase) {
        case Phase::CutForDeal:
            return {state_.cutters.front()};
        case Phase::Deal:
        case Phase::GameOver:
            return {state_.dealer};
        case Phase::LayAway: {
            std::vector<int> seats;
            for (int seat = 0; seat < rules.players; ++seat) {
                if (state_.laidAway[static_cast<std::size_t>(seat)].empty()) {
                    seats.push_back(seat);
                }
            }
            return seats;
        }
        case Phase::CutStarter:
            return {detail::starterCutter(state_, rules)};
        case Phase::Play:
            return {state_.play.toAct};
        case Phase::Show:
            return {state_.show.claimed ? detail::mugginsCaller(state_, rules)
                                        : detail::showCounter(state_, rules)};
        case Phase::MatchOver:
            break;
    }
    return {};
}

std::vector<Action> Game::legalActions(int seat) const {
    if (seat < 0 || seat >= setup_.rules.players) {
        return {};
    }
    switch (state_.phase) {
        case Phase::CutForDeal:
        case Phase::CutStarter:
            return detail::legalCuts(state_, setup_.rules, seat);
        case Phase::Deal:
        case Phase::GameOver:
            if (seat == state_.dealer) {
                return {Deal{seat}};
            }
            return {};
        case Phase::LayAway:
            return detail::legalLayAways(state_, setup_.rules, seat);
        case Phase::Play:
            return detail::legalPlays(state_, seat);
        case Phase::Show:
            return detail::legalShowActions(state_, setup_.rules, seat);
        case Phase::MatchOver:
            break;
    }
    return {};
}

Move Game::moveFor(int seat) const {
    if (seat < 0 || seat >= setup_.rules.players) {
        return Move::None;
    }
    return cribbage::moveFor(view(seat));
}

int Game::showCounter() const {
    return detail::showCounter(state_, setup_.rules);
}

bool Game::mayCallMuggins(int seat) const {
    return seat >= 0 && seat < setup_.rules.players &&
           detail::mayCallMuggins(state_, setup_.rules, seat);
}

SeatView Game::view(int seat) const {
    return makeSeatView(state_, setup_.rules, seat, awaiting());
}

Result<Game> replayGame(GameSetup setup, std::span<const Action> actions) {
    auto created = Game::create(std::move(setup));
    if (!created) {
        return created.failure();
    }
    Game game = std::move(created).value();
    for (std::size_t i = 0; i < actions.size(); ++i) {
        if (auto applied = game.apply(actions[i]); !applied) {
            Error refusal = applied.failure();
            refusal.message = "action " + std::to_string(i + 1) + " (" + describe(actions[i]) +
                              ") is refused: " + refusal.message;
            return refusal;
        }
    }
    return game;
}

}  // namespace cribbage
