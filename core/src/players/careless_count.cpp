#include "careless_count.h"

#include "choice.h"

namespace cribbage {
namespace {

double slipChance(const ScoreItem& item, const SlipChances& slips) {
    switch (item.kind) {
        case ScoreKind::Fifteen:
            return item.cards.size() == 2 ? slips.twoCardFifteen : slips.longFifteen;
        case ScoreKind::Run:
            return slips.run;
        case ScoreKind::Flush:
            return slips.flush;
        case ScoreKind::Nobs:
            return slips.nobs;
        default:
            return 0;
    }
}

}  // namespace

int countWithSlips(const HandCount& count, const SlipChances& slips, Rng& rng) {
    int seen = 0;
    for (const ScoreItem& item : count.items) {
        if (!happens(slipChance(item, slips), rng)) {
            seen += item.points;
        }
    }
    return seen;
}

}  // namespace cribbage
