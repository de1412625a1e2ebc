#include "exact_output.h"

#include "run_cli.h"

namespace cribbage::test {

void PrintTo(const ExactOutput& run, std::ostream* os) {
    *os << "cribbage-cli";
    for (const auto& arg : run.args) {
        *os << ' ' << arg;
    }
}

TEST_P(CliExactOutput, PrintsExactlyThisAndExitsWithThisCode) {
    const ExactOutput& expected = GetParam();
    const CliRun run = runCli(expected.args, expected.input);
    EXPECT_EQ(run.out, expected.out);
    EXPECT_EQ(run.err, expected.err);
    EXPECT_EQ(run.exitCode, expected.exitCode);
}

}  // namespace cribbage::test
