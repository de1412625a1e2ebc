#include <string>

#include "cribbage/game_record.h"
#include "record_tags.h"
#include "shown_counts.h"

namespace cribbage {
namespace {

template <class E>
const E* firstEvent(const std::vector<Event>& events) {
    for (const Event& event : events) {
        if (const auto* found = std::get_if<E>(&event)) {
            return found;
        }
    }
    return nullptr;
}

std::string seatNumber(int seat) {
    return std::to_string(seat + 1);
}

// Writes a match's deal blocks as the engine replays its actions. A line that several
// actions make (the cuts for the deal, a series of the play, a count and its judgement) is
// pending until its last action.
class DealWriter {
public:
    explicit DealWriter(const RuleSettings& rules)
        : players_(rules.players), muggins_(rules.muggins) {}

    // `note`: a comment on the action, written after the line it ends up on (none if empty).
    void add(const GameState& before, const Action& action, const GameState& after,
             const std::vector<Event>& events, std::string note) {
        if (std::holds_alternative<Cut>(action) && before.phase == Phase::CutForDeal) {
            const auto& cut = std::get<Cut>(action);
            pending_ += pending_.empty() ? "Cut for deal: " : ", ";
            pending_ += seatNumber(cut.seat) + " " +
                        toString(firstEvent<CutForDealShown>(events)->card) + " at " +
                        std::to_string(cut.depth);
            if (firstEvent<CutForDealTied>(events) || firstEvent<DealerChosen>(events)) {
                finishLine();
            }
            return;  // no decision: never a note
        }
        const bool continues = std::holds_alternative<Play>(action) ||
                               std::holds_alternative<Go>(action) ||
                               std::holds_alternative<AcceptCount>(action) ||
                               std::holds_alternative<CallMuggins>(action);
        if (!continues) {
            finishLine();
        }
        std::visit([&](const auto& taken) { write(taken, before, after, events); }, action);
        if (!note.empty()) {
            notes_.push_back(std::move(note));
        }
        if (pending_.empty()) {
            writeNotes();
        }
        if (!muggins_) {
            for (const record::ShownCount& count : record::shownCounts(events)) {
                text_ += countLine(count.crib, count.seat, count.points) + "\n";
            }
        }
    }

    std::string text() {
        finishLine();
        return text_;
    }

private:
    void finishLine() {
        if (!pending_.empty()) {
            text_ += pending_ + "\n";
            pending_.clear();
        }
        writeNotes();
    }

    void writeNotes() {
        for (const std::string& note : notes_) {
            text_ += "; " + note + "\n";
        }
        notes_.clear();
    }

    void write(const Cut& cut, const GameState&, const GameState&,
               const std::vector<Event>& events) {
        text_ += "Starter: " + toString(firstEvent<StarterTurned>(events)->starter) + " at " +
                 std::to_string(cut.depth) + "\n";
    }
    void write(const Deal& deal, const GameState&, const GameState& after,
               const std::vector<Event>& events) {
        text_ += (text_.empty() ? "Deal " : "\nDeal ") + std::to_string(++deals_) + ": game " +
                 std::to_string(after.gameNumber) + ", dealer " + seatNumber(deal.seat) + "\n";
        std::vector<std::vector<Card>> hands(static_cast<std::size_t>(players_));
        std::vector<Card> crib;
        for (const Event& event : events) {
            if (const auto* dealt = std::get_if<CardDealt>(&event)) {
                hands[static_cast<std::size_t>(dealt->seat)].push_back(dealt->card);
            } else if (const auto* toCrib = std::get_if<CardDealtToCrib>(&event)) {
                crib.push_back(toCrib->card);
            }
        }
        for (int seat = 0; seat < players_; ++seat) {
            text_ += "Hand " + seatNumber(seat) + ": " +
                     toString(hands[static_cast<std::size_t>(seat)]) + "\n";
        }
        if (!crib.empty()) {
            text_ += "Crib card: " + toString(crib) + "\n";
        }
    }
    void write(const LayAway& layAway, const GameState&, const GameState&,
               const std::vector<Event>&) {
        text_ += "Lay away " + seatNumber(layAway.seat) + ": " + toString(layAway.cards) + "\n";
    }
    void write(const Play& play, const GameState&, const GameState& after,
               const std::vector<Event>& events) {
        addToSeries(seatNumber(play.seat) + " " + toString(play.card), after, events);
    }
    void write(const Go& go, const GameState&, const GameState& after,
               const std::vector<Event>& events) {
        addToSeries(seatNumber(go.seat) + " go", after, events);
    }
    void write(const ClaimCount& claim, const GameState& before, const GameState&,
               const std::vector<Event>&) {
        pending_ = countLine(before.show.step == players_, claim.seat, claim.points);
    }
    void write(const AcceptCount& accept, const GameState&, const GameState&,
               const std::vector<Event>&) {
        pending_ += ", accepted by " + seatNumber(accept.seat);
        finishLine();
    }
    void write(const CallMuggins& call, const GameState&, const GameState&,
               const std::vector<Event>&) {
        pending_ += ", muggins by " + seatNumber(call.seat);
        finishLine();
    }

    // "Count 2: 8", "Crib 1: 4": a count made (without muggins) or claimed.
    static std::string countLine(bool crib, int seat, int points) {
        return (crib ? "Crib " : "Count ") + seatNumber(seat) + ": " + std::to_string(points);
    }

    // One line a series: it ends when the count goes back to 0 or the play is over.
    void addToSeries(const std::string& entry, const GameState& after,
                     const std::vector<Event>& events) {
        pending_ += (pending_.empty() ? "Play: " : ", ") + entry;
        if (firstEvent<CountReset>(events) || after.phase != Phase::Play) {
            finishLine();
        }
    }

    int players_;
    bool muggins_;
    int deals_ = 0;
    std::string text_;
    std::string pending_;
    std::vector<std::string> notes_;  // on the actions of the pending line
};

}  // namespace

std::string writeRecord(const Game& game, const RecordHeader& header, const RecordNote& note) {
    // The history replays: every action of it was applied once already.
    Game replay = Game::create(game.setup()).value();
    DealWriter deals(game.rules());
    for (const Action& action : game.history()) {
        const GameState before = replay.state();
        std::string said = note ? note(replay, action) : std::string();
        const auto events = replay.apply(action).value();
        deals.add(before, action, replay.state(), events, std::move(said));
    }
    return record::writeTags(game, header) + "\n" + deals.text();
}

}  // namespace cribbage
