#include <gtest/gtest.h>

#include <sstream>

#include "cribbage/hand_score.h"
#include "exact_output.h"
#include "run_cli.h"

namespace cribbage::test {
namespace {

std::vector<std::string> splitWords(const std::string& text) {
    std::vector<std::string> words;
    std::istringstream stream(text);
    for (std::string word; stream >> word;) {
        words.push_back(word);
    }
    return words;
}

struct ShowCase {
    const char* name;
    std::string cards;  // the hand, then the starter
    bool crib;
    int total;
};

void PrintTo(const ShowCase& show, std::ostream* os) {
    *os << show.cards;
}

class ScoreRulesExample : public ::testing::TestWithParam<ShowCase> {};

// Every line but the last is "<phrase>: <cards>", with the phrase and the cards the core
// gives for that item; the last is "total: N".
TEST_P(ScoreRulesExample, LinesAgreeWithTheCoreCountAndItsWords) {
    const ShowCase& show = GetParam();
    auto args = splitWords(show.cards);
    if (show.crib) {
        args.insert(args.begin(), "--crib");
    }
    args.insert(args.begin(), "score");
    const auto run = runCli(args);
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(run.err, "");

    const auto cards = *parseCards(show.cards);
    const HandCount count = countHand(std::span(cards).first(4), cards[4],
                                      show.crib ? FlushRule::Crib : FlushRule::Hand);
    const auto lines = linesOf(run.out);
    ASSERT_EQ(lines.size(), count.items.size() + 1) << run.out;
    EXPECT_EQ(lines.back(), "total: " + std::to_string(show.total));
    EXPECT_EQ(count.total, show.total);

    std::string said;
    for (std::size_t i = 0; i < count.items.size(); ++i) {
        const auto colon = lines[i].find(": ");
        ASSERT_NE(colon, std::string::npos) << lines[i];
        EXPECT_EQ(lines[i].substr(colon + 2), toString(count.items[i].cards));
        if (i > 0) {
            said += i + 1 < count.items.size() ? ", "
                    : count.items.size() == 2  ? " and "
                                               : ", and ";
        }
        said += lines[i].substr(0, colon);
    }
    if (!count.items.empty()) {
        EXPECT_EQ(said, sayCount(count));
    }
}

// RULES.md, "The show", worked examples.
INSTANTIATE_TEST_SUITE_P(
    ScoreRulesMd, ScoreRulesExample,
    ::testing::Values(ShowCase{"Bob", "6D JH 4H 7C 5H", false, 9},
                      ShowCase{"Alice", "5S 4S 2S 6H 5H", false, 12},
                      ShowCase{"Crib", "10S 8D KC 8C 5H", true, 6},
                      ShowCase{"EightSevenSevenSix", "8C 7D 7H 6S 2C", false, 16},
                      ShowCase{"TwentyNine", "5C 5D 5H JS 5S", false, 29},
                      ShowCase{"FourFourFiveFive", "4C 4D 5H 5S 6C", false, 24},
                      ShowCase{"SixSevenSevenEight", "6C 7D 7H 8S 8D", false, 24},
                      ShowCase{"Nothing", "2C 4D 6H 8S TC", false, 0}),
    [](const auto& param) { return std::string(param.param.name); });

ExactOutput scored(const char* name, std::vector<std::string> args, std::string out) {
    args.insert(args.begin(), "score");
    return {name, std::move(args), "", std::move(out), "", 0};
}

ExactOutput refused(const char* name, std::vector<std::string> args, const std::string& reason) {
    args.insert(args.begin(), "score");
    return {name, std::move(args), "", "", "error: " + reason + "\n", 1};
}

const std::vector<std::string> kFourCardFlush{"2H", "6H", "8H", "TH", "5S"};
const std::vector<std::string> kFiveCardFlush{"2H", "6H", "8H", "TH", "5H"};
const std::vector<std::string> kStarterAndThreeOfASuit{"2H", "6H", "8H", "TS", "5H"};

std::vector<std::string> operator+(std::vector<std::string> options,
                                   const std::vector<std::string>& cards) {
    options.insert(options.end(), cards.begin(), cards.end());
    return options;
}

const std::string kFourCardFlushLines =
    "fifteen two: 5S TH\nfifteen four: 2H 5S 8H\na flush of four is eight: 2H 6H 8H TH\n"
    "total: 8\n";
const std::string kFiveCardFlushLines =
    "fifteen two: 5H TH\nfifteen four: 2H 5H 8H\na flush of five is nine: 2H 5H 6H 8H TH\n"
    "total: 9\n";
const std::string kNoFlushLines = "fifteen two: 5H TS\nfifteen four: 2H 5H 8H\ntotal: 4\n";

INSTANTIATE_TEST_SUITE_P(
    Score, CliExactOutput,
    ::testing::Values(
        scored("BobsHandLineByLine", {"6D", "JH", "4H", "7C", "5H"},
               "fifteen two: 5H JH\n"
               "fifteen four: 4H 5H 6D\n"
               "a run of four is eight: 4H 5H 6D 7C\n"
               "his nobs is nine: JH\n"
               "total: 9\n"),
        scored("AlicesHandPairAndDoubleRun", {"5S", "4S", "2S", "6H", "5H"},
               "fifteen two: 4S 5H 6H\n"
               "fifteen four: 4S 5S 6H\n"
               "a pair is six: 5H 5S\n"
               "a run of three is nine: 4S 5H 6H\n"
               "a run of three is twelve: 4S 5S 6H\n"
               "total: 12\n"),
        scored("NothingPrintsOnlyTheTotal", {"2C", "4D", "6H", "8S", "TC"}, "total: 0\n"),
        scored("OneArgumentAnyCaseCommasTensSymbols", {"6d, jh 4\u2665 7C 5h"},
               "fifteen two: 5H JH\n"
               "fifteen four: 4H 5H 6D\n"
               "a run of four is eight: 4H 5H 6D 7C\n"
               "his nobs is nine: JH\n"
               "total: 9\n"),
        scored("CribWithTen", {"--crib", "10S", "8D", "KC", "8C", "5H"},
               "fifteen two: 5H TS\nfifteen four: 5H KC\na pair is six: 8C 8D\ntotal: 6\n"),
        // Flush rules: a hand counts its four cards of a suit, a crib only all five, unless
        // the house rule.
        scored("HandFourCardFlush", kFourCardFlush, kFourCardFlushLines),
        scored("CribFourCardFlushDoesNotCount", std::vector<std::string>{"--crib"} + kFourCardFlush,
               "fifteen two: 5S TH\nfifteen four: 2H 5S 8H\ntotal: 4\n"),
        scored("CribFourCardFlushHouseRule",
               std::vector<std::string>{"--crib", "--four-flush-crib"} + kFourCardFlush,
               kFourCardFlushLines),
        scored("HandFiveCardFlush", kFiveCardFlush, kFiveCardFlushLines),
        scored("CribFiveCardFlush", std::vector<std::string>{"--crib"} + kFiveCardFlush,
               kFiveCardFlushLines),
        scored("HandStarterAndThreeIsNoFlush", kStarterAndThreeOfASuit, kNoFlushLines),
        scored("CribStarterAndThreeIsNoFlush",
               std::vector<std::string>{"--crib"} + kStarterAndThreeOfASuit, kNoFlushLines),
        scored("HouseRuleStarterAndThreeIsNoFlush",
               std::vector<std::string>{"--crib", "--four-flush-crib"} + kStarterAndThreeOfASuit,
               kNoFlushLines),
        // The Spanish sheet's rule: only the five count, in a hand too.
        scored("FiveCardFlushOnlyHandFourDoesNotCount",
               std::vector<std::string>{"--five-card-flush"} + kFourCardFlush,
               "fifteen two: 5S TH\nfifteen four: 2H 5S 8H\ntotal: 4\n"),
        scored("FiveCardFlushOnlyHandFiveCounts",
               std::vector<std::string>{"--five-card-flush"} + kFiveCardFlush, kFiveCardFlushLines),
        scored("FiveCardFlushOnlyCrib",
               std::vector<std::string>{"--crib", "--five-card-flush"} + kFourCardFlush,
               "fifteen two: 5S TH\nfifteen four: 2H 5S 8H\ntotal: 4\n"),
        // Five-card cribbage: a hand of three (docs/rules.md), a crib of four.
        scored("FiveCardHandOfThree", {"--variant", "five-card", "4H", "5H", "6H", "5D"},
               "fifteen two: 4H 5D 6H\nfifteen four: 4H 5H 6H\na pair is six: 5D 5H\n"
               "a run of three is nine: 4H 5D 6H\na run of three is twelve: 4H 5H 6H\n"
               "a flush of three is fifteen: 4H 5H 6H\ntotal: 15\n"),
        scored("FiveCardCrib", {"--variant", "five-card", "--crib", "AC", "3D", "KC", "2D", "4H"},
               "fifteen two: AC 4H KC\nfifteen four: 2D 3D KC\n"
               "a run of four is eight: AC 2D 3D 4H\ntotal: 8\n"),
        refused("FiveCardFourInAHand", {"--variant", "five-card", "6D", "JH", "4H", "7C", "5H"},
                "expected 4 cards (3 in the hand, then the starter), got 5"),
        // Bad cards: the reason on standard error, nothing on standard output, exit 1.
        refused("FourCards", {"6D", "JH", "4H", "7C"},
                "expected 5 cards (4 in the hand, then the starter), got 4"),
        refused("SixCards", {"6D", "JH", "4H", "7C", "5H", "5C"},
                "expected 5 cards (4 in the hand, then the starter), got 6"),
        refused("NoCards", {}, "expected 5 cards (4 in the hand, then the starter), got 0"),
        refused("DuplicateCard", {"6D", "JH", "4H", "7C", "6d"}, "duplicate card 6D"),
        refused("UnknownSuit", {"6D", "JH", "4H", "7C", "5X"},
                "unknown card \"5X\": the suit must be one of C D H S (or \u2663 \u2666 "
                "\u2665 \u2660)"),
        refused("UnknownRank", {"6D", "JH", "1H", "7C", "5H"},
                "unknown card \"1H\": the rank must be one of A 2 3 4 5 6 7 8 9 T (or 10) J Q K"),
        refused("MissingSuitInCrib", {"--crib", "6D", "JH", "4H", "7C", "5"},
                "unknown card \"5\": the suit is missing (C D H S)")),
    ExactOutputName());

}  // namespace
}  // namespace cribbage::test
