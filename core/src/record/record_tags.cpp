#include "record_tags.h"

#include <algorithm>

#include "cribbage/excerpt.h"
#include "cribbage/rule_names.h"
#include "record_text.h"

namespace cribbage {
namespace {

std::string_view yesNo(bool on) {
    return on ? "yes" : "no";
}

// A name or an event is one line of the record: a control character in it becomes a blank.
std::string oneLine(std::string_view text) {
    std::string line(text);
    std::replace_if(
        line.begin(), line.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20; }, ' ');
    return line;
}

}  // namespace

bool isRecordDate(std::string_view text) {
    constexpr std::string_view kForm = "dddd.dd.dd";
    if (text.size() != kForm.size()) {
        return false;
    }
    for (std::size_t i = 0; i < kForm.size(); ++i) {
        const char c = text[i];
        if (kForm[i] == '.' ? c != '.' : !((c >= '0' && c <= '9') || c == '?')) {
            return false;
        }
    }
    return true;
}

namespace record {
namespace {

Error badValue(const Tag& tag, std::string_view wanted) {
    return Error{atLine(tag.line, "[" + tag.name + "] must be " + std::string(wanted) + ", not " +
                                      quotedExcerpt(tag.value))};
}

std::optional<Error> readYesNo(const Tag& tag, bool& out) {
    if (tag.value != "yes" && tag.value != "no") {
        return badValue(tag, "yes or no");
    }
    out = tag.value == "yes";
    return std::nullopt;
}

std::optional<Error> readNumber(const Tag& tag, int& out) {
    const auto number = wholeNumber(tag.value);
    if (!number) {
        return badValue(tag, "a whole number");
    }
    out = *number;
    return std::nullopt;
}

template <class Enum, std::size_t N>
std::optional<Error> readName(const Tag& tag, const std::array<RuleName<Enum>, N>& names,
                              Enum& out) {
    const auto value = ruleNamed(names, tag.value);
    if (!value) {
        return badValue(tag, "one of " + quotedRuleNames(names));
    }
    out = *value;
    return std::nullopt;
}

// "Seat2" is seat 1, "Seat2Kind" its kind; anything else is not a seat tag.
struct SeatTag {
    int seat;
    bool kind;
};
std::optional<SeatTag> seatTag(std::string_view name) {
    if (!name.starts_with("Seat") || name.size() < 5 || name[4] < '1' || name[4] > '4') {
        return std::nullopt;
    }
    const std::string_view rest = name.substr(5);
    if (!rest.empty() && rest != "Kind") {
        return std::nullopt;
    }
    return SeatTag{name[4] - '1', !rest.empty()};
}

std::optional<Error> readSeatTag(RecordTags& tags, const Tag& tag, SeatTag which) {
    auto& seats = tags.header.seats;
    if (seats.size() <= static_cast<std::size_t>(which.seat)) {
        seats.resize(static_cast<std::size_t>(which.seat) + 1);
    }
    auto& seat = seats[static_cast<std::size_t>(which.seat)];
    if (!which.kind) {
        seat.name = tag.value;
        return std::nullopt;
    }
    if (tag.value != "person" && tag.value != "computer" && tag.value != "?") {
        return badValue(tag, "person, computer or ?");
    }
    seat.kind = tag.value;
    return std::nullopt;
}

// The seed is the generator's, a 64-bit number: not a whole number of int's range.
std::optional<Error> readRecordSeed(const Tag& tag, std::uint64_t& seed) {
    const auto& text = tag.value;
    if (text.empty() || text.size() > 20 ||
        text.find_first_not_of("0123456789") != std::string::npos ||
        (text.size() == 20 && text > "18446744073709551615")) {
        return badValue(tag, "a whole number below 2^64");
    }
    seed = std::stoull(text);
    return std::nullopt;
}

std::optional<Error> readTag(RecordTags& tags, const Tag& tag) {
    RuleSettings& rules = tags.setup.rules;
    const std::string_view name = tag.name;
    if (name == "Event") {
        tags.header.event = tag.value;
    } else if (name == "Date") {
        if (!isRecordDate(tag.value)) {
            return badValue(tag, "a date YYYY.MM.DD (? for a digit not known)");
        }
        tags.header.date = tag.value;
    } else if (name == "Seed") {
        return readRecordSeed(tag, tags.setup.seed);
    } else if (name == "Variant") {
        return readName(tag, kVariantNames, rules.variant);
    } else if (name == "Players") {
        return readNumber(tag, rules.players);
    } else if (name == "Target") {
        return readNumber(tag, rules.target);
    } else if (name == "Skunk") {
        return readName(tag, kSkunkRuleNames, rules.skunk);
    } else if (name == "Muggins") {
        return readYesNo(tag, rules.muggins);
    } else if (name == "FirstDealer") {
        return readName(tag, kFirstDealerNames, rules.firstDealer);
    } else if (name == "CribFourCardFlush") {
        return readYesNo(tag, rules.cribFourCardFlush);
    } else if (name == "FiveCardFlushOnly") {
        return readYesNo(tag, rules.fiveCardFlushOnly);
    } else if (name == "MatchGames") {
        return readNumber(tag, rules.matchGames);
    } else if (name == "GameNumber") {
        return readNumber(tag, tags.setup.standing.gameNumber);
    } else if (name == "GamePoints") {
        const auto points = splitNumbers(tag.value);
        if (!points) {
            return badValue(tag, "the game points of each side, as 1-0");
        }
        tags.setup.standing.gamePoints = *points;
    } else if (name == "Result") {
        tags.result = tag;
    } else if (name == "Score") {
        tags.score = tag;
    } else if (const auto seat = seatTag(name)) {
        return readSeatTag(tags, tag, *seat);
    } else {
        return Error{atLine(tag.line, "unknown tag [" + excerpt(tag.name, kMostQuoted) + "]")};
    }
    return std::nullopt;
}

}  // namespace

std::string tagLine(std::string_view name, std::string_view value) {
    std::string line = "[" + std::string(name) + " \"";
    for (char c : oneLine(value)) {
        if (c == '"' || c == '\\') {
            line += '\\';
        }
        line += c;
    }
    return line + "\"]\n";
}

Result<Tag> parseTagLine(std::string_view text, int line) {
    const Error refused{atLine(line, "a tag is written [Name \"value\"]")};
    const auto space = text.find(' ');
    if (text.size() < 5 || text.front() != '[' || text.back() != ']' ||
        space == std::string_view::npos) {
        return refused;
    }
    Tag tag{std::string(text.substr(1, space - 1)), {}, line};
    std::string_view rest = text.substr(space + 1, text.size() - space - 2);
    if (tag.name.empty() || rest.size() < 2 || rest.front() != '"' || rest.back() != '"') {
        return refused;
    }
    rest = rest.substr(1, rest.size() - 2);
    for (std::size_t i = 0; i < rest.size(); ++i) {
        if (rest[i] == '\\' && i + 1 < rest.size()) {
            ++i;
        } else if (rest[i] == '"' || rest[i] == '\\') {
            return refused;
        }
        tag.value += rest[i];
    }
    return tag;
}

std::string writeTags(const Game& game, const RecordHeader& header) {
    const RuleSettings& rules = game.rules();
    const GameSetup& setup = game.setup();
    std::string text = tagLine("Event", header.event) + tagLine("Date", header.date) +
                       tagLine("Seed", std::to_string(setup.seed)) +
                       tagLine("Players", std::to_string(rules.players));
    // Only a game other than the six-card one names its variant: records of the six-card
    // game read as they did before the variant existed.
    if (rules.variant != Variant::SixCard) {
        text += tagLine("Variant", ruleName(kVariantNames, rules.variant));
    }
    for (int seat = 0; seat < rules.players; ++seat) {
        const auto index = static_cast<std::size_t>(seat);
        const RecordSeat who = index < header.seats.size() ? header.seats[index] : RecordSeat{};
        const std::string tag = "Seat" + std::to_string(seat + 1);
        text += tagLine(tag, who.name) + tagLine(tag + "Kind", who.kind);
    }
    text += tagLine("Target", std::to_string(rules.target)) +
            tagLine("Skunk", ruleName(kSkunkRuleNames, rules.skunk)) +
            tagLine("Muggins", yesNo(rules.muggins)) +
            tagLine("FirstDealer", ruleName(kFirstDealerNames, rules.firstDealer)) +
            tagLine("CribFourCardFlush", yesNo(rules.cribFourCardFlush)) +
            tagLine("FiveCardFlushOnly", yesNo(rules.fiveCardFlushOnly)) +
            tagLine("MatchGames", std::to_string(rules.matchGames));
    if (setup.standing != MatchStanding{}) {
        text += tagLine("GameNumber", std::to_string(setup.standing.gameNumber)) +
                tagLine("GamePoints", joinedNumbers(setup.standing.gamePoints));
    }
    return text + tagLine("Result", recordResult(game.state())) +
           tagLine("Score", recordScore(game.state()));
}

Result<RecordTags> readTags(std::span<const Tag> tags) {
    RecordTags read;
    for (const Tag& tag : tags) {
        if (!read.lines.emplace(tag.name, tag.line).second) {
            return Error{atLine(tag.line, "the tag [" + tag.name + "] is given twice")};
        }
        if (auto error = readTag(read, tag)) {
            return *error;
        }
    }
    if (read.header.seats.size() > static_cast<std::size_t>(read.setup.rules.players)) {
        const std::string seat = "Seat" + std::to_string(read.header.seats.size());
        const int line = std::max(read.lineOf(seat, 0), read.lineOf(seat + "Kind", 0));
        return Error{atLine(line, "[" + seat + "] names a seat of a game of " +
                                      std::to_string(read.setup.rules.players) + " players")};
    }
    return read;
}

int RecordTags::lineOf(std::string_view name, int otherwise) const {
    const auto found = lines.find(name);
    return found == lines.end() ? otherwise : found->second;
}

}  // namespace record

std::string recordResult(const GameState& state) {
    return state.phase == Phase::MatchOver ? record::joinedNumbers(state.gamePoints) : "*";
}

std::string recordScore(const GameState& state) {
    return record::joinedNumbers(state.scores);
}

}  // namespace cribbage
