// cribbage-cli record annotate: every decision of every seat judged by the analysis, as
// comments the reader skips (docs/game-record.md).

#include <gtest/gtest.h>

#include <array>
#include <map>
#include <sstream>

#include "cribbage/computer_game.h"
#include "cribbage/game_record.h"
#include "cribbage/rng.h"
#include "engine_test_support.h"

namespace cribbage::testing {
namespace {

// A match of `players` at 61 with seat 1 the Expert and the others the Beginner.
Game expertAgainstBeginners(int players) {
    RuleSettings rules;
    rules.players = players;
    rules.target = 61;
    Game game = newGame(setupOf(rules, static_cast<std::uint64_t>(players) + 40));
    const auto expert = makeComputerPlayer(Level::Expert);
    const auto beginner = makeComputerPlayer(Level::Beginner);
    std::vector<const ComputerPlayer*> seats{expert.get()};
    while (static_cast<int>(seats.size()) < players) {
        seats.push_back(beginner.get());
    }
    Rng rng(static_cast<std::uint64_t>(players));
    EXPECT_TRUE(playComputerGame(game, seats, rng).ok());
    return game;
}

std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

int decisionsOf(const Game& game) {
    int decisions = 0;
    for (const Action& action : game.history()) {
        decisions +=
            std::holds_alternative<LayAway>(action) || std::holds_alternative<Play>(action);
    }
    return decisions;
}

TEST(RecordAnnotation, EveryDecisionIsJudgedAndTheRecordReadsTheSame) {
    for (int players = 2; players <= 4; ++players) {
        const Game game = expertAgainstBeginners(players);
        const RecordHeader header{"Annotated", "2026.12.07", {}};
        const std::string annotated = annotateRecord(game, header);
        std::string uncommented;
        int comments = 0;
        for (const std::string& line : linesOf(annotated)) {
            if (line.starts_with("; ")) {
                ++comments;
            } else {
                uncommented += line + "\n";
            }
        }
        EXPECT_EQ(uncommented, writeRecord(game, header)) << players << " players";
        EXPECT_EQ(comments, decisionsOf(game)) << players << " players";
        const auto read = readRecord(annotated);
        ASSERT_TRUE(read.ok()) << read.error();
        EXPECT_EQ(read->game.history(), game.history());
    }
}

// What the comments say each seat lost, added up: the Beginner loses more than the Expert.
TEST(RecordAnnotation, TheBeginnerLosesMoreThanTheExpert) {
    for (int players = 2; players <= 4; ++players) {
        const Game game = expertAgainstBeginners(players);
        std::map<int, double> lost;
        for (const std::string& line : linesOf(annotateRecord(game, {}))) {
            const auto loses = line.find(": loses ");
            if (line.starts_with("; ") && loses != std::string::npos) {
                lost[std::stoi(line.substr(2)) - 1] += std::stod(line.substr(loses + 8));
            }
        }
        for (int seat = 1; seat < players; ++seat) {
            EXPECT_GT(lost[seat], lost[0]) << "seat " << seat + 1 << " of " << players;
        }
    }
}

}  // namespace
}  // namespace cribbage::testing
