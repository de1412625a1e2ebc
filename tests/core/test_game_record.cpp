// Game records (docs/game-record.md): written, read and written again byte for byte over
// random matches of every variant, the document's examples exactly what the writer writes,
// and bad records refused with their line.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "cribbage/game_record.h"
#include "cribbage/rng.h"
#include "engine_test_support.h"
#include "test_input.h"

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

TEST(GameRecord, RoundTripOfAMatchFromStackedDecks) {
    const auto deck = fullDeck();
    Game game = newGame(GameSetup{RuleSettings{}, 5, {{}, {}, {deck.begin(), deck.end()}}, {}});
    playUntil(game, firstLegalAction, [](const Game&) { return false; });
    EXPECT_EQ(recordRoundTripFault(game), "");
}

}  // namespace
}  // namespace cribbage::testing
