// Computer players: whole games between two players of a level, on one thread, whole games
// of three and four Experts, and Expert-against-Expert matchups on two threads
// (docs/performance.md).

#include <benchmark/benchmark.h>

#include <vector>

#include "cribbage/computer_game.h"
#include "cribbage/matchup.h"

namespace cribbage {
namespace {

// Each iteration one whole game of 121 between `players` players of `level`, dealt from the
// iteration's seed.
void playWholeGames(benchmark::State& state, int players, Level level) {
    const auto player = makeComputerPlayer(level);
    const std::vector<const ComputerPlayer*> seats(static_cast<std::size_t>(players), player.get());
    std::uint64_t seed = 0;
    for (auto _ : state) {
        GameSetup setup;
        setup.rules.players = players;
        setup.seed = ++seed;
        Game game = std::move(Game::create(setup)).value();
        Rng rng(seed);
        auto record = playComputerGame(game, seats, rng);
        benchmark::DoNotOptimize(record);
    }
    state.SetItemsProcessed(state.iterations());
    state.SetLabel(std::string(levelName(level)));
}

// Two players of the level (the argument).
void BM_ComputerGame(benchmark::State& state) {
    playWholeGames(state, 2, static_cast<Level>(state.range(0)));
}
BENCHMARK(BM_ComputerGame)
    ->DenseRange(static_cast<int>(Level::Greedy), static_cast<int>(Level::Expert))
    ->Unit(benchmark::kMillisecond);

// Three or four (the first argument) players of the level (the second). With the Expert the
// series expectation decides every card laid; the Reference plays as the Expert did before it.
void BM_TableGame(benchmark::State& state) {
    playWholeGames(state, static_cast<int>(state.range(0)), static_cast<Level>(state.range(1)));
}
BENCHMARK(BM_TableGame)
    ->ArgsProduct({{3, 4}, {static_cast<int>(Level::Reference), static_cast<int>(Level::Expert)}})
    ->Unit(benchmark::kMillisecond);

// One iteration: runMatchup of 100 Expert-against-Expert games on two threads; items per
// second are games per second of wall time.
void BM_ExpertMatchupTwoThreads(benchmark::State& state) {
    constexpr int kGames = 100;
    std::uint64_t seed = 0;
    for (auto _ : state) {
        MatchupSettings settings;
        settings.levels = {Level::Expert, Level::Expert};
        settings.games = kGames;
        settings.seed = ++seed;
        settings.threads = 2;
        auto result = runMatchup(settings);
        benchmark::DoNotOptimize(result);
    }
    state.SetItemsProcessed(state.iterations() * kGames);
}
BENCHMARK(BM_ExpertMatchupTwoThreads)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
}  // namespace cribbage
