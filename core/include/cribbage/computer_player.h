#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "cribbage/action.h"
#include "cribbage/card.h"
#include "cribbage/enum_list.h"
#include "cribbage/hand_score.h"
#include "cribbage/result.h"
#include "cribbage/rng.h"
#include "cribbage/seat_view.h"

namespace cribbage {

// The computer opponents. Each level is a strategy of its own, and each is stronger than the
// one before it. Two yardsticks stand outside the ladder and are not offered at the table:
// Greedy keeps the four cards worth most on average and pegs the most points it can at once,
// and nothing else; Reference is the Expert frozen as it played when the work to make it
// stronger began (docs/ai-strength.md), the level a stronger Expert is measured against.
#define CRIBBAGE_LEVELS(X) \
    X(Greedy)              \
    X(Beginner)            \
    X(Easy)                \
    X(Medium)              \
    X(Hard)                \
    X(Expert)              \
    X(Reference)
enum class Level : std::uint8_t { CRIBBAGE_LEVELS(CRIBBAGE_ENUMERATOR) };
inline constexpr std::array kAllLevels{Level::Greedy,   Level::Beginner, Level::Easy,
                                       Level::Medium,   Level::Hard,     Level::Expert,
                                       Level::Reference};

std::string_view levelName(Level level);  // "greedy", "beginner", ..., "expert"
// A level by its name, in any case.
Result<Level> parseLevel(std::string_view name);

// A computer player. It sees what its seat may see (SeatView) and nothing else; its chance
// comes from the generator it is handed, so the same view and generator state always give
// the same action.
class ComputerPlayer {
public:
    virtual ~ComputerPlayer() = default;

    // The action of view.seat, which must be among view.awaiting: an action the engine
    // accepts. It cuts at random, deals, lays away, plays or says go, and with muggins
    // counts its own hands and judges the counts of the others.
    Action decide(const SeatView& view, Rng& rng) const;

protected:
    // The cards to lay away: cardsLaidAwayEach(view.rules) of view.hand.
    virtual std::vector<Card> layAway(const SeatView& view, Rng& rng) const = 0;
    // The card to lay in the play, one of `playable` (never empty): the cards of view.hand
    // that keep the count within 31.
    virtual Card play(const SeatView& view, std::span<const Card> playable, Rng& rng) const = 0;
    // Muggins: the points the player sees in a hand laid out in the show (its own, to
    // claim; another's, to check the claim). Never more than count.total.
    virtual int seePoints(const HandCount& count, Rng& rng) const;
};

std::unique_ptr<ComputerPlayer> makeComputerPlayer(Level level);

}  // namespace cribbage
