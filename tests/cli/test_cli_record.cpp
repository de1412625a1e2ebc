// cribbage-cli record: check a game record, write one (docs/cli.md, docs/game-record.md).

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "run_cli.h"
#include "test_input.h"

namespace cribbage::test {
namespace {

// The commands docs/game-record.md says wrote its examples, in order.
const std::vector<std::vector<std::string>> kDocumentedRecordCommands = {
    {"record", "write", "--levels", "expert,hard", "--seed", "7", "--target", "61", "--event",
     "Expert against Hard", "--date", "2026.12.07"},
    {"record", "write", "--levels", "expert,easy,beginner", "--muggins", "--target", "61", "--seed",
     "5", "--event", "Three players, muggins", "--date", "2026.12.07"},
};

TEST(CliRecord, TheDocumentsExamplesAreWhatWriteWrites) {
    const auto records = fencedBlocks(testInput("CRIBBAGE_TEST_GAME_RECORD_MD"), "cribbage-record");
    ASSERT_EQ(records.size(), kDocumentedRecordCommands.size());
    for (std::size_t i = 0; i < records.size(); ++i) {
        const auto run = runCli(kDocumentedRecordCommands[i]);
        EXPECT_EQ(run.exitCode, 0) << run.err;
        EXPECT_EQ(run.out, records[i]);
    }
}

TEST(CliRecord, CheckSaysALegalRecordIsLegal) {
    const auto written = runCli(kDocumentedRecordCommands[0]);
    const auto run = runCli({"record", "check", "-"}, written.out);
    EXPECT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(run.out, "legal: 5 deals; Result 1-0, Score 72-48\n");
    EXPECT_EQ(run.err, "");
}

TEST(CliRecord, CheckRefusesABadRecordWithItsLine) {
    std::string record = runCli(kDocumentedRecordCommands[0]).out;
    record.resize(record.find("Play: 1 4C, 2 QC") + std::string("Play: 1 4C, 2 Q").size());
    const auto run = runCli({"record", "check", "-"}, record);
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.err, "error: line 28: unknown card \"Q\": the suit is missing (C D H S)\n");
}

// The record written back, each decision followed by its judgement.
TEST(CliRecord, AnnotateJudgesEachDecisionAfterItsLine) {
    const auto written = runCli(kDocumentedRecordCommands[0]);
    const auto run = runCli({"record", "annotate", "-"}, written.out);
    EXPECT_EQ(run.exitCode, 0) << run.err;
    EXPECT_NE(run.out.find("Lay away 1: 8H KH\n; 1 lays away 8H KH: the best. "), std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("; 1 plays 3S: loses 0.76 against 4D. "), std::string::npos) << run.out;
    EXPECT_EQ(runCli({"record", "check", "-"}, run.out).exitCode, 0);
}

TEST(CliRecord, AnnotateRefusesABadRecordWithItsLine) {
    const auto run = runCli({"record", "annotate", "-"}, "[Event \"x\"]\n\nDeal one\n");
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_EQ(run.out, "");
    EXPECT_TRUE(run.err.starts_with("error: line ")) << run.err;
}

TEST(CliRecord, CheckSaysAFileItCannotOpen) {
    const auto run = runCli({"record", "check", "no-such-record.txt"});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_EQ(run.err, "error: cannot open \"no-such-record.txt\"\n");
}

TEST(CliRecord, WriteTakesASavedGame) {
    const auto save = std::filesystem::temp_directory_path() / "cribbage-cli-record-save.json";
    std::ofstream(save) << R"({"format": "cribbage-game", "version": 1,
 "settings": {"players": 3, "target": 61, "skunk": "lurch", "muggins": true,
              "first_dealer": "random", "crib_four_card_flush": true, "match_games": 2},
 "seed": "42", "stacked_decks": [], "actions": []})";
    const auto run = runCli({"record", "write", "--save", save.string(), "--event", "Saved"});
    std::filesystem::remove(save);
    EXPECT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(run.out, R"([Event "Saved"]
[Date "????.??.??"]
[Seed "42"]
[Players "3"]
[Seat1 "?"]
[Seat1Kind "?"]
[Seat2 "?"]
[Seat2Kind "?"]
[Seat3 "?"]
[Seat3Kind "?"]
[Target "61"]
[Skunk "lurch"]
[Muggins "yes"]
[FirstDealer "random"]
[CribFourCardFlush "yes"]
[FiveCardFlushOnly "no"]
[MatchGames "2"]
[Result "*"]
[Score "0-0-0"]

)");
    EXPECT_EQ(runCli({"record", "check", "-"}, run.out).out,
              "legal: 0 deals; Result *, Score 0-0-0\n");
}

TEST(CliRecord, AWrongCommandLineIsAUsageError) {
    for (const auto& [args, says] : std::vector<std::pair<std::vector<std::string>, std::string>>{
             {{"record"},
              "error: cribbage-cli record needs a subcommand: check, annotate or write"},
             {{"record", "copy"},
              "error: unknown subcommand \"copy\" of cribbage-cli record: it is one of check, "
              "annotate or write"},
             {{"record", "check"}, "error: FILE must be given"},
             {{"record", "write"}, "error: --save, --levels: give one of --save and --levels"},
             {{"record", "write", "--levels", "expert,easy", "--players", "3"},
              "error: --levels: one level a player, 2, 3 or 4 of them"},
             {{"record", "write", "--levels", "expert,easy", "--date", "12/07/26"},
              "error: --date: the date is written YYYY.MM.DD, not \"12/07/26\""},
         }) {
        const auto run = runCli(args);
        EXPECT_EQ(run.exitCode, 2) << says;
        EXPECT_EQ(run.out, "");
        EXPECT_EQ(run.err, says + "\nRun with --help for more information.\n");
    }
}

}  // namespace
}  // namespace cribbage::test
