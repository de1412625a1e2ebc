// The show count: every four-card hand with every starter, fast total against itemised.

#include <benchmark/benchmark.h>

#include <vector>

#include "cribbage/every_show.h"
#include "cribbage/hand_score.h"

namespace cribbage {
namespace {

void BM_ScoreAllHands(benchmark::State& state) {
    scoreHand(Hand4{Card::fromIndex(0), Card::fromIndex(1), Card::fromIndex(2), Card::fromIndex(3)},
              Card::fromIndex(4), FlushRule::Hand);  // builds the table outside the timing
    for (auto _ : state) {
        long long sum = 0;
        forEveryShow([&](const Hand4& hand, Card starter) {
            sum += scoreHand(hand, starter, FlushRule::Hand);
        });
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * kEveryShowCount);
}
BENCHMARK(BM_ScoreAllHands)->Unit(benchmark::kMillisecond);

// Every 101st show (128,662 of them), itemised.
void BM_CountHandItemised(benchmark::State& state) {
    constexpr int kStride = 101;
    std::vector<std::pair<Hand4, Card>> sample;
    int seen = 0;
    forEveryShow([&](const Hand4& hand, Card starter) {
        if (seen++ % kStride == 0) {
            sample.emplace_back(hand, starter);
        }
    });
    for (auto _ : state) {
        long long sum = 0;
        for (const auto& [hand, starter] : sample) {
            sum += countHand(hand, starter, FlushRule::Hand).total;
        }
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<long long>(sample.size()));
}
BENCHMARK(BM_CountHandItemised)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace cribbage
