#include "deal_block.h"

#include <string>

#include "record_text.h"

namespace cribbage::record {

std::optional<Error> DealBlock::takeHands(const RuleSettings& rules) {
    if (handsTaken) {
        return std::nullopt;
    }
    for (const auto& cards : hands) {
        if (cards.empty()) {
            return Error{
                atLine(line, "deal " + std::to_string(number) + " does not give every hand")};
        }
    }
    if (crib.size() != static_cast<std::size_t>(cribCardsDealt(rules))) {
        return Error{atLine(line, "deal " + std::to_string(number) + " gives no crib card")};
    }
    for (int round = 0; round < cardsDealtEach(rules); ++round) {
        for (int i = 1; i <= rules.players; ++i) {
            const auto holder = static_cast<std::size_t>((dealer + i) % rules.players);
            pack.take(0, hands[holder][static_cast<std::size_t>(round)]);
        }
    }
    for (Card card : crib) {
        pack.take(0, card);
    }
    handsTaken = true;
    return std::nullopt;
}

}  // namespace cribbage::record
