// Game records (docs/game-record.md): written, read and written again byte for byte over
// random matches of every variant, the document's examples exactly what the writer writes,
// and bad records refused with their line.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <sstream>

#include "../cli/test_input.h"
#include "cribbage/computer_game.h"
#include "cribbage/game_record.h"
#include "cribbage/rng.h"
#include "engine_test_support.h"

namespace cribbage::testing {
namespace {

// Any legal action of any seat that may act: claims short of the count and muggins calls
// from every seat that may call included.
Action randomRecordAction(const Game& game, Rng& rng) {
    std::vector<Action> actions;
    for (int seat = 0; seat < game.rules().players; ++seat) {
        const auto legal = game.legalActions(seat);
        actions.insert(actions.end(), legal.begin(), legal.end());
    }
    return actions[static_cast<std::size_t>(rng.below(actions.size()))];
}

RuleSettings randomRecordRules(Rng& rng) {
    RuleSettings rules;
    rules.players = 2 + static_cast<int>(rng.below(3));
    rules.target = rng.below(2) == 0 ? 61 : 121;
    rules.skunk = static_cast<SkunkRule>(rng.below(3));
    rules.muggins = rng.below(2) == 1;
    rules.firstDealer = rng.below(2) == 0 ? FirstDealer::Cut : FirstDealer::Random;
    const auto flush = rng.below(3);
    rules.cribFourCardFlush = flush == 1;
    rules.fiveCardFlushOnly = flush == 2;
    rules.matchGames = 1 + static_cast<int>(rng.below(2));
    return rules;
}

// The state of a match without the face-down pack, which a record does not show.
GameState recordedState(const Game& game) {
    GameState state = game.state();
    state.pack.clear();
    return state;
}

// Match `number` of the random round trips: half of them stopped at a random action.
Game randomRecordMatch(std::uint64_t number) {
    Rng rng(number);
    GameSetup setup = setupOf(randomRecordRules(rng), rng.next());
    if (rng.below(4) == 0) {
        setup.standing =
            MatchStanding{2, std::vector<int>(static_cast<std::size_t>(sideCount(setup.rules)), 0)};
        setup.standing.gamePoints[0] = 1;
        setup.rules.matchGames = 3;
    }
    Game game = newGame(setup);
    const std::size_t stop =
        rng.below(2) == 0 ? std::size_t{100000} : static_cast<std::size_t>(rng.below(300));
    while (game.state().phase != Phase::MatchOver && game.history().size() < stop) {
        act(game, randomRecordAction(game, rng));
    }
    return game;
}

RecordHeader recordHeaderOf(const Game& game) {
    RecordHeader header{"Round trip", "2026.12.07", {}};
    for (int seat = 0; seat < game.rules().players; ++seat) {
        header.seats.push_back(
            {"Player \"" + std::to_string(seat + 1) + "\" \\", seat == 0 ? "person" : "computer"});
    }
    return header;
}

// Returns what differs, or "" for a record that round-trips.
std::string recordRoundTripFault(const Game& game) {
    const RecordHeader header = recordHeaderOf(game);
    const std::string text = writeRecord(game, header);
    const auto read = readRecord(text);
    if (!read) {
        return "refused: " + read.error() + "\n" + text;
    }
    if (writeRecord(read->game, read->header) != text) {
        return "written again, not the same:\n" + text;
    }
    if (read->header != header || read->game.history() != game.history() ||
        recordedState(read->game) != recordedState(game)) {
        return "read, not the same match:\n" + text;
    }
    return "";
}

// CRIBBAGE_RECORD_ROUND_TRIPS=10000 runs more (docs/game-record.md).
std::uint64_t recordRoundTrips() {
    const char* count = std::getenv("CRIBBAGE_RECORD_ROUND_TRIPS");
    return count != nullptr && *count != '\0' ? std::strtoull(count, nullptr, 10) : 300;
}

TEST(GameRecord, RoundTripOfRandomMatchesOfEveryVariant) {
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t matches = recordRoundTrips();
    std::uint64_t finished = 0;
    std::array<int, 5> byPlayers{};
    for (std::uint64_t number = 0; number < matches; ++number) {
        const Game game = randomRecordMatch(number);
        finished += game.state().phase == Phase::MatchOver ? 1 : 0;
        ++byPlayers[static_cast<std::size_t>(game.rules().players)];
        const std::string fault = recordRoundTripFault(game);
        ASSERT_EQ(fault, "") << "match " << number;
    }
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    std::printf("%llu matches (%llu over; 2, 3, 4 players: %d, %d, %d) round-tripped in %.2f s\n",
                static_cast<unsigned long long>(matches), static_cast<unsigned long long>(finished),
                byPlayers[2], byPlayers[3], byPlayers[4], took.count());
}

// Matches the computer levels play, muggins's careless counts included.
TEST(GameRecord, RoundTripOfComputerMatches) {
    const std::array levels{makeComputerPlayer(Level::Beginner), makeComputerPlayer(Level::Easy),
                            makeComputerPlayer(Level::Medium)};
    for (int players = 2; players <= 4; ++players) {
        for (const bool muggins : {false, true}) {
            RuleSettings rules;
            rules.players = players;
            rules.muggins = muggins;
            rules.target = 61;
            Game game = newGame(
                setupOf(rules, (static_cast<std::uint64_t>(players) * 2) + (muggins ? 1U : 0U)));
            std::vector<const ComputerPlayer*> seats;
            seats.reserve(static_cast<std::size_t>(players));
            for (int seat = 0; seat < players; ++seat) {
                seats.push_back(levels[static_cast<std::size_t>(seat % 3)].get());
            }
            Rng rng(static_cast<std::uint64_t>(players));
            ASSERT_TRUE(playComputerGame(game, seats, rng).ok());
            ASSERT_EQ(game.state().phase, Phase::MatchOver);
            ASSERT_GT(game.history().size(), 60U);
            EXPECT_EQ(recordRoundTripFault(game), "") << players << " players";
        }
    }
}

TEST(GameRecord, RoundTripOfAMatchFromStackedDecks) {
    const auto deck = fullDeck();
    Game game = newGame(GameSetup{RuleSettings{}, 5, {{}, {}, {deck.begin(), deck.end()}}, {}});
    playUntil(game, firstLegalAction, [](const Game&) { return false; });
    EXPECT_EQ(recordRoundTripFault(game), "");
}

TEST(GameRecord, TheDocumentsExamplesAreWhatTheWriterWrites) {
    const auto records =
        test::fencedBlocks(test::testInput("CRIBBAGE_TEST_GAME_RECORD_MD"), "cribbage-record");
    ASSERT_EQ(records.size(), 2U);  // two players; three with muggins
    for (const std::string& text : records) {
        const auto read = readRecord(text);
        ASSERT_TRUE(read.ok()) << read.error();
        EXPECT_EQ(read->game.state().phase, Phase::MatchOver);
        EXPECT_EQ(writeRecord(read->game, read->header), text);
    }
}

// The first four deals of the document's first example as a HALSCRIB sheet: the starter,
// the plays (no go written), the cards laid away; A's cards upper case, B's lower.
constexpr std::string_view kHalscribSheet = R"(Player A: expert
Player B: hard
Date: 26/12/07
Event: Expert against Hard
Muggins Game: N
Deal 1: AS qs 3S 3h 4D ts 4C qc 4H 8H KH 6c kc
Deal 2: 4C 8H kh 6C 7D qd 8D js qh TC KS 9h as
Deal 3: 3H tc 2C qc 9D 9s 3S td AH 7D 7H ks 4d
Deal 4: 3D AH qd 4H jd 5D tc TD 5s 2D 9D 7s 7c
)";

// The actions a HALSCRIB sheet records: the cuts' depths and the first cut are not its.
std::vector<Action> layAwaysAndPlays(const Game& game) {
    std::vector<Action> actions;
    for (const Action& action : game.history()) {
        if (std::holds_alternative<LayAway>(action) || std::holds_alternative<Play>(action) ||
            std::holds_alternative<Go>(action)) {
            actions.push_back(action);
        }
    }
    return actions;
}

TEST(GameRecord, AHalscribSheetIsReadAsTheSameDeals) {
    const auto sheet = readRecord(kHalscribSheet);
    ASSERT_TRUE(sheet.ok()) << sheet.error();
    EXPECT_EQ(
        sheet->header,
        (RecordHeader{"Expert against Hard", "??26.12.07", {{"expert", "?"}, {"hard", "?"}}}));
    // The same deals in this format, in a game to 121 (HALSCRIB's): the document's example.
    std::string same =
        test::fencedBlocks(test::testInput("CRIBBAGE_TEST_GAME_RECORD_MD"), "cribbage-record")
            .front();
    same.replace(same.find("[Target \"61\"]"), 13, "[Target \"121\"]");
    same.erase(same.find("[Result"), same.find("\n\nCut") - same.find("[Result"));
    same.resize(same.find("\nDeal 5") + 1);
    const auto record = readRecord(same);
    ASSERT_TRUE(record.ok()) << record.error();
    EXPECT_EQ(layAwaysAndPlays(sheet->game), layAwaysAndPlays(record->game));
    EXPECT_EQ(recordScore(sheet->game.state()), "58-34");
    EXPECT_EQ(recordScore(record->game.state()), "58-34");
}

TEST(GameRecord, WhatAHalscribSheetSaysThatIsNotReadIsRefused) {
    const auto refused = [](std::string_view from, std::string_view to) {
        std::string sheet(kHalscribSheet);
        sheet.replace(sheet.find(from), from.size(), to);
        return readRecord(sheet).error();
    };
    EXPECT_EQ(refused("Muggins Game: N", "Muggins Game: Y"),
              "line 5: a HALSCRIB muggins game is not read: its claims are not on its deal lines");
    EXPECT_EQ(refused("6c kc\n", "6c kc <2\n"),
              "line 6: HALSCRIB's marks of points missed or over-pegged are not read: \"<2\"");
    EXPECT_EQ(refused("8H KH 6c kc", "8H KH 6C kc"),
              "line 6: each player lays away 2 cards (A's upper case, B's lower): the last 4 "
              "cards");
    EXPECT_EQ(refused("Date: 26/12/07", "Date: 2026-12-07"),
              "line 3: a HALSCRIB date is yy/mm/dd, not \"2026-12-07\"");
    EXPECT_EQ(refused("Deal 2: 4C 8H kh", "Deal 2: 4C 8H 8H"), "line 7: duplicate card 8H");
    EXPECT_EQ(refused("Deal 2: 4C 8H kh", "Deal 2: 4C kh 8H"),
              "line 7: seat 1 deals: it is not seat 1's turn: seat 2 is to act");
}

// The first deal of a game to 61, and no more: a legal record of a match that goes on.
constexpr std::string_view kUnfinishedRecord = R"([Event "Bad records"]
[Seed "7"]
[Target "61"]

Cut for deal: 1 9C at 43, 2 TC at 6

Deal 1: game 1, dealer 1
Hand 1: 4D 3S KH 4C 4H 8H
Hand 2: QS 6C TS 3H QC KC
Lay away 1: 8H KH
Lay away 2: 6C KC
Starter: AS at 23
Play: 2 QS, 1 3S, 2 3H, 1 4D, 2 TS
Play: 1 4C, 2 QC, 1 4H
)";

// kUnfinishedRecord with line `number` replaced by `line` (one past the end: added).
std::string recordWithLine(int number, std::string_view line) {
    std::vector<std::string> lines;
    std::istringstream in{std::string(kUnfinishedRecord)};
    for (std::string text; std::getline(in, text);) {
        lines.push_back(text);
    }
    lines.resize(std::max(lines.size(), static_cast<std::size_t>(number)));
    lines[static_cast<std::size_t>(number - 1)] = line;
    std::string text;
    for (const auto& each : lines) {
        text += each + "\n";
    }
    return text;
}

TEST(GameRecord, AnUnfinishedRecordIsLegal) {
    const auto read = readRecord(kUnfinishedRecord);
    ASSERT_TRUE(read.ok()) << read.error();
    EXPECT_EQ(read->game.state().phase, Phase::Deal);
    EXPECT_EQ(recordScore(read->game.state()), "13-5");
    EXPECT_EQ(recordResult(read->game.state()), "*");
    EXPECT_EQ(read->header.event, "Bad records");
}

struct BadRecordLine {
    int number;
    std::string_view line;
    std::string_view refusal;
};

TEST(GameRecord, BadRecordsAreRefusedWithTheirLine) {
    const BadRecordLine bad[] = {
        // Cut short in the middle of a line
        {14, "Play: 1 4C, 2 Q", "line 14: unknown card \"Q\": the suit is missing (C D H S)"},
        // Cards that cannot be
        {8, "Hand 1: 4D 3S KH 4C 4H 1X",
         "line 8: unknown card \"1X\": the rank must be one of A 2 3 4 5 6 7 8 9 T (or 10) J Q "
         "K"},
        {9, "Hand 2: QS 6C TS 3H QC 4D", "line 9: 4D is dealt twice in deal 1"},
        {12, "Starter: 4D at 23", "line 12: 4D is named twice in deal 1"},
        {8, "Hand 1: 4D 3S KH 4C 4H",
         "line 8: the hand of seat 1 has 5 cards; a game of 2 "
         "players deals 6"},
        {9, "", "line 7: deal 1 does not give every hand"},
        {15, "Hand 1: 4D", "line 15: the hand of seat 1 is given twice"},
        // Actions the engine refuses
        {13, "Play: 2 QS, 1 3S, 2 3H, 1 4D, 2 5H", "line 13: seat 2 plays 5H: you do not hold 5H"},
        {13, "Play: 2 QS, 1 3S, 2 3H, 1 4D, 2 TS, 1 KH",
         "line 13: seat 1 plays KH: you do not hold KH"},
        {13, "Play: 2 QS, 1 3S, 2 3H, 1 go",
         "line 13: seat 1 says go: you can play 4D without passing 31, so you must play"},
        {13, "Play: 1 3S", "line 13: seat 1 plays 3S: it is not seat 1's turn: seat 2 is to act"},
        {10, "Lay away 1: 8H QS", "line 10: seat 1 lays away 8H QS: you do not hold QS"},
        {12, "Starter: AS at 2",
         "line 12: seat 2 cuts 2 cards: cut between 4 and 36 cards of the 40: at least 4 must "
         "stay in each packet"},
        {12, "Starter: AS at 40", "line 12: a cut at 40 is below the bottom of the pack"},
        {7, "Deal 1: game 1, dealer 2",
         "line 7: seat 2 deals: it is not seat 2's turn: seat 1 is to act"},
        {5, "Cut for deal: 1 9C at 43, 2 9D at 6",
         "line 7: seat 1 deals: you cannot deal now: the players are cutting for the deal"},
        {15, "Count 2: 3", "line 15: the count made here is the hand of seat 2, 2"},
        {15, "Crib 1: 4", "line 15: the count made here is the hand of seat 2, 2"},
        {12, "Count 2: 2", "line 12: no count is made here"},
        {15, "Count 2: 2, accepted by 1",
         "line 15: a count is written Count 2: 8 (without muggins)"},
        // Lines and tags that cannot be read
        {7, "Deal 2: game 1, dealer 1", "line 7: deal 2 where deal 1 was due"},
        {12, "Starter: AS", "line 12: the starter is written card, at, depth: Starter: 5H at 17"},
        {13, "Pegging: 2 QS",
         "line 13: cannot read \"Pegging: 2 QS\": a line of a deal begins Cut for deal, Deal, "
         "Hand, Crib card, Lay away, Starter, Play, Count or Crib"},
        {1, "[Evnt \"Bad records\"]", "line 1: unknown tag [Evnt]"},
        {1, "[Event \"Bad records\"", "line 1: a tag is written [Name \"value\"]"},
        {2, "[Event \"again\"]", "line 2: the tag [Event] is given twice"},
        {3, "[Target \"100\"]", "line 3: a game is played to 61 or 121 points, not 100"},
        {3, "[Seat3 \"Ann\"]", "line 3: [Seat3] names a seat of a game of 2 players"},
        {15, "[Result \"*\"]", "line 15: a tag comes after the deals: tags are the header"},
        // The Result and Score the deals do not reach: cut short at a line's end
        {3, "[Score \"72-48\"]",
         "line 3: [Score \"72-48\"], but the deals end at \"13-5\": the record is cut short or "
         "wrong"},
    };
    for (const BadRecordLine& each : bad) {
        const auto read = readRecord(recordWithLine(each.number, each.line));
        ASSERT_FALSE(read.ok()) << each.line;
        EXPECT_EQ(read.error(), each.refusal) << each.line;
    }
    EXPECT_EQ(readRecord("").error(), "line 1: the record is empty");
}

TEST(GameRecord, ARefusalKeepsTheEnginesCodeAndSeats) {
    const auto read = readRecord(recordWithLine(13, "Play: 1 3S"));
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.failure().code, ErrorCode::NotYourTurn);
    EXPECT_EQ(read.failure().seats, (std::vector<int>{0, 1}));
}

}  // namespace
}  // namespace cribbage::testing
