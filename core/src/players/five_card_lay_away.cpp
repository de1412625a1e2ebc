#include "five_card_lay_away.h"

#include "choice.h"
#include "cribbage/analysis/discard_tables.h"
#include "hand_value.h"

namespace cribbage {

std::vector<Card> layAwayFiveCard(const SeatView& view, Rng& rng) {
    const auto choices = keepChoices(view);
    const CardSet seen = cardsSeen(view);
    const int sign = cribSign(view);
    const CribTable& crib = builtInDiscardTables().crib;
    const CribOwner owner = sign > 0 ? CribOwner::Mine : CribOwner::Opponent;
    return bestOf(
               std::span<const KeepChoice>(choices),
               [&](const KeepChoice& choice) {
                   const Card a = choice.discard[0];
                   const Card b = choice.discard[1];
                   return averageHandValue(choice.keep, seen, handFlushRule(view.rules)) +
                          sign * crib.at(owner, a.rank(), b.rank(), a.suit() == b.suit());
               },
               rng)
        .discard;
}

}  // namespace cribbage
