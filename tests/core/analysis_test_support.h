#pragma once

// Test helpers of the analysis: a discard option by the cards it keeps, a play position from
// card names.

#include <gtest/gtest.h>

#include <algorithm>
#include <string_view>
#include <vector>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/card_set.h"
#include "test_support.h"

namespace cribbage::testing {

// The option of `options` that keeps the four cards named; it must be there.
inline const DiscardOption& keeping(const std::vector<DiscardOption>& options,
                                    std::string_view four) {
    const CardSet wanted = CardSet::of(cards(four));
    const auto found = std::find_if(options.begin(), options.end(), [&](const auto& option) {
        return CardSet::of(option.kept) == wanted;
    });
    EXPECT_NE(found, options.end()) << four;
    return *found;
}

// The position of a player holding `kept` (cards named), who laid away `laidAway`, with the
// starter and the play so far (parsePlayHistory's notation); a position that cannot be made
// fails the test.
inline PlayPosition position(bool dealer, std::string_view kept, std::string_view laidAway,
                             std::string_view starter, std::string_view history,
                             Standing standing = {}) {
    PlaySituation situation;
    situation.dealer = dealer;
    situation.hand = cards(kept);
    situation.laidAway = cards(laidAway);
    situation.starter = card(starter);
    auto parsed = parsePlayHistory(history);
    EXPECT_TRUE(parsed.ok()) << history;
    situation.history = parsed.ok() ? *parsed : PlayHistory{};
    situation.standing = standing;
    auto built = makePlayPosition(situation);
    EXPECT_TRUE(built.ok()) << (built.ok() ? "" : built.error());
    return built.ok() ? *built : PlayPosition{};
}

}  // namespace cribbage::testing
