#include "multi_play_replay.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <utility>

#include "cribbage/card_set.h"
#include "cribbage/peg_score.h"
#include "cribbage/play_rules.h"

namespace cribbage::detail {
namespace {

constexpr int kKept = 4;
constexpr std::size_t kMostPlaces = 4;
// A ten or a court card, the highest in the play: when it fits, any card does.
constexpr Card kHighestCard{Rank::King, Suit::Spades};

std::string placeName(int place, int players, int me) {
    if (place == me) {
        return "you";
    }
    if (place == 0) {
        return "the dealer";
    }
    if (place == 1) {
        return "the dealer's left";
    }
    return place == players - 1 ? "the dealer's right" : "the player across";
}

bool canPlay(const std::vector<Card>& held, int count) {
    return std::any_of(held.begin(), held.end(),
                       [count](Card card) { return fitsCount(card, count); });
}

class MultiReplay {
public:
    MultiReplay(const MultiPlaySituation& situation, std::vector<Card> myCards)
        : situation_(situation),
          players_(situation.players),
          me_(situation.seat),
          myHeld_(std::move(myCards)),
          held_(static_cast<std::size_t>(players_), kKept),
          heldAbove_(static_cast<std::size_t>(players_), 0),
          laidLater_(static_cast<std::size_t>(players_)) {
        for (const auto& series : situation.history) {
            for (const MultiPlayedCard& entry : series) {
                laidLater_[static_cast<std::size_t>(entry.by)].push_back(entry.card);
            }
        }
    }

    Result<MultiPlayPosition> run() {
        int leader = 1;
        const auto& history = situation_.history;
        for (std::size_t k = 0; k < history.size(); ++k) {
            const std::string where = "series " + std::to_string(k + 1) + ": ";
            const bool current = k + 1 == history.size();
            startSeries();
            for (const MultiPlayedCard& entry : history[k]) {
                if (auto error = lay(entry, leader)) {
                    return Error{where + error->message};
                }
            }
            if (current) {
                break;
            }
            if (history[k].empty()) {
                return Error{where + "a series has at least one card"};
            }
            if (auto error = endSeries()) {
                return Error{where + error->message};
            }
            leader = nextWithCards(last_);
            if (leader < 0) {
                return Error{"series " + std::to_string(k + 2) +
                             ": every card was played in the series before"};
            }
        }
        if (count_ == kMaxCount) {
            return Error{"the count is 31: the series is over; write | before the next card"};
        }
        if (auto error = toMe(last_ < 0 ? leader : (last_ + 1) % players_)) {
            return *error;
        }
        return position();
    }

private:
    void startSeries() {
        count_ = 0;
        last_ = -1;
        series_.clear();
        saidGo_.fill(false);
    }

    bool inSeries(int seat) const {
        return held_[static_cast<std::size_t>(seat)] > 0 &&
               !saidGo_[static_cast<std::size_t>(seat)];
    }

    bool anotherInSeries() const {
        for (int seat = 0; seat < players_; ++seat) {
            if (seat != me_ && inSeries(seat)) {
                return true;
            }
        }
        return false;
    }

    std::optional<Error> lay(const MultiPlayedCard& entry, int leader) {
        const std::string who = placeName(entry.by, players_, me_);
        if (auto error = skipTo(last_ < 0 ? leader : (last_ + 1) % players_, entry.by)) {
            return error;
        }
        const auto seat = static_cast<std::size_t>(entry.by);
        if (saidGo_[seat]) {
            return Error{who + " said Go and cannot lay " + toString(entry.card) +
                         " before the count goes back to 0"};
        }
        if (held_[seat] == 0) {
            return Error{who + " laid " + toString(entry.card) +
                         " with no card left: a hand keeps 4"};
        }
        if (!fitsCount(entry.card, count_)) {
            return Error{toString(entry.card) + " would bring the count to " +
                         std::to_string(count_ + entry.card.value()) + ", past 31"};
        }
        count_ += entry.card.value();
        --held_[seat];
        laidLater_[seat].erase(laidLater_[seat].begin());
        if (entry.by == me_) {
            myHeld_.erase(std::find(myHeld_.begin(), myHeld_.end(), entry.card));
        }
        series_.push_back(entry.card);
        last_ = entry.by;
        return std::nullopt;
    }

    // `seat`, in the series, lays nothing at the count: it says Go. I cannot while a card of
    // mine fits; another seat cannot while any card fits, nor while holding a card it lays
    // later that fits.
    std::optional<Error> pass(int seat) {
        if (seat == me_) {
            if (canPlay(myHeld_, count_)) {
                return Error{
                    "it was your turn and you had to play: a card of yours fits the "
                    "count of " +
                    std::to_string(count_)};
            }
        } else if (fitsCount(kHighestCard, count_)) {
            return Error{"it was the turn of " + placeName(seat, players_, me_) +
                         ", who holds cards, and any card fits a count of " +
                         std::to_string(count_)};
        } else {
            for (Card card : laidLater_[static_cast<std::size_t>(seat)]) {
                if (fitsCount(card, count_)) {
                    return Error{"it was the turn of " + placeName(seat, players_, me_) +
                                 ", who held " + toString(card) +
                                 " (laid later), which fits a count of " + std::to_string(count_)};
                }
            }
        }
        saidGo_[static_cast<std::size_t>(seat)] = true;
        auto& above = heldAbove_[static_cast<std::size_t>(seat)];
        above = std::max(above, kMaxCount - count_);
        return std::nullopt;
    }

    // The seats from `from` up to `to` (not included) still in the series pass.
    std::optional<Error> skipTo(int from, int to) {
        for (int seat = from; seat != to; seat = (seat + 1) % players_) {
            if (!inSeries(seat)) {
                continue;
            }
            if (auto error = pass(seat)) {
                return error;
            }
        }
        return std::nullopt;
    }

    // A series ends short of 31 only when no seat still in it could lay a card.
    std::optional<Error> endSeries() {
        if (count_ == kMaxCount) {
            return std::nullopt;
        }
        if (canPlay(myHeld_, count_)) {
            return Error{"the series ended while you could still play"};
        }
        for (int i = 1; i <= players_; ++i) {
            const int seat = (last_ + i) % players_;
            if (!inSeries(seat)) {
                continue;
            }
            if (auto error = pass(seat)) {
                return Error{"when it ended, " + error->message};
            }
        }
        return std::nullopt;
    }

    std::optional<Error> toMe(int from) {
        if (myHeld_.empty()) {
            return Error{"you have played all your cards: it is not your turn"};
        }
        if (saidGo_[static_cast<std::size_t>(me_)]) {
            return Error{"you said Go in this series: it is not your turn"};
        }
        if (auto error = skipTo(from, me_)) {
            return error;
        }
        if (!anotherInSeries() && !canPlay(myHeld_, count_)) {
            return Error{"nobody can play at the count of " + std::to_string(count_) +
                         ": the series is over; write | before the next card"};
        }
        return std::nullopt;
    }

    int nextWithCards(int from) const {
        for (int i = 1; i <= players_; ++i) {
            const int seat = (from + i) % players_;
            if (held_[static_cast<std::size_t>(seat)] > 0) {
                return seat;
            }
        }
        return -1;
    }

    MultiPlayPosition position() const {
        MultiPlayPosition position;
        position.players = players_;
        position.seat = me_;
        position.hand = myHeld_;
        position.cardsHeld = held_;
        position.series = series_;
        if (last_ >= 0) {
            position.lastToPlay = last_;
        }
        position.heldAbove = heldAbove_;
        CardSet seen = CardSet::of(situation_.hand) | CardSet::of(situation_.laidAway);
        seen.insert(situation_.starter);
        for (const auto& series : situation_.history) {
            for (const MultiPlayedCard& entry : series) {
                seen.insert(entry.card);
            }
        }
        position.unseen = CardSet::fullDeck().without(seen);
        return position;
    }

    const MultiPlaySituation& situation_;
    int players_;
    int me_;
    std::vector<Card> myHeld_;
    std::vector<int> held_;                     // by place: cards not yet played
    std::vector<int> heldAbove_;                // by place: what its Go's leave (heldAbove)
    std::vector<std::vector<Card>> laidLater_;  // by place: the cards still to come in the history
    std::array<bool, kMostPlaces> saidGo_{};
    std::vector<Card> series_;
    int count_ = 0;
    int last_ = -1;  // the place that laid the series' last card
};

}  // namespace

Result<MultiPlayPosition> replayMultiPlay(const MultiPlaySituation& situation,
                                          std::vector<Card> myCards) {
    return MultiReplay(situation, std::move(myCards)).run();
}

}  // namespace cribbage::detail
