// deal-duel: two levels compared on the same deals, for differences too small for whole games
// to tell apart in a reasonable time (docs/ai-strength.md, "Comparing levels deal by deal").
//
//   deal-duel --levels L1,L2[,L3[,L4]] --against LEVEL [--games N] [--seed N] [--threads N]
//
// Plays --games games of the levels, named as `cribbage-cli simulate --levels` names them
// (player 1 first, the others clockwise; with four, players 1 and 3 partners), to 121, skunks
// on, the first dealer at random. Each deal is played twice from the same position, with the same
// cards and the same generator: once by the levels, once with player 1 (with four, player 1
// and his partner) at LEVEL. The game goes on from the levels' deal. Each deal's worth to
// player 1's side is its points less the other sides' average; the difference between the two
// plays of a deal is 0 wherever LEVEL decides as player 1's level does, so its average is
// known far more closely than a difference of wins over as many games.

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "../level_list.h"
#include "../run_tool.h"
#include "../tool_options.h"
#include "cribbage/computer_game.h"
#include "cribbage/computer_player.h"
#include "cribbage/game.h"
#include "cribbage/matchup.h"
#include "cribbage/rng.h"
#include "cribbage/rules.h"

namespace {

using namespace cribbage;

// Game `index` is dealt from --seed and the index alone, whatever the threads, by the steps of
// SplitMix64 as runMatchup deals its games.
constexpr std::uint64_t kGamma = 0x9E3779B97F4A7C15ULL;

struct Options {
    std::vector<Level> levels;
    std::optional<Level> against;
    int games = 1000;
    std::uint64_t seed = 1;
    int threads = 1;
};

// Sums over deals, in whole numbers so that the result does not hang on the threads' order.
// A deal's worth is kept times the number of other sides, which makes it whole.
struct Tally {
    long long deals = 0;
    long long differing = 0;
    long long levelsWorth = 0;
    long long againstWorth = 0;
    long long differenceSquares = 0;
    std::array<long long, kMostSeats> dealsAt{};  // by player 1's position, 0 the dealer
    std::array<long long, kMostSeats> differenceAt{};

    void add(const Tally& other) {
        deals += other.deals;
        differing += other.differing;
        levelsWorth += other.levelsWorth;
        againstWorth += other.againstWorth;
        differenceSquares += other.differenceSquares;
        for (std::size_t p = 0; p < dealsAt.size(); ++p) {
            dealsAt[p] += other.dealsAt[p];
            differenceAt[p] += other.differenceAt[p];
        }
    }
};

using Seats = std::vector<const ComputerPlayer*>;

// Side 0's score less the others', each other side's counted once: the side's worth times
// the number of other sides.
long long worthOf(const Game& game) {
    const std::vector<int>& scores = game.state().scores;
    const auto others = static_cast<long long>(scores.size()) - 1;
    long long worth = others * scores[0];
    for (std::size_t side = 1; side < scores.size(); ++side) {
        worth -= scores[side];
    }
    return worth;
}

bool gameOver(const Game& game) {
    const Phase phase = game.state().phase;
    return phase == Phase::GameOver || phase == Phase::MatchOver;
}

// Plays `game` from the dealer's deal to the end of that deal's show, or of the game.
Result<long long> playDeal(Game& game, const Seats& seats, Rng& rng) {
    const long long before = worthOf(game);
    bool dealt = false;
    while (!gameOver(game) && !(dealt && game.state().phase == Phase::Deal)) {
        dealt = true;
        const int seat = game.awaiting().front();
        const Action action = seats[static_cast<std::size_t>(seat)]->decide(game.view(seat), rng);
        if (auto events = game.apply(action); !events) {
            return Error{"the engine refused \"" + describe(action) + "\": " + events.error()};
        }
    }
    return worthOf(game) - before;
}

Result<Tally> duelGame(const Options& options, int index, const Seats& levels,
                       const Seats& against) {
    SplitMix64 seeds(options.seed + 2 * static_cast<std::uint64_t>(index) * kGamma);
    GameSetup setup;
    setup.rules.players = static_cast<int>(options.levels.size());
    setup.rules.skunk = SkunkRule::SkunkAndDoubleSkunk;
    setup.rules.firstDealer = FirstDealer::Random;
    setup.seed = seeds.next();
    auto created = Game::create(setup);
    if (!created) {
        return Error{created.error()};
    }
    Game game = std::move(created).value();
    Rng rng(seeds.next());
    Tally tally;
    while (!gameOver(game)) {
        const int players = game.rules().players;
        const int position = (players - game.state().dealer) % players;
        Game trial = game;
        Rng trialRng = rng;
        const auto byAgainst = playDeal(trial, against, trialRng);
        const auto byLevels = playDeal(game, levels, rng);
        if (!byAgainst || !byLevels) {
            return Error{"game " + std::to_string(index) + ": " +
                         (byAgainst ? byLevels.error() : byAgainst.error())};
        }
        const long long difference = *byAgainst - *byLevels;
        tally.deals += 1;
        tally.differing += difference != 0 ? 1 : 0;
        tally.levelsWorth += *byLevels;
        tally.againstWorth += *byAgainst;
        tally.differenceSquares += difference * difference;
        tally.dealsAt[static_cast<std::size_t>(position)] += 1;
        tally.differenceAt[static_cast<std::size_t>(position)] += difference;
    }
    return tally;
}

bool parseOptions(int argc, char** argv, Options& options) {
    bool readable = true;
    const tools::OptionReaders readers{
        {"--levels", tools::levelsReader(options.levels, readable)},
        {"--against",
         [&](const char* value) {
             auto level = parseLevel(value);
             readable = readable && level.ok();
             options.against = level ? std::optional<Level>(*level) : std::nullopt;
         }},
        {"--games", [&](const char* value) { options.games = std::atoi(value); }},
        {"--seed", [&](const char* value) { options.seed = std::strtoull(value, nullptr, 10); }},
        {"--threads", [&](const char* value) { options.threads = std::atoi(value); }},
    };
    return tools::readOptions(argc, argv, readers) && readable && options.against &&
           options.levels.size() >= 2 && options.levels.size() <= kMostSeats && options.games > 0 &&
           options.threads > 0 && options.threads <= kMostMatchupThreads;
}

Result<Tally> duel(const Options& options) {
    std::atomic<int> next{0};
    std::mutex guard;
    Tally total;
    std::optional<Error> failure;
    const auto work = [&] {
        std::vector<std::unique_ptr<ComputerPlayer>> owned;
        Seats levels;
        for (Level level : options.levels) {
            owned.push_back(makeComputerPlayer(level));
            levels.push_back(owned.back().get());
        }
        owned.push_back(makeComputerPlayer(*options.against));
        Seats against = levels;
        against[0] = owned.back().get();
        if (against.size() == kMostSeats) {
            against[2] = owned.back().get();
        }
        Tally tally;
        for (int index = next++; index < options.games; index = next++) {
            auto game = duelGame(options, index, levels, against);
            if (!game) {
                const std::lock_guard lock(guard);
                failure = Error{game.error()};
                return;
            }
            tally.add(*game);
        }
        const std::lock_guard lock(guard);
        total.add(tally);
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < options.threads; ++t) {
        threads.emplace_back(work);
    }
    work();
    for (auto& thread : threads) {
        thread.join();
    }
    if (failure) {
        return *failure;
    }
    return total;
}

void report(const Options& options, const Tally& tally) {
    RuleSettings rules;
    rules.players = static_cast<int>(options.levels.size());
    const int players = rules.players;
    const double scale = sideCount(rules) - 1.0;  // worthOf counts each other side once
    const auto deals = static_cast<double>(tally.deals);
    const double mean = static_cast<double>(tally.againstWorth - tally.levelsWorth) / deals;
    const double variance =
        std::max(0.0, static_cast<double>(tally.differenceSquares) / deals - mean * mean);
    const double halfWidth = 1.96 * std::sqrt(variance / deals);
    std::printf("%lld deals of %d games; player 1's side's points a deal less the others':\n",
                tally.deals, options.games);
    std::printf("  by the levels          %.4f\n",
                static_cast<double>(tally.levelsWorth) / deals / scale);
    std::printf("  with player 1 at %-6s %.4f\n", std::string(levelName(*options.against)).c_str(),
                static_cast<double>(tally.againstWorth) / deals / scale);
    std::printf("  difference             %+.4f (95%%: %+.4f to %+.4f), %.1f%% of deals differ\n",
                mean / scale, (mean - halfWidth) / scale, (mean + halfWidth) / scale,
                100.0 * static_cast<double>(tally.differing) / deals);
    for (int position = 0; position < players; ++position) {
        const auto p = static_cast<std::size_t>(position);
        std::printf("  player 1 %s the dealer (%lld deals): %+.4f\n",
                    position == 0 ? "is" : ("sits " + std::to_string(position) + " after").c_str(),
                    tally.dealsAt[p],
                    static_cast<double>(tally.differenceAt[p]) /
                        static_cast<double>(std::max(1LL, tally.dealsAt[p])) / scale);
    }
}

int run(int argc, char** argv) {
    Options options;
    if (!parseOptions(argc, argv, options)) {
        std::fprintf(stderr,
                     "usage: deal-duel --levels L1,L2[,L3[,L4]] --against LEVEL [--games N] "
                     "[--seed N] [--threads N]\n");
        return 2;
    }
    const auto tally = duel(options);
    if (!tally) {
        std::fprintf(stderr, "error: %s\n", tally.error().c_str());
        return 1;
    }
    report(options, *tally);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    return cribbage::tools::runTool("deal-duel", run, argc, argv);
}
