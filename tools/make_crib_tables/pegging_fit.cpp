#include "pegging_fit.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "hand_simulation.h"
#include "least_squares.h"

namespace cribbage::tools {
Result<PeggingFit> fitPeggingModel(const DiscardTables& tables,
                                   const PeggingSimulation& simulation) {
    std::array<LeastSquares, 2> fits;
    std::array<std::array<int, kPeggingTail>, 2> atLeastCount{};
    PeggingFit fit;
    for (int i = 0; i < simulation.hands; ++i) {
        auto hand = simulateHand(simulation.seed + static_cast<std::uint64_t>(i), tables);
        if (!hand) {
            return Error{"hand " + std::to_string(i) + ": " + hand.error()};
        }
        for (int role = 0; role < 2; ++role) {
            const int mine = hand->pegged[role];
            fits[role].add(featuresOf(hand->kept[role]), mine - hand->pegged[1 - role]);
            fit.averagePegged[role] += mine;
            fit.mostPegged[role] = std::max(fit.mostPegged[role], mine);
            for (int k = 0; k < kPeggingTail && k <= mine; ++k) {
                ++atLeastCount[role][k];
            }
        }
        if ((i + 1) % 1000 == 0) {
            std::fprintf(stderr, "  %d hands played\n", i + 1);
        }
    }
    for (int role = 0; role < 2; ++role) {
        auto weights = fits[role].solve();
        if (!weights) {
            return Error{weights.error()};
        }
        std::copy(weights->begin(), weights->begin() + kRanks, fit.model.perKeptRank[role].begin());
        fit.model.perKeptPair[role] = (*weights)[kRanks];
        for (int k = 0; k < kPeggingTail; ++k) {
            fit.model.atLeast[role][k] = atLeastCount[role][k] / double(simulation.hands);
        }
        fit.averagePegged[role] /= simulation.hands;
    }
    return fit;
}

}  // namespace cribbage::tools
