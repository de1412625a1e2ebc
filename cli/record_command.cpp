#include "record_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "cribbage/computer_game.h"
#include "cribbage/game_record.h"
#include "cribbage/save_game.h"
#include "level_option.h"
#include "rule_options.h"
#include "value_checks.h"

namespace cribbage::cli {
namespace {

constexpr const char* kRecordFooter =
    R"(A game record is a match as text, in the manner of chess's PGN: docs/game-record.md.

Examples:
  cribbage-cli record write --levels expert,hard --seed 7 > game.txt
  cribbage-cli record write --save current-game.json --event "Club night" > game.txt
  cribbage-cli record check game.txt
  cribbage-cli record check - < game.txt
  cribbage-cli record annotate game.txt > annotated.txt)";

struct RecordOptions {
    std::string file;  // check, annotate: the record, "-" for standard input
    std::string save;
    std::vector<std::string> levels;
    std::uint64_t seed = 1;
    RuleOptionValues ruleText;
    RecordHeader header;
};

Result<std::string> readInput(const std::string& file) {
    std::ostringstream text;
    if (file == "-") {
        text << std::cin.rdbuf();
        return text.str();
    }
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        return Error{"cannot open \"" + file + "\""};
    }
    text << in.rdbuf();
    return text.str();
}

// The record options.file names, read; what is wrong with it said.
std::optional<GameRecord> recordIn(const RecordOptions& options) {
    const auto text = readInput(options.file);
    if (!text) {
        reportError(std::cerr, text.error());
        return std::nullopt;
    }
    auto record = readRecord(*text);
    if (!record) {
        reportError(std::cerr, record.error());
        return std::nullopt;
    }
    return std::move(record).value();
}

int annotateGameRecord(const RecordOptions& options) {
    const auto record = recordIn(options);
    if (!record) {
        return kExitBadInput;
    }
    std::cout << annotateRecord(record->game, record->header);
    return kExitOk;
}

int checkRecord(const RecordOptions& options) {
    const auto record = recordIn(options);
    if (!record) {
        return kExitBadInput;
    }
    const auto& history = record->game.history();
    const auto deals = std::count_if(history.begin(), history.end(), [](const Action& action) {
        return std::holds_alternative<Deal>(action);
    });
    const GameState& state = record->game.state();
    std::cout << "legal: " << deals << (deals == 1 ? " deal" : " deals") << "; Result "
              << recordResult(state) << ", Score " << recordScore(state) << '\n';
    return kExitOk;
}

// The match the levels play from the seed, each seat's decisions drawing on one generator.
Result<Game> computerMatch(const RecordOptions& options, const RuleSettings& rules) {
    auto game = Game::create(GameSetup{rules, options.seed, {}, {}});
    if (!game) {
        return game.failure();
    }
    std::vector<std::unique_ptr<ComputerPlayer>> players;
    std::vector<const ComputerPlayer*> seats;
    for (const std::string& level : options.levels) {
        players.push_back(makeComputerPlayer(*parseLevel(level)));
        seats.push_back(players.back().get());
    }
    Game match = std::move(game).value();
    Rng rng(options.seed);
    while (match.state().phase != Phase::MatchOver) {
        if (auto played = playComputerGame(match, seats, rng); !played) {
            return played.failure();
        }
    }
    return match;
}

int writeGameRecord(RecordOptions options) {
    std::optional<Game> game;
    if (!options.save.empty()) {
        const auto text = readInput(options.save);
        auto loaded = text ? loadGame(*text) : Result<Game>(text.failure());
        if (!loaded) {
            return reportError(std::cerr, options.save + ": " + loaded.error());
        }
        game = std::move(loaded).value();
    } else {
        RuleSettings base;
        base.players = static_cast<int>(options.levels.size());
        const auto rules = options.ruleText.rules(base);
        if (!rules) {
            return reportError(std::cerr, rules.error());
        }
        auto played = computerMatch(options, *rules);
        if (!played) {
            return reportError(std::cerr, played.error());
        }
        game = std::move(played).value();
        for (const std::string& level : options.levels) {
            options.header.seats.push_back({level, "computer"});
        }
    }
    std::cout << writeRecord(*game, options.header);
    return kExitOk;
}

// --save or --levels, one of them; the levels as many as the players.
void checkSource(const RecordOptions& options) {
    if (options.save.empty() == options.levels.empty()) {
        throw CLI::ValidationError("--save, --levels", "give one of --save and --levels");
    }
    if (options.levels.empty()) {
        return;
    }
    RuleSettings base;
    base.players = static_cast<int>(options.levels.size());
    const auto rules = options.ruleText.rules(base);
    if (!rules || rules->players != base.players) {
        throw CLI::ValidationError("--levels",
                                   rules ? "one level a player, 2, 3 or 4 of them" : rules.error());
    }
}

}  // namespace

Command addRecordCommand(CLI::App& app) {
    auto options = std::make_shared<RecordOptions>();
    auto* command =
        app.add_subcommand("record", "Game records: check one, write one, or annotate one");
    command->require_subcommand(1);
    command->footer(kRecordFooter);

    auto* check = command->add_subcommand("check", "Say whether a game record is legal");
    check->add_option("FILE", options->file, "The record, or - for standard input")->required();

    auto* annotate = command->add_subcommand(
        "annotate", "Write a record back with each decision judged by the analysis, as comments");
    annotate->add_option("FILE", options->file, "The record, or - for standard input")->required();

    auto* write = command->add_subcommand(
        "write", "Write the record of a saved game, or of a match between computer levels");
    write->add_option("--save", options->save, "A saved game (the game's current-game.json)");
    addLevelListOption(*write, "--levels", options->levels,
                       "The levels clockwise from seat 1, comma-separated: expert,hard");
    write->add_option("--seed", options->seed, "The seed of the levels' match (default 1)")
        ->check(seedNumber());
    addRuleOptions(*write, options->ruleText);
    write->add_option("--event", options->header.event, "The Event tag (default ?)");
    write->add_option("--date", options->header.date, "The Date tag, YYYY.MM.DD")
        ->check(
            [](const std::string& date) {
                return isRecordDate(date) ? std::string{}
                                          : "the date is written YYYY.MM.DD, not \"" + date + "\"";
            },
            "YYYY.MM.DD");
    write->parse_complete_callback([options] { checkSource(*options); });

    return {command, [options, check, annotate] {
                if (check->parsed()) {
                    return checkRecord(*options);
                }
                return annotate->parsed() ? annotateGameRecord(*options)
                                          : writeGameRecord(*options);
            }};
}

}  // namespace cribbage::cli
