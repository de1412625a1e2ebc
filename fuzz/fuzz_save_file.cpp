// The save-file loader: any bytes are a game or an Error, never a crash. A game that loads
// saves and loads again to the same game.

#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "cribbage/save_game.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto loaded = cribbage::loadGame(text);
    if (!loaded) {
        return 0;
    }
    const auto again = cribbage::loadGame(cribbage::saveGame(*loaded));
    if (!again || again->setup() != loaded->setup() || again->history() != loaded->history() ||
        again->state() != loaded->state()) {
        std::abort();
    }
    return 0;
}
