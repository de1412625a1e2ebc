// The game record reader: any bytes are a match or an Error, never a crash. A record read
// writes back to a text that reads to the same match and writes the same text again.

#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "cribbage/game_record.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto read = cribbage::readRecord(text);
    if (!read) {
        return 0;
    }
    const std::string written = cribbage::writeRecord(read->game, read->header);
    const auto again = cribbage::readRecord(written);
    if (!again || again->game.history() != read->game.history() ||
        cribbage::writeRecord(again->game, again->header) != written) {
        std::abort();
    }
    return 0;
}
