#include <gtest/gtest.h>

#include "cli_session.h"

namespace cribbage::test {
namespace {

// docs/cli.md: a program can drive the batch modes through pipes, one line at a time.
TEST(CliPipes, ScoreBatchAnswersEachLineBeforeTheNextIsWritten) {
    CliSession score({"score", "--batch"});
    EXPECT_EQ(score.ask("6D JH 4H 7C 5H"), "9");
    EXPECT_EQ(score.ask("5S 5S 2S 6H 5H"), "error: duplicate card 5S");
    EXPECT_EQ(score.ask("5C 5D 5H JS 5S"), "29");
    EXPECT_EQ(score.finish(), 1);
}

TEST(CliPipes, PegBatchAnswersEachLineBeforeTheNextIsWritten) {
    CliSession peg({"peg", "--batch"});
    EXPECT_EQ(peg.ask("8H 7D 7S 6C"), "0 2 2 0");
    EXPECT_EQ(peg.ask("JH 5S 7C 6H 2S"), "0 2 0 3 0");
    EXPECT_EQ(peg.finish(), 0);
}

}  // namespace
}  // namespace cribbage::test
