#include "play_command.h"

#include <CLI/CLI.hpp>
#include <initializer_list>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "cribbage/analysis/multi_play_situation.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/analysis/series_expectation.h"
#include "cribbage/computer_player.h"
#include "level_option.h"
#include "multi_play_output.h"
#include "position_view.h"
#include "standing_option.h"
#include "text_format.h"

namespace cribbage::cli {
namespace {

constexpr const char* kPlayFooter =
    R"(A two-player play as you see it, your turn. --hand names your four kept cards (or
only those you still hold), --history every card played so far this deal in order,
m:CARD for yours and o:CARD for the opponent's, with | where the count went back to 0;
a Go is not written. Prints the cards you may lay, best first: the points you and the
opponent are expected to peg from here to the end of the play (this card's own points
included), their difference (net), and the reason. Prints "go" when no card fits.
With --scores, near the end of the game the chance of winning before the show is over
(win) decides the ranking (--five-card-flush: the shows count only five-card flushes).
With --level, the last line says which card that computer level would lay. An impossible
position (a card named twice, a count past 31, a card laid out of turn, ...) is an
error: exit 1.

With --players 3 or 4: --dealer or --seat left, across (four) or right, your four kept
cards, and --history naming each card's seat by its place from the dealer: d:, l:, a:
(four), r:. Prints for each card the points your side and the others are expected to peg
to the end of the series, and net: yours less theirs (with three, half of the two
opponents' together). No --scores, no --level.

Examples:
  cribbage-cli play --dealer --hand "5S 4S 2S 6H" --starter 5H --history "o:JH m:5S o:7C"
  cribbage-cli play --pone --hand "6D JH 4H 7C" --starter 5H --history "" --json
  cribbage-cli play --players 3 --dealer --hand "5S 4S 2S 6H" --starter 5H --history "l:JH r:4C"
  cribbage-cli play --players 4 --seat across --hand "5S 4S 2S 6H" --starter 5H --history "l:JH")";

struct PlayOptions {
    StandingOptions standing;
    std::string hand;
    std::string starter;
    std::string history;
    std::optional<std::string> crib;  // when given (given empty, it is refused)
    std::string level;
    bool json = false;
};

// An option's value refused: its reason, if it was.
struct OptionRefusal {
    std::string_view option;
    const std::string* reason;  // null: the value was good
};

// The first value refused, named by its option: "--starter: unknown card \"ZZ\" ...".
std::optional<Error> firstRefusal(std::initializer_list<OptionRefusal> refusals) {
    for (const auto& [option, reason] : refusals) {
        if (reason != nullptr) {
            return Error{std::string(option) + ": " + *reason};
        }
    }
    return std::nullopt;
}

template <typename T>
const std::string* reasonOf(const Result<T>& result) {
    return result ? nullptr : &result.error();
}

// The cards of --crib: none when it is left out, and refused when it is given but empty (it
// would read as left out).
Result<std::vector<Card>> cribCards(const std::optional<std::string>& crib) {
    if (crib && crib->find_first_not_of(' ') == std::string::npos) {
        return Error{"\"" + *crib +
                     "\" names no card: give the cards you laid away, or leave "
                     "--crib out"};
    }
    return parseCards(crib.value_or(""));
}

Result<PlayPosition> positionOf(const PlayOptions& options, const RuleSettings& rules) {
    PlaySituation situation;
    situation.dealer = options.standing.dealer;
    const auto hand = parseCards(options.hand);
    const auto starter = parseCard(options.starter);
    const auto crib = cribCards(options.crib);
    const auto history = parsePlayHistory(options.history);
    const auto standing = options.standing.standing();
    if (auto refused = firstRefusal({{"--hand", reasonOf(hand)},
                                     {"--starter", reasonOf(starter)},
                                     {"--crib", reasonOf(crib)},
                                     {"--history", reasonOf(history)}})) {
        return *refused;
    }
    if (!standing) {
        return Error{standing.error()};  // it names --scores itself
    }
    situation.hand = *hand;
    situation.starter = *starter;
    situation.laidAway = *crib;
    situation.history = *history;
    situation.standing = *standing;
    situation.handFlush = handFlushRule(rules);
    return makePlayPosition(situation);
}

// At a table of three or four: the seat's place from the dealer, and the history by place.
Result<MultiPlayPosition> tablePositionOf(const PlayOptions& options, int players, int seat) {
    if (options.standing.scores || !options.level.empty()) {
        return Error{std::string(options.level.empty() ? "--scores" : "--level") +
                     " is for two players: with three or four the play is analysed without "
                     "the scores or a level"};
    }
    const auto hand = parseCards(options.hand);
    const auto starter = parseCard(options.starter);
    const auto crib = cribCards(options.crib);
    const auto history = parseMultiPlayHistory(options.history, players);
    if (auto refused = firstRefusal({{"--hand", reasonOf(hand)},
                                     {"--starter", reasonOf(starter)},
                                     {"--crib", reasonOf(crib)},
                                     {"--history", reasonOf(history)}})) {
        return *refused;
    }
    return makeMultiPlayPosition({.players = players,
                                  .seat = seat,
                                  .hand = *hand,
                                  .laidAway = *crib,
                                  .starter = *starter,
                                  .history = *history});
}

// The card `level` would lay in `position`.
std::optional<Card> levelChoice(const std::string& level, const PlayPosition& position) {
    if (level.empty()) {
        return std::nullopt;
    }
    Rng rng(1);
    const Action action = makeComputerPlayer(*parseLevel(level))->decide(seatViewOf(position), rng);
    if (const auto* play = std::get_if<Play>(&action)) {
        return play->card;
    }
    return std::nullopt;
}

void printJson(const std::vector<PlayOption>& options, std::optional<Card> chosen) {
    auto json = nlohmann::ordered_json::array();
    for (const PlayOption& option : options) {
        nlohmann::ordered_json entry{
            {"card", toString(option.card)},  {"net", option.myPoints - option.opponentPoints},
            {"mine", option.myPoints},        {"theirs", option.opponentPoints},
            {"win", option.winChance},        {"lose", option.loseChance},
            {"rank_value", option.rankValue}, {"reason", renderReason(option.reason)}};
        if (chosen) {
            entry["level_choice"] = option.card == *chosen;
        }
        json.push_back(std::move(entry));
    }
    std::cout << json.dump() << '\n';
}

void printTable(const std::vector<PlayOption>& options, bool withWin) {
    std::cout << "card     net    mine  theirs" << (withWin ? "     win" : "") << "  reason\n";
    for (const PlayOption& option : options) {
        std::cout << formatted("%-4s %+7.2f %7.2f %7.2f", toString(option.card).c_str(),
                               withoutNegativeZero(option.myPoints - option.opponentPoints),
                               option.myPoints, option.opponentPoints)
                  << (withWin ? formatted(" %6.1f%%", 100 * option.winChance) : "") << "  "
                  << renderReason(option.reason) << '\n';
    }
}

int runTablePlay(const PlayOptions& options, int players, int seat) {
    const auto position = tablePositionOf(options, players, seat);
    if (!position) {
        return reportError(std::cerr, position.error());
    }
    const auto analysis = expectMultiPlay(*position);
    (options.json ? printMultiPlayJson : printMultiPlayText)(analysis, players);
    return kExitOk;
}

int runPlay(const PlayOptions& options) {
    const auto rules = options.standing.rules();
    if (!rules) {
        return reportError(std::cerr, rules.error());
    }
    const auto seat = options.standing.position(rules->players);
    if (!seat) {
        return reportError(std::cerr, seat.error());
    }
    if (rules->players != 2) {
        return runTablePlay(options, rules->players, *seat);
    }
    const auto position = positionOf(options, *rules);
    if (!position) {
        return reportError(std::cerr, position.error());
    }
    const auto analysis = analyzePlay(*position);
    if (!analysis) {
        return reportError(std::cerr, analysis.error());
    }
    const auto chosen = levelChoice(options.level, *position);
    if (options.json) {
        printJson(*analysis, chosen);
        return kExitOk;
    }
    if (analysis->empty()) {
        std::cout << "go\n";
        return kExitOk;
    }
    printTable(*analysis, options.standing.scores.has_value());
    if (chosen) {
        std::cout << options.level << " plays " << toString(*chosen) << '\n';
    }
    return kExitOk;
}

}  // namespace

Command addPlayCommand(CLI::App& app) {
    auto options = std::make_shared<PlayOptions>();
    auto* command = app.add_subcommand("play", "Rank the cards you may lay in the play");
    addStandingOptions(*command, options->standing);
    command->add_option("--hand", options->hand, "Your kept cards (or those still held)")
        ->required();
    command->add_option("--starter", options->starter, "The starter")->required();
    command
        ->add_option("--history", options->history,
                     "The play so far: m:CARD mine, o:CARD theirs (3 or 4 players: d: l: a: r:), "
                     "| a new count")
        ->required();
    command->add_option_function<std::string>(
        "--crib", [options](const std::string& text) { options->crib = text; },
        "The two cards you laid away (one with 3 or 4 players), if you say");
    addLevelOption(*command, "--level", options->level, "Also say what this level would lay");
    command->add_flag("--json", options->json, "A JSON array instead of the table");
    command->footer(kPlayFooter);
    return {command, [options] { return runPlay(*options); }};
}

}  // namespace cribbage::cli
