#pragma once

#include <span>

#include "cribbage/card.h"

namespace cribbage::detail {

// The points four cards make together before any starter, suits aside: fifteens, pairs and
// runs. What a player can see in the six dealt cards when choosing the four to keep.
int pointsTogether(std::span<const Card, 4> kept);

// How much likelier a player is to have kept `kept` than four cards that make nothing
// together: players keep cards that score, so e^(sharpness x points). 1 when sharpness is 0.
double keptHandLikelihood(std::span<const Card, 4> kept, double sharpness);

}  // namespace cribbage::detail
