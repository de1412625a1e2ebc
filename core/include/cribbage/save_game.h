#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "cribbage/game.h"
#include "cribbage/result.h"

namespace cribbage {

// A saved game is JSON text: the format name, the version, the setup (settings, seed,
// stacked decks, the match's standing) and the actions so far. Loading replays the actions,
// so a saved game is exactly as good as the engine that replays it. A file without
// "standing" is a match saved from its first game.
//
// {"format": "cribbage-game", "version": 1,
//  "settings": {"players": 2, "target": 121, "skunk": "skunk", "muggins": false,
//               "first_dealer": "cut", "crib_four_card_flush": false, "match_games": 1},
//  "seed": "42", "stacked_decks": [["5H", "JD"]],
//  "standing": {"game_number": 1, "game_points": []},
//  "actions": [{"type": "cut", "seat": 0, "depth": 4}, {"type": "deal", "seat": 1},
//              {"type": "lay_away", "seat": 0, "cards": ["TS", "8D"]},
//              {"type": "play", "seat": 1, "card": "JH"}, {"type": "go", "seat": 0},
//              {"type": "claim_count", "seat": 1, "points": 9},
//              {"type": "accept_count", "seat": 0}, {"type": "call_muggins", "seat": 0}]}
//
// "settings" also has "variant": "five-card" in five-card cribbage (none: the six-card game).
// The seed is a decimal string: JSON readers that keep numbers as doubles would round it.
inline constexpr std::string_view kSaveFormat = "cribbage-game";
inline constexpr int kSaveVersion = 1;

std::string saveGame(const Game& game);

// FNV-1a (64 bits) of saveGame(game): two games with the same setup and actions have the same
// fingerprint, so a change that should play the same games can be checked game for game.
std::uint64_t saveFingerprint(const Game& game);

// A damaged file (not JSON, another format or version, a field missing or of the wrong type,
// an action the replay refuses) is an Error that says what is wrong.
Result<Game> loadGame(std::string_view text);

}  // namespace cribbage
