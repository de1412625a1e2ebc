#include "play_replay.h"

#include <algorithm>
#include <string>
#include <utility>

#include "cribbage/peg_score.h"
#include "cribbage/play_rules.h"

namespace cribbage::detail {
namespace {

Player other(Player player) {
    return player == Player::Me ? Player::Opponent : Player::Me;
}

std::string seriesName(int number) {
    return "series " + std::to_string(number + 1);
}

}  // namespace

PlayReplay::PlayReplay(bool dealer, std::vector<Card> kept, CardSet unseen,
                       std::vector<Card> opponentCards)
    : leader_(dealer ? Player::Opponent : Player::Me),
      mine_(std::move(kept)),
      opponentLater_(std::move(opponentCards)),
      unseen_(unseen) {}

int PlayReplay::held(Player player) const {
    return player == Player::Me ? static_cast<int>(mine_.size()) : opponentHeld_;
}

std::optional<Card> PlayReplay::myCardThatFits() const {
    for (Card card : mine_) {
        if (fitsCount(card, count_)) {
            return card;
        }
    }
    return std::nullopt;
}

bool PlayReplay::opponentCouldHaveNoCardThatFits() const {
    const int above = std::max(opponentHeldAbove_, kMaxCount - count_);
    const int hidden = opponentHeld_ - static_cast<int>(opponentLater_.size());
    int candidates = 0;
    for (Card card : unseen_.cards()) {
        candidates += card.value() > above;
    }
    return candidates >= hidden;
}

std::optional<Error> PlayReplay::skipped(Player player, const std::string& when) {
    const std::string at = when + " at the count of " + std::to_string(count_);
    if (player == Player::Me) {
        if (auto card = myCardThatFits()) {
            return Error{at + " you held " + toString(*card) + ", which fitted: you had to play"};
        }
        return std::nullopt;
    }
    if (opponentHeld_ == 0) {
        return std::nullopt;
    }
    for (Card card : opponentLater_) {
        if (fitsCount(card, count_)) {
            return Error{at + " the opponent held " + toString(card) +
                         " (laid later), which fitted: they had to play"};
        }
    }
    if (!opponentCouldHaveNoCardThatFits()) {
        return Error{at +
                     " the opponent cannot have said Go: too few unseen cards are high "
                     "enough to fill their hand"};
    }
    opponentHeldAbove_ = std::max(opponentHeldAbove_, kMaxCount - count_);
    return std::nullopt;
}

std::optional<Error> PlayReplay::lay(const PlayedCard& played, int number) {
    const std::string card = toString(played.card);
    if (!fitsCount(played.card, count_)) {
        return Error{seriesName(number) + ": " + card + " would bring the count to " +
                     std::to_string(count_ + played.card.value()) + ", over 31"};
    }
    if (played.by == Player::Me) {
        mine_.erase(std::find(mine_.begin(), mine_.end(), played.card));
    } else {
        --opponentHeld_;
        opponentLater_.erase(opponentLater_.begin());
    }
    count_ += played.card.value();
    last_ = played.by;
    return std::nullopt;
}

std::optional<Error> PlayReplay::playSeries(const std::vector<PlayedCard>& series, int number) {
    for (std::size_t k = 0; k < series.size(); ++k) {
        const PlayedCard& played = series[k];
        if (k == 0 && played.by != leader_) {
            return Error{seriesName(number) + ": " +
                         (leader_ == Player::Me ? "it was your lead, not the opponent's"
                                                : "it was the opponent's lead, not yours")};
        }
        if (k > 0 && played.by == last_) {
            if (auto error = skipped(other(played.by), "before " + toString(played.card))) {
                return Error{seriesName(number) + ": " + error->message};
            }
        }
        if (auto error = lay(played, number)) {
            return error;
        }
    }
    return std::nullopt;
}

std::optional<Error> PlayReplay::endSeries(int number) {
    if (count_ < kMaxCount) {
        for (Player player : {Player::Me, Player::Opponent}) {
            if (auto error = skipped(player, "when the series ended")) {
                return Error{seriesName(number) + ": " + error->message};
            }
        }
    }
    const Player next = other(last_);
    leader_ = held(next) > 0 ? next : last_;
    count_ = 0;
    return std::nullopt;
}

std::optional<Error> PlayReplay::checkMyTurn(const std::vector<PlayedCard>& series) {
    if (mine_.empty()) {
        return Error{"you have no cards left to play: it is not your turn"};
    }
    if (series.empty()) {
        if (leader_ != Player::Me) {
            return Error{"the opponent leads the next series: it is not your turn"};
        }
        return std::nullopt;
    }
    if (count_ == kMaxCount) {
        return Error{"the count is 31: the series is over (write | before the next one)"};
    }
    if (last_ == Player::Me) {
        if (auto error = skipped(Player::Opponent, "now,")) {
            return Error{"it is the opponent's turn: " + error->message};
        }
    }
    const bool opponentMayPlay = last_ == Player::Opponent && opponentHeld_ > 0;
    if (!myCardThatFits() && !opponentMayPlay) {
        return Error{"nobody can play at the count of " + std::to_string(count_) +
                     ": the series is over (write | before the next one)"};
    }
    return std::nullopt;
}

std::optional<Error> PlayReplay::run(const PlayHistory& history) {
    if (history.empty()) {
        return checkMyTurn({});
    }
    for (std::size_t s = 0; s < history.size(); ++s) {
        const int number = static_cast<int>(s);
        const bool current = s + 1 == history.size();
        if (!current && history[s].empty()) {
            return Error{seriesName(number) + " is empty: a series ends only after a card"};
        }
        if (mine_.empty() && opponentHeld_ == 0) {
            return Error{"the play was over before " + seriesName(number)};
        }
        if (auto error = playSeries(history[s], number)) {
            return error;
        }
        if (current) {
            return checkMyTurn(history[s]);
        }
        if (auto error = endSeries(number)) {
            return error;
        }
    }
    return std::nullopt;
}

}  // namespace cribbage::detail
