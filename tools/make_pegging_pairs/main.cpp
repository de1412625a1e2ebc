// make-pegging-pairs: the Expert's pegging term of the two-player discard (pairPeggingValue),
// richer than the per-rank model of make-crib-tables.
//
//   make-pegging-pairs [--seed N] [--games N] [--out FILE]
//
// Plays --games games of two Reference players (the Expert as frozen, which lays away without
// this term) to 121 and, for each deal whose play is complete, takes each player's kept four
// and what the play gave that player less what it gave the other. For the pone and for the
// dealer it fits, by least squares, that difference on the pairs of ranks among the kept
// cards: a weight for each of the 91 pairs of ranks (a pair, a fifteen, touching cards, ...),
// summed over the six pairs the four cards make. The model goes to FILE (default
// core/src/analysis/pegging_pairs_data.inc), headed by the command and by how much of the
// difference each model leaves unexplained. See docs/analysis.md.

#include <array>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "../make_crib_tables/least_squares.h"
#include "../tool_options.h"
#include "cribbage/computer_player.h"
#include "cribbage/game.h"

namespace {

using namespace cribbage;

constexpr int kPlayers = 2;
constexpr int kKept = 4;
constexpr int kRankPairs = kRanks * (kRanks + 1) / 2;
using PairFit = tools::LeastSquaresOf<kRankPairs>;

struct Options {
    std::uint64_t seed = 1;
    int games = 30000;
    std::string out = "core/src/analysis/pegging_pairs_data.inc";
};

bool parseOptions(int argc, char** argv, Options& options) {
    const tools::OptionReaders readers{
        {"--seed", [&](const char* value) { options.seed = std::strtoull(value, nullptr, 10); }},
        {"--games", [&](const char* value) { options.games = std::atoi(value); }},
        {"--out", [&](const char* value) { options.out = value; }},
    };
    return tools::readOptions(argc, argv, readers) && options.games > 0;
}

// The index of the pair of ranks (0-based, low <= high) among the 91.
int pairIndex(int low, int high) {
    return low * kRanks - low * (low - 1) / 2 + (high - low);
}

PairFit::Weights pairFeatures(std::span<const Card, kKept> kept) {
    PairFit::Weights features{};
    for (std::size_t i = 0; i < kept.size(); ++i) {
        for (std::size_t j = i + 1; j < kept.size(); ++j) {
            const int a = kept[i].rankNumber() - 1;
            const int b = kept[j].rankNumber() - 1;
            features[static_cast<std::size_t>(pairIndex(std::min(a, b), std::max(a, b)))] += 1;
        }
    }
    return features;
}

// One player's kept four in a deal and the play's difference for them.
struct Sample {
    std::array<Card, kKept> kept;
    double difference = 0;
};

// Per role (0 the pone, 1 the dealer): every sample and both fits.
struct Fits {
    std::array<std::vector<Sample>, 2> samples;
    std::array<PairFit, 2> pairs;
    std::array<tools::LeastSquares, 2> ranks;
};

// One deal in the making: the kept hands once the starter is turned, the play's points.
struct Deal {
    std::vector<std::vector<Card>> kept;
    std::array<int, kPlayers> pegged{};
    int dealer = 0;
};

void fileDeal(const Deal& deal, Fits& fits) {
    for (int seat = 0; seat < kPlayers; ++seat) {
        const auto& kept = deal.kept[static_cast<std::size_t>(seat)];
        if (kept.size() != kKept) {
            return;
        }
    }
    for (int seat = 0; seat < kPlayers; ++seat) {
        const auto& kept = deal.kept[static_cast<std::size_t>(seat)];
        const std::span<const Card, kKept> four(kept.data(), kKept);
        const auto role = static_cast<std::size_t>(seat == deal.dealer);
        const double difference = deal.pegged[static_cast<std::size_t>(seat)] -
                                  deal.pegged[static_cast<std::size_t>(1 - seat)];
        fits.pairs[role].add(pairFeatures(four), difference);
        fits.ranks[role].add(tools::featuresOf(four), difference);
        fits.samples[role].push_back({{kept[0], kept[1], kept[2], kept[3]}, difference});
    }
}

// One game of two Reference players; every deal whose play ends goes into `fits`.
std::optional<std::string> playGame(std::uint64_t seed, const ComputerPlayer& player, Fits& fits) {
    GameSetup setup;
    setup.rules.firstDealer = FirstDealer::Random;
    setup.seed = seed;
    auto created = Game::create(setup);
    if (!created) {
        return created.error();
    }
    Game game = std::move(created).value();
    Rng rng(seed ^ 0x9e3779b97f4a7c15ULL);
    std::optional<Deal> deal;
    while (true) {
        const int seat = game.awaiting().front();
        const int dealer = game.state().dealer;
        auto events = game.apply(player.decide(game.view(seat), rng));
        if (!events) {
            return events.error();
        }
        for (const Event& event : *events) {
            if (std::holds_alternative<StarterTurned>(event)) {
                deal = Deal{game.state().hands, {}, dealer};
            } else if (const auto* scored = std::get_if<PointsScored>(&event);
                       scored != nullptr && deal && scored->source == ScoreSource::Play) {
                deal->pegged[static_cast<std::size_t>(scored->seat)] += scored->points;
            } else if (const auto* phase = std::get_if<PhaseChanged>(&event);
                       phase != nullptr && deal && phase->phase == Phase::Show) {
                fileDeal(*deal, fits);
                deal.reset();
            } else if (std::holds_alternative<GameWon>(event)) {
                return std::nullopt;
            }
        }
    }
}

template <typename Weights, typename FeaturesOf>
double meanSquaredResidual(const std::vector<Sample>& samples, const Weights& weights,
                           FeaturesOf featuresOf) {
    double sum = 0;
    for (const Sample& sample : samples) {
        const auto x = featuresOf(std::span<const Card, kKept>(sample.kept));
        double fitted = 0;
        for (std::size_t i = 0; i < x.size(); ++i) {
            fitted += x[i] * weights[i];
        }
        sum += (sample.difference - fitted) * (sample.difference - fitted);
    }
    return sum / static_cast<double>(samples.size());
}

double variance(const std::vector<Sample>& samples) {
    double sum = 0;
    double squares = 0;
    for (const Sample& sample : samples) {
        sum += sample.difference;
        squares += sample.difference * sample.difference;
    }
    const double n = static_cast<double>(samples.size());
    return squares / n - (sum / n) * (sum / n);
}

std::string modelText(const std::array<PairFit::Weights, 2>& weights) {
    std::ostringstream text;
    text << "// clang-format off\n"
         << "// [role: 0 the pone, 1 the dealer][lower rank - 1][higher rank - 1], 0 below the "
            "diagonal\n"
         << "inline constexpr double kPerKeptRankPair[2][13][13] = {\n";
    for (const auto& w : weights) {
        text << "    {\n";
        for (int low = 0; low < kRanks; ++low) {
            text << "        {";
            for (int high = 0; high < kRanks; ++high) {
                char entry[16];
                const double value =
                    high < low ? 0.0 : w[static_cast<std::size_t>(pairIndex(low, high))];
                std::snprintf(entry, sizeof entry, "%.4f", value);
                text << (high > 0 ? ", " : "") << entry;
            }
            text << "},\n";
        }
        text << "    },\n";
    }
    text << "};\n// clang-format on\n";
    return text.str();
}

int run(int argc, char** argv) {
    Options options;
    if (!parseOptions(argc, argv, options)) {
        std::fprintf(stderr, "usage: make-pegging-pairs [--seed N] [--games N] [--out FILE]\n");
        return 2;
    }
    const auto player = makeComputerPlayer(Level::Reference);
    Fits fits;
    for (int g = 0; g < options.games; ++g) {
        if (auto error =
                playGame(options.seed * 1000003 + static_cast<std::uint64_t>(g), *player, fits)) {
            std::fprintf(stderr, "error: game %d: %s\n", g, error->c_str());
            return 1;
        }
    }
    std::ostringstream header;
    header << "// Generated by tools/make_pegging_pairs; do not edit. Made with:\n"
           << "//   make-pegging-pairs --seed " << options.seed << " --games " << options.games
           << "\n"
           << "//   " << fits.samples[0].size() << " deals whose play ended\n";
    std::array<PairFit::Weights, 2> weights{};
    for (std::size_t role = 0; role < 2; ++role) {
        auto pairs = fits.pairs[role].solve();
        auto ranks = fits.ranks[role].solve();
        if (!pairs || !ranks) {
            std::fprintf(stderr, "error: the model cannot be fitted: too few deals\n");
            return 1;
        }
        weights[role] = *pairs;
        char line[200];
        std::snprintf(line, sizeof line,
                      "//   %s: variance of the difference %.4f, left unexplained by the ranks "
                      "and pairs kept %.4f, by the pairs of ranks %.4f\n",
                      role == 0 ? "pone" : "dealer", variance(fits.samples[role]),
                      meanSquaredResidual(fits.samples[role], *ranks, tools::featuresOf),
                      meanSquaredResidual(fits.samples[role], *pairs, pairFeatures));
        header << line;
    }
    std::ofstream file(options.out);
    file << header.str() << modelText(weights);
    if (!file) {
        std::fprintf(stderr, "error: cannot write %s\n", options.out.c_str());
        return 1;
    }
    std::fputs(header.str().c_str(), stdout);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    try {
        return run(argc, argv);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "error: %s\n", error.what());
        return 1;
    }
}
