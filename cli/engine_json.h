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

// The seats as the client names them. The client sits in seat 0; the computers follow it
// clockwise (to its left), seat 2 of four being its partner.
struct EngineSeats {
    int client = 0;
    int players = 2;

    // "you" for the client's seat; the other is "computer" with two players, else seat N is
    // "computer N".
    std::string who(int seat) const;
    // A side: with partners (four players) "us" for the client's, "them" for the other;
    // else the side is a seat, who(side).
    std::string side(int side) const;
    // One key per side, side(n): {"you": N, "computer": M}, {"us": N, "them": M}, ...
    Json scores(const std::vector<int>& sideScores) const;
};

Json cardsJson(const std::vector<Card>& cards);

// One engine event as the client may see it, or nothing for an event that is not for it
// (the computer's cards, phase changes). `scores` are the scores after the event.
std::optional<Json> clientEvent(const Event& event, const EngineSeats& seats,
                                const std::vector<int>& scores);

// The cards of a JSON array of card names; refused with a reason.
Result<std::vector<Card>> cardsFromJson(const Json& json);

}  // namespace cribbage::cli
