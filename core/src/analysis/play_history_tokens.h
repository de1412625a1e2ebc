#pragma once

// The play history as a player writes it, split into its series: entries separated by blanks
// or commas, | where a series ends. Each entry is read by `parseEntry`.

#include <cctype>
#include <string_view>
#include <vector>

#include "cribbage/result.h"

namespace cribbage::detail {

template <class Entry, class ParseEntry>
Result<std::vector<std::vector<Entry>>> parseSeries(std::string_view text, ParseEntry parseEntry) {
    std::vector<std::vector<Entry>> history(1);
    std::size_t i = 0;
    while (i < text.size()) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (std::isspace(c) || c == ',') {
            ++i;
            continue;
        }
        if (c == '|') {
            history.emplace_back();
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])) &&
               text[end] != ',' && text[end] != '|') {
            ++end;
        }
        Result<Entry> entry = parseEntry(text.substr(i, end - i));
        if (!entry) {
            return entry.failure();
        }
        history.back().push_back(*entry);
        i = end;
    }
    return history;
}

}  // namespace cribbage::detail
