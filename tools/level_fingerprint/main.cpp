// level-fingerprint: one line a game, to check that a change to the computer levels plays the
// same games (docs/redesign/session-layer.md, step 14; tests/core/test_level_fingerprints.cpp).
//
//   level-fingerprint --levels L1,L2[,L3[,L4]] [--games N] [--seed N]
//
// Plays the games `cribbage-cli simulate --levels ... --seed N` plays (to 121, skunks on) and
// prints for each one line (fingerprint_line.h).

#include <cstdio>
#include <cstdlib>
#include <string>

#include "../level_list.h"
#include "../run_tool.h"
#include "../tool_options.h"
#include "cribbage/matchup.h"
#include "fingerprint_line.h"

namespace {

using namespace cribbage;

int run(int argc, char** argv) {
    MatchupSettings settings;
    settings.levels.clear();
    settings.games = 10;
    settings.seed = 1;
    bool readable = true;
    const tools::OptionReaders readers{
        {"--levels", tools::levelsReader(settings.levels, readable)},
        {"--games", [&](const char* value) { settings.games = std::atoi(value); }},
        {"--seed", [&](const char* value) { settings.seed = std::strtoull(value, nullptr, 10); }},
    };
    if (!tools::readOptions(argc, argv, readers) || !readable || settings.levels.size() < 2) {
        std::fputs("usage: level-fingerprint --levels L1,L2[,L3[,L4]] [--games N] [--seed N]\n",
                   stderr);
        return 2;
    }
    const std::string names = tools::levelNames(settings.levels);
    for (int index = 0; index < settings.games; ++index) {
        auto game = playMatchupGame(settings, index);
        if (!game) {
            std::fprintf(stderr, "level-fingerprint: %s\n", game.error().c_str());
            return 1;
        }
        std::puts(tools::fingerprintLine(index, names, *game).c_str());
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    return tools::runTool("level-fingerprint", run, argc, argv);
}
