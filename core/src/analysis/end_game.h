#pragma once

namespace cribbage::detail {

// What ending the game this hand is worth, in points of expected score. In the middle of a
// game one point is worth about one percent of a game's chances, so a game is worth about a
// hundred points: near the end, a gain of one percent in the chance to reach the target
// this hand weighs as much as one point of average. See docs/analysis.md.
inline constexpr double kGameWinPoints = 100.0;

}  // namespace cribbage::detail
