#include <exception>
#include <string>
#include <vector>

#include "cribbage/game_record.h"
#include "halscrib_sheet.h"
#include "record_body.h"
#include "record_replay.h"
#include "record_tags.h"
#include "record_text.h"

namespace cribbage {
namespace {

using record::atLine;

struct RecordLines {
    std::vector<record::Tag> tags;
    std::vector<record::BodyLine> body;
};

// Tags, then the deal blocks; blank lines and lines beginning ';' (comments) are skipped.
Result<RecordLines> splitLines(std::string_view text) {
    RecordLines lines;
    int number = 0;
    while (!text.empty()) {
        const auto end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        ++number;
        if (!line.empty() && line.back() == '\r') {
            line.remove_suffix(1);
        }
        line = record::trimmed(line);
        if (line.empty() || line.front() == ';') {
            continue;
        }
        if (line.front() != '[') {
            lines.body.push_back({line, number});
            continue;
        }
        if (!lines.body.empty()) {
            return Error{atLine(number, "a tag comes after the deals: tags are the header")};
        }
        auto tag = record::parseTagLine(line, number);
        if (!tag) {
            return tag.failure();
        }
        lines.tags.push_back(std::move(tag).value());
    }
    if (lines.tags.empty() && lines.body.empty()) {
        return Error{atLine(1, "the record is empty")};
    }
    return lines;
}

// The tag a refusal of Game::create is about.
std::string_view tagRefused(ErrorCode code) {
    switch (code) {
        case ErrorCode::PlayersOutOfRange:
            return "Players";
        case ErrorCode::TargetNotAllowed:
            return "Target";
        case ErrorCode::MatchGamesOutOfRange:
            return "MatchGames";
        case ErrorCode::FlushRulesConflict:
            return "FiveCardFlushOnly";
        case ErrorCode::VariantPlayers:
        case ErrorCode::VariantTarget:
            return "Variant";
        case ErrorCode::StandingGameNumber:
            return "GameNumber";
        default:
            return "GamePoints";
    }
}

// The Result and Score tags, if given, are where the replay ends: a record cut short is
// refused here.
std::optional<Error> checkEnd(const record::RecordTags& tags, const GameState& state) {
    for (const auto& [tag, reached] :
         {std::pair{tags.result, recordResult(state)}, std::pair{tags.score, recordScore(state)}}) {
        if (tag && tag->value != reached) {
            return Error{atLine(tag->line, "[" + tag->name + " \"" + tag->value +
                                               "\"], but the deals end at \"" + reached +
                                               "\": the record is cut short or wrong")};
        }
    }
    return std::nullopt;
}

Result<GameRecord> readRecordText(std::string_view text) {
    auto split = splitLines(text);
    if (!split) {
        return split.failure();
    }
    RecordLines* lines = &split.value();
    // A HALSCRIB sheet is read as the tags and deal lines it says: `sheet` holds their text.
    std::optional<record::HalscribRecord> sheet;
    if (lines->tags.empty() && record::isHalscribSheet(lines->body.front().text)) {
        auto read = record::readHalscribSheet(lines->body);
        if (!read) {
            return read.failure();
        }
        sheet = std::move(read).value();
        lines->tags = sheet->tags;
        lines->body = sheet->body;
    }
    auto tags = record::readTags(lines->tags);
    if (!tags) {
        return tags.failure();
    }
    auto body = record::readBody(lines->body, tags->setup.rules);
    if (!body) {
        return body.failure();
    }
    GameSetup setup = tags->setup;
    setup.stackedDecks = body->stackedDecks;
    auto game = Game::create(std::move(setup));
    if (!game) {
        const int headerEnd = lines->tags.empty() ? 1 : lines->tags.back().line;
        Error refusal = game.failure();
        refusal.message =
            atLine(tags->lineOf(tagRefused(refusal.code), headerEnd), refusal.message);
        return refusal;
    }
    Game replay = std::move(game).value();
    auto steps = std::move(body).value().steps;
    if (auto error = record::replaySteps(replay, steps)) {
        return *error;
    }
    if (auto error = checkEnd(*tags, replay.state())) {
        return *error;
    }
    return GameRecord{tags->header, std::move(replay)};
}

}  // namespace

Result<GameRecord> readRecord(std::string_view text) {
    // A bad record must never stop the program that reads it (running out of memory on a
    // crafted one included).
    try {
        return readRecordText(text);
    } catch (const std::exception& error) {
        return Error{std::string("the record could not be read: ") + error.what()};
    }
}

}  // namespace cribbage
