#pragma once

// Reading typed fields out of JSON objects, every mistake an Error naming the field.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "cribbage/card.h"
#include "cribbage/result.h"

namespace cribbage::savegame {

using nlohmann::json;

// `where` names the object for messages, e.g. "settings" or "action 3".
Result<const json*> field(const json& object, std::string_view name, std::string_view where);

// Reads object[name] into `out`; an Error if it is missing or of another type.
std::optional<Error> read(const json& object, std::string_view name, std::string_view where,
                          int& out);
std::optional<Error> read(const json& object, std::string_view name, std::string_view where,
                          bool& out);
std::optional<Error> read(const json& object, std::string_view name, std::string_view where,
                          std::string& out);
// A 64-bit seed written as a decimal string.
std::optional<Error> readSeed(const json& object, std::string_view name, std::uint64_t& out);
Result<Card> cardValue(const json& value, std::string_view where);
Result<std::vector<Card>> cardList(const json& value, std::string_view where);

}  // namespace cribbage::savegame
