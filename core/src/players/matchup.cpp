#include "cribbage/matchup.h"

#include <atomic>
#include <cmath>
#include <optional>
#include <string>
#include <system_error>
#include <thread>

#include "cribbage/game.h"

namespace cribbage {
namespace {

// SplitMix64's step: seeds drawn from settings.seed + k * kGamma are its successive outputs.
constexpr std::uint64_t kGamma = 0x9E3779B97F4A7C15ULL;

struct GameOutcome {
    std::optional<Error> error;
    int p1Seat = 0;
    ComputerGameRecord record;
};

GameSetup setupOf(const MatchupSettings& settings, std::uint64_t seed) {
    GameSetup setup;
    setup.rules.players = 2;
    setup.rules.target = settings.target;
    setup.rules.skunk = SkunkRule::SkunkAndDoubleSkunk;
    setup.rules.muggins = settings.muggins;
    setup.rules.firstDealer = FirstDealer::Random;
    setup.seed = seed;
    return setup;
}

GameOutcome playOne(const MatchupSettings& settings, int index,
                    const std::array<std::unique_ptr<ComputerPlayer>, 2>& levels) {
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
    const int firstDealer = game.state().dealer;
    outcome.p1Seat = index % 2 == 0 ? firstDealer : 1 - firstDealer;
    std::array<const ComputerPlayer*, 2> seats{};
    seats[static_cast<std::size_t>(outcome.p1Seat)] = levels[0].get();
    seats[static_cast<std::size_t>(1 - outcome.p1Seat)] = levels[1].get();
    auto record = playComputerGame(game, seats, rng);
    if (!record) {
        outcome.error = Error{"game " + std::to_string(index) + ": " + record.error()};
        return outcome;
    }
    outcome.record = std::move(record).value();
    return outcome;
}

void addGame(MatchupResult& result, const GameOutcome& outcome) {
    const ComputerGameRecord& record = outcome.record;
    ++result.games;
    const int winner = record.winnerSide == outcome.p1Seat ? 0 : 1;
    PlayerTotals& won = result.players[static_cast<std::size_t>(winner)];
    ++won.wins;
    won.skunks += record.gamePoints >= 2 ? 1 : 0;
    won.doubleSkunks += record.gamePoints >= 4 ? 1 : 0;
    result.firstDealerWins += record.winnerSide == record.firstDealer ? 1 : 0;
    for (int player = 0; player < 2; ++player) {
        const int seat = player == 0 ? outcome.p1Seat : 1 - outcome.p1Seat;
        auto& roles = result.players[static_cast<std::size_t>(player)].roles;
        for (std::size_t role = 0; role < roles.size(); ++role) {
            roles[role] += record.roles[static_cast<std::size_t>(seat)][role];
        }
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
        for (std::size_t role = 0; role < sum.roles.size(); ++role) {
            sum.roles[role] += part.roles[role];
        }
    }
}

// What one thread played: the sums of its games, and the first (by index) that failed.
struct ThreadTally {
    MatchupResult result;
    std::optional<Error> error;
    int errorIndex = 0;
};

std::optional<Error> checkMatchup(const MatchupSettings& settings) {
    if (settings.games < 1 || settings.games > kMostMatchupGames) {
        return Error{"the number of games must be from 1 to " + std::to_string(kMostMatchupGames)};
    }
    if (settings.target != 61 && settings.target != 121) {
        return Error{"the target must be 61 or 121, not " + std::to_string(settings.target)};
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
    std::vector<ThreadTally> tallies(static_cast<std::size_t>(settings.threads));
    std::atomic<int> next{0};
    const auto work = [&](ThreadTally& tally) {
        const std::array levels{makeComputerPlayer(settings.levels[0]),
                                makeComputerPlayer(settings.levels[1])};
        for (int index = next++; index < settings.games; index = next++) {
            GameOutcome outcome = playOne(settings, index, levels);
            if (!outcome.error) {
                addGame(tally.result, outcome);
            } else if (!tally.error || index < tally.errorIndex) {
                tally.error = std::move(outcome.error);
                tally.errorIndex = index;
            }
        }
    };
    {
        std::vector<std::jthread> workers;
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
    MatchupResult result;
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
