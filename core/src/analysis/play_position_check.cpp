#include "play_position_check.h"

#include <algorithm>
#include <string>

#include "cribbage/card_set.h"
#include "cribbage/peg_score.h"

namespace cribbage::detail {
namespace {

bool contains(const std::vector<Card>& cards, Card card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

}  // namespace

std::optional<Error> checkPlayPosition(const PlayPosition& position) {
    if (auto error = checkStanding(position.standing)) {
        return error;
    }
    if (position.held.size() + position.myPlayed.size() != 4) {
        return Error{"a two-player hand keeps 4 cards, held and played"};
    }
    if (position.opponentPlayed.size() > 4) {
        return Error{"the opponent cannot have laid more than 4 cards"};
    }
    if (!position.laidAway.empty() && position.laidAway.size() != 2) {
        return Error{"you lay away two cards in a two-player game"};
    }
    CardSet cards;
    std::size_t named = 1;
    cards.insert(position.starter);
    for (const auto* group :
         {&position.held, &position.myPlayed, &position.laidAway, &position.opponentPlayed}) {
        cards = cards | CardSet::of(*group);
        named += group->size();
    }
    if (static_cast<std::size_t>(cards.size()) != named) {
        return Error{"a card is named twice in the position"};
    }
    for (const PlayedCard& played : position.series) {
        const auto& owner = played.by == Player::Me ? position.myPlayed : position.opponentPlayed;
        if (!contains(owner, played.card)) {
            return Error{toString(played.card) + " is in the series but was not played by " +
                         (played.by == Player::Me ? "you" : "the opponent")};
        }
    }
    if (position.count() > kMaxCount) {
        return Error{"the count of " + std::to_string(position.count()) + " is over 31"};
    }
    if (position.opponentHeldAbove < 0 || position.opponentHeldAbove > 9) {
        return Error{"the opponent's Go's can only tell that their cards are above 0 to 9"};
    }
    return std::nullopt;
}

}  // namespace cribbage::detail
