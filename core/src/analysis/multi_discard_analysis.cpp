#include "cribbage/analysis/multi_discard_analysis.h"

#include <algorithm>
#include <string>

#include "cribbage/card_set.h"

namespace cribbage {
namespace {

#include "table_crib_data.inc"

// A crib of one's own at least this much above the table's average for a rank laid away is
// worth pointing out; an opponent's at least this much below it is a balk worth pointing out.
constexpr double kNotableCrib = 0.5;

MultiCribTable makeBuiltInTable() {
    MultiCribTable table;
    for (int players = 3; players <= 4; ++players) {
        for (int owner = 0; owner < 3; ++owner) {
            for (int rank = 1; rank <= kRanks; ++rank) {
                table.set(players, static_cast<MultiCribOwner>(owner), static_cast<Rank>(rank),
                          kMultiCribAverage[players - 3][owner][rank - 1]);
            }
        }
    }
    return table;
}

std::size_t tableIndex(int players) {
    return static_cast<std::size_t>(std::clamp(players, 3, 4) - 3);
}

double averageOverRanks(const MultiCribTable& cribs, int players, MultiCribOwner owner) {
    double sum = 0;
    for (int rank = 1; rank <= kRanks; ++rank) {
        sum += cribs.at(players, owner, static_cast<Rank>(rank));
    }
    return sum / kRanks;
}

std::vector<Card> cardsOf(const Hand4& hand) {
    return {hand.begin(), hand.end()};
}

Reason keepsHand(const MultiDiscardOption& option, int surePoints) {
    if (surePoints > 0) {
        return {ReasonId::KeepsSurePoints, {cardsOf(option.kept), surePoints, option.handValue}};
    }
    return {ReasonId::KeepsHand, {cardsOf(option.kept), option.handValue}};
}

Reason multiDiscardReason(const MultiDiscardOption& option, const MultiSeat& seat,
                          const MultiCribTable& cribs, int surePoints) {
    const MultiCribOwner owner = cribOwner(seat);
    const double usual = averageOverRanks(cribs, seat.players, owner);
    const std::vector<Card> laid{option.laidAway};
    if (owner == MultiCribOwner::Mine && option.cribValue >= usual + kNotableCrib) {
        return {ReasonId::SaltsOwnCrib,
                {cardsOf(option.kept), option.handValue, laid, option.cribValue}};
    }
    if (owner == MultiCribOwner::Opponent) {
        if (option.laidAway.rank() == Rank::Five) {
            return {ReasonId::GivesFive, {cardsOf(option.kept), option.handValue, option.laidAway}};
        }
        if (option.cribValue <= usual - kNotableCrib) {
            return {ReasonId::BalksCrib,
                    {cardsOf(option.kept), option.handValue, laid, option.cribValue}};
        }
    }
    return keepsHand(option, surePoints);
}

}  // namespace

MultiCribOwner cribOwner(const MultiSeat& seat) {
    if (seat.position == 0) {
        return MultiCribOwner::Mine;
    }
    return seat.players == 4 && seat.position == 2 ? MultiCribOwner::Partner
                                                   : MultiCribOwner::Opponent;
}

double cribWeight(const MultiSeat& seat) {
    if (cribOwner(seat) != MultiCribOwner::Opponent) {
        return 1.0;
    }
    const int opposingSides = seat.players == 4 ? 1 : seat.players - 1;
    return -1.0 / opposingSides;
}

double MultiCribTable::at(int players, MultiCribOwner owner, Rank rank) const {
    return average_[tableIndex(players)][static_cast<std::size_t>(owner)]
                   [static_cast<std::size_t>(rank) - 1];
}

void MultiCribTable::set(int players, MultiCribOwner owner, Rank rank, double value) {
    average_[tableIndex(players)][static_cast<std::size_t>(owner)]
            [static_cast<std::size_t>(rank) - 1] = value;
}

const MultiCribTable& builtInTableCribTable() {
    static const MultiCribTable table = makeBuiltInTable();
    return table;
}

Result<std::vector<MultiDiscardOption>> analyzeMultiDiscards(std::span<const Card> dealt,
                                                             const MultiSeat& seat,
                                                             const MultiCribTable& cribs,
                                                             FlushRule handFlush) {
    if (seat.players != 3 && seat.players != 4) {
        return Error{"a table of three or four lays one card away, not a table of " +
                     std::to_string(seat.players)};
    }
    if (seat.position < 0 || seat.position >= seat.players) {
        return Error{"a seat's place from the dealer is 0 to " + std::to_string(seat.players - 1) +
                     ", not " + std::to_string(seat.position)};
    }
    if (dealt.size() != 5) {
        return Error{"a deal of three or four players is five cards, not " +
                     std::to_string(dealt.size())};
    }
    const CardSet seen = CardSet::of(dealt);
    if (seen.size() != 5) {
        return Error{"the five cards dealt must all be different"};
    }
    std::array<Card, 5> sorted;
    std::copy(dealt.begin(), dealt.end(), sorted.begin());
    std::sort(sorted.begin(), sorted.end());
    const std::vector<Card> starters = CardSet::fullDeck().without(seen).cards();
    std::vector<MultiDiscardOption> options;
    options.reserve(sorted.size());
    for (std::size_t laid = 0; laid < sorted.size(); ++laid) {
        MultiDiscardOption option;
        option.laidAway = sorted[laid];
        std::size_t next = 0;
        for (std::size_t i = 0; i < sorted.size(); ++i) {
            if (i != laid) {
                option.kept[next++] = sorted[i];
            }
        }
        int total = 0;
        int sure = -1;
        for (Card starter : starters) {
            const int points = scoreHand(option.kept, starter, handFlush);
            total += points;
            sure = sure < 0 ? points : std::min(sure, points);
        }
        option.handValue = static_cast<double>(total) / static_cast<double>(starters.size());
        option.cribValue = cribs.at(seat.players, cribOwner(seat), option.laidAway.rank());
        option.netValue = option.handValue + cribWeight(seat) * option.cribValue;
        option.reason = multiDiscardReason(option, seat, cribs, sure);
        options.push_back(std::move(option));
    }
    std::stable_sort(options.begin(), options.end(),
                     [](const auto& a, const auto& b) { return a.netValue > b.netValue; });
    return options;
}

Result<std::vector<MultiDiscardOption>> analyzeMultiDiscards(std::span<const Card> dealt,
                                                             const MultiSeat& seat,
                                                             FlushRule handFlush) {
    return analyzeMultiDiscards(dealt, seat, builtInTableCribTable(), handFlush);
}

}  // namespace cribbage
