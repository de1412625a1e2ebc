#include "record_replay.h"

#include <deque>
#include <string>

#include "record_text.h"
#include "shown_counts.h"

namespace cribbage::record {
namespace {

// What the record says of the moment of a step, checked before the engine takes it.
std::optional<Error> checkStep(const Game& game, RecordStep& step) {
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
        case StepCheck::CutForDeal:
            return expect(state.phase == Phase::CutForDeal, "a cut for the deal");
        case StepCheck::Starter:
            if (state.phase == Phase::CutStarter) {
                std::get<Cut>(*step.action).seat = game.awaiting().front();
            }
            return expect(state.phase == Phase::CutStarter, "the starter");
        case StepCheck::HandCount:
        case StepCheck::CribCount: {
            const bool crib = step.check == StepCheck::CribCount;
            const bool cribDue = state.show.step == game.rules().players;
            return expect(state.phase == Phase::Show && crib == cribDue,
                          crib ? "the count of the crib" : "the count of a hand");
        }
        case StepCheck::None:
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
        const auto number = wholeNumber(message.substr(0, digits));
        if (number) {
            told += std::to_string(*number + 1);
            message.remove_prefix(digits == std::string_view::npos ? message.size() : digits);
        }
    }
    return told + std::string(message);
}

// Applies actions, keeping the counts the engine makes (without muggins) for the record's
// count lines to be checked against.
class Replay {
public:
    explicit Replay(Game& game) : game_(game) {}

    Result<std::vector<Event>> apply(const Action& action) {
        if (std::holds_alternative<Deal>(action)) {
            counted_.clear();
        }
        auto events = game_.apply(action);
        if (events) {
            for (const ShownCount& count : shownCounts(*events)) {
                counted_.push_back(count);
            }
        }
        return events;
    }

    // A go may be left out (HALSCRIB's sheets never write one): before a seat's card, the
    // seats the engine awaits a go from say it.
    void sayGoesLeftOut(const Action& action) {
        const auto* play = std::get_if<Play>(&action);
        while (play != nullptr && game_.state().phase == Phase::Play) {
            const int toAct = game_.state().play.toAct;
            if (toAct == play->seat || game_.moveFor(toAct) != Move::Go) {
                return;
            }
            apply(Go{toAct});
        }
    }

    std::optional<Error> checkCount(int line, const ShownCount& written) {
        if (counted_.empty()) {
            return Error{atLine(line, "no count is made here")};
        }
        const ShownCount made = counted_.front();
        counted_.pop_front();
        if (made == written) {
            return std::nullopt;
        }
        const std::string whose =
            (made.crib ? "the crib of seat " : "the hand of seat ") + std::to_string(made.seat + 1);
        return Error{
            atLine(line, "the count made here is " + whose + ", " + std::to_string(made.points))};
    }

private:
    Game& game_;
    std::deque<ShownCount> counted_;
};

}  // namespace

std::optional<Error> replaySteps(Game& game, std::span<RecordStep> steps) {
    Replay replay(game);
    for (RecordStep& step : steps) {
        if (step.shown) {
            if (auto error = replay.checkCount(step.line, *step.shown)) {
                return error;
            }
            continue;
        }
        if (auto error = checkStep(game, step)) {
            return error;
        }
        replay.sayGoesLeftOut(*step.action);
        const auto applied = replay.apply(*step.action);
        if (!applied) {
            Error refusal = applied.failure();
            refusal.message =
                atLine(step.line, inRecordSeats(describe(*step.action) + ": " + refusal.message));
            return refusal;
        }
        if (step.gameNumber && *step.gameNumber != game.state().gameNumber) {
            return Error{atLine(step.line, "this deal is in game " +
                                               std::to_string(game.state().gameNumber) +
                                               ", not game " + std::to_string(*step.gameNumber))};
        }
    }
    return std::nullopt;
}

}  // namespace cribbage::record
