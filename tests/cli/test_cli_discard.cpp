// cribbage-cli discard: the 15 discards ranked by the analysis (docs/cli.md).

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <tuple>

#include "cribbage/card_set.h"
#include "cribbage/hand_score.h"
#include "run_cli.h"

namespace cribbage::test {
namespace {

using Json = nlohmann::json;

std::vector<Card> named(const std::string& names) {
    const auto cards = parseCards(names);
    EXPECT_TRUE(cards.ok()) << names;
    return cards.ok() ? *cards : std::vector<Card>{};
}

Json discardJson(const std::vector<std::string>& args) {
    const auto run = runCli(args);
    EXPECT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(run.err, "");
    Json json = Json::parse(run.out, nullptr, false);
    EXPECT_TRUE(json.is_array()) << run.out;
    return json;
}

// Every pair of the six laid away once, ranked best first; net is hand + crib + peg; the
// crib counts for the dealer and against the pone; the hand is the exact average over the
// 46 starters.
TEST(CliDiscard, JsonRanksEveryDiscardWithItsValues) {
    const std::string dealt = "5H 5S JD 4C 6D KS";
    for (const std::string role : {"--dealer", "--pone"}) {
        const Json options =
            discardJson({"discard", role, "5H", "5S", "JD", "4C", "6D", "KS", "--json"});
        ASSERT_EQ(options.size(), 15U);
        std::set<std::uint64_t> pairs;
        double previous = options.front().at("rank_value");
        for (const Json& option : options) {
            const auto laidAway = named(option.at("discard"));
            const auto kept = named(option.at("keep"));
            ASSERT_EQ(laidAway.size(), 2U);
            ASSERT_EQ(kept.size(), 4U);
            EXPECT_EQ(CardSet::of(laidAway) | CardSet::of(kept), CardSet::of(named(dealt)));
            pairs.insert(CardSet::of(laidAway).bits());
            const double crib = option.at("crib");
            EXPECT_TRUE(role == "--dealer" ? crib > 0 : crib < 0) << option.dump();
            EXPECT_NEAR(option.at("net").get<double>(),
                        option.at("hand").get<double>() + crib + option.at("peg").get<double>(),
                        1e-9);
            EXPECT_LE(option.at("rank_value").get<double>(), previous);
            previous = option.at("rank_value");
            EXPECT_FALSE(option.at("reason").get<std::string>().empty());

            int total = 0;
            const CardSet taken = CardSet::of(named(dealt));
            for (int index = 0; index < kDeckSize; ++index) {
                const Card starter = Card::fromIndex(index);
                if (!taken.contains(starter)) {
                    total +=
                        scoreHand({kept[0], kept[1], kept[2], kept[3]}, starter, FlushRule::Hand);
                }
            }
            EXPECT_NEAR(option.at("hand").get<double>(), total / 46.0, 1e-9);
        }
        EXPECT_EQ(pairs.size(), 15U);
    }
}

// The table: a header, then one line per discard in the order of the JSON.
TEST(CliDiscard, TableListsTheDiscardsInTheSameOrder) {
    const Json options =
        discardJson({"discard", "--pone", "5H", "5S", "JD", "4C", "6D", "KS", "--json"});
    const auto run = runCli({"discard", "--pone", "5H", "5S", "JD", "4C", "6D", "KS"});
    ASSERT_EQ(run.exitCode, 0);
    const auto lines = linesOf(run.out);
    ASSERT_EQ(lines.size(), 16U);
    EXPECT_TRUE(lines[0].starts_with("discard    hand    crib     peg     net  reason"));
    for (std::size_t i = 0; i < options.size(); ++i) {
        const std::string discard = options[i].at("discard");
        EXPECT_TRUE(lines[i + 1].starts_with(discard)) << lines[i + 1];
        EXPECT_TRUE(lines[i + 1].ends_with(options[i].at("reason").get<std::string>()));
    }
}

// Near the end the chance of reaching the target weighs in: needing 11, the pone's first
// choice is the one that gets there most often. --scores adds the reach column.
TEST(CliDiscard, ScoresNearTheEndAddTheChanceToReachTheTarget) {
    const Json options = discardJson(
        {"discard", "--pone", "5H", "5S", "JD", "4C", "6D", "KS", "--scores", "110,100", "--json"});
    double best = 0;
    for (const Json& option : options) {
        best = std::max(best, option.at("reach").get<double>());
    }
    EXPECT_GT(best, 0.5);
    EXPECT_EQ(options.front().at("reach").get<double>(), best);
    const auto run =
        runCli({"discard", "--pone", "5H", "5S", "JD", "4C", "6D", "KS", "--scores", "110,100"});
    EXPECT_TRUE(linesOf(run.out).at(0).starts_with(
        "discard    hand    crib     peg     net   reach  reason"));
}

// As pone, 2H 3H 8H KH is the keep while its flush of four counts; with --five-card-flush the
// hand is 4 x 37/46 points poorer (no flush but with one of the 9 hearts left) and loses.
TEST(CliDiscard, FiveCardFlushCountsTheHandsByThatRule) {
    const std::vector<std::string> dealt{"discard", "--pone", "2H", "3H",    "8H",
                                         "KH",      "6S",     "9C", "--json"};
    const Json usual = discardJson(dealt);
    std::vector<std::string> fiveOnlyArgs = dealt;
    fiveOnlyArgs.push_back("--five-card-flush");
    const Json fiveOnly = discardJson(fiveOnlyArgs);
    EXPECT_EQ(usual.at(0).at("keep"), "2H 3H 8H KH");
    EXPECT_EQ(fiveOnly.at(0).at("keep"), "2H 3H 6S 9C");
    const auto hearts = [](const Json& options) {
        for (const Json& option : options) {
            if (option.at("keep") == "2H 3H 8H KH") {
                return option.at("hand").get<double>();
            }
        }
        return 0.0;
    };
    EXPECT_NEAR(hearts(usual) - hearts(fiveOnly), 4 * 37 / 46.0, 1e-9);
}

// Three and four players: five cards, one laid away, by the table analysis; the crib counts
// for the dealer (and the dealer's partner across) and against the others.
TEST(CliDiscard, ThreeAndFourPlayersLayOneOfFiveAway) {
    for (const auto& [players, role, sign] :
         {std::tuple<std::string, std::vector<std::string>, double>{"3", {"--dealer"}, 1.0},
          {"3", {"--seat", "left"}, -0.5},
          {"3", {"--seat", "right"}, -0.5},
          {"4", {"--dealer"}, 1.0},
          {"4", {"--seat", "left"}, -1.0},
          {"4", {"--seat", "across"}, 1.0},
          {"4", {"--seat", "right"}, -1.0}}) {
        std::vector<std::string> args{"discard", "--players", players};
        args.insert(args.end(), role.begin(), role.end());
        for (const std::string card : {"5H", "5S", "JD", "4C", "KS", "--json"}) {
            args.push_back(card);
        }
        const Json options = discardJson(args);
        ASSERT_EQ(options.size(), 5U) << players << " " << role.back();
        std::set<std::string> laid;
        double previous = options.at(0).at("net");
        for (const Json& option : options) {
            laid.insert(option.at("discard").get<std::string>());
            EXPECT_NEAR(option.at("crib").get<double>(),
                        sign * option.at("crib_average").get<double>(), 1e-12);
            EXPECT_NEAR(option.at("net").get<double>(),
                        option.at("hand").get<double>() + option.at("crib").get<double>(), 1e-9);
            EXPECT_LE(option.at("net").get<double>(), previous);
            previous = option.at("net");
        }
        EXPECT_EQ(laid, (std::set<std::string>{"5H", "5S", "JD", "4C", "KS"}));
        EXPECT_EQ(options.at(0).at("discard"), "4C") << players << " " << role.back();
    }
    const auto run =
        runCli({"discard", "--players", "3", "--seat", "left", "5H", "5S", "JD", "4C", "KS"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const auto lines = linesOf(run.out);
    ASSERT_EQ(lines.size(), 6U);
    EXPECT_EQ(lines[0], "discard    hand    crib     net  reason");
    EXPECT_TRUE(lines[1].starts_with("4C        12.38   -2.30   10.08  Keeps 5H 5S JD KS"))
        << lines[1];
    // The crib's other cards come from the others, not from a pone.
    const auto dealer =
        runCli({"discard", "--players", "3", "--dealer", "5H", "5S", "JD", "4C", "6S"});
    ASSERT_EQ(dealer.exitCode, 0) << dealer.err;
    EXPECT_NE(dealer.out.find("lays 5H in your own crib, worth 6.6 on average with the cards the "
                              "others add."),
              std::string::npos)
        << dealer.out;
    EXPECT_EQ(dealer.out.find("pone"), std::string::npos) << dealer.out;
}

TEST(CliDiscard, RefusesATableTheRoleOrTheCardsDoNotFit) {
    const std::vector<std::pair<std::vector<std::string>, std::string>> refusals{
        {{"--players", "3", "--pone", "5H", "5S", "JD", "4C", "KS"},
         "error: with 3 players a seat that does not deal is --seat left or right, not --pone\n"},
        {{"--players", "4", "--pone", "5H", "5S", "JD", "4C", "KS"},
         "error: with 4 players a seat that does not deal is --seat left, across or right, not "
         "--pone\n"},
        {{"--players", "3", "--seat", "across", "5H", "5S", "JD", "4C", "KS"},
         "error: a table of three has no seat across: --seat left or right\n"},
        {{"--seat", "left", "5H", "5S", "JD", "4C", "KS", "6D"},
         "error: --seat is a place at a table of 3 or 4 (--players): with two players say "
         "--dealer or --pone\n"},
        {{"--players", "3", "--seat", "left", "5H", "5S", "JD", "4C", "KS", "6D"},
         "error: a deal of three or four players is five cards, not 6\n"},
        {{"--players", "4", "--dealer", "5H", "5S", "JD", "4C", "KS", "--scores", "10,20"},
         "error: --scores is for two players: the analysis of three and four does not weigh "
         "the scores\n"},
    };
    for (const auto& [args, err] : refusals) {
        std::vector<std::string> command{"discard"};
        command.insert(command.end(), args.begin(), args.end());
        const auto run = runCli(command);
        EXPECT_EQ(run.exitCode, 1) << args.back();
        EXPECT_EQ(run.out, "");
        EXPECT_EQ(run.err, err);
    }
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"discard", "--dealer", "--seat", "left", "5H", "5S", "JD", "4C",
                                   "KS"},
          std::vector<std::string>{"discard", "--players", "3", "--seat", "middle", "5H", "5S",
                                   "JD", "4C", "KS"},
          std::vector<std::string>{"discard", "--players", "5", "--dealer", "5H", "5S", "JD", "4C",
                                   "KS"}}) {
        const auto run = runCli(args);
        EXPECT_EQ(run.exitCode, 2) << args.at(3);
        EXPECT_EQ(run.out, "");
    }
}

TEST(CliDiscard, RefusesBadInputWithExitCodeOne) {
    const std::vector<std::pair<std::vector<std::string>, std::string>> refusals{
        {{"--pone", "5H", "5S", "JD", "4C", "6D"},
         "error: a two-player deal is six cards, not 5\n"},
        {{"--pone", "5H", "5S", "JD", "4C", "6D", "5H"}, "error: duplicate card 5H\n"},
        {{"--dealer", "5H", "5S", "JD", "4C", "6D", "XX"}, ""},
        {{"--dealer", "5H", "5S", "JD", "4C", "6D", "KS", "--scores", "12"},
         "error: bad --scores \"12\": write ME,OPP, e.g. 95,102\n"},
        {{"--dealer", "5H", "5S", "JD", "4C", "6D", "KS", "--scores", "121,0"},
         "error: a score of 121 has already reached the target of 121: the game is over\n"},
        {{"--dealer", "5H", "5S", "JD", "4C", "6D", "KS", "--scores", "200,1"},
         "error: a score of 200 has already reached the target of 121: the game is over\n"},
    };
    for (const auto& [args, err] : refusals) {
        std::vector<std::string> command{"discard"};
        command.insert(command.end(), args.begin(), args.end());
        const auto run = runCli(command);
        EXPECT_EQ(run.exitCode, 1) << command.back();
        EXPECT_EQ(run.out, "");
        if (!err.empty()) {
            EXPECT_EQ(run.err, err);
        } else {
            EXPECT_TRUE(run.err.starts_with("error: ")) << run.err;
        }
    }
}

}  // namespace
}  // namespace cribbage::test
