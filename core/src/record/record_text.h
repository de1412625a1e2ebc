#pragma once

// Small pieces of a game record's text, shared by its writer and reader.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cribbage::record {

// "121-98": numbers per side (scores, game points) joined by '-'.
std::string joinedNumbers(std::span<const int> numbers);
// The numbers of joinedNumbers, or nothing if the text is not of that form.
std::optional<std::vector<int>> splitNumbers(std::string_view text);
// A whole number, 0 or more, written in decimal digits only.
std::optional<int> wholeNumber(std::string_view text);
// The text without blanks at either end.
std::string_view trimmed(std::string_view text);
// The pieces of `text` between `separator`s, each trimmed.
std::vector<std::string_view> splitOn(std::string_view text, std::string_view separator);

// The words of `text`, separated by blanks.
std::vector<std::string_view> words(std::string_view text);

// "line 12: " + message.
std::string atLine(int line, std::string_view message);

}  // namespace cribbage::record
