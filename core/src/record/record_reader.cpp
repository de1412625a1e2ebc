#include <exception>
#include <string>
#include <vector>

#include "cribbage/game_record.h"
#include "halscrib_sheet.h"
#include "record_body.h"
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
        case ErrorCode::StandingGameNumber:
            return "GameNumber";
        default:
            return "GamePoints";
    }
}

Error withLine(int line, Error error) {
    error.message = atLine(line, error.message);
    return error;
}

// What the record says of the moment of a step, checked before the engine takes it.
std::optional<Error> checkStep(const Game& game, record::RecordStep& step) {
    const GameState& state = game.state();
    const auto expect = [&](bool holds, std::string_view what) -> std::optional<Error> {
        if (holds) {
            return std::nullopt;
        }
        return Error{atLine(step.line, "the record has " + std::string(what) +
                                           " here, but the game is in phase " +
                                           std::string(phaseName(state.phase)))};
    };
    switch (step.check) {
        case record::StepCheck::CutForDeal:
            return expect(state.phase == Phase::CutForDeal, "a cut for the deal");
        case record::StepCheck::Starter:
            if (state.phase == Phase::CutStarter) {
                std::get<Cut>(step.action).seat = game.awaiting().front();
            }
            return expect(state.phase == Phase::CutStarter, "the starter");
        case record::StepCheck::HandCount:
        case record::StepCheck::CribCount: {
            const bool crib = step.check == record::StepCheck::CribCount;
            const bool cribDue = state.show.step == game.rules().players;
            return expect(state.phase == Phase::Show && crib == cribDue,
                          crib ? "the count of the crib" : "the count of a hand");
        }
        case record::StepCheck::None:
            return std::nullopt;
    }
    return std::nullopt;
}

// The engine names seats from 0 ("seat 0"), the record from 1: its refusals are told in the
// record's numbers. The Error's seats stay the engine's.
std::string inRecordSeats(std::string_view message) {
    constexpr std::string_view kSeat = "seat ";
    std::string told;
    for (auto at = message.find(kSeat); at != std::string_view::npos; at = message.find(kSeat)) {
        told += message.substr(0, at + kSeat.size());
        message.remove_prefix(at + kSeat.size());
        const auto digits = message.find_first_not_of("0123456789");
        const auto number = record::wholeNumber(message.substr(0, digits));
        if (number) {
            told += std::to_string(*number + 1);
            message.remove_prefix(digits == std::string_view::npos ? message.size() : digits);
        }
    }
    return told + std::string(message);
}

// A go may be left out (HALSCRIB's sheets never write one): before a seat's card, the seats
// the engine awaits a go from say it.
void sayGoesLeftOut(Game& game, const Action& action) {
    const auto* play = std::get_if<Play>(&action);
    while (play != nullptr && game.state().phase == Phase::Play) {
        const int toAct = game.state().play.toAct;
        if (toAct == play->seat || game.moveFor(toAct) != Move::Go) {
            return;
        }
        game.apply(Go{toAct});
    }
}

std::optional<Error> replaySteps(Game& game, std::vector<record::RecordStep>& steps) {
    for (record::RecordStep& step : steps) {
        if (auto error = checkStep(game, step)) {
            return error;
        }
        sayGoesLeftOut(game, step.action);
        const auto applied = game.apply(step.action);
        if (!applied) {
            Error refusal = applied.failure();
            refusal.message = inRecordSeats(describe(step.action) + ": " + refusal.message);
            return withLine(step.line, std::move(refusal));
        }
        if (step.gameNumber && *step.gameNumber != game.state().gameNumber) {
            return Error{atLine(step.line, "this deal is in game " +
                                               std::to_string(game.state().gameNumber) +
                                               ", not game " + std::to_string(*step.gameNumber))};
        }
    }
    return std::nullopt;
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
        return withLine(tags->lineOf(tagRefused(game.failure().code), headerEnd), game.failure());
    }
    Game replay = std::move(game).value();
    auto steps = std::move(body).value().steps;
    if (auto error = replaySteps(replay, steps)) {
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
