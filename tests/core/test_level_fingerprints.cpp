// Every computer level plays the same games as when its fingerprints were recorded: ten games
// at each table size, each game's winner, scores and the fingerprint of its save (every action)
// as tools/level_fingerprint prints them. A change meant to play the same (the levels made of
// policies, a refactor of the analysis) must leave them; a change meant to play better records
// them again with the command in tests/core/data/level_fingerprints.txt, and is measured as in
// docs/ai-strength.md.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <ostream>
#include <string>
#include <tuple>
#include <vector>

#include "../../tools/level_fingerprint/fingerprint_line.h"
#include "../../tools/level_list.h"
#include "cribbage/computer_player.h"
#include "cribbage/matchup.h"

namespace cribbage {

// The test's name says the level by name, not as a byte.
void PrintTo(Level level, std::ostream* out) {
    *out << levelName(level);
}

namespace {

constexpr int kGamesEach = 10;

// The recorded lines of one table: those whose levels are `levels`.
std::vector<std::string> recordedLines(const std::string& levels) {
    const char* path = std::getenv("CRIBBAGE_LEVEL_FINGERPRINTS");
    std::ifstream file(path ? path : "");
    std::vector<std::string> lines;
    for (std::string line; std::getline(file, line);) {
        const auto first = line.find(' ');
        const auto second = line.find(' ', first + 1);
        if (line.empty() || line.front() == '#' || first == std::string::npos) {
            continue;
        }
        if (line.substr(first + 1, second - first - 1) == levels) {
            lines.push_back(line);
        }
    }
    return lines;
}

class LevelFingerprints : public testing::TestWithParam<std::tuple<Level, int>> {};

TEST_P(LevelFingerprints, PlayTheGamesAsRecorded) {
    const auto [level, players] = GetParam();
    MatchupSettings settings;
    settings.levels.assign(static_cast<std::size_t>(players), level);
    const std::string levels = tools::levelNames(settings.levels);
    const std::vector<std::string> recorded = recordedLines(levels);
    ASSERT_EQ(recorded.size(), std::size_t{kGamesEach})
        << "no fingerprints recorded for " << levels;
    settings.games = kGamesEach;
    settings.seed = 1;
    for (int index = 0; index < kGamesEach; ++index) {
        auto game = playMatchupGame(settings, index);
        ASSERT_TRUE(game.ok()) << game.error();
        EXPECT_EQ(tools::fingerprintLine(index, levels, *game),
                  recorded[static_cast<std::size_t>(index)]);
    }
}

INSTANTIATE_TEST_SUITE_P(EveryLevelAtEveryTable, LevelFingerprints,
                         testing::Combine(testing::ValuesIn(kAllLevels), testing::Values(2, 3, 4)),
                         [](const auto& table) {
                             return std::string(levelName(std::get<0>(table.param))) + "_" +
                                    std::to_string(std::get<1>(table.param));
                         });

}  // namespace
}  // namespace cribbage
