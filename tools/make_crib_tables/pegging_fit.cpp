#include "pegging_fit.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "hand_simulation.h"

namespace cribbage::tools {
namespace {

constexpr int kFeatures = kRanks + 1;  // kept cards of each rank, then pairs kept
using Features = std::array<double, kFeatures>;

Features featuresOf(const Hand4& kept) {
    Features features{};
    for (std::size_t i = 0; i < kept.size(); ++i) {
        features[static_cast<std::size_t>(kept[i].rankNumber() - 1)] += 1;
        for (std::size_t j = i + 1; j < kept.size(); ++j) {
            features[kRanks] += kept[i].rank() == kept[j].rank() ? 1 : 0;
        }
    }
    return features;
}

// Least squares by the normal equations, solved by Gaussian elimination with partial pivots.
class LeastSquares {
public:
    void add(const Features& x, double y) {
        for (int i = 0; i < kFeatures; ++i) {
            for (int j = 0; j < kFeatures; ++j) {
                normal_[i][j] += x[i] * x[j];
            }
            right_[i] += x[i] * y;
        }
    }

    Result<Features> solve() const {
        auto a = normal_;
        auto b = right_;
        for (int col = 0; col < kFeatures; ++col) {
            int pivot = col;
            for (int row = col + 1; row < kFeatures; ++row) {
                if (std::abs(a[row][col]) > std::abs(a[pivot][col])) {
                    pivot = row;
                }
            }
            if (std::abs(a[pivot][col]) < 1e-9) {
                return Error{"the pegging model cannot be fitted: too few hands"};
            }
            std::swap(a[col], a[pivot]);
            std::swap(b[col], b[pivot]);
            for (int row = col + 1; row < kFeatures; ++row) {
                const double factor = a[row][col] / a[col][col];
                for (int k = col; k < kFeatures; ++k) {
                    a[row][k] -= factor * a[col][k];
                }
                b[row] -= factor * b[col];
            }
        }
        Features x{};
        for (int row = kFeatures - 1; row >= 0; --row) {
            double sum = b[row];
            for (int k = row + 1; k < kFeatures; ++k) {
                sum -= a[row][k] * x[k];
            }
            x[row] = sum / a[row][row];
        }
        return x;
    }

private:
    std::array<Features, kFeatures> normal_{};
    Features right_{};
};

}  // namespace

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
