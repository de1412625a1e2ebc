#include "cribbage/computer_player.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "cribbage/excerpt.h"
#include "cribbage/play_rules.h"
#include "cribbage/rules.h"
#include "cribbage/shown_hand.h"

namespace cribbage {
namespace {

int randomCutDepth(const SeatView& view, Rng& rng) {
    const int deepest = maxCutDepth(view.packSize);
    const int choices = deepest - kMinCutPacket + 1;
    return kMinCutPacket + static_cast<int>(rng.below(static_cast<std::uint64_t>(choices)));
}

}  // namespace

std::string_view levelName(Level level) {
    switch (level) {
        case Level::Greedy:
            return "greedy";
        case Level::Beginner:
            return "beginner";
        case Level::Easy:
            return "easy";
        case Level::Medium:
            return "medium";
        case Level::Hard:
            return "hard";
        case Level::Expert:
            return "expert";
        case Level::Reference:
            return "reference";
    }
    return "unknown";
}

Result<Level> parseLevel(std::string_view name) {
    std::string lower(name);
    std::ranges::transform(lower, lower.begin(),
                           [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (Level level : kAllLevels) {
        if (levelName(level) == lower) {
            return level;
        }
    }
    std::string known;
    for (Level level : kAllLevels) {
        known += (known.empty() ? "" : ", ") + std::string(levelName(level));
    }
    return Error{"unknown level " + quotedExcerpt(name) + ": the levels are " + known};
}

Action ComputerPlayer::decide(const SeatView& view, Rng& rng) const {
    const int seat = view.seat;
    switch (view.phase) {
        case Phase::CutForDeal:
        case Phase::CutStarter:
            return Cut{seat, randomCutDepth(view, rng)};
        case Phase::Deal:
        case Phase::GameOver:
        case Phase::MatchOver:
            return Deal{seat};
        case Phase::LayAway:
            return LayAway{seat, layAway(view, rng)};
        case Phase::Play: {
            const auto playable = playableCards(view.hand, view.count);
            if (playable.empty()) {
                return Go{seat};
            }
            return Play{seat, play(view, playable, rng)};
        }
        case Phase::Show:
            break;
    }
    const HandCount count = countShownHand(view);
    if (!view.claimed) {
        return ClaimCount{seat, seePoints(count, rng)};
    }
    if (seePoints(count, rng) > *view.claimed) {
        return CallMuggins{seat};
    }
    return AcceptCount{seat};
}

int ComputerPlayer::seePoints(const HandCount& count, Rng&) const {
    return count.total;
}

}  // namespace cribbage
