#pragma once

// Test helpers: cards from names, score items as short readable strings, test names.

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "cribbage/card.h"
#include "cribbage/hand_score.h"
#include "cribbage/score_item.h"

namespace cribbage::testing {

// The cards named in `names`; a bad name fails the test.
inline std::vector<Card> cards(std::string_view names) {
    auto parsed = parseCards(names);
    EXPECT_TRUE(parsed.ok()) << "bad card names in the test: " << names << ": "
                             << (parsed.ok() ? "" : parsed.error());
    return parsed.ok() ? *parsed : std::vector<Card>{};
}

inline Card card(std::string_view name) {
    const std::vector<Card> named = cards(name);
    EXPECT_EQ(named.size(), 1U) << name;
    return named.empty() ? Card() : named.front();
}

inline Hand4 hand4(std::string_view names) {
    const std::vector<Card> named = cards(names);
    EXPECT_EQ(named.size(), 4U) << names;
    Hand4 hand{};
    for (std::size_t i = 0; i < hand.size() && i < named.size(); ++i) {
        hand[i] = named[i];
    }
    return hand;
}

inline std::string_view kindName(ScoreKind kind) {
    switch (kind) {
        case ScoreKind::Fifteen:
            return "Fifteen";
        case ScoreKind::ThirtyOne:
            return "ThirtyOne";
        case ScoreKind::Pair:
            return "Pair";
        case ScoreKind::PairRoyal:
            return "PairRoyal";
        case ScoreKind::DoublePairRoyal:
            return "DoublePairRoyal";
        case ScoreKind::Run:
            return "Run";
        case ScoreKind::Flush:
            return "Flush";
        case ScoreKind::Nobs:
            return "Nobs";
        case ScoreKind::Go:
            return "Go";
        case ScoreKind::LastCard:
            return "LastCard";
        case ScoreKind::Heels:
            return "Heels";
        case ScoreKind::ThreeForLast:
            return "ThreeForLast";
    }
    return "?";
}

inline std::string_view flushRuleName(FlushRule rule) {
    switch (rule) {
        case FlushRule::Hand:
            return "Hand";
        case FlushRule::Crib:
            return "Crib";
        case FlushRule::CribFourAllowed:
            return "CribFourAllowed";
    }
    return "?";
}

// "Fifteen 2: 5H JH"
inline std::string describe(const ScoreItem& item) {
    return std::string(kindName(item.kind)) + " " + std::to_string(item.points) + ": " +
           toString(item.cards);
}

inline std::vector<std::string> describe(const std::vector<ScoreItem>& items) {
    std::vector<std::string> out;
    out.reserve(items.size());
    for (const ScoreItem& item : items) {
        out.push_back(describe(item));
    }
    return out;
}

// Names a parameterised test after the `name` field of its parameter.
struct NameField {
    template <class Param>
    std::string operator()(const ::testing::TestParamInfo<Param>& param) const {
        return param.param.name;
    }
};

}  // namespace cribbage::testing
