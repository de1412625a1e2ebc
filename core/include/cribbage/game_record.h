#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "cribbage/game.h"
#include "cribbage/result.h"

namespace cribbage {

// A game record: a match as people read it and tools check it, in the manner of chess's PGN.
// docs/game-record.md is the format's contract: header tags (the event, the date, the seats,
// every rule, the result), then one block per deal (the dealer, the hands as dealt, what
// each laid away, the starter, the play with each go, the counts claimed and muggins).

// Who sat at a seat. "?" is unknown, as in PGN.
struct RecordSeat {
    std::string name = "?";
    std::string kind = "?";  // "person", "computer" or "?"

    bool operator==(const RecordSeat&) const = default;
};

// What a record says about a match besides its cards: none of it changes the play.
struct RecordHeader {
    std::string event = "?";
    std::string date = "????.??.??";  // YYYY.MM.DD, unknown digits as '?'
    std::vector<RecordSeat> seats;    // per seat; fewer is "?" for the rest

    bool operator==(const RecordHeader&) const = default;
};

// The Result tag's value: the sides' game points once the match is over ("2-0"), else "*".
std::string recordResult(const GameState& state);
// The Score tag's value: the sides' scores in the game being played or last played ("121-98").
std::string recordScore(const GameState& state);

// Whether `date` is of the form YYYY.MM.DD, each digit or '?'.
bool isRecordDate(std::string_view date);

struct GameRecord {
    RecordHeader header;
    Game game;
};

// A comment on `action`, about to be taken in `before`; empty for none.
using RecordNote = std::function<std::string(const Game& before, const Action& action)>;

// The record of `game` so far (finished or not), its setup's rules, seed and standing
// included; what `note` says of an action is a comment line ("; ...") after the action's line.
std::string writeRecord(const Game& game, const RecordHeader& header, const RecordNote& note = {});

// The record of `game` with every decision judged (each lay away and each card played, of
// every seat): a comment after its line says whether it was the analysis's best from what that
// seat saw (analyzeDecision), a near tie, or how many points it was expected to lose, against
// which choice, and why that one: "; 2 plays QS: loses 0.40 against 4D. <the reason>".
std::string annotateRecord(const Game& game, const RecordHeader& header);

// Rebuilds the match of a record by replaying every action through the engine, the packs
// stacked so that it deals the hands and turns the starters the record names (a go left out
// is said where the engine awaits it). A HALSCRIB "PGN for cribbage" sheet is read too, as
// docs/game-record.md says. A bad record
// (a line it cannot read, an unknown or repeated tag, a card that does not exist or is dealt
// twice, an action the engine refuses, a Result or Score the replay does not reach) is an
// Error whose message begins "line N: ": nothing of it is read.
Result<GameRecord> readRecord(std::string_view text);

}  // namespace cribbage
