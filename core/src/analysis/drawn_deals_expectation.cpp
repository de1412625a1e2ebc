#include <array>
#include <deque>
#include <vector>

#include "cribbage/analysis/series_expectation.h"
#include "series_search.h"

namespace cribbage {
namespace {

// Likings closer than this are alike (they are sums of whole points and tenths).
constexpr double kAlike = 1e-9;

// The others as drawn deals picture them: each deal is one set of their hands, and each seat
// lays the card of its hand it likes best.
class DrawnDeals {
public:
    // A deal in a line of the search, and how likely it is that the line is followed in it.
    struct Member {
        std::size_t deal = 0;
        double weight = 0;
    };
    using Line = std::vector<Member>;

    DrawnDeals(std::span<const DrawnHands> deals, CardLiking likingOfCard)
        : deals_(deals.begin(), deals.end()), liking_(likingOfCard) {}

    Line whole() const {
        Line line;
        for (std::size_t deal = 0; deal < deals_.size(); ++deal) {
            line.push_back({deal, 1.0});
        }
        return line;
    }

    void lay(int seat, int rank, const Line& line) { change(seat, rank, line, -1); }
    void takeBack(int seat, int rank, const Line& line) { change(seat, rank, line, +1); }

    double liking(int points, int countAfter, bool leading, int value) const {
        return liking_(points, countAfter, leading, value);
    }

    // In each deal of the line, the seat lays a card it likes best, or says Go holding none
    // that fits: the deals are split by what it does.
    template <class Follow>
    void replies(const detail::OthersTurn& turn, const Line& line, Follow follow) {
        if (depth_ == splits_.size()) {
            splits_.emplace_back();
        }
        auto& [byRank, goes] = splits_[depth_++];
        for (Line& laying : byRank) {
            laying.clear();
        }
        goes.clear();
        double total = 0;
        for (const Member& member : line) {
            total += member.weight;
            splitMember(turn, member, byRank, goes);
        }
        for (int rank = 1; rank <= kRanks && total > 0; ++rank) {
            const Line& laying = byRank[static_cast<std::size_t>(rank - 1)];
            if (!laying.empty()) {
                follow(rank, weightOf(laying) / total, laying);
            }
        }
        if (!goes.empty() && total > 0) {
            follow(0, weightOf(goes) / total, goes);
        }
        --depth_;
    }

private:
    // Where `member` goes at the seat's turn: to each rank it likes best among the cards of its
    // hand that fit, as likely as the cards of that rank among them; or to the Go's.
    void splitMember(const detail::OthersTurn& turn, const Member& member,
                     std::array<Line, kRanks>& byRank, Line& goes) const {
        const auto& hand = deals_[member.deal][static_cast<std::size_t>(turn.seat)];
        double best = detail::kNotLaid;
        int alike = 0;
        for (std::size_t r = 0; r < kRanks; ++r) {
            if (hand[r] == 0 || turn.liking[r] == detail::kNotLaid) {
                continue;
            }
            if (turn.liking[r] > best + kAlike) {
                best = turn.liking[r];
                alike = 0;
            }
            alike += turn.liking[r] >= best - kAlike ? hand[r] : 0;
        }
        if (alike == 0) {
            goes.push_back(member);
            return;
        }
        for (std::size_t r = 0; r < kRanks; ++r) {
            if (hand[r] > 0 && turn.liking[r] != detail::kNotLaid &&
                turn.liking[r] >= best - kAlike) {
                byRank[r].push_back({member.deal, member.weight * hand[r] / alike});
            }
        }
    }

    // How the deals of a line split at another seat's turn: by the rank it lays, or its Go.
    struct Split {
        std::array<Line, kRanks> byRank;
        Line goes;
    };

    static double weightOf(const Line& line) {
        double weight = 0;
        for (const Member& member : line) {
            weight += member.weight;
        }
        return weight;
    }

    void change(int seat, int rank, const Line& line, int by) {
        for (const Member& member : line) {
            auto& held = deals_[member.deal][static_cast<std::size_t>(seat)]
                               [static_cast<std::size_t>(rank - 1)];
            held = static_cast<std::uint8_t>(held + by);
        }
    }

    std::vector<DrawnHands> deals_;
    CardLiking liking_;
    // The splits of the turns being searched, one a turn deep, kept to be used again: a deque,
    // so that a deeper turn's split never moves a shallower one's lines.
    std::deque<Split> splits_;
    std::size_t depth_ = 0;
};

}  // namespace

std::optional<Card> bestOverDrawnDeals(const MultiPlayPosition& position,
                                       std::span<const Card> playable,
                                       std::span<const DrawnHands> deals, CardLiking liking,
                                       const SeriesExpectationLimits& limits) {
    if (deals.empty()) {
        return std::nullopt;
    }
    return detail::bestCardOf(playable, [&](Card card) {
        DrawnDeals others(deals, liking);
        return detail::SeriesSearch<DrawnDeals>(position, limits, others).afterLaying(card).worth;
    });
}

}  // namespace cribbage
