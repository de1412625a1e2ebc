#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cribbage/computer_player.h"
#include "cribbage/game.h"
#include "cribbage/rng.h"
#include "engine_json.h"

namespace cribbage::cli {

// The engine protocol (docs/engine-protocol.md): another program plays games of two, three
// or four players against computer levels, one JSON line in, one JSON line out.
class EngineSession {
public:
    // `entropy` seeds a game whose "new_game" names no seed.
    explicit EngineSession(std::uint64_t entropy);

    // The answer to one line from the client: the events since the last answer and what
    // the engine expects next, or an error and the same expectation again.
    Json answer(std::string_view line);

    // The client said "quit".
    bool finished() const { return finished_; }

private:
    Json newGame(const Json& message);
    // Tells the client the game has begun, once its first dealer is known.
    void announceGame(int dealer);
    Json act(const std::string& what, const Json& message);
    // Applies the actions of the computer, and the client's actions that leave no choice
    // (cuts, deals, go), until the client must decide or the game is over.
    void runUntilClientDecides();
    // Applies an action, telling the client what it may see; the refusal, if refused.
    std::optional<Error> apply(const Action& action);
    // What the client must do now, with what it needs to know to do it.
    Json request() const;
    Json reply();
    Json refuse(const std::string& message);
    Result<Action> clientAction(const std::string& what, const Json& message) const;

    std::uint64_t entropy_;
    std::optional<Game> game_;
    std::vector<std::unique_ptr<ComputerPlayer>> computers_;  // by seat; none for the client
    Rng rng_{0};
    EngineSeats seats_;
    std::vector<int> scores_;
    std::optional<HandShown> shown_;   // the hand or crib being counted
    std::optional<Json> gameStarted_;  // the game_started event until the dealer is known
    Json events_ = Json::array();
    bool finished_ = false;
};

}  // namespace cribbage::cli
