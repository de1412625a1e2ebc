// make-table-pegging-model: the pegging term of the discard analysis at a table of three or
// four (multiPeggingValue).
//
//   make-table-pegging-model [--players 3|4] [--seed N] [--games N] [--out FILE]
//
// Plays --games games of --players Reference players (the Expert as frozen, which lays away
// without this term) to 121 and, for each deal whose play is complete, takes every seat's
// kept four and what the play gave its side less what it gave the others, each opposing
// side's points weighed as a point of an opponent's crib is (cribWeight: with four the other
// side's in full, with three each opponent's half). For each position from the dealer it
// fits, by least squares, that difference on the number of kept cards of each rank and the
// number of pairs kept. The model goes to FILE (default
// core/src/analysis/table_pegging_{three,four}_data.inc), headed by the command. See
// docs/analysis.md.

#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "../make_crib_tables/least_squares.h"
#include "../run_tool.h"
#include "../tool_options.h"
#include "cribbage/analysis/multi_discard_analysis.h"
#include "cribbage/computer_player.h"
#include "cribbage/game.h"

namespace {

using namespace cribbage;
using cribbage::tools::featuresOf;
using cribbage::tools::LeastSquares;

constexpr int kMostPlayers = 4;
constexpr int kKept = 4;

struct Options {
    int players = 4;
    std::uint64_t seed = 1;
    int games = 30000;
    std::string out;
};

bool parseOptions(int argc, char** argv, Options& options) {
    const tools::OptionReaders readers{
        {"--players", [&](const char* value) { options.players = std::atoi(value); }},
        {"--seed", [&](const char* value) { options.seed = std::strtoull(value, nullptr, 10); }},
        {"--games", [&](const char* value) { options.games = std::atoi(value); }},
        {"--out", [&](const char* value) { options.out = value; }},
    };
    if (!tools::readOptions(argc, argv, readers) || options.games <= 0 ||
        (options.players != 3 && options.players != kMostPlayers)) {
        return false;
    }
    if (options.out.empty()) {
        options.out = options.players == 3 ? "core/src/analysis/table_pegging_three_data.inc"
                                           : "core/src/analysis/table_pegging_four_data.inc";
    }
    return true;
}

// The fits by position from the dealer, and how many deals went into them.
struct Fits {
    std::array<LeastSquares, kMostPlayers> byPosition;
    int deals = 0;
};

// One deal in the making: the kept hands once the starter is turned, the play's points.
struct Deal {
    std::vector<std::vector<Card>> kept;
    std::array<int, kMostPlayers> pegged{};
    int dealer = 0;
};

// What the play gave the seat's side less what it gave the others, as the seat weighs them.
double sideNet(const Deal& deal, int players, int seat) {
    double net = 0;
    for (int step = 0; step < players; ++step) {
        // The seat `step` places after mine is the dealer of a crib whose points weigh as
        // its own points do.
        const double weight = cribWeight(MultiSeat{players, (players - step) % players});
        net += weight * deal.pegged[static_cast<std::size_t>((seat + step) % players)];
    }
    return net;
}

void fileDeal(const Deal& deal, int players, Fits& fits) {
    for (int seat = 0; seat < players; ++seat) {
        const auto& kept = deal.kept[static_cast<std::size_t>(seat)];
        if (kept.size() != kKept) {
            return;
        }
        const int position = (seat - deal.dealer + players) % players;
        fits.byPosition[static_cast<std::size_t>(position)].add(
            featuresOf(std::span<const Card, kKept>(kept.data(), kKept)),
            sideNet(deal, players, seat));
    }
    ++fits.deals;
}

// One game of Reference players; every deal whose play ends goes into `fits`.
std::optional<std::string> playGame(int players, std::uint64_t seed, const ComputerPlayer& player,
                                    Fits& fits) {
    GameSetup setup;
    setup.rules.players = players;
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
                fileDeal(*deal, players, fits);
                deal.reset();
            } else if (std::holds_alternative<GameWon>(event)) {
                return std::nullopt;
            }
        }
    }
}

std::string modelText(std::span<const tools::Features> weights) {
    std::ostringstream text;
    text << "// clang-format off\n"
         << (weights.size() == 3
                 ? "// [position from the dealer: 0 the dealer, 1 left, 2 right][rank - 1]\n"
                 : "// [position from the dealer: 0 the dealer, 1 left, 2 across, 3 right][rank - "
                   "1]\n")
         << "inline constexpr double kMultiPerKeptRank[" << weights.size() << "][13] = {\n";
    for (const auto& w : weights) {
        text << "    {";
        for (int rank = 0; rank < kRanks; ++rank) {
            char entry[16];
            std::snprintf(entry, sizeof entry, "%.4f", w[static_cast<std::size_t>(rank)]);
            text << (rank > 0 ? ", " : "") << entry;
        }
        text << "},\n";
    }
    text << "};\ninline constexpr double kMultiPerKeptPair[" << weights.size() << "] = {";
    for (std::size_t position = 0; position < weights.size(); ++position) {
        char entry[16];
        std::snprintf(entry, sizeof entry, "%.4f", weights[position][kRanks]);
        text << (position > 0 ? ", " : "") << entry;
    }
    text << "};\n// clang-format on\n";
    return text.str();
}

int run(int argc, char** argv) {
    Options options;
    if (!parseOptions(argc, argv, options)) {
        std::fprintf(stderr,
                     "usage: make-table-pegging-model [--players 3|4] [--seed N] [--games N] "
                     "[--out FILE]\n");
        return 2;
    }
    const auto player = makeComputerPlayer(Level::Reference);
    Fits fits;
    for (int g = 0; g < options.games; ++g) {
        if (auto error =
                playGame(options.players, options.seed * 1000003 + static_cast<std::uint64_t>(g),
                         *player, fits)) {
            std::fprintf(stderr, "error: game %d: %s\n", g, error->c_str());
            return 1;
        }
    }
    std::vector<tools::Features> weights(static_cast<std::size_t>(options.players));
    for (std::size_t position = 0; position < weights.size(); ++position) {
        auto solved = fits.byPosition[position].solve();
        if (!solved) {
            std::fprintf(stderr, "error: %s\n", solved.error().c_str());
            return 1;
        }
        weights[position] = *solved;
    }
    std::ostringstream header;
    header << "// Generated by tools/make_table_pegging_model; do not edit. Made with:\n"
           << "//   make-table-pegging-model --players " << options.players << " --seed "
           << options.seed << " --games " << options.games << "\n"
           << "//   " << fits.deals << " deals whose play ended\n";
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
    return cribbage::tools::runTool("make-table-pegging-model", run, argc, argv);
}
