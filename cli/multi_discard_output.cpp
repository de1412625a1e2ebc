#include "multi_discard_output.h"

#include <iostream>
#include <nlohmann/json.hpp>

#include "text_format.h"

namespace cribbage::cli {
namespace {

// The crib as it counts for the seat: its own side's with +, an opponent's with -.
double cribToSeat(const MultiDiscardOption& option, const MultiSeat& seat) {
    return cribWeight(seat) * option.cribValue;
}

const char* ownerName(MultiCribOwner owner) {
    switch (owner) {
        case MultiCribOwner::Mine:
            return "mine";
        case MultiCribOwner::Partner:
            return "partner";
        case MultiCribOwner::Opponent:
            break;
    }
    return "opponent";
}

}  // namespace

void printMultiDiscardText(const std::vector<MultiDiscardOption>& options, const MultiSeat& seat) {
    std::cout << "discard    hand    crib     net  reason\n";
    for (const MultiDiscardOption& option : options) {
        std::cout << formatted("%-7s %7.2f %+7.2f %7.2f", toString(option.laidAway).c_str(),
                               option.handValue, withoutNegativeZero(cribToSeat(option, seat)),
                               option.netValue)
                  << "  " << renderReason(option.reason, seat.players) << '\n';
    }
}

void printMultiDiscardJson(const std::vector<MultiDiscardOption>& options, const MultiSeat& seat) {
    auto json = nlohmann::ordered_json::array();
    for (const MultiDiscardOption& option : options) {
        const std::vector<Card> kept(option.kept.begin(), option.kept.end());
        json.push_back({{"discard", toString(option.laidAway)},
                        {"keep", toString(kept)},
                        {"hand", option.handValue},
                        {"crib", cribToSeat(option, seat)},
                        {"crib_average", option.cribValue},
                        {"crib_owner", ownerName(cribOwner(seat))},
                        {"net", option.netValue},
                        {"reason", renderReason(option.reason, seat.players)}});
    }
    std::cout << json.dump() << '\n';
}

}  // namespace cribbage::cli
