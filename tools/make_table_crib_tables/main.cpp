// make-table-crib-tables: the crib tables behind the discard analysis at a table of three or
// four (analyzeMultiDiscards).
//
//   make-table-crib-tables [--seed N] [--samples-per-key N] [--iterations N] [--out FILE]
//
// A key is the table (3 or 4), whose crib it is (mine, my partner's, an opponent's) and the
// rank of the card I lay away. For each key, --samples-per-key deals: my card of that rank
// (a random suit), four other cards of mine and five for each other player at random from
// the rest, and with three the pack's card for the crib. The others lay away what
// analyzeMultiDiscards ranks first for their seat; the crib's value is the exact average
// over the starters left (FlushRule::Crib). The first pass has the others lay away by their
// hands alone (an empty table); each of --iterations passes more uses the table of the pass
// before. The table goes to FILE (default core/src/analysis/table_crib_data.inc), headed by
// the command and the largest change of any entry in each pass. See docs/analysis.md.

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "../tool_options.h"
#include "cribbage/analysis/multi_discard_analysis.h"
#include "cribbage/card_set.h"
#include "cribbage/deck.h"
#include "cribbage/rng.h"

namespace {

using namespace cribbage;

struct Options {
    std::uint64_t seed = 1;
    int samplesPerKey = 20000;
    int iterations = 2;
    std::string out = "core/src/analysis/table_crib_data.inc";
};

bool parseOptions(int argc, char** argv, Options& options) {
    const tools::OptionReaders readers{
        {"--seed", [&](const char* value) { options.seed = std::strtoull(value, nullptr, 10); }},
        {"--samples-per-key", [&](const char* value) { options.samplesPerKey = std::atoi(value); }},
        {"--iterations", [&](const char* value) { options.iterations = std::atoi(value); }},
        {"--out", [&](const char* value) { options.out = value; }},
    };
    return tools::readOptions(argc, argv, readers) && options.samplesPerKey > 0 &&
           options.iterations >= 0;
}

// My position from the dealer for a key: the dealer, the dealer's partner, or an opponent
// (with three either non-dealer, with four either side of the dealer), drawn at random.
int myPosition(int players, MultiCribOwner owner, Rng& rng) {
    switch (owner) {
        case MultiCribOwner::Mine:
            return 0;
        case MultiCribOwner::Partner:
            return 2;
        case MultiCribOwner::Opponent:
            break;
    }
    const int first = rng.below(2) == 0 ? 1 : players - 1;
    return first;
}

// One deal's crib for my card, averaged over the starters left.
double sampledCrib(int players, MultiCribOwner owner, Card mine, const MultiCribTable& cribs,
                   Rng& rng) {
    const int me = myPosition(players, owner, rng);
    std::vector<Card> rest = CardSet::fullDeck().without(CardSet::of(std::array{mine})).cards();
    shuffle(rest, rng);
    std::size_t next = 4;  // rest[0..3] are my other cards
    std::vector<Card> crib{mine};
    for (int position = 0; position < players; ++position) {
        if (position == me) {
            continue;
        }
        const std::vector<Card> five(rest.begin() + static_cast<long>(next),
                                     rest.begin() + static_cast<long>(next + 5));
        next += 5;
        const auto options = analyzeMultiDiscards(five, MultiSeat{players, position}, cribs);
        crib.push_back(options->front().laidAway);
    }
    if (players == 3) {
        crib.push_back(rest[next++]);
    }
    const Hand4 hand{crib[0], crib[1], crib[2], crib[3]};
    int total = 0;
    for (std::size_t starter = next; starter < rest.size(); ++starter) {
        total += scoreHand(hand, rest[starter], FlushRule::Crib);
    }
    return static_cast<double>(total) / static_cast<double>(rest.size() - next);
}

MultiCribTable nextTable(const MultiCribTable& cribs, const Options& options) {
    MultiCribTable next;
    for (int players = 3; players <= 4; ++players) {
        for (int owner = 0; owner < 3; ++owner) {
            const auto whose = static_cast<MultiCribOwner>(owner);
            if (players == 3 && whose == MultiCribOwner::Partner) {
                continue;
            }
            for (int rank = 1; rank <= kRanks; ++rank) {
                // Each key draws from its own generator: its average depends on no other key.
                Rng rng(options.seed * 1000003 + static_cast<std::uint64_t>(players) * 1000 +
                        static_cast<std::uint64_t>(owner) * 100 + static_cast<std::uint64_t>(rank));
                double sum = 0;
                for (int sample = 0; sample < options.samplesPerKey; ++sample) {
                    const Card mine(static_cast<Rank>(rank), static_cast<Suit>(rng.below(kSuits)));
                    sum += sampledCrib(players, whose, mine, cribs, rng);
                }
                next.set(players, whose, static_cast<Rank>(rank), sum / options.samplesPerKey);
            }
        }
    }
    return next;
}

double largestChange(const MultiCribTable& a, const MultiCribTable& b) {
    double most = 0;
    for (int players = 3; players <= 4; ++players) {
        for (int owner = 0; owner < 3; ++owner) {
            for (int rank = 1; rank <= kRanks; ++rank) {
                const auto whose = static_cast<MultiCribOwner>(owner);
                const auto r = static_cast<Rank>(rank);
                most = std::max(most, std::abs(a.at(players, whose, r) - b.at(players, whose, r)));
            }
        }
    }
    return most;
}

std::string tableText(const MultiCribTable& cribs) {
    std::ostringstream text;
    text << "// clang-format off\n"
         << "// kMultiCribAverage[players - 3][owner][rank - 1]; owner 0 my crib (I deal), 1 my\n"
         << "// partner's (four players), 2 an opponent's.\n"
         << "inline constexpr double kMultiCribAverage[2][3][13] = {\n";
    for (int players = 3; players <= 4; ++players) {
        text << "    {\n";
        for (int owner = 0; owner < 3; ++owner) {
            text << "        {";
            for (int rank = 1; rank <= kRanks; ++rank) {
                char entry[16];
                std::snprintf(
                    entry, sizeof entry, "%.4f",
                    cribs.at(players, static_cast<MultiCribOwner>(owner), static_cast<Rank>(rank)));
                text << (rank > 1 ? ", " : "") << entry;
            }
            text << "},\n";
        }
        text << "    },\n";
    }
    text << "};\n// clang-format on\n";
    return text.str();
}

}  // namespace

int main(int argc, char** argv) {
    Options options;
    if (!parseOptions(argc, argv, options)) {
        std::fprintf(stderr,
                     "usage: make-table-crib-tables [--seed N] [--samples-per-key N] "
                     "[--iterations N] [--out FILE]\n");
        return 2;
    }
    std::ostringstream header;
    header << "// Generated by tools/make_table_crib_tables; do not edit. Made with:\n"
           << "//   make-table-crib-tables --seed " << options.seed << " --samples-per-key "
           << options.samplesPerKey << " --iterations " << options.iterations << "\n";
    MultiCribTable cribs = nextTable(MultiCribTable{}, options);
    header << "//   the others laying away by their hands alone: done\n";
    for (int i = 1; i <= options.iterations; ++i) {
        const MultiCribTable next = nextTable(cribs, options);
        header << "//   against the analysis, pass " << i << ": largest change "
               << largestChange(cribs, next) << "\n";
        cribs = next;
        std::fprintf(stderr, "pass %d done\n", i);
    }
    std::ofstream file(options.out);
    file << header.str() << tableText(cribs);
    if (!file) {
        std::fprintf(stderr, "error: cannot write %s\n", options.out.c_str());
        return 1;
    }
    std::fputs(header.str().c_str(), stdout);
    return 0;
}
