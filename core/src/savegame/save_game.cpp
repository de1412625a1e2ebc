#include "cribbage/save_game.h"

#include <array>
#include <exception>
#include <limits>
#include <utility>

#include "cribbage/json_integer.h"
#include "cribbage/rule_names.h"
#include "json_fields.h"

namespace cribbage {
namespace {

using savegame::json;

template <class Enum, std::size_t N>
std::optional<Error> readEnum(const json& object, std::string_view name,
                              const std::array<RuleName<Enum>, N>& names, Enum& out) {
    std::string text;
    if (auto error = savegame::read(object, name, "settings", text)) {
        return error;
    }
    if (const auto value = ruleNamed(names, text)) {
        out = *value;
        return std::nullopt;
    }
    return Error{"settings: \"" + std::string(name) + "\" must be one of " +
                 quotedRuleNames(names) + ", not \"" + text + "\""};
}

json cardNames(const std::vector<Card>& cards) {
    json names = json::array();
    for (Card card : cards) {
        names.push_back(toString(card));
    }
    return names;
}

json encodeSettings(const RuleSettings& rules) {
    json settings{{"players", rules.players},
                  {"target", rules.target},
                  {"skunk", ruleName(kSkunkRuleNames, rules.skunk)},
                  {"muggins", rules.muggins},
                  {"first_dealer", ruleName(kFirstDealerNames, rules.firstDealer)},
                  {"crib_four_card_flush", rules.cribFourCardFlush},
                  {"five_card_flush_only", rules.fiveCardFlushOnly},
                  {"match_games", rules.matchGames}};
    // Named only when it is not the six-card game, so that a save of the six-card game is
    // written as before and loads in a game from before the variants.
    if (rules.variant != Variant::SixCard) {
        settings["variant"] = ruleName(kVariantNames, rules.variant);
    }
    return settings;
}

struct ActionEncoder {
    json operator()(const Cut& a) const {
        return {{"type", "cut"}, {"seat", a.seat}, {"depth", a.depth}};
    }
    json operator()(const Deal& a) const { return {{"type", "deal"}, {"seat", a.seat}}; }
    json operator()(const LayAway& a) const {
        return {{"type", "lay_away"}, {"seat", a.seat}, {"cards", cardNames(a.cards)}};
    }
    json operator()(const Play& a) const {
        return {{"type", "play"}, {"seat", a.seat}, {"card", toString(a.card)}};
    }
    json operator()(const Go& a) const { return {{"type", "go"}, {"seat", a.seat}}; }
    json operator()(const ClaimCount& a) const {
        return {{"type", "claim_count"}, {"seat", a.seat}, {"points", a.points}};
    }
    json operator()(const AcceptCount& a) const {
        return {{"type", "accept_count"}, {"seat", a.seat}};
    }
    json operator()(const CallMuggins& a) const {
        return {{"type", "call_muggins"}, {"seat", a.seat}};
    }
};

Result<RuleSettings> decodeSettings(const json& file) {
    auto object = savegame::field(file, "settings", "the saved game");
    if (!object) {
        return Error{object.error()};
    }
    const json& settings = **object;
    RuleSettings rules;
    for (auto error :
         {savegame::read(settings, "players", "settings", rules.players),
          savegame::read(settings, "target", "settings", rules.target),
          readEnum(settings, "skunk", kSkunkRuleNames, rules.skunk),
          savegame::read(settings, "muggins", "settings", rules.muggins),
          readEnum(settings, "first_dealer", kFirstDealerNames, rules.firstDealer),
          savegame::read(settings, "crib_four_card_flush", "settings", rules.cribFourCardFlush),
          savegame::read(settings, "match_games", "settings", rules.matchGames)}) {
        if (error) {
            return *error;
        }
    }
    // Saves from before the variant existed do not name it: it was off.
    if (settings.contains("five_card_flush_only")) {
        if (auto error = savegame::read(settings, "five_card_flush_only", "settings",
                                        rules.fiveCardFlushOnly)) {
            return *error;
        }
    }
    // Saves from before five-card cribbage do not name the variant: the six-card game.
    if (settings.contains("variant")) {
        if (auto error = readEnum(settings, "variant", kVariantNames, rules.variant)) {
            return *error;
        }
    }
    if (auto invalid = checkSettings(rules)) {
        return Error{"settings: " + invalid->message};
    }
    return rules;
}

json encodeStanding(const MatchStanding& standing) {
    return {{"game_number", standing.gameNumber}, {"game_points", standing.gamePoints}};
}

// Absent in saves of a match begun at its first game.
Result<MatchStanding> decodeStanding(const json& file) {
    MatchStanding standing;
    if (!file.contains("standing")) {
        return standing;
    }
    const json& object = file.at("standing");
    if (auto error = savegame::read(object, "game_number", "standing", standing.gameNumber)) {
        return *error;
    }
    auto points = savegame::field(object, "game_points", "standing");
    if (!points) {
        return Error{points.error()};
    }
    if (!(*points)->is_array()) {
        return Error{"standing: \"game_points\" must be a list of whole numbers"};
    }
    for (const json& value : **points) {
        const auto number =
            jsonInteger(value, std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
        if (!number) {
            return Error{"standing: \"game_points\" must be a list of whole numbers"};
        }
        standing.gamePoints.push_back(static_cast<int>(*number));
    }
    return standing;
}

Result<Action> decodeAction(const json& object, std::string_view where) {
    std::string type;
    int seat = 0;
    if (auto error = savegame::read(object, "type", where, type)) {
        return *error;
    }
    if (auto error = savegame::read(object, "seat", where, seat)) {
        return *error;
    }
    if (type == "cut" || type == "claim_count") {
        const bool cut = type == "cut";
        int number = 0;
        if (auto error = savegame::read(object, cut ? "depth" : "points", where, number)) {
            return *error;
        }
        return cut ? Action{Cut{seat, number}} : Action{ClaimCount{seat, number}};
    }
    if (type == "play") {
        auto value = savegame::field(object, "card", where);
        auto card =
            value ? savegame::cardValue(**value, where) : Result<Card>(Error{value.error()});
        if (!card) {
            return Error{card.error()};
        }
        return Action{Play{seat, *card}};
    }
    if (type == "lay_away") {
        auto value = savegame::field(object, "cards", where);
        auto cards = value ? savegame::cardList(**value, where)
                           : Result<std::vector<Card>>(Error{value.error()});
        if (!cards) {
            return Error{cards.error()};
        }
        return Action{LayAway{seat, *cards}};
    }
    if (type == "deal") {
        return Action{Deal{seat}};
    }
    if (type == "go") {
        return Action{Go{seat}};
    }
    if (type == "accept_count") {
        return Action{AcceptCount{seat}};
    }
    if (type == "call_muggins") {
        return Action{CallMuggins{seat}};
    }
    return Error{std::string(where) + ": unknown action type \"" + type + "\""};
}

template <class T>
Result<std::vector<T>> decodeList(const json& file, std::string_view name, std::string_view item,
                                  Result<T> (*decode)(const json&, std::string_view)) {
    auto list = savegame::field(file, name, "the saved game");
    if (!list) {
        return Error{list.error()};
    }
    if (!(*list)->is_array()) {
        return Error{"the saved game: \"" + std::string(name) + "\" must be a list"};
    }
    std::vector<T> decoded;
    for (const json& entry : **list) {
        auto value = decode(entry, std::string(item) + " " + std::to_string(decoded.size() + 1));
        if (!value) {
            return Error{value.error()};
        }
        decoded.push_back(std::move(value).value());
    }
    return decoded;
}

Result<json> parseSaveFile(std::string_view text) {
    json file;
    try {
        file = json::parse(text);
    } catch (const json::out_of_range& error) {
        return Error{"the saved game holds a number too large to read: " +
                     std::string(error.what())};
    } catch (const json::exception& error) {
        return Error{"the saved game is not valid JSON (damaged or cut short): " +
                     std::string(error.what())};
    }
    std::string format;
    if (auto error = savegame::read(file, "format", "the saved game", format)) {
        return Error{"not a saved cribbage game: " + error->message};
    }
    if (format != kSaveFormat) {
        return Error{"not a saved cribbage game: the format is \"" + format + "\", not \"" +
                     std::string(kSaveFormat) + "\""};
    }
    int version = 0;
    if (auto error = savegame::read(file, "version", "the saved game", version)) {
        return *error;
    }
    if (version != kSaveVersion) {
        return Error{"the saved game has version " + std::to_string(version) +
                     "; this program reads version " + std::to_string(kSaveVersion)};
    }
    return file;
}

Result<Game> decodeSaveFile(std::string_view text) {
    auto file = parseSaveFile(text);
    if (!file) {
        return Error{file.error()};
    }
    auto rules = decodeSettings(*file);
    if (!rules) {
        return Error{rules.error()};
    }
    std::uint64_t seed = 0;
    if (auto error = savegame::readSeed(*file, "seed", seed)) {
        return *error;
    }
    auto decks =
        decodeList<std::vector<Card>>(*file, "stacked_decks", "stacked deck", savegame::cardList);
    if (!decks) {
        return Error{decks.error()};
    }
    auto standing = decodeStanding(*file);
    if (!standing) {
        return Error{standing.error()};
    }
    auto actions = decodeList<Action>(*file, "actions", "action", decodeAction);
    if (!actions) {
        return Error{actions.error()};
    }
    return replayGame(
        GameSetup{*rules, seed, std::move(decks).value(), std::move(standing).value()}, *actions);
}

}  // namespace

std::string saveGame(const Game& game) {
    json decks = json::array();
    for (const auto& deck : game.setup().stackedDecks) {
        decks.push_back(cardNames(deck));
    }
    json actions = json::array();
    for (const Action& action : game.history()) {
        actions.push_back(std::visit(ActionEncoder{}, action));
    }
    const json file = {{"format", kSaveFormat},
                       {"version", kSaveVersion},
                       {"settings", encodeSettings(game.rules())},
                       {"seed", std::to_string(game.setup().seed)},
                       {"stacked_decks", std::move(decks)},
                       {"standing", encodeStanding(game.setup().standing)},
                       {"actions", std::move(actions)}};
    return file.dump(1) + "\n";
}

std::uint64_t saveFingerprint(const Game& game) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const char byte : saveGame(game)) {
        hash ^= static_cast<unsigned char>(byte);
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

Result<Game> loadGame(std::string_view text) {
    // A damaged file must never stop the program that reads it: whatever it meets (running
    // out of memory on a crafted file included) is an Error.
    try {
        return decodeSaveFile(text);
    } catch (const std::exception& error) {
        return Error{std::string("the saved game could not be read: ") + error.what()};
    }
}

}  // namespace cribbage
