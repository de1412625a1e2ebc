#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "cribbage/card.h"

namespace cribbage {

// Why an option is good or bad, ready for translation: a message id with its arguments.
// Each id has one whole-sentence English template with Qt-style placeholders %1, %2, ...
// (englishTemplate); a translation supplies its own sentence for the id and formats the
// arguments itself. The comment on each id names its arguments in order.
enum class ReasonId : std::uint8_t {
    // Discards
    KeepsHand,             // kept cards, hand average
    KeepsSurePoints,       // kept cards, points whatever the starter, hand average
    SaltsOwnCrib,          // kept cards, hand average, cards laid away, crib average
    GivesFive,             // kept cards, hand average, the five laid away
    GivesPair,             // kept cards, hand average, the rank laid away twice
    GivesFifteen,          // kept cards, hand average, the two cards laid away
    GivesTouchingCards,    // kept cards, hand average, the two cards laid away
    BalksCrib,             // kept cards, hand average, cards laid away, crib average
    BestChanceToCountOut,  // kept cards, the chance in percent to reach the target
    // kept cards, their chance in percent to reach the target, the kept cards of an option
    // with more points on average, their chance: why the first ranks first near the end
    ReachesMoreOften,
    // The play
    OnlyCard,                    // the card
    PegsOut,                     // the card
    MakesFifteen,                // the card
    MakesThirtyOne,              // the card
    MakesPair,                   // the card
    MakesPairRoyal,              // the card
    MakesDoublePairRoyal,        // the card
    MakesRun,                    // the card, the run length
    LeadFive,                    // the card
    LeadUnderFive,               // the card
    LeadFromPair,                // the card, its rank (plural)
    LeavesTwentyOne,             // the card
    LeavesFive,                  // the card
    PairRisksPairRoyal,          // the card, its rank (plural): a third card of it is unseen
    LeadGivesFifteen,            // the card, the rank (plural) that makes 15 with it
    LeavesFifteenFor,            // the card, the count it leaves, the rank (plural) that makes 15
    LeavesThirtyOneFor,          // the card, the count it leaves, the rank (plural) that makes 31
    LeavesNoFifteenOrThirtyOne,  // the card, the count it leaves
    // Near the end of a game, why the first card ranks above one that pegs more on average:
    WinsMoreOften,   // the card, its chance in percent to win, the other card, its chance
    LosesLessOften,  // the card, the chance in percent it loses, the other card, its chance
    // At a table of four, when my partner plays next (the opponent after me is out of cards
    // or has said Go): what the count the card leaves offers my side.
    LeavesFifteenForPartner,    // the card, the count it leaves, the rank (plural) that makes 15
    LeavesThirtyOneForPartner,  // the card, the count it leaves, the rank (plural) that makes 31
    // At a table, when no other player can lay a card on the count the card leaves.
    NobodyElseCanLay,  // the card, the count it leaves
};

// An argument: a card, several cards, a rank (rendered as its plural name: "fives"), a
// whole number, or an average (rendered with one decimal: "8.2").
using ReasonArg = std::variant<Card, std::vector<Card>, Rank, int, double>;

struct Reason {
    ReasonId id = ReasonId::KeepsHand;
    std::vector<ReasonArg> args;

    bool operator==(const Reason&) const = default;
};

// A chance from 0 to 1 as the whole percent a reason names: 0.456 is 46.
int percent(double chance);

// "Keeps %1: %2 points on average in the hand."
std::string_view englishTemplate(ReasonId id);
// The same at a table of `players`: the table's words where the two-player ones do not fit
// it (with three or four the crib's other cards come from several players).
std::string_view englishTemplate(ReasonId id, int players);
// One argument in English: "5H", "5H 5S", "fives", "3", "8.2".
std::string formatReasonArg(const ReasonArg& arg);
// The template with its placeholders replaced by the formatted arguments.
std::string renderReason(const Reason& reason);
// The same in the words for a table of `players` (englishTemplate(id, players)).
std::string renderReason(const Reason& reason, int players);

}  // namespace cribbage
