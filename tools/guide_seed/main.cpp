// guide-seed: searches the seeds for the deal of the guided first game (GuidedGame::kSeed in
// ui/src/guided_game.h), one in which the events its lessons speak of really happen.
//
//   guide-seed [--from N] [--to N] [--level NAME] [--best N]
//
// For each seed from --from to --to (default 1 to 20000) it plays the first deal of a game of
// two with the default rules as the guided game does: the computer (seat 1) at --level (the
// guide's: the default level, medium), and the person (seat 0) as the game's autoplay moves for
// them at that level, each decision drawing on the same generator (decisionSeed), so the deal
// is the one `cribbage --dialog guide --autoplay N` shows. It notes which events happen: the
// starter a jack (his heels), in the play a fifteen, a pair, a run, a Go and a 31, and points
// in the pone's hand, the dealer's and the crib. Then how sure the deal is for a person who
// moves otherwise: of the depths the person may cut the pack at for the deal, how many give
// the same dealer, and how many of these events each other level sees when it plays the
// person's side. A seed is left out when the computer would lay away other cards had it
// decided before the person (as it does when a person, slower than the autoplay, lays away).
// The --best N seeds (default 10) are printed, the most events first, then those the person
// deals (the computer, as the pone, cuts the starter: a jack whatever the person does), then
// the most events for the other levels, then the steadiest dealer.

#include <algorithm>
#include <array>
#include <bitset>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "../run_tool.h"
#include "cribbage/computer_game.h"
#include "cribbage/computer_player.h"
#include "cribbage/game.h"

namespace {

using namespace cribbage;

constexpr int kPerson = 0;
constexpr int kComputer = 1;

enum DealEvent { Heels, Fifteen, Pair, Run, Go, ThirtyOne, PoneHand, DealerHand, Crib, kEvents };
constexpr std::array<std::string_view, kEvents> kEventNames{
    "heels", "fifteen", "pair", "run", "go", "31", "pone's hand", "dealer's hand", "crib"};

using Events = std::bitset<kEvents>;

struct Options {
    std::uint64_t from = 1;
    std::uint64_t to = 20000;
    Level level = Level::Medium;
    int best = 10;
};

struct Deal {
    int dealer = -1;
    Card starter;
    Events events;
};

struct Candidate {
    std::uint64_t seed = 0;
    Deal deal;
    int steadyDealerCuts = 0;
    int cuts = 0;
    std::vector<std::pair<Level, int>> eventsByLevel;
    int otherLevelsEvents = 0;
};

bool parseOptions(int argc, char** argv, Options& options) {
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string_view name = argv[i];
        const char* value = argv[i + 1];
        if (name == "--from") {
            options.from = std::strtoull(value, nullptr, 10);
        } else if (name == "--to") {
            options.to = std::strtoull(value, nullptr, 10);
        } else if (name == "--best") {
            options.best = std::atoi(value);
        } else if (name == "--level") {
            auto level = parseLevel(value);
            if (!level) {
                std::fprintf(stderr, "guide-seed: %s\n", level.error().c_str());
                return false;
            }
            options.level = *level;
        } else {
            return false;
        }
    }
    return argc % 2 == 1 && options.from <= options.to && options.best > 0;
}

GameSetup guideSetup(std::uint64_t seed) {
    GameSetup setup;
    setup.seed = seed;
    return setup;
}

Action decide(const Game& game, int seat, const ComputerPlayer& player) {
    Rng rng(decisionSeed(game));
    return player.decide(game.view(seat), rng);
}

void note(const Event& event, Deal& deal) {
    if (const auto* chosen = std::get_if<DealerChosen>(&event)) {
        deal.dealer = chosen->dealer;
    } else if (const auto* turned = std::get_if<StarterTurned>(&event)) {
        deal.starter = turned->starter;
    } else if (std::holds_alternative<GoSaid>(event)) {
        deal.events.set(Go);
    } else if (const auto* scored = std::get_if<PointsScored>(&event)) {
        switch (scored->source) {
            case ScoreSource::Heels:
                deal.events.set(Heels);
                break;
            case ScoreSource::Play:
                for (const ScoreItem& item : scored->items) {
                    switch (item.kind) {
                        case ScoreKind::Fifteen:
                            deal.events.set(Fifteen);
                            break;
                        case ScoreKind::ThirtyOne:
                            deal.events.set(ThirtyOne);
                            break;
                        case ScoreKind::Pair:
                        case ScoreKind::PairRoyal:
                        case ScoreKind::DoublePairRoyal:
                            deal.events.set(Pair);
                            break;
                        case ScoreKind::Run:
                            deal.events.set(Run);
                            break;
                        default:
                            break;
                    }
                }
                break;
            case ScoreSource::Hand:
                if (scored->points > 0) {
                    deal.events.set(scored->seat == deal.dealer ? DealerHand : PoneHand);
                }
                break;
            case ScoreSource::Crib:
                if (scored->points > 0) {
                    deal.events.set(Crib);
                }
                break;
            case ScoreSource::Muggins:
            case ScoreSource::ThreeForLast:
                break;
        }
    }
}

// Plays the guide's first deal to the end of its show, the person's moves made by `person`;
// nullopt when the computer's lay away depends on whether it decides before the person.
std::optional<Deal> playFirstDeal(std::uint64_t seed, const ComputerPlayer& person,
                                  const ComputerPlayer& computer) {
    auto created = Game::create(guideSetup(seed));
    if (!created) {
        return std::nullopt;
    }
    Game game = std::move(created).value();
    Deal deal;
    std::optional<Action> computersLayAway;
    while (!game.awaiting().empty()) {
        const Phase phase = game.state().phase;
        if (phase == Phase::Deal && deal.dealer >= 0 && game.state().starter) {
            break;
        }
        if (phase == Phase::LayAway && !computersLayAway) {
            computersLayAway = decide(game, kComputer, computer);
        }
        const int seat = game.awaiting().front();
        const Action action = decide(game, seat, seat == kPerson ? person : computer);
        if (phase == Phase::LayAway && seat == kComputer && action != *computersLayAway) {
            return std::nullopt;
        }
        auto events = game.apply(action);
        if (!events) {
            std::fprintf(stderr, "guide-seed: seed %llu: %s\n",
                         static_cast<unsigned long long>(seed), events.error().c_str());
            return std::nullopt;
        }
        for (const Event& event : *events) {
            note(event, deal);
        }
    }
    return deal;
}

// Of the depths the person may cut the pack at for the deal, how many make `dealer` deal.
std::pair<int, int> steadyDealerCuts(std::uint64_t seed, const ComputerPlayer& computer,
                                     int dealer) {
    int steady = 0;
    int cuts = 0;
    for (int depth = kMinCutPacket; depth <= maxCutDepth(52); ++depth) {
        Game game = Game::create(guideSetup(seed)).value();
        while (game.state().phase == Phase::CutForDeal) {
            const int seat = game.awaiting().front();
            const Action action =
                seat == kPerson ? Action{Cut{kPerson, depth}} : decide(game, seat, computer);
            if (!game.apply(action)) {
                break;
            }
        }
        ++cuts;
        steady += game.state().dealer == dealer ? 1 : 0;
    }
    return {steady, cuts};
}

std::string eventNames(const Events& events) {
    std::string names;
    for (int event = 0; event < kEvents; ++event) {
        if (events.test(static_cast<std::size_t>(event))) {
            names += (names.empty() ? "" : ", ") + std::string(kEventNames[event]);
        }
    }
    return names;
}

int run(int argc, char** argv) {
    Options options;
    if (!parseOptions(argc, argv, options)) {
        std::fprintf(stderr, "usage: guide-seed [--from N] [--to N] [--level NAME] [--best N]\n");
        return 2;
    }
    const auto computer = makeComputerPlayer(options.level);
    std::vector<std::pair<Level, std::unique_ptr<ComputerPlayer>>> others;
    for (Level level : {Level::Beginner, Level::Easy, Level::Medium, Level::Hard, Level::Expert}) {
        if (level != options.level) {
            others.emplace_back(level, makeComputerPlayer(level));
        }
    }

    std::vector<Candidate> candidates;
    for (std::uint64_t seed = options.from; seed <= options.to; ++seed) {
        const auto deal = playFirstDeal(seed, *computer, *computer);
        if (!deal) {
            continue;
        }
        Candidate candidate;
        candidate.seed = seed;
        candidate.deal = *deal;
        std::tie(candidate.steadyDealerCuts, candidate.cuts) =
            steadyDealerCuts(seed, *computer, deal->dealer);
        candidates.push_back(candidate);
        if (seed == options.to) {
            break;  // the last seed there is: ++seed would go round to 0
        }
    }
    // The other levels are asked only about the seeds with the most events.
    const auto firstKey = [](const Candidate& c) {
        return std::pair(c.deal.events.count(), c.deal.dealer == kPerson);
    };
    std::ranges::sort(candidates, [&](const Candidate& a, const Candidate& b) {
        return firstKey(a) > firstKey(b);
    });
    const std::size_t asked =
        std::min(candidates.size(), static_cast<std::size_t>(options.best) * 50);
    for (std::size_t i = 0; i < asked; ++i) {
        Candidate& candidate = candidates[i];
        for (const auto& [level, player] : others) {
            const auto deal = playFirstDeal(candidate.seed, *player, *computer);
            const int seen =
                deal ? static_cast<int>((deal->events & candidate.deal.events).count()) : 0;
            candidate.eventsByLevel.emplace_back(level, seen);
            candidate.otherLevelsEvents += seen;
        }
    }
    std::stable_sort(candidates.begin(), candidates.begin() + static_cast<std::ptrdiff_t>(asked),
                     [&](const Candidate& a, const Candidate& b) {
                         return std::tuple(firstKey(a), a.otherLevelsEvents, a.steadyDealerCuts) >
                                std::tuple(firstKey(b), b.otherLevelsEvents, b.steadyDealerCuts);
                     });

    std::printf("the first deal of the guided game, %s against %s, seeds %llu to %llu\n",
                std::string(levelName(options.level)).c_str(),
                std::string(levelName(options.level)).c_str(),
                static_cast<unsigned long long>(options.from),
                static_cast<unsigned long long>(options.to));
    for (std::size_t i = 0; i < std::min(asked, static_cast<std::size_t>(options.best)); ++i) {
        const Candidate& c = candidates[i];
        std::printf(
            "seed %llu: %zu of %d events (%s); %s deals, starter %s; the same dealer "
            "for %d of %d cuts; the events again with the person at",
            static_cast<unsigned long long>(c.seed), c.deal.events.count(), kEvents,
            eventNames(c.deal.events).c_str(),
            c.deal.dealer == kPerson ? "the person" : "the computer",
            toString(c.deal.starter).c_str(), c.steadyDealerCuts, c.cuts);
        for (const auto& [level, seen] : c.eventsByLevel) {
            std::printf(" %s %d", std::string(levelName(level)).c_str(), seen);
        }
        std::printf("\n");
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    return cribbage::tools::runTool("guide-seed", run, argc, argv);
}
