#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cribbage/analysis/play_position.h"
#include "cribbage/card_set.h"

namespace cribbage::detail {

// Replays a told play card by card and checks every step against the rules of the two-player
// play. Go's are not told: they are read from a player laying twice in a row, and the
// opponent's are checked against the cards they laid later and the cards still unseen.
class PlayReplay {
public:
    // `kept`: my four kept cards; `unseen`: the cards that can still be in the opponent's hand;
    // `opponentCards`: every card the opponent laid in the history, in order.
    PlayReplay(bool dealer, std::vector<Card> kept, CardSet unseen,
               std::vector<Card> opponentCards);

    // Replays the history, which must end with my turn to play or to say Go.
    std::optional<Error> run(const PlayHistory& history);

    // After run(): every card the opponent still holds is worth more than this.
    int opponentHeldAbove() const { return opponentHeldAbove_; }

private:
    std::optional<Error> playSeries(const std::vector<PlayedCard>& series, int number);
    std::optional<Error> lay(const PlayedCard& played, int number);
    std::optional<Error> endSeries(int number);
    std::optional<Error> checkMyTurn(const std::vector<PlayedCard>& series);
    // The player who did not lay the last card could not play: check it, learn from it.
    std::optional<Error> skipped(Player player, const std::string& when);
    std::optional<Card> myCardThatFits() const;
    bool opponentCouldHaveNoCardThatFits() const;
    int held(Player player) const;

    Player leader_;
    Player last_ = Player::Me;
    int count_ = 0;
    std::vector<Card> mine_;           // held at this point of the replay
    std::vector<Card> opponentLater_;  // the opponent's cards still to be laid in the history
    int opponentHeld_ = 4;
    CardSet unseen_;
    int opponentHeldAbove_ = 0;
};

}  // namespace cribbage::detail
