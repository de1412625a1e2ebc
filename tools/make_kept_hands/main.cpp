// make-kept-hands: how much likelier a two-player opponent is to hold four ranks than four
// random cards, and which of them the pone leads, for weighing the opponent's holdings in the
// Expert's play (keptRanksRatio, poneLeadChance).
//
//   make-kept-hands [--seed N] [--deals N] [--leads N] [--out FILE]
//
// Deals --deals times six random cards and lays them away as the Reference (the Expert as
// frozen) would far from the end of a game, once as the pone and once as the dealer
// (analyzeDiscards' first option). For each role and each of the 1,820 multisets of four ranks
// it writes how often those ranks were kept, divided by how often four random cards of the
// pack are of those ranks (one deal added to both, so that a multiset never kept is not
// ruled out). Then --leads times (from a generator of its own) six random cards and a starter:
// the pone lays away as above and leads as the Reference would (analyzePlay's first card with
// its limits), and for each multiset of four ranks kept it writes the share of the leads of
// each of its ranks (one lead of each rank added, so that none is ruled out). The tables go
// to FILE (default core/src/analysis/kept_hands_data.inc), headed by the command. See
// docs/analysis.md.

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fstream>
#include <sstream>
#include <string>

#include "../tool_options.h"
#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/deck.h"
#include "cribbage/rng.h"

namespace {

using namespace cribbage;

struct Options {
    std::uint64_t seed = 1;
    long deals = 2000000;
    long leads = 0;
    std::string out = "core/src/analysis/kept_hands_data.inc";
};

bool parseOptions(int argc, char** argv, Options& options) {
    const tools::OptionReaders readers{
        {"--seed", [&](const char* value) { options.seed = std::strtoull(value, nullptr, 10); }},
        {"--deals", [&](const char* value) { options.deals = std::atol(value); }},
        {"--leads", [&](const char* value) { options.leads = std::atol(value); }},
        {"--out", [&](const char* value) { options.out = value; }},
    };
    return tools::readOptions(argc, argv, readers) && options.deals > 0 && options.leads >= 0;
}

constexpr std::size_t kRankCodes = kRanks * kRanks * kRanks * kRanks;

// Four ranks (1..13) in increasing order as one number.
std::size_t codeOf(std::array<int, 4> ranks) {
    std::sort(ranks.begin(), ranks.end());
    std::size_t code = 0;
    for (int rank : ranks) {
        code = code * kRanks + static_cast<std::size_t>(rank - 1);
    }
    return code;
}

double choose(int n, int k) {
    double ways = 1;
    for (int i = 0; i < k; ++i) {
        ways = ways * (n - i) / (i + 1);
    }
    return ways;
}

// The chance that four random cards of the pack are of these ranks.
double randomChance(const std::array<int, 4>& ranks) {
    std::array<int, kRanks + 1> count{};
    for (int rank : ranks) {
        ++count[static_cast<std::size_t>(rank)];
    }
    double ways = 1;
    for (int same : count) {
        ways *= choose(4, same);
    }
    return ways / choose(kDeckSize, 4);
}

std::array<int, 4> ranksOf(const Hand4& four) {
    return {four[0].rankNumber(), four[1].rankNumber(), four[2].rankNumber(), four[3].rankNumber()};
}

// [code of the pone's kept ranks][rank led]
using LeadCounts = std::vector<std::array<long, kRanks + 1>>;

// The pone's opening leads in `leads` deals, laid away and led as the Reference would.
Result<LeadCounts> countLeads(std::uint64_t seed, long leads) {
    LeadCounts counts(kRankCodes);
    Rng rng(seed);
    std::array<Card, kDeckSize> deck{};
    for (int index = 0; index < kDeckSize; ++index) {
        deck[static_cast<std::size_t>(index)] = Card::fromIndex(index);
    }
    for (long deal = 0; deal < leads; ++deal) {
        shuffle(deck, rng);
        const auto discards = analyzeDiscards(std::span(deck.data(), 6), false);
        if (!discards) {
            return Error{discards.error()};
        }
        const DiscardOption& kept = discards->front();
        PlayPosition position;
        position.held.assign(kept.kept.begin(), kept.kept.end());
        position.laidAway.assign(kept.laidAway.begin(), kept.laidAway.end());
        position.starter = deck[6];
        const auto plays = analyzePlay(position, {.holdings = 48, .keptHandSharpness = 0.4});
        if (!plays || plays->empty()) {
            return Error{plays ? "no lead" : plays.error()};
        }
        ++counts[codeOf(ranksOf(kept.kept))]
                [static_cast<std::size_t>(plays->front().card.rankNumber())];
    }
    return counts;
}

int run(int argc, char** argv) {
    Options options;
    if (!parseOptions(argc, argv, options)) {
        std::fprintf(stderr, "usage: make-kept-hands [--seed N] [--deals N] [--out FILE]\n");
        return 2;
    }
    std::array<std::vector<long>, 2> kept{std::vector<long>(kRankCodes),
                                          std::vector<long>(kRankCodes)};
    Rng rng(options.seed);
    std::array<Card, kDeckSize> deck{};
    for (int index = 0; index < kDeckSize; ++index) {
        deck[static_cast<std::size_t>(index)] = Card::fromIndex(index);
    }
    for (long deal = 0; deal < options.deals; ++deal) {
        shuffle(deck, rng);
        for (int role = 0; role < 2; ++role) {
            const auto options6 = analyzeDiscards(std::span(deck.data(), 6), role == 1);
            if (!options6) {
                std::fprintf(stderr, "error: %s\n", options6.error().c_str());
                return 1;
            }
            const Hand4& four = options6->front().kept;
            ++kept[static_cast<std::size_t>(role)]
                  [codeOf({four[0].rankNumber(), four[1].rankNumber(), four[2].rankNumber(),
                           four[3].rankNumber()})];
        }
    }
    const auto leads = countLeads(options.seed + 1, options.leads);
    if (!leads) {
        std::fprintf(stderr, "error: %s\n", leads.error().c_str());
        return 1;
    }
    std::ostringstream out;
    out << "// Generated by tools/make_kept_hands; do not edit. Made with:\n"
        << "//   make-kept-hands --seed " << options.seed << " --deals " << options.deals
        << " --leads " << options.leads << "\n"
        << "// clang-format off\n"
        << "// {ranks in increasing order, the pone's ratio, the dealer's ratio, the share of the "
           "pone's leads of each of the four ranks}, every multiset of four ranks\n"
        << "inline constexpr KeptRanksRatio kKeptRanksRatio[] = {\n";
    for (int a = 1; a <= kRanks; ++a) {
        for (int b = a; b <= kRanks; ++b) {
            for (int c = b; c <= kRanks; ++c) {
                for (int d = c; d <= kRanks; ++d) {
                    const std::array<int, 4> ranks{a, b, c, d};
                    const double expected =
                        randomChance(ranks) * static_cast<double>(options.deals);
                    out << "    {" << a << ", " << b << ", " << c << ", " << d;
                    for (int role = 0; role < 2; ++role) {
                        char entry[24];
                        std::snprintf(entry, sizeof entry, ", %.4g",
                                      (static_cast<double>(
                                           kept[static_cast<std::size_t>(role)][codeOf(ranks)]) +
                                       1) /
                                          (expected + 1));
                        out << entry;
                    }
                    const auto& led = (*leads)[codeOf(ranks)];
                    long all = 0;
                    int distinct = 0;
                    for (int rank = 1; rank <= kRanks; ++rank) {
                        const bool held =
                            std::find(ranks.begin(), ranks.end(), rank) != ranks.end();
                        all += held ? led[static_cast<std::size_t>(rank)] : 0;
                        distinct += held ? 1 : 0;
                    }
                    for (int rank : ranks) {
                        char entry[24];
                        std::snprintf(entry, sizeof entry, ", %.4g",
                                      static_cast<double>(led[static_cast<std::size_t>(rank)] + 1) /
                                          static_cast<double>(all + distinct));
                        out << entry;
                    }
                    out << "},\n";
                }
            }
        }
    }
    out << "};\n// clang-format on\n";
    std::ofstream file(options.out);
    file << out.str();
    if (!file) {
        std::fprintf(stderr, "error: cannot write %s\n", options.out.c_str());
        return 1;
    }
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
