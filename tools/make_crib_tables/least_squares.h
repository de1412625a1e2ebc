#pragma once

// What the pegging models are fitted with: the kept cards as counts by rank and the pairs
// among them, and least squares over many deals.

#include <array>
#include <cmath>
#include <span>

#include "cribbage/card.h"
#include "cribbage/result.h"

namespace cribbage::tools {

inline constexpr int kFeatures = kRanks + 1;  // kept cards of each rank, then pairs kept
using Features = std::array<double, kFeatures>;

inline Features featuresOf(std::span<const Card, 4> kept) {
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
                return Error{"the pegging model cannot be fitted: too few deals"};
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

}  // namespace cribbage::tools
