#include "table_discard_output.h"

#include <iostream>
#include <nlohmann/json.hpp>

#include "text_format.h"

namespace cribbage::cli {
namespace {

// The crib as it counts for the seat: its own side's with +, an opponent's with -.
double cribToSeat(const TableDiscardOption& option, const TableSeat& seat) {
    return cribWeight(seat) * option.cribValue;
}

const char* ownerName(TableCribOwner owner) {
    switch (owner) {
        case TableCribOwner::Mine:
            return "mine";
        case TableCribOwner::Partner:
            return "partner";
        case TableCribOwner::Opponent:
            break;
    }
    return "opponent";
}

}  // namespace

void printTableDiscardText(const std::vector<TableDiscardOption>& options, const TableSeat& seat) {
    std::cout << "discard    hand    crib     net  reason\n";
    for (const TableDiscardOption& option : options) {
        std::cout << formatted("%-7s %7.2f %+7.2f %7.2f", toString(option.laidAway).c_str(),
                               option.handValue, withoutNegativeZero(cribToSeat(option, seat)),
                               option.netValue)
                  << "  " << renderReason(option.reason, seat.players) << '\n';
    }
}

void printTableDiscardJson(const std::vector<TableDiscardOption>& options, const TableSeat& seat) {
    auto json = nlohmann::ordered_json::array();
    for (const TableDiscardOption& option : options) {
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
