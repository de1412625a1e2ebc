#include "json_fields.h"

#include <charconv>
#include <limits>

#include "cribbage/json_integer.h"

namespace cribbage::savegame {
namespace {

Error wrongType(std::string_view name, std::string_view where, std::string_view expected) {
    return Error{std::string(where) + ": \"" + std::string(name) + "\" must be " +
                 std::string(expected)};
}

}  // namespace

Result<const json*> field(const json& object, std::string_view name, std::string_view where) {
    if (!object.is_object()) {
        return Error{std::string(where) + " must be a JSON object"};
    }
    const auto found = object.find(name);
    if (found == object.end()) {
        return Error{std::string(where) + ": the field \"" + std::string(name) + "\" is missing"};
    }
    return &*found;
}

std::optional<Error> read(const json& object, std::string_view name, std::string_view where,
                          int& out) {
    auto value = field(object, name, where);
    if (!value) {
        return Error{value.error()};
    }
    const auto number =
        jsonInteger(**value, std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
    if (!number) {
        return wrongType(name, where, "a whole number");
    }
    out = static_cast<int>(*number);
    return std::nullopt;
}

std::optional<Error> read(const json& object, std::string_view name, std::string_view where,
                          bool& out) {
    auto value = field(object, name, where);
    if (!value) {
        return Error{value.error()};
    }
    if (!(*value)->is_boolean()) {
        return wrongType(name, where, "true or false");
    }
    out = (*value)->get<bool>();
    return std::nullopt;
}

std::optional<Error> read(const json& object, std::string_view name, std::string_view where,
                          std::string& out) {
    auto value = field(object, name, where);
    if (!value) {
        return Error{value.error()};
    }
    if (!(*value)->is_string()) {
        return wrongType(name, where, "a string");
    }
    out = (*value)->get<std::string>();
    return std::nullopt;
}

std::optional<Error> readSeed(const json& object, std::string_view name, std::uint64_t& out) {
    std::string digits;
    if (auto error = read(object, name, "the saved game", digits)) {
        return error;
    }
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), out);
    if (digits.empty() || error != std::errc{} || end != digits.data() + digits.size()) {
        return Error{"the saved game: \"" + std::string(name) +
                     "\" must be a whole number from 0 to 18446744073709551615 in a string"};
    }
    return std::nullopt;
}

Result<Card> cardValue(const json& value, std::string_view where) {
    if (!value.is_string()) {
        return Error{std::string(where) + ": a card must be a name such as \"5H\""};
    }
    auto card = parseCard(value.get<std::string>());
    if (!card) {
        return Error{std::string(where) + ": " + card.error()};
    }
    return *card;
}

Result<std::vector<Card>> cardList(const json& value, std::string_view where) {
    if (!value.is_array()) {
        return Error{std::string(where) + ": the cards must be a list"};
    }
    std::vector<Card> cards;
    for (const json& item : value) {
        auto card = cardValue(item, where);
        if (!card) {
            return Error{card.error()};
        }
        cards.push_back(*card);
    }
    return cards;
}

}  // namespace cribbage::savegame
