#include <cctype>
#include <string>

#include "cribbage/analysis/play_position.h"

namespace cribbage {
namespace {

Result<PlayedCard> parseEntry(std::string_view token) {
    const std::string quoted = "\"" + std::string(token) + "\"";
    if (token.size() < 3 || token[1] != ':') {
        return Error{"bad play entry " + quoted + ": write m:CARD for yours, o:CARD for theirs"};
    }
    const char who = static_cast<char>(std::tolower(static_cast<unsigned char>(token[0])));
    if (who != 'm' && who != 'o') {
        return Error{"bad play entry " + quoted + ": it must start with m: (mine) or o: (theirs)"};
    }
    auto card = parseCard(token.substr(2));
    if (!card) {
        return Error{"bad play entry " + quoted + ": " + card.error()};
    }
    return PlayedCard{who == 'm' ? Player::Me : Player::Opponent, *card};
}

}  // namespace

Result<PlayHistory> parsePlayHistory(std::string_view text) {
    PlayHistory history(1);
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
        auto entry = parseEntry(text.substr(i, end - i));
        if (!entry) {
            return Error{entry.error()};
        }
        history.back().push_back(*entry);
        i = end;
    }
    return history;
}

}  // namespace cribbage
