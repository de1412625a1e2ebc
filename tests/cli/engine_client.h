#pragma once

// A scripted client of `cribbage-cli engine`: it plays whole games through the protocol,
// keeping its own account of what it was told.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli_session.h"
#include "cribbage/hand_score.h"

namespace cribbage::test {

using Json = nlohmann::json;

class EngineClient {
public:
    EngineClient() : session_({"engine"}) {}

    // Sends a message and returns the reply; a missing or unreadable reply fails the test.
    Json send(const Json& message);
    // Sends a raw line.
    Json sendLine(const std::string& line);

    // Every reply so far, in order.
    const std::vector<Json>& transcript() const { return transcript_; }
    int finish() { return session_.finish(); }

private:
    CliSession session_;
    std::vector<Json> transcript_;
};

// How the scripted client answers a request.
struct ClientStyle {
    bool underclaim = false;  // claim one point less than a hand with points is worth
    // The game's flush rules, to count shown hands and cribs.
    FlushRule handFlush = FlushRule::Hand;
    FlushRule cribFlush = FlushRule::Crib;
};

// The message the client sends for `request`: the first cards of the hand laid away, the
// first playable card played, hands claimed at their true count (or one less), and the
// computer's claims judged against the true count.
Json answerTo(const Json& request, const ClientStyle& style);

// The true count of a shown hand or crib in a claim or judge request.
int trueCount(const Json& request, const ClientStyle& style = {});

}  // namespace cribbage::test
