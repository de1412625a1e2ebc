#pragma once

#include "game_library.h"
#include "statistics_record.h"

namespace cribbage::ui {

// The statistics of the games in `library` (practice and undo marks are not in it): each game
// replayed from its record through the engine, its events tallied as they were when it was
// played, and the points its review found lost added.
StatisticsRecord statisticsFrom(const GameLibrary& library);

}  // namespace cribbage::ui
