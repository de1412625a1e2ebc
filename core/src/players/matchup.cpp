#include "cribbage/matchup.h"

#include <atomic>
#include <cmath>
#include <optional>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include "cribbage/game.h"
#include "cribbage/rules.h"

namespace cribbage {
namespace {

// SplitMix64's step: seeds drawn from settings.seed + k * kGamma are its successive outputs.
constexpr std::uint64_t kGamma = 0x9E3779B97F4A7C15ULL;

struct GameOutcome {
    std::optional<Error> error;
    std::vector<int> seats;  // by player
    ComputerGameRecord record;
    std::optional<Game> game;  // as it ended
};

int playerCount(const MatchupSettings& settings) {
    return static_cast<int>(settings.levels.size());
}

GameSetup setupOf(const MatchupSettings& settings, std::uint64_t seed) {
    GameSetup setup;
    setup.rules.players = playerCount(settings);
    setup.rules.target = settings.target;
    setup.rules.skunk = SkunkRule::SkunkAndDoubleSkunk;
    setup.rules.muggins = settings.muggins;
    setup.rules.variant = settings.variant;
    setup.rules.firstDealer = FirstDealer::Random;
    setup.seed = seed;
    return setup;
}

using Players = std::vector<std::unique_ptr<ComputerPlayer>>;

GameOutcome playOne(const MatchupSettings& settings, int index, const Players& levels) {
    SplitMix64 seeds(settings.seed + 2 * static_cast<std::uint64_t>(index) * kGamma);
    const std::uint64_t gameSeed = seeds.next();
    Rng rng(seeds.next());
    GameOutcome outcome;
    auto created = Game::create(setupOf(settings, gameSeed));
    if (!created) {
        outcome.error = Error{created.error()};
        return outcome;
    }
    Game game = std::move(created).value();
    // Player (index mod n) + 1 sits in the first dealer's seat, the others clockwise after.
    const int players = playerCount(settings);
    const int firstDealer = game.state().dealer;
    std::vector<const ComputerPlayer*> seats(levels.size());
    for (int player = 0; player < players; ++player) {
        const int seat = (firstDealer + player - index % players + players) % players;
        outcome.seats.push_back(seat);
        seats[static_cast<std::size_t>(seat)] = levels[static_cast<std::size_t>(player)].get();
    }
    auto record = playComputerGame(game, seats, rng);
    if (!record) {
        outcome.error = Error{"game " + std::to_string(index) + ": " + record.error()};
        return outcome;
    }
    outcome.record = std::move(record).value();
    outcome.game = std::move(game);
    return outcome;
}

Players playersOf(const MatchupSettings& settings) {
    Players levels;
    for (Level level : settings.levels) {
        levels.push_back(makeComputerPlayer(level));
    }
    return levels;
}

void addPositions(SeatPositions& into, const SeatPositions& from) {
    for (std::size_t position = 0; position < into.size(); ++position) {
        into[position] += from[position];
    }
}

void addGame(MatchupResult& result, const GameOutcome& outcome, const RuleSettings& rules) {
    const ComputerGameRecord& record = outcome.record;
    ++result.games;
    result.firstDealerWins += record.winnerSide == sideOf(rules, record.firstDealer) ? 1 : 0;
    for (std::size_t player = 0; player < outcome.seats.size(); ++player) {
        const int seat = outcome.seats[player];
        PlayerTotals& totals = result.players[player];
        if (sideOf(rules, seat) == record.winnerSide) {
            ++totals.wins;
            totals.skunks += record.gamePoints >= 2 ? 1 : 0;
            totals.doubleSkunks += record.gamePoints >= 4 ? 1 : 0;
        }
        addPositions(totals.positions, record.positions[static_cast<std::size_t>(seat)]);
    }
}

void addResult(MatchupResult& into, const MatchupResult& from) {
    into.games += from.games;
    into.firstDealerWins += from.firstDealerWins;
    for (std::size_t player = 0; player < into.players.size(); ++player) {
        PlayerTotals& sum = into.players[player];
        const PlayerTotals& part = from.players[player];
        sum.wins += part.wins;
        sum.skunks += part.skunks;
        sum.doubleSkunks += part.doubleSkunks;
        addPositions(sum.positions, part.positions);
    }
}

// What one thread played: the sums of its games, and the first (by index) that failed.
struct ThreadTally {
    MatchupResult result;
    std::optional<Error> error;
    int errorIndex = 0;
};

std::optional<Error> checkMatchup(const MatchupSettings& settings) {
    if (playerCount(settings) < 2 || playerCount(settings) > kMostSeats) {
        return Error{"a matchup takes 2, 3 or 4 levels, not " +
                     std::to_string(playerCount(settings))};
    }
    if (settings.games < 1 || settings.games > kMostMatchupGames) {
        return Error{"the number of games must be from 1 to " + std::to_string(kMostMatchupGames)};
    }
    if (settings.target != 61 && settings.target != 121) {
        return Error{"the target must be 61 or 121, not " + std::to_string(settings.target)};
    }
    if (auto refused = checkSettings(setupOf(settings, 0).rules)) {
        return refused;
    }
    if (settings.threads < 1 || settings.threads > kMostMatchupThreads) {
        return Error{"the number of threads must be from 1 to " +
                     std::to_string(kMostMatchupThreads)};
    }
    return std::nullopt;
}

}  // namespace

Result<MatchupResult> runMatchup(const MatchupSettings& settings) {
    if (auto error = checkMatchup(settings)) {
        return *error;
    }
    // Each thread adds up its own games; sums do not depend on which thread played which.
    MatchupResult empty;
    empty.players.resize(settings.levels.size());
    std::vector<ThreadTally> tallies(static_cast<std::size_t>(settings.threads));
    for (ThreadTally& tally : tallies) {
        tally.result = empty;
    }
    const RuleSettings rules = setupOf(settings, 0).rules;
    std::atomic<int> next{0};
    const auto work = [&](ThreadTally& tally) {
        const Players levels = playersOf(settings);
        for (int index = next++; index < settings.games; index = next++) {
            GameOutcome outcome = playOne(settings, index, levels);
            if (!outcome.error) {
                addGame(tally.result, outcome, rules);
            } else if (!tally.error || index < tally.errorIndex) {
                tally.error = std::move(outcome.error);
                tally.errorIndex = index;
            }
        }
    };
    {
        // std::thread joined at the end of the block, not std::jthread: the libc++ of Apple
        // Clang (LLVM 16) has no std::jthread.
        std::vector<std::thread> workers;
        const struct JoinAll {
            std::vector<std::thread>& threads;
            ~JoinAll() {
                for (std::thread& thread : threads) {
                    thread.join();
                }
            }
        } joinAll{workers};
        for (std::size_t t = 1; t < tallies.size(); ++t) {
            try {
                workers.emplace_back(work, std::ref(tallies[t]));
            } catch (const std::system_error&) {
                break;  // the system allows no more threads: those running play every game
            }
        }
        work(tallies[0]);
    }
    const ThreadTally* failed = nullptr;
    MatchupResult result = empty;
    for (const ThreadTally& tally : tallies) {
        if (tally.error && (!failed || tally.errorIndex < failed->errorIndex)) {
            failed = &tally;
        }
        addResult(result, tally.result);
    }
    if (failed) {
        return *failed->error;
    }
    return result;
}

Result<Game> playMatchupGame(const MatchupSettings& settings, int index) {
    if (auto error = checkMatchup(settings)) {
        return *error;
    }
    GameOutcome outcome = playOne(settings, index, playersOf(settings));
    if (outcome.error) {
        return *outcome.error;
    }
    return std::move(*outcome.game);
}

Interval wilsonInterval(int successes, int trials) {
    if (trials <= 0) {
        return {0, 1};
    }
    constexpr double kZ = 1.959963984540054;  // the 97.5th percentile of the normal law
    const double n = trials;
    const double p = successes / n;
    const double z2 = kZ * kZ;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = kZ * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    return {centre - half, centre + half};
}

}  // namespace cribbage
