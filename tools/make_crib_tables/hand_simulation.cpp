#include "hand_simulation.h"

#include <algorithm>
#include <variant>

#include "cribbage/analysis/play_analysis.h"
#include "cribbage/game.h"

namespace cribbage::tools {
namespace {

Result<Action> chooseAction(const Game& game, int seat, const DiscardTables& tables) {
    const GameState& state = game.state();
    const std::vector<Action> legal = game.legalActions(seat);
    if (state.phase == Phase::LayAway) {
        auto options = analyzeDiscards(state.hands[static_cast<std::size_t>(seat)],
                                       state.dealer == seat, Standing{}, tables);
        if (!options) {
            return Error{options.error()};
        }
        const auto& best = options->front().laidAway;
        return Action{LayAway{seat, {best[0], best[1]}}};
    }
    if (state.phase == Phase::Play && std::holds_alternative<Play>(legal.front())) {
        auto position = playPositionFromView(game.view(seat));
        if (!position) {
            return Error{position.error()};
        }
        auto options = analyzePlay(*position);
        if (!options) {
            return Error{options.error()};
        }
        return Action{Play{seat, options->front().card}};
    }
    // The deal, a Go, and the cut for the starter (from the middle of the pack).
    return legal[legal.size() / 2];
}

}  // namespace

Result<SimulatedHand> simulateHand(std::uint64_t seed, const DiscardTables& tables) {
    GameSetup setup;
    setup.seed = seed;
    setup.rules.firstDealer = FirstDealer::Random;
    auto created = Game::create(setup);
    if (!created) {
        return Error{created.error()};
    }
    Game game = std::move(created).value();
    SimulatedHand hand{};
    bool dealt = false;
    while (!dealt || game.state().phase == Phase::LayAway ||
           game.state().phase == Phase::CutStarter || game.state().phase == Phase::Play) {
        const int seat = game.awaiting().front();
        if (game.state().phase == Phase::Play && !dealt) {
            return Error{"the play began before the deal"};
        }
        auto action = chooseAction(game, seat, tables);
        if (!action) {
            return Error{action.error()};
        }
        dealt = dealt || std::holds_alternative<Deal>(*action);
        const bool playStarts = game.state().phase == Phase::CutStarter;
        const int dealer = game.state().dealer;  // the last card of the play passes the deal
        auto events = game.apply(*action);
        if (!events) {
            return Error{describe(*action) + ": " + events.error()};
        }
        if (playStarts) {
            for (int s = 0; s < 2; ++s) {
                const auto& held = game.state().hands[static_cast<std::size_t>(s)];
                std::copy(held.begin(), held.end(), hand.kept[s == dealer].begin());
            }
        }
        for (const Event& event : *events) {
            const auto* scored = std::get_if<PointsScored>(&event);
            if (scored != nullptr && scored->source == ScoreSource::Play) {
                hand.pegged[scored->seat == dealer] += scored->points;
            }
        }
    }
    return hand;
}

}  // namespace cribbage::tools
