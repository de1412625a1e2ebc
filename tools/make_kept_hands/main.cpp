// make-kept-hands: how much likelier a two-player opponent is to hold four ranks than four
// random cards, and which of them the pone leads, for weighing the opponent's holdings in the
// Expert's play (keptRanksRatio, poneLeadChance).
//
//   make-kept-hands [--seed N] [--deals N] [--leads N] [--replies N] [--out FILE]
//
// Deals --deals times six random cards and lays them away as the Reference (the Expert as
// frozen) would far from the end of a game, once as the pone and once as the dealer
// (analyzeDiscards' first option). For each role and each of the 1,820 multisets of four ranks
// it writes how often those ranks were kept, divided by how often four random cards of the
// pack are of those ranks (one deal added to both, so that a multiset never kept is not
// ruled out). Then --leads times (from a generator of its own) six random cards and a starter:
// the pone lays away as above and leads as the Reference would (analyzePlay's first card with
// its limits), and for each multiset of four ranks kept it writes the share of the leads of
// each of its ranks (one lead of each rank added, so that none is ruled out). Then --replies
// times six random cards, a starter and a random card led to the dealer, who lays away and
// answers it as the Reference would: for each multiset of four ranks kept and each rank led,
// how often the dealer answered with each of its ranks. The tables go
// to FILE (default core/src/analysis/kept_hands_data.inc), headed by the command. See
// docs/analysis.md.

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "../run_tool.h"
#include "../tool_options.h"
#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/card.h"
#include "cribbage/deck.h"
#include "cribbage/rng.h"

namespace {

using namespace cribbage;

struct Options {
    std::uint64_t seed = 1;
    long deals = 2000000;
    long leads = 0;
    long replies = 0;
    std::string out = "core/src/analysis/kept_hands_data.inc";
};

bool parseOptions(int argc, char** argv, Options& options) {
    const tools::OptionReaders readers{
        {"--seed", [&](const char* value) { options.seed = std::strtoull(value, nullptr, 10); }},
        {"--deals", [&](const char* value) { options.deals = std::atol(value); }},
        {"--leads", [&](const char* value) { options.leads = std::atol(value); }},
        {"--replies", [&](const char* value) { options.replies = std::atol(value); }},
        {"--out", [&](const char* value) { options.out = value; }},
    };
    return tools::readOptions(argc, argv, readers) && options.deals > 0 && options.leads >= 0 &&
           options.replies >= 0;
}

constexpr auto kRankCount = static_cast<std::size_t>(kRanks);
constexpr std::size_t kRankCodes = kRankCount * kRankCount * kRankCount * kRankCount;

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

// What a player laid away and its first card: deck[0..5] dealt to it, deck[6] the starter;
// the pone leads, the dealer answers the lead deck[7]. Laid away and played as the Reference
// would far from the end of a game.
struct FirstPlay {
    std::size_t keptCode = 0;
    int rank = 0;
};

Result<FirstPlay> firstPlay(const std::array<Card, kDeckSize>& deck, bool dealer) {
    const auto discards = analyzeDiscards(std::span(deck.data(), 6), dealer);
    if (!discards) {
        return Error{discards.error()};
    }
    const DiscardOption& kept = discards->front();
    PlayPosition position;
    position.dealer = dealer;
    position.held.assign(kept.kept.begin(), kept.kept.end());
    position.laidAway.assign(kept.laidAway.begin(), kept.laidAway.end());
    position.starter = deck[6];
    if (dealer) {
        position.series = {{Player::Opponent, deck[7]}};
        position.opponentPlayed = {deck[7]};
    }
    const auto plays = analyzePlay(position, {.holdings = 48, .keptHandSharpness = 0.4});
    if (!plays || plays->empty()) {
        return Error{plays ? "no card to play" : plays.error()};
    }
    return FirstPlay{codeOf(ranksOf(kept.kept)), plays->front().card.rankNumber()};
}

// [code of the kept ranks][the opponent's lead, 0 for the pone's own][rank played]
using PlayCounts = std::vector<std::array<std::array<long, kRanks + 1>, kRanks + 1>>;

// The first card of `deals` pones (their lead) or dealers (their answer to a random lead).
Result<PlayCounts> countFirstPlays(std::uint64_t seed, long deals, bool dealer) {
    PlayCounts counts(kRankCodes);
    Rng rng(seed);
    std::array<Card, kDeckSize> deck = fullDeck();
    for (long deal = 0; deal < deals; ++deal) {
        shuffle(deck, rng);
        const auto played = firstPlay(deck, dealer);
        if (!played) {
            return Error{played.error()};
        }
        ++counts[played->keptCode][static_cast<std::size_t>(dealer ? deck[7].rankNumber() : 0)]
                [static_cast<std::size_t>(played->rank)];
    }
    return counts;
}

// Every multiset of four ranks, each in increasing order, in increasing order.
std::vector<std::array<int, 4>> everyMultiset() {
    std::vector<std::array<int, 4>> all;
    for (int a = 1; a <= kRanks; ++a) {
        for (int b = a; b <= kRanks; ++b) {
            for (int c = b; c <= kRanks; ++c) {
                for (int d = c; d <= kRanks; ++d) {
                    all.push_back({a, b, c, d});
                }
            }
        }
    }
    return all;
}

// [role: 0 the pone, 1 the dealer][code of the ranks kept]
using KeptCounts = std::array<std::vector<long>, 2>;

// How often each four was kept in `deals` deals of six cards, laid away in both roles.
Result<KeptCounts> countKept(std::uint64_t seed, long deals) {
    KeptCounts kept{std::vector<long>(kRankCodes), std::vector<long>(kRankCodes)};
    Rng rng(seed);
    std::array<Card, kDeckSize> deck = fullDeck();
    for (long deal = 0; deal < deals; ++deal) {
        shuffle(deck, rng);
        for (int role = 0; role < 2; ++role) {
            const auto discards = analyzeDiscards(std::span(deck.data(), 6), role == 1);
            if (!discards) {
                return Error{discards.error()};
            }
            ++kept[static_cast<std::size_t>(role)][codeOf(ranksOf(discards->front().kept))];
        }
    }
    return kept;
}

// One entry of kKeptRanksRatio: the ranks, each role's ratio, the shares of the pone's leads.
std::string ratioEntry(const std::array<int, 4>& ranks, const KeptCounts& kept, long deals,
                       const PlayCounts& leads) {
    std::ostringstream out;
    const double expected = randomChance(ranks) * static_cast<double>(deals);
    out << "    {" << ranks[0] << ", " << ranks[1] << ", " << ranks[2] << ", " << ranks[3];
    for (const auto& byRole : kept) {
        char entry[24];
        std::snprintf(entry, sizeof entry, ", %.4g",
                      (static_cast<double>(byRole[codeOf(ranks)]) + 1) / (expected + 1));
        out << entry;
    }
    const auto& led = leads[codeOf(ranks)][0];
    long all = 0;
    int distinct = 0;
    for (int rank = 1; rank <= kRanks; ++rank) {
        const bool held = std::find(ranks.begin(), ranks.end(), rank) != ranks.end();
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
    return out.str();
}

// The entries of kDealerReplies for one four: each rank led that was answered.
std::string replyEntries(const std::array<int, 4>& ranks, const PlayCounts& replies) {
    std::ostringstream out;
    for (int led = 1; led <= kRanks; ++led) {
        const auto& answered = replies[codeOf(ranks)][static_cast<std::size_t>(led)];
        std::array<long, 4> byPlace{};
        long all = 0;
        for (std::size_t place = 0; place < ranks.size(); ++place) {
            const bool first = place == 0 || ranks[place - 1] != ranks[place];
            byPlace[place] = first ? answered[static_cast<std::size_t>(ranks[place])] : 0;
            all += byPlace[place];
        }
        if (all > 0) {
            out << "    {" << ranks[0] << ", " << ranks[1] << ", " << ranks[2] << ", " << ranks[3]
                << ", " << led << ", " << byPlace[0] << ", " << byPlace[1] << ", " << byPlace[2]
                << ", " << byPlace[3] << "},\n";
        }
    }
    return out.str();
}

int run(int argc, char** argv) {
    Options options;
    if (!parseOptions(argc, argv, options)) {
        std::fprintf(stderr,
                     "usage: make-kept-hands [--seed N] [--deals N] [--leads N] [--replies N] "
                     "[--out FILE]\n");
        return 2;
    }
    const auto kept = countKept(options.seed, options.deals);
    const auto leads = countFirstPlays(options.seed + 1, options.leads, false);
    const auto replies = countFirstPlays(options.seed + 2, options.replies, true);
    for (const std::string* error :
         {kept ? nullptr : &kept.error(), leads ? nullptr : &leads.error(),
          replies ? nullptr : &replies.error()}) {
        if (error != nullptr) {
            std::fprintf(stderr, "error: %s\n", error->c_str());
            return 1;
        }
    }
    std::ostringstream out;
    out << "// Generated by tools/make_kept_hands; do not edit. Made with:\n"
        << "//   make-kept-hands --seed " << options.seed << " --deals " << options.deals
        << " --leads " << options.leads << " --replies " << options.replies << "\n"
        << "// clang-format off\n"
        << "// {ranks in increasing order, the pone's ratio, the dealer's ratio, the share of the "
           "pone's leads of each of the four ranks}, every multiset of four ranks\n"
        << "inline constexpr KeptRanksRatio kKeptRanksRatio[] = {\n";
    const std::vector<std::array<int, 4>> multisets = everyMultiset();
    for (const auto& ranks : multisets) {
        out << ratioEntry(ranks, *kept, options.deals, *leads);
    }
    out << "};\n// {ranks kept in increasing order, the rank led, how often the dealer answered "
           "with each of the four (a rank kept twice counted at its first place)}, every pair "
           "seen\n"
        << "inline constexpr DealerReplies kDealerReplies[] = {\n";
    for (const auto& ranks : multisets) {
        out << replyEntries(ranks, *replies);
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
    return cribbage::tools::runTool("make-kept-hands", run, argc, argv);
}
