#pragma once

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

namespace cribbage::test {

// One run of cribbage-cli and everything it must print: standard output and standard error
// to the byte, and the exit code.
struct ExactOutput {
    const char* name;  // the test's name
    std::vector<std::string> args;
    std::string input;  // standard input
    std::string out;
    std::string err;
    int exitCode;
};

void PrintTo(const ExactOutput& run, std::ostream* os);

// Instantiate with INSTANTIATE_TEST_SUITE_P(Prefix, CliExactOutput, values, ExactOutputName()).
class CliExactOutput : public ::testing::TestWithParam<ExactOutput> {};

struct ExactOutputName {
    std::string operator()(const ::testing::TestParamInfo<ExactOutput>& param) const {
        return param.param.name;
    }
};

}  // namespace cribbage::test
