#include "cribbage/analysis/play_position.h"

#include <algorithm>
#include <string>

#include "play_replay.h"

namespace cribbage {
namespace {

// Every card may be named once, except my cards, which may be in the hand and in the play.
std::optional<Error> checkNamedOnce(const PlaySituation& situation) {
    CardSet seen;
    auto name = [&seen](Card card) -> std::optional<Error> {
        if (seen.contains(card)) {
            return Error{toString(card) + " is named twice"};
        }
        seen.insert(card);
        return std::nullopt;
    };
    for (Card card : situation.hand) {
        if (auto error = name(card)) {
            return error;
        }
    }
    const CardSet hand = CardSet::of(situation.hand);
    for (const auto& series : situation.history) {
        for (const PlayedCard& played : series) {
            if (played.by == Player::Me && hand.contains(played.card)) {
                continue;
            }
            if (auto error = name(played.card)) {
                return error;
            }
        }
    }
    for (Card card : situation.laidAway) {
        if (auto error = name(card)) {
            return error;
        }
    }
    return name(situation.starter);
}

std::vector<Card> cardsOf(const PlayHistory& history, Player player) {
    std::vector<Card> cards;
    for (const auto& series : history) {
        for (const PlayedCard& played : series) {
            if (played.by == player) {
                cards.push_back(played.card);
            }
        }
    }
    return cards;
}

}  // namespace

int PlayPosition::count() const {
    int total = 0;
    for (const PlayedCard& played : series) {
        total += played.card.value();
    }
    return total;
}

Result<PlayPosition> makePlayPosition(const PlaySituation& situation) {
    if (auto error = checkStanding(situation.standing)) {
        return *error;
    }
    if (!situation.laidAway.empty() && situation.laidAway.size() != 2) {
        return Error{"you lay away two cards in a two-player game, not " +
                     std::to_string(situation.laidAway.size())};
    }
    if (auto error = checkNamedOnce(situation)) {
        return *error;
    }
    PlayPosition position;
    position.dealer = situation.dealer;
    position.laidAway = situation.laidAway;
    position.starter = situation.starter;
    position.standing = situation.standing;
    position.handFlush = situation.handFlush;
    position.myPlayed = cardsOf(situation.history, Player::Me);
    position.opponentPlayed = cardsOf(situation.history, Player::Opponent);
    const CardSet myPlayed = CardSet::of(position.myPlayed);
    for (Card card : situation.hand) {
        if (!myPlayed.contains(card)) {
            position.held.push_back(card);
        }
    }
    const std::size_t kept = position.held.size() + position.myPlayed.size();
    if (kept != 4) {
        return Error{"your hand and your cards in the play make " + std::to_string(kept) +
                     " cards: a two-player hand keeps 4"};
    }
    if (position.opponentPlayed.size() > 4) {
        return Error{"the opponent laid " + std::to_string(position.opponentPlayed.size()) +
                     " cards: a two-player hand keeps 4"};
    }
    std::vector<Card> allKept = position.held;
    allKept.insert(allKept.end(), position.myPlayed.begin(), position.myPlayed.end());
    const CardSet seen = CardSet::of(allKept) | CardSet::of(position.laidAway) |
                         CardSet::of(position.opponentPlayed) |
                         CardSet::of(std::array{position.starter});
    detail::PlayReplay replay(situation.dealer, allKept, CardSet::fullDeck().without(seen),
                              position.opponentPlayed);
    if (auto error = replay.run(situation.history)) {
        return *error;
    }
    position.opponentHeldAbove = replay.opponentHeldAbove();
    if (!situation.history.empty()) {
        position.series = situation.history.back();
    }
    return position;
}

}  // namespace cribbage
