// Every option of every subcommand, given a value it cannot take: the refusal names the
// option and the value typed, in the project's words (no CLI11 wording), with the exit code
// of its kind (docs/cli.md, "Exit codes"). The options are read from each subcommand's
// --help, so an option added without a case here fails the test.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <regex>
#include <set>

#include "run_cli.h"

namespace cribbage::test {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

// What CLI11 2.1 says in its own words (CLI/Error.hpp, CLI/Validators.hpp).
const std::vector<std::string> kCli11Wording{
    "The following argument",
    "is required",
    "excludes",
    "requires",
    "not in range",
    "Value ",
    "INT",
    "Could not convert",
    "not an allowed value",
    "Should be true",
    "flag override",
    "Exactly 1 option",
    "At least",
    "A subcommand",
    "Expected exactly",
    "not in {",
};

struct Refusal {
    std::vector<std::string> args;  // the whole command line after cribbage-cli
    std::string option;             // the option refused
    std::string value;              // the value typed, as the refusal must quote it
    int exitCode = 2;
};

const std::vector<std::string> kDeal{"5H", "5S", "JD", "4C", "6D", "KS"};
const std::vector<std::string> kPlay{"--hand", "5S 4S 2S 6H", "--starter",
                                     "5H",     "--history",   "o:JH m:5S o:7C"};

const std::vector<std::string> kMatch{"simulate", "--games", "1", "--levels", "easy,easy"};

// kPlay with the value of `option` replaced.
std::vector<std::string> playWith(const std::string& option, const std::string& value) {
    auto args = kPlay;
    *(std::find(args.begin(), args.end(), option) + 1) = value;
    return args;
}

// One bad value for every option, by subcommand.
const std::map<std::string, std::vector<Refusal>>& refusals() {
    static const std::map<std::string, std::vector<Refusal>> table{
        {"score",
         {{{"score", "--crib=1", "6D", "JH", "4H", "7C", "5H"}, "--crib", "takes no value"},
          {{"score", "--four-flush-crib=1", "6D", "JH", "4H", "7C", "5H"},
           "--four-flush-crib",
           "takes no value"},
          {{"score", "--five-card-flush=yes", "6D", "JH", "4H", "7C", "5H"},
           "--five-card-flush",
           "takes no value"},
          {{"score", "--batch=1"}, "--batch", "takes no value"},
          {{"score", "--variant", "seven", "6D", "JH", "4H", "7C"}, "--variant", "\"seven\""}}},
        {"peg", {{{"peg", "--batch=2"}, "--batch", "takes no value"}}},
        {"discard",
         {{with({"discard", "--dealer", "--scores", "95;102"}, kDeal), "--scores", "95;102", 1},
          {with({"discard", "--dealer", "--target", "61.0"}, kDeal), "--target", "\"61.0\""},
          {with({"discard", "--dealer", "--players", "5"}, kDeal), "--players", "\"5\""},
          {with({"discard", "--dealer", "--five-card-flush=no"}, kDeal), "--five-card-flush",
           "takes no value"},
          {with({"discard", "--dealer", "--json=1"}, kDeal), "--json", "takes no value"},
          {with({"discard", "--dealer=1"}, kDeal), "--dealer", "takes no value"},
          {with({"discard", "--pone=1"}, kDeal), "--pone", "takes no value"},
          {{"discard", "--players", "3", "--seat", "up", "5H", "5S", "JD", "4C", "6D"},
           "--seat",
           "\"up\""}}},
        {"play",
         {{with({"play", "--dealer", "--scores", "95"}, kPlay), "--scores", "95", 1},
          {with({"play", "--dealer", "--target", "1e2"}, kPlay), "--target", "\"1e2\""},
          {with({"play", "--dealer", "--players", "two"}, kPlay), "--players", "\"two\""},
          {with({"play", "--dealer", "--five-card-flush=1"}, kPlay), "--five-card-flush",
           "takes no value"},
          {with({"play", "--dealer"}, playWith("--hand", "5S ZZ")), "--hand", "\"ZZ\"", 1},
          {with({"play", "--dealer"}, playWith("--starter", "1H")), "--starter", "\"1H\"", 1},
          {with({"play", "--dealer"}, playWith("--history", "q:JH")), "--history", "\"q:JH\"", 1},
          {with({"play", "--dealer", "--crib", "XX"}, kPlay), "--crib", "\"XX\"", 1},
          {with({"play", "--dealer", "--level", "god"}, kPlay), "--level", "\"god\""},
          {with({"play", "--dealer", "--json=1"}, kPlay), "--json", "takes no value"},
          {with({"play", "--dealer=1"}, kPlay), "--dealer", "takes no value"},
          {with({"play", "--pone=1"}, kPlay), "--pone", "takes no value"},
          {with({"play", "--players", "3", "--seat", "behind"}, kPlay), "--seat", "\"behind\""}}},
        {"simulate",
         {{{"simulate", "--games", "1.5", "--p1", "easy", "--p2", "easy"}, "--games", "\"1.5\""},
          {{"simulate", "--games", "1", "--seed", "-1", "--p1", "easy", "--p2", "easy"},
           "--seed",
           "\"-1\""},
          {{"simulate", "--games", "1", "--p1", "god", "--p2", "easy"}, "--p1", "\"god\""},
          {{"simulate", "--games", "1", "--p1", "easy", "--p2", "Easy2"}, "--p2", "\"Easy2\""},
          {{"simulate", "--games", "1", "--levels", "easy,,easy"}, "--levels", "\"easy,,easy\""},
          {with(kMatch, {"--players", "9"}), "--players", "\"9\""},
          {with(kMatch, {"--target", "abc"}), "--target", "\"abc\""},
          {with(kMatch, {"--muggins=1"}), "--muggins", "takes no value"},
          {with(kMatch, {"--threads", "0"}), "--threads", "\"0\""},
          {with(kMatch, {"--json=1"}), "--json", "takes no value"},
          {with(kMatch, {"--variant", "seven-card"}), "--variant", "\"seven-card\""}}},
        {"engine", {}},
    };
    return table;
}

// The options a subcommand's --help lists, but --help itself.
std::set<std::string> optionsOf(const std::string& subcommand) {
    const auto help = runCli({subcommand, "--help"});
    std::set<std::string> options;
    const std::regex option(R"(^  (?:-h,)?(--[a-z0-9-]+))");
    for (const auto& line : linesOf(help.out)) {
        std::smatch found;
        if (std::regex_search(line, found, option) && found[1] != "--help") {
            options.insert(found[1]);
        }
    }
    return options;
}

void expectOurWords(const CliRun& run, const std::string& what) {
    EXPECT_EQ(run.out, "") << what;
    EXPECT_TRUE(run.err.starts_with("error: ")) << what << ": " << run.err;
    for (const auto& theirs : kCli11Wording) {
        EXPECT_THAT(run.err, Not(HasSubstr(theirs))) << what;
    }
}

TEST(CliRefusals, EveryOptionWithABadValueIsNamedWithTheValue) {
    for (const auto& [subcommand, cases] : refusals()) {
        std::set<std::string> covered;
        for (const auto& refusal : cases) {
            const auto run = runCli(refusal.args);
            const std::string what = subcommand + " " + refusal.option;
            expectOurWords(run, what);
            EXPECT_EQ(run.exitCode, refusal.exitCode) << what << ": " << run.err;
            EXPECT_THAT(run.err, HasSubstr(refusal.option)) << what;
            EXPECT_THAT(run.err, HasSubstr(refusal.value)) << what;
            covered.insert(refusal.option);
        }
        EXPECT_EQ(covered, optionsOf(subcommand))
            << subcommand << ": give every option a case in refusals()";
    }
}

// An option that takes a value, given none: named, and said to need one.
TEST(CliRefusals, AnOptionWithoutItsValueSaysItNeedsOne) {
    for (const auto& [args, option] : std::vector<std::pair<std::vector<std::string>, std::string>>{
             {{"simulate", "--levels", "easy,easy", "--games"}, "--games"},
             {{"discard", "--dealer", "5H", "5S", "JD", "4C", "6D", "KS", "--target"}, "--target"},
             {with({"play", "--dealer"}, with(kPlay, {"--level"})), "--level"}}) {
        const auto run = runCli(args);
        expectOurWords(run, option);
        EXPECT_EQ(run.exitCode, 2) << option;
        EXPECT_THAT(run.err, HasSubstr(option + " needs a value")) << run.err;
    }
}

// The mistakes of the command line's shape, the same words and exit code 2 in every
// subcommand.
TEST(CliRefusals, AWrongCommandLineIsSaidInOurWords) {
    for (const auto& [args, says] : std::vector<std::pair<std::vector<std::string>, std::string>>{
             {{},
              "no subcommand: give one of score, peg, discard, play, simulate, engine or record"},
             {{"shuffle"}, "unknown subcommand \"shuffle\""},
             {{"--bogus"}, "cribbage-cli does not take \"--bogus\" before a subcommand"},
             {{"score", "--frob", "5H"}, "cribbage-cli score does not take \"--frob\""},
             {{"score", "--json", "6D", "JH", "4H", "7C", "5H"},
              "cribbage-cli score does not take \"--json\""},
             {{"score", "--batch", "5H"}, "cards on the command line and --batch cannot both"},
             {{"peg"}, "--batch must be given"},
             {with({"play"}, {"--dealer", "--starter", "5H", "--history", ""}),
              "--hand must be given"},
             {with({"discard"}, kDeal), "say whose crib it is"},
             {with({"discard", "--dealer", "--pone"}, kDeal), "only one of --dealer"},
             {with({"play", "--dealer", "--hand", "5S"}, kPlay), "--hand is given more than once"},
             {{"simulate", "--games", "1"}, "--p1 and --p2, or --levels"},
         }) {
        const auto run = runCli(args);
        const std::string what = args.empty() ? "(nothing)" : args.front();
        expectOurWords(run, what);
        EXPECT_EQ(run.exitCode, 2) << what;
        EXPECT_THAT(run.err, HasSubstr(says)) << what;
    }
}

// An empty argument is refused alike everywhere, but as the value of an option that takes
// one (an empty --history: nothing played yet).
TEST(CliRefusals, AnEmptyArgumentIsRefusedButAsAnOptionsValue) {
    for (const auto& args : std::vector<std::vector<std::string>>{
             {"score", ""},
             {"score", "6D", "JH", "", "4H", "7C", "5H"},
             with({"discard", "--dealer", ""}, kDeal),
             {"play", "", "--json"},
             {"peg", "--batch", ""},
             {"simulate", "--games", "1", "--levels", "easy,easy", ""},
             {"", "score"}}) {
        const auto run = runCli(args);
        const std::string what = args.front() + " (" + std::to_string(args.size()) + ")";
        expectOurWords(run, what);
        EXPECT_EQ(run.exitCode, 2) << what;
        EXPECT_THAT(run.err, HasSubstr("an empty argument")) << what;
    }
    const auto led =
        runCli({"play", "--pone", "--hand", "5S 4S 2S 6H", "--starter", "5H", "--history", ""});
    EXPECT_EQ(led.exitCode, 0) << led.err;
}

// An option's value given empty was once read as the option left out: refused now like any
// value the option cannot take, with that option's exit code.
TEST(CliRefusals, AnEmptyOptionValueIsRefusedNotTakenAsLeftOut) {
    for (const auto& refusal : std::vector<Refusal>{
             {with({"discard", "--dealer", "--players", ""}, kDeal), "--players", "\"\""},
             {with({"discard", "--dealer", "--scores", ""}, kDeal), "--scores", "\"\"", 1},
             {with({"play", "--dealer", "--players", ""}, kPlay), "--players", "\"\""},
             {with({"play", "--dealer", "--scores", ""}, kPlay), "--scores", "\"\"", 1},
             {with({"play", "--dealer", "--crib", ""}, kPlay), "--crib", "\"\"", 1},
             {with(kMatch, {"--players", ""}), "--players", "\"\""},
             {with(kMatch, {"--target", ""}), "--target", "\"\""},
             {with(kMatch, {"--seed", ""}), "--seed", "\"\""}}) {
        const auto run = runCli(refusal.args);
        const std::string what = refusal.args.front() + " " + refusal.option;
        expectOurWords(run, what);
        EXPECT_EQ(run.exitCode, refusal.exitCode) << what << ": " << run.err;
        EXPECT_THAT(run.err, HasSubstr(refusal.option)) << what;
        EXPECT_THAT(run.err, HasSubstr(refusal.value)) << what;
    }
}

}  // namespace
}  // namespace cribbage::test
