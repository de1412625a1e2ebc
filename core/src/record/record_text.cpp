#include "record_text.h"

#include <charconv>

namespace cribbage::record {

std::string joinedNumbers(std::span<const int> numbers) {
    std::string text;
    for (int number : numbers) {
        text += (text.empty() ? "" : "-") + std::to_string(number);
    }
    return text;
}

std::optional<std::vector<int>> splitNumbers(std::string_view text) {
    std::vector<int> numbers;
    for (std::string_view piece : splitOn(text, "-")) {
        const auto number = wholeNumber(piece);
        if (!number) {
            return std::nullopt;
        }
        numbers.push_back(*number);
    }
    return numbers;
}

std::optional<int> wholeNumber(std::string_view text) {
    if (text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos) {
        return std::nullopt;
    }
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) {
        return {};
    }
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::vector<std::string_view> splitOn(std::string_view text, std::string_view separator) {
    std::vector<std::string_view> pieces;
    for (;;) {
        const auto at = text.find(separator);
        pieces.push_back(trimmed(text.substr(0, at)));
        if (at == std::string_view::npos) {
            return pieces;
        }
        text.remove_prefix(at + separator.size());
    }
}

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> found;
    for (std::string_view piece : splitOn(text, " ")) {
        if (!piece.empty()) {
            found.push_back(piece);
        }
    }
    return found;
}

std::string atLine(int line, std::string_view message) {
    return "line " + std::to_string(line) + ": " + std::string(message);
}

}  // namespace cribbage::record
