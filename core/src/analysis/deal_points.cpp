#include <iterator>

#include "cribbage/analysis/win_chance.h"

namespace cribbage {
namespace {

#include "deal_points_data.inc"

template <std::size_t N>
std::vector<double> chances(const long (&counts)[N]) {
    std::vector<double> result;
    for (long count : counts) {
        result.push_back(static_cast<double>(count) / static_cast<double>(kDeals));
    }
    return result;
}

DealPoints makeBuiltInDealPoints() {
    DealPoints deal;
    for (const auto& row : kPeggingCounts) {
        deal.pegging.push_back(chances(row));
    }
    deal.poneHand = chances(kPoneHandCounts);
    deal.dealerShow = chances(kDealerShowCounts);
    deal.crib = chances(kCribCounts);
    return deal;
}

}  // namespace

const DealPoints& builtInDealPoints() {
    static const DealPoints deal = makeBuiltInDealPoints();
    return deal;
}

}  // namespace cribbage
