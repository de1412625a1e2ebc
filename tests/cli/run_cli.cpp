#include "run_cli.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

#include "child_process.h"
#include "test_input.h"

namespace cribbage::test {
namespace {

namespace fs = std::filesystem;

// A file name of its own for each test and each run of the tests, so that tests can run in
// parallel, and two builds' tests at once (they share the temporary folder).
fs::path scratchPath(const std::string& suffix) {
    static const std::string run = std::to_string(std::random_device{}());
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = std::string(info->test_suite_name()) + "." + info->name();
    for (char& c : name) {
        if (c == '/') {
            c = '_';
        }
    }
    return fs::path(::testing::TempDir()) / ("cribbage_cli_" + run + "_" + name + suffix);
}

std::string readFile(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

}  // namespace

CliRun runCli(const std::vector<std::string>& args, std::string_view input) {
    const fs::path in = scratchPath(".in");
    const fs::path out = scratchPath(".out");
    const fs::path err = scratchPath(".err");
    std::ofstream(in, std::ios::binary) << input;

    std::vector<std::string> argv{testInput("CRIBBAGE_TEST_CLI")};
    argv.insert(argv.end(), args.begin(), args.end());
    const int exitCode = ChildProcess::withFiles(argv, in, out, err).wait(std::chrono::minutes(2));
    CliRun run;
    run.out = readFile(out);
    run.err = readFile(err);
    run.exitCode = exitCode;
    fs::remove(in);
    fs::remove(out);
    fs::remove(err);
    return run;
}

std::vector<std::string> with(std::vector<std::string> args, const std::vector<std::string>& more) {
    args.insert(args.end(), more.begin(), more.end());
    return args;
}

std::vector<std::string> linesOf(std::string_view text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const auto end = text.find('\n', start);
        if (end == std::string_view::npos) {
            lines.emplace_back(text.substr(start));
            break;
        }
        lines.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

}  // namespace cribbage::test
