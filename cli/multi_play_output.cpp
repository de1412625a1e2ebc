#include "multi_play_output.h"

#include <iostream>
#include <nlohmann/json.hpp>

#include "text_format.h"

namespace cribbage::cli {

void printMultiPlayText(const std::vector<MultiPlayOption>& options, int players) {
    if (options.empty()) {
        std::cout << "go\n";
        return;
    }
    std::cout << "card     net    mine  theirs  reason\n";
    for (const MultiPlayOption& option : options) {
        std::cout << formatted("%-4s %+7.2f %7.2f %7.2f", toString(option.card).c_str(),
                               withoutNegativeZero(option.rankValue), option.sidePoints,
                               option.opponentPoints)
                  << "  " << renderReason(option.reason, players) << '\n';
    }
}

void printMultiPlayJson(const std::vector<MultiPlayOption>& options, int players) {
    auto json = nlohmann::ordered_json::array();
    for (const MultiPlayOption& option : options) {
        json.push_back({{"card", toString(option.card)},
                        {"net", option.rankValue},
                        {"mine", option.sidePoints},
                        {"theirs", option.opponentPoints},
                        {"reason", renderReason(option.reason, players)}});
    }
    std::cout << json.dump() << '\n';
}

}  // namespace cribbage::cli
