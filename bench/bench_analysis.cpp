// The expert's decisions: the discard analysis of a six-card deal, and one card in the play.
// Each iteration analyses the next of a fixed set of deals or positions from seeded games.

#include <benchmark/benchmark.h>

#include <array>
#include <variant>
#include <vector>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/deck.h"
#include "cribbage/game.h"

namespace cribbage {
namespace {

constexpr int kSamples = 64;

void BM_ExpertDiscardAnalysis(benchmark::State& state) {
    std::vector<std::array<Card, 6>> deals;
    for (int seed = 0; seed < kSamples; ++seed) {
        const auto deck = shuffledDeck(static_cast<std::uint64_t>(seed));
        deals.push_back({deck[0], deck[1], deck[2], deck[3], deck[4], deck[5]});
    }
    std::size_t next = 0;
    for (auto _ : state) {
        const auto& deal = deals[next++ % deals.size()];
        auto options = analyzeDiscards(deal, next % 2 == 0);
        benchmark::DoNotOptimize(options);
    }
}
BENCHMARK(BM_ExpertDiscardAnalysis)->Unit(benchmark::kMicrosecond);

// Plays the first hand of a seeded game with the expert's choices until `played` cards are
// on the table and a seat must lay a card; that seat's position, if the hand gets there.
std::optional<PlayPosition> positionAfter(std::uint64_t seed, int played) {
    GameSetup setup;
    setup.seed = seed;
    setup.rules.firstDealer = FirstDealer::Random;
    Game game = std::move(Game::create(setup)).value();
    while (game.state().phase != Phase::Show && game.state().phase != Phase::GameOver) {
        const GameState& table = game.state();
        const int seat = game.awaiting().front();
        const std::vector<Action> legal = game.legalActions(seat);
        Action action = legal[legal.size() / 2];
        if (table.phase == Phase::LayAway) {
            const auto best =
                analyzeDiscards(table.hands[static_cast<std::size_t>(seat)], table.dealer == seat)
                    .value()
                    .front()
                    .laidAway;
            action = LayAway{seat, {best[0], best[1]}};
        } else if (table.phase == Phase::Play && std::holds_alternative<Play>(legal.front())) {
            const PlayPosition position = playPositionFromView(game.view(seat)).value();
            if (static_cast<int>(position.myPlayed.size() + position.opponentPlayed.size()) ==
                played) {
                return position;
            }
            action = Play{seat, analyzePlay(position).value().front().card};
        } else if (table.phase == Phase::Deal && table.starter) {
            return std::nullopt;  // the hand is over
        }
        game.apply(action);
    }
    return std::nullopt;
}

// Arg: the cards already played (0 is the lead, the largest search).
void BM_ExpertPlayDecision(benchmark::State& state) {
    std::vector<PlayPosition> positions;
    for (std::uint64_t seed = 0; positions.size() < kSamples; ++seed) {
        if (auto position = positionAfter(seed, static_cast<int>(state.range(0)))) {
            positions.push_back(*position);
        }
    }
    std::size_t next = 0;
    for (auto _ : state) {
        auto options = analyzePlay(positions[next++ % positions.size()]);
        benchmark::DoNotOptimize(options);
    }
}
BENCHMARK(BM_ExpertPlayDecision)->DenseRange(0, 6)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace cribbage
