#include "cribbage/analysis/multi_play_situation.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <utility>

#include "cribbage/card_set.h"
#include "cribbage/excerpt.h"
#include "multi_play_replay.h"
#include "play_history_tokens.h"

namespace cribbage {
namespace {

constexpr std::size_t kKept = 4;

Result<MultiPlayedCard> parseMultiPlayedCard(std::string_view token, int players) {
    const std::string entry = quotedExcerpt(token);
    const std::string places = players == 4
                                   ? "d: (the dealer), l: (left), a: (across) or r: (right)"
                                   : "d: (the dealer), l: (the dealer's left) or r: (right)";
    if (token.size() < 3 || token[1] != ':') {
        return Error{"bad play entry " + entry +
                     ": write the seat's place, then the card: " + places};
    }
    const char place = static_cast<char>(std::tolower(static_cast<unsigned char>(token[0])));
    const std::string_view letters = players == 4 ? "dlar" : "dlr";
    const auto found = letters.find(place);
    if (found == std::string_view::npos) {
        return Error{"bad play entry " + entry + ": it must start with " + places};
    }
    auto card = parseCard(token.substr(2));
    if (!card) {
        return Error{"bad play entry " + entry + ": " + card.error()};
    }
    // d l a r are places 0 1 2 3; with three, r is 2.
    const int by = place == 'r' ? players - 1 : static_cast<int>(found);
    return MultiPlayedCard{by, *card};
}

// The cards named in the situation, each once: my hand (with my cards in the history), my
// crib card, the starter and the others' cards in the history.
std::optional<Error> checkNamedOnce(const MultiPlaySituation& situation) {
    CardSet named;
    const auto name = [&named](Card card) -> std::optional<Error> {
        if (named.contains(card)) {
            return Error{toString(card) + " is named twice"};
        }
        named.insert(card);
        return std::nullopt;
    };
    const CardSet hand = CardSet::of(situation.hand);
    for (const std::vector<Card>* cards : {&situation.hand, &situation.laidAway}) {
        for (Card card : *cards) {
            if (auto error = name(card)) {
                return error;
            }
        }
    }
    if (auto error = name(situation.starter)) {
        return error;
    }
    CardSet played;
    for (const auto& series : situation.history) {
        for (const MultiPlayedCard& entry : series) {
            if (played.contains(entry.card)) {
                return Error{toString(entry.card) + " is named twice"};
            }
            played.insert(entry.card);
            const bool mineFromHand = entry.by == situation.seat && hand.contains(entry.card);
            if (!mineFromHand) {
                if (auto error = name(entry.card)) {
                    return error;
                }
            }
        }
    }
    return std::nullopt;
}

}  // namespace

Result<MultiPlayHistory> parseMultiPlayHistory(std::string_view text, int players) {
    return detail::parseSeries<MultiPlayedCard>(
        text, [players](std::string_view token) { return parseMultiPlayedCard(token, players); });
}

Result<MultiPlayPosition> makeMultiPlayPosition(const MultiPlaySituation& situation) {
    const int players = situation.players;
    if (players != 3 && players != 4) {
        return Error{"a table of three or four, not " + std::to_string(players)};
    }
    if (situation.seat < 0 || situation.seat >= players) {
        return Error{"a seat's place from the dealer is 0 to " + std::to_string(players - 1)};
    }
    if (situation.laidAway.size() > 1) {
        return Error{"you lay one card away at a table of three or four, not " +
                     std::to_string(situation.laidAway.size())};
    }
    if (auto error = checkNamedOnce(situation)) {
        return *error;
    }
    std::vector<Card> myCards = situation.hand;
    for (const auto& series : situation.history) {
        for (const MultiPlayedCard& entry : series) {
            const bool mine = entry.by == situation.seat;
            if (mine && std::find(myCards.begin(), myCards.end(), entry.card) == myCards.end()) {
                myCards.push_back(entry.card);
            }
        }
    }
    if (myCards.size() != kKept) {
        return Error{"your hand and your cards in the play make " + std::to_string(myCards.size()) +
                     " cards: a hand keeps 4"};
    }
    return detail::replayMultiPlay(situation, std::move(myCards));
}

}  // namespace cribbage
