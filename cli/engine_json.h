#pragma once

// The engine protocol's JSON (docs/engine-protocol.md): cards, events as the client may see
// them, and reading the client's cards.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cribbage/card.h"
#include "cribbage/event.h"
#include "cribbage/result.h"

namespace cribbage::cli {

using Json = nlohmann::ordered_json;

// The two seats as the client names them.
struct EngineSeats {
    int client = 0;
    int computer = 1;

    // "you" for the client's seat, "computer" for the other.
    std::string who(int seat) const;
    // {"you": N, "computer": M}
    Json scores(const std::vector<int>& scores) const;
};

Json cardsJson(const std::vector<Card>& cards);

// One engine event as the client may see it, or nothing for an event that is not for it
// (the computer's cards, phase changes). `scores` are the scores after the event.
std::optional<Json> clientEvent(const Event& event, const EngineSeats& seats,
                                const std::vector<int>& scores);

// The cards of a JSON array of card names; refused with a reason.
Result<std::vector<Card>> cardsFromJson(const Json& json);

}  // namespace cribbage::cli
