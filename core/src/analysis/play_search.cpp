#include "play_search.h"

#include <algorithm>
#include <bit>

namespace cribbage::detail {
namespace {

// More than any difference of points in one play.
constexpr int kDecided = 1000;
constexpr int kInfinity = 1 << 20;

// Hand codes: the sum over cards of 5^(rank - 1), a different number below 2^31 for every
// multiset of at most four cards.
constexpr std::array<std::uint32_t, 14> kRankCode = [] {
    std::array<std::uint32_t, 14> codes{};
    std::uint32_t code = 1;
    for (int rank = 1; rank <= 13; ++rank, code *= 5) {
        codes[rank] = code;
    }
    return codes;
}();

// The ranks whose value is at most `room`, as a mask over bits 1..13.
constexpr std::array<std::uint16_t, 32> kFittingRanks = [] {
    std::array<std::uint16_t, 32> masks{};
    for (int room = 0; room < 32; ++room) {
        for (int rank = 1; rank <= 13; ++rank) {
            if (rankValue(rank) <= room) {
                masks[room] = static_cast<std::uint16_t>(masks[room] | 1U << rank);
            }
        }
    }
    return masks;
}();

std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    return x ^ (x >> 33);
}

// Series starts remembered: enough for the few thousand one decision meets at most, about
// 64 per deal searched; a small table for a small search, since clearing one costs time.
constexpr std::size_t kMostSeriesStarts = std::size_t{1} << 13;
constexpr std::size_t kSeriesStartsPerDeal = 64;

std::size_t seriesStartSlots(std::size_t deals) {
    return std::clamp(std::bit_ceil(deals * kSeriesStartsPerDeal), kSeriesStartsPerDeal,
                      kMostSeriesStarts);
}

}  // namespace

PlaySearch::PlaySearch(const EndGameSetup& endGame, std::size_t deals)
    : endGame_(endGame), seriesStarts_(seriesStartSlots(deals)) {}

int searchUtility(const PegTally& tally) {
    return tally.outcome != 0 ? tally.outcome * kDecided : tally.mine - tally.theirs;
}

void PlaySearch::setDeal(const RanksInHand& mine, const RanksInHand& theirs,
                         const RankSeries& series, int theirShow) {
    hands_ = {mine, theirs};
    for (int side = 0; side < 2; ++side) {
        left_[side] = 0;
        held_[side] = 0;
        handCode_[side] = 0;
        for (int rank = 1; rank <= 13; ++rank) {
            left_[side] += hands_[side][rank];
            handCode_[side] += hands_[side][rank] * kRankCode[rank];
            if (hands_[side][rank] > 0) {
                held_[side] = static_cast<std::uint16_t>(held_[side] | 1U << rank);
            }
        }
    }
    pegged_ = {0, 0};
    series_ = series;
    theirShow_ = theirShow;
}

std::uint16_t PlaySearch::fitting(Side side) const {
    return held_[side] & kFittingRanks[31 - series_.count];
}

bool PlaySearch::reached(Side side) const {
    return endGame_.active && pegged_[side] >= (side == kMe ? endGame_.myNeed : endGame_.theirNeed);
}

// The play is over and nobody pegged out: the show decides, the pone counting first.
PegTally PlaySearch::showdown() const {
    if (!endGame_.active) {
        return {};
    }
    const double myTotal =
        pegged_[kMe] + endGame_.myShow + (endGame_.iAmDealer ? endGame_.cribShow : 0.0);
    const double theirTotal =
        pegged_[kThem] + theirShow_ + (endGame_.iAmDealer ? 0.0 : endGame_.cribShow);
    const bool iReach = myTotal >= endGame_.myNeed;
    const bool theyReach = theirTotal >= endGame_.theirNeed;
    if (iReach && (!theyReach || !endGame_.iAmDealer)) {
        return {0, 0, 1};
    }
    return {0, 0, theyReach ? -1 : 0};
}

// Fail-soft alpha-beta: I maximise searchUtility, the opponent minimises it. Cards that
// score at once are tried first, which prunes the most.
PegTally PlaySearch::best(Side toMove, int alpha, int beta) {
    std::array<int, 4> ranks{};
    std::array<int, 4> points{};
    int moves = 0;
    for (unsigned rest = fitting(toMove); rest != 0; rest &= rest - 1) {
        const int rank = std::countr_zero(rest);
        series_.ranks[series_.length] = static_cast<std::uint8_t>(rank);
        ++series_.length;
        series_.count += rankValue(rank);
        const int score = rankPlayPoints(series_);
        series_.count -= rankValue(rank);
        --series_.length;
        int at = moves++;
        for (; at > 0 && points[at - 1] < score; --at) {
            ranks[at] = ranks[at - 1];
            points[at] = points[at - 1];
        }
        ranks[at] = rank;
        points[at] = score;
    }
    PegTally chosen;
    int chosenUtility = toMove == kMe ? -kInfinity : kInfinity;
    for (int i = 0; i < moves; ++i) {
        const PegTally tally = lay(toMove, ranks[i], points[i], alpha, beta);
        const int utility = searchUtility(tally);
        if (toMove == kMe ? utility > chosenUtility : utility < chosenUtility) {
            chosen = tally;
            chosenUtility = utility;
        }
        if (toMove == kMe) {
            alpha = std::max(alpha, utility);
        } else {
            beta = std::min(beta, utility);
        }
        if (alpha >= beta) {
            break;
        }
    }
    return chosen;
}

// A new series starts: its value depends only on the cards left (and, near the end of the
// game, on the points pegged so far), so it is searched in full once and remembered.
PegTally PlaySearch::afterSeries(Side last) {
    const Side next = last == kMe ? kThem : kMe;
    const Side leader = left_[next] > 0 ? next : last;
    if (left_[leader] == 0) {
        return showdown();
    }
    std::uint64_t key =
        handCode_[kMe] | std::uint64_t{handCode_[kThem]} << 31 | std::uint64_t{leader} << 62;
    std::uint64_t endGameKey = 0;
    if (endGame_.active) {
        endGameKey = 1 | std::uint64_t(pegged_[kMe]) << 1 | std::uint64_t(pegged_[kThem]) << 9 |
                     std::uint64_t(theirShow_) << 17;
    }
    const std::size_t index = mix(key ^ mix(endGameKey)) & (seriesStarts_.size() - 1);
    if (seriesStarts_[index].key == key && seriesStarts_[index].endGameKey == endGameKey) {
        return seriesStarts_[index].tally;
    }
    const PegTally tally = best(leader, -kInfinity, kInfinity);
    seriesStarts_[index] = {key, endGameKey, tally};
    return tally;
}

void PlaySearch::take(Side side, int rank) {
    if (--hands_[side][rank] == 0) {
        held_[side] = static_cast<std::uint16_t>(held_[side] & ~(1U << rank));
    }
    --left_[side];
    handCode_[side] -= kRankCode[rank];
    series_.ranks[series_.length++] = static_cast<std::uint8_t>(rank);
    series_.count += rankValue(rank);
}

void PlaySearch::untake(Side side, int rank) {
    series_.count -= rankValue(rank);
    --series_.length;
    ++left_[side];
    handCode_[side] += kRankCode[rank];
    ++hands_[side][rank];
    held_[side] = static_cast<std::uint16_t>(held_[side] | 1U << rank);
}

PegTally PlaySearch::lay(Side side, int rank, int cardPoints, int alpha, int beta) {
    const Side other = side == kMe ? kThem : kMe;
    take(side, rank);
    int points = cardPoints;
    const bool otherPlays = fitting(other) != 0;
    const bool samePlays = !otherPlays && fitting(side) != 0;
    if (!otherPlays && !samePlays && series_.count != 31) {
        ++points;  // the go, or the last card
    }
    pegged_[side] += points;
    // The points of this card shift the window the rest of the play is searched with.
    const int shift = side == kMe ? points : -points;
    PegTally tally;
    if (reached(side)) {
        tally.outcome = side == kMe ? 1 : -1;
    } else if (otherPlays) {
        tally = best(other, alpha - shift, beta - shift);
    } else if (samePlays) {
        tally = best(side, alpha - shift, beta - shift);
    } else {
        const RankSeries saved = series_;
        series_ = RankSeries{};
        tally = afterSeries(side);
        series_ = saved;
    }
    (side == kMe ? tally.mine : tally.theirs) += points;
    pegged_[side] -= points;
    untake(side, rank);
    return tally;
}

PegTally PlaySearch::afterMyCard(int rank) {
    take(kMe, rank);
    const int points = rankPlayPoints(series_);
    untake(kMe, rank);
    return lay(kMe, rank, points, -kInfinity, kInfinity);
}

}  // namespace cribbage::detail
