// Card names and the play history as the CLI reads them. The input's lines are a hand, a
// starter and a history (the `play` command's --hand, --starter, --history): each is read or
// refused; names read write back to the same cards; a position that checks is analysed.

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "cribbage/analysis/play_analysis.h"
#include "cribbage/analysis/play_position.h"
#include "cribbage/card.h"

namespace {

using namespace cribbage;

std::string_view nextLine(std::string_view& input) {
    const auto end = input.find('\n');
    const std::string_view line = input.substr(0, end);
    input = end == std::string_view::npos ? std::string_view() : input.substr(end + 1);
    return line;
}

void checkRoundTrip(const std::vector<Card>& cards) {
    const auto again = parseCards(toString(cards));
    if (!again || *again != cards) {
        std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);
    const auto hand = parseCards(nextLine(input));
    const auto starter = parseCard(nextLine(input));
    const auto history = parsePlayHistory(nextLine(input));
    if (hand) {
        checkRoundTrip(*hand);
    }
    if (starter) {
        checkRoundTrip({*starter});
    }
    if (!hand || !starter || !history) {
        return 0;
    }
    PlaySituation situation;
    situation.dealer = size % 2 == 0;
    situation.hand = *hand;
    situation.starter = *starter;
    situation.history = *history;
    if (const auto position = makePlayPosition(situation)) {
        (void)analyzePlay(*position);
    }
    return 0;
}
