#include <cctype>
#include <string>

#include "cribbage/analysis/play_position.h"
#include "cribbage/excerpt.h"
#include "play_history_tokens.h"

namespace cribbage {
namespace {

Result<PlayedCard> parsePlayedCard(std::string_view token) {
    const std::string entry = quotedExcerpt(token);
    if (token.size() < 3 || token[1] != ':') {
        return Error{"bad play entry " + entry + ": write m:CARD for yours, o:CARD for theirs"};
    }
    const char who = static_cast<char>(std::tolower(static_cast<unsigned char>(token[0])));
    if (who != 'm' && who != 'o') {
        return Error{"bad play entry " + entry + ": it must start with m: (mine) or o: (theirs)"};
    }
    auto card = parseCard(token.substr(2));
    if (!card) {
        return Error{"bad play entry " + entry + ": " + card.error()};
    }
    return PlayedCard{who == 'm' ? Player::Me : Player::Opponent, *card};
}

}  // namespace

Result<PlayHistory> parsePlayHistory(std::string_view text) {
    return detail::parseSeries<PlayedCard>(text, parsePlayedCard);
}

}  // namespace cribbage
