#include "easy_reading.h"

#include <algorithm>
#include <array>
#include <optional>

#include "../analysis/rank_play.h"
#include "choice.h"
#include "cribbage/peg_score.h"
#include "cribbage/play_rules.h"
#include "cribbage/rules.h"
#include "easy_player.h"
#include "rules_of_thumb.h"

namespace cribbage {
namespace {

// Draws of one seat's hand tried for each deal before the deal is given up.
constexpr int kTriesPerSeat = 400;

// A turn a seat took earlier this deal: the series it was laid on, the card it laid (none: it
// said Go), and how many of its cards it had laid before.
struct PastTurn {
    detail::RankSeries series;
    std::optional<Card> card;
    std::size_t laidBefore = 0;
};

detail::RankSeries ranksOf(std::span<const Card> series) {
    detail::RankSeries ranks;
    for (Card card : series) {
        detail::pushRank(ranks, card.rankNumber());
    }
    return ranks;
}

// What `card` pegs at once laid on `series`.
int pointsOn(detail::RankSeries series, Card card) {
    detail::pushRank(series, card.rankNumber());
    return detail::rankPlayPoints(series);
}

// Whether the view has a seat's laid cards and cards held for every seat, as a game's has.
bool readable(const SeatView& view) {
    const auto seats = static_cast<std::size_t>(view.rules.players);
    return view.played.size() == seats && view.cardsHeld.size() == seats;
}

// The deal's play so far, replayed from the cards each seat laid (view.played). Whose turn it
// is follows from the rules: a seat whose next card fits the count laid it then, as it must lay
// when it can; a seat holding cards whose next card does not fit, or that has laid all it has
// shown, said Go. The replay ends at view.seat's turn, which is now.
class PlayReplay {
public:
    explicit PlayReplay(const SeatView& view)
        : view_(view),
          players_(view.rules.players),
          turns_(static_cast<std::size_t>(players_)),
          laid_(static_cast<std::size_t>(players_), 0),
          saidGo_(static_cast<std::size_t>(players_), false),
          turn_((view.dealer + 1) % players_) {}

    // Each seat's turns, in order.
    std::vector<std::vector<PastTurn>> turns() && {
        // Each step lays a card, says a Go or starts a series; a seat says Go once a series.
        const int mostSteps = 2 * players_ * (kMaxCount + 1);
        for (int step = 0; step < mostSteps; ++step) {
            const int actor = nextToAct();
            if (actor < 0) {  // nobody can lay: the series ends with the go
                startSeries();
                turn_ = (last_ + 1) % players_;
            } else if (actor == view_.seat && allReplayed()) {
                break;
            } else {
                take(actor);
            }
        }
        return std::move(turns_);
    }

private:
    bool holds(int seat) const {
        const auto s = static_cast<std::size_t>(seat);
        return view_.played[s].size() > laid_[s] || view_.cardsHeld[s] > 0;
    }

    bool allReplayed() const {
        for (std::size_t s = 0; s < laid_.size(); ++s) {
            if (laid_[s] < view_.played[s].size()) {
                return false;
            }
        }
        return true;
    }

    // The first seat from the turn on that holds cards and has not said Go, or -1.
    int nextToAct() const {
        for (int k = 0; k < players_; ++k) {
            const int seat = (turn_ + k) % players_;
            if (holds(seat) && !saidGo_[static_cast<std::size_t>(seat)]) {
                return seat;
            }
        }
        return -1;
    }

    void startSeries() {
        series_.clear();
        saidGo_.assign(saidGo_.size(), false);
    }

    // `actor` lays its next card if it fits the count, else says Go.
    void take(int actor) {
        const auto a = static_cast<std::size_t>(actor);
        const int count = seriesCount(series_);
        const std::vector<Card>& laid = view_.played[a];
        if (laid_[a] < laid.size() && fitsCount(laid[laid_[a]], count)) {
            const Card card = laid[laid_[a]];
            turns_[a].push_back({ranksOf(series_), card, laid_[a]});
            series_.push_back(card);
            laid_[a] += 1;
            last_ = actor;
            if (count + card.value() == kMaxCount) {
                startSeries();
            }
        } else {
            turns_[a].push_back({ranksOf(series_), std::nullopt, laid_[a]});
            saidGo_[a] = true;
        }
        turn_ = (actor + 1) % players_;
    }

    const SeatView& view_;
    int players_;
    std::vector<std::vector<PastTurn>> turns_;
    std::vector<std::size_t> laid_;  // per seat: its cards replayed
    std::vector<bool> saidGo_;       // per seat: said Go in the series
    std::vector<Card> series_;
    int turn_;
    int last_ = -1;  // the seat that laid the last card
};

std::vector<std::vector<PastTurn>> turnsSoFar(const SeatView& view) {
    return PlayReplay(view).turns();
}

// The cards dealt to each seat at a table of three or four.
constexpr std::size_t kDealtCards = 5;

// The chance that Easy, holding `held` and having laid `laid` in that order, took `turns`.
double chanceOfTurns(const std::vector<PastTurn>& turns, std::span<const Card> laid,
                     std::span<const Card> held) {
    double chance = 1;
    for (const PastTurn& turn : turns) {
        // What it held at that turn: the cards held now and those laid since.
        std::array<Card, kDealtCards> hand{};
        std::size_t cards = 0;
        for (Card card : held) {
            hand[cards++] = card;
        }
        for (std::size_t i = turn.laidBefore; i < laid.size(); ++i) {
            hand[cards++] = laid[i];
        }
        const int count = turn.series.count;
        double best = 0;
        int alike = 0;
        bool laidBest = false;
        for (std::size_t i = 0; i < cards; ++i) {
            const Card card = hand[i];
            if (!fitsCount(card, count)) {
                continue;
            }
            const double liking = easyLiking(pointsOn(turn.series, card), count + card.value(),
                                             turn.series.length == 0, card.value());
            if (alike == 0 || liking > best + kTie) {
                best = liking;
                alike = 0;
                laidBest = false;
            }
            if (liking >= best - kTie) {
                alike += 1;
                laidBest = laidBest || card == turn.card;
            }
        }
        if (!turn.card) {
            if (alike > 0) {
                return 0;  // a Go holding a card that fits: not this hand
            }
            continue;
        }
        if (!laidBest) {
            return 0;
        }
        chance /= alike;
    }
    return chance;
}

// The chance that Easy, dealt `five`, lays the last of them away by the rules of thumb (ties
// by chance), the crib being its side's (`cribSign` +1) or an opponent's (-1). The other ways
// are worked out only until one is worth more.
double chanceOfLayAway(const std::array<Card, kDealtCards>& five, int cribSign,
                       FlushRule handFlush) {
    const CardSet seen = CardSet::of(five);
    const auto worthLaying = [&](std::size_t laid) {
        Hand4 keep{};
        std::size_t kept = 0;
        for (std::size_t i = 0; i < five.size(); ++i) {
            if (i != laid) {
                keep[kept++] = five[i];
            }
        }
        return ruleOfThumbWorth(keep, std::span(&five[laid], 1), seen, cribSign, handFlush);
    };
    const std::size_t laidAway = five.size() - 1;
    const double worth = worthLaying(laidAway);
    int alike = 1;
    for (std::size_t other = 0; other < laidAway; ++other) {
        const double otherWorth = worthLaying(other);
        if (otherWorth > worth + kTie) {
            return 0;
        }
        alike += otherWorth >= worth - kTie ? 1 : 0;
    }
    return 1.0 / alike;
}

// Whether the cards an opponent has laid this deal show by themselves that it does not play as
// Easy: at one of its turns it passed over a card it laid later that Easy's liking puts first,
// or said Go holding one that fitted. No hand it may hold besides changes that, so no deal is
// drawn: the draws would all be given up.
bool laidUnlikeEasy(const SeatView& view, const std::vector<std::vector<PastTurn>>& turns) {
    for (int seat = 0; seat < view.rules.players; ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        if (sideOf(view.rules, seat) != sideOf(view.rules, view.seat) &&
            chanceOfTurns(turns[s], view.played[s], {}) == 0) {
            return true;
        }
    }
    return false;
}

double chanceOfDeal(const SeatView& view, const std::vector<PastTurn>& turns, int seat,
                    std::span<const Card> held, Card laidAway) {
    const std::vector<Card>& laid = view.played[static_cast<std::size_t>(seat)];
    if (laid.size() + held.size() + 1 != kDealtCards) {
        return 0;  // not a hand of five less the card laid away
    }
    const double played = chanceOfTurns(turns, laid, held);
    if (played == 0) {
        return 0;
    }
    std::array<Card, kDealtCards> five{};
    std::ranges::copy(held, std::ranges::copy(laid, five.begin()).out);
    five.back() = laidAway;
    const int cribSign = sideOf(view.rules, seat) == sideOf(view.rules, view.dealer) ? 1 : -1;
    return played * chanceOfLayAway(five, cribSign, handFlushRule(view.rules));
}

// One seat of a deal being drawn: what the reading knows of it.
struct SeatToDraw {
    const SeatView& view;
    const MultiPlayPosition& position;
    const std::vector<std::vector<PastTurn>>& turns;
    int seat;

    std::size_t held() const { return static_cast<std::size_t>(position.cardsHeld[index()]); }
    // The seat holds no card of this value or less (its Go's).
    int above() const {
        return index() < position.heldAbove.size() ? position.heldAbove[index()] : 0;
    }
    std::size_t index() const { return static_cast<std::size_t>(seat); }
};

// Moves `count` cards drawn at random from the first `among` of `pool` to its front (a partial
// shuffle).
void drawToFront(std::vector<Card>& pool, std::size_t count, std::size_t among, Rng& rng) {
    for (std::size_t i = 0; i < count; ++i) {
        std::swap(pool[i], pool[i + rng.below(among - i)]);
    }
}

// Counts `cards` into the seat's hand in `hands`.
void addHand(std::span<const Card> cards, int seat, DrawnHands& hands) {
    for (Card card : cards) {
        hands[static_cast<std::size_t>(seat)][static_cast<std::size_t>(card.rankNumber() - 1)] += 1;
    }
}

// Draws an opponent's hand and the card it laid away from `pool`, as often as Easy would have
// played them (up to kTriesPerSeat draws): its cards go into `hands`, and they and the card
// laid away out of `pool`. False when no draw was kept.
bool drawOpponent(const SeatToDraw& draw, std::vector<Card>& pool, DrawnHands& hands, Rng& rng) {
    const std::size_t held = draw.held();
    const int above = draw.above();
    for (int tries = 0; tries < kTriesPerSeat && pool.size() > held; ++tries) {
        // The seat's cards first, then the card it laid away.
        drawToFront(pool, held + 1, pool.size(), rng);
        const std::span<const Card> cards(pool.data(), held);
        if (std::ranges::any_of(cards, [above](Card c) { return c.value() <= above; }) ||
            !happens(
                chanceOfDeal(draw.view, draw.turns[draw.index()], draw.seat, cards, pool[held]),
                rng)) {
            continue;
        }
        addHand(cards, draw.seat, hands);
        pool.erase(pool.begin(), pool.begin() + static_cast<std::ptrdiff_t>(held + 1));
        return true;
    }
    return false;
}

// Draws my partner's hand from the cards of `pool` its Go's allow, each alike: its plays are
// not read. The card it laid away is left in the pool: drawing it at random as well would not
// change how likely the opponents' hands are. False when too few cards are allowed.
bool drawPartner(const SeatToDraw& draw, std::vector<Card>& pool, DrawnHands& hands, Rng& rng) {
    const std::size_t held = draw.held();
    const auto allowed = static_cast<std::size_t>(std::ranges::distance(
        pool.begin(), std::partition(pool.begin(), pool.end(), [above = draw.above()](Card c) {
            return c.value() > above;
        })));
    if (allowed < held) {
        return false;
    }
    drawToFront(pool, held, allowed, rng);
    addHand(std::span(pool.data(), held), draw.seat, hands);
    pool.erase(pool.begin(), pool.begin() + static_cast<std::ptrdiff_t>(held));
    return true;
}

}  // namespace

double chanceEasyPlayedDeal(const SeatView& view, int seat, std::span<const Card> held,
                            Card laidAway) {
    if (!readable(view) || seat < 0 || seat >= view.rules.players) {
        return 0;
    }
    return chanceOfDeal(view, turnsSoFar(view)[static_cast<std::size_t>(seat)], seat, held,
                        laidAway);
}

std::vector<DrawnHands> drawDealsAsEasys(const SeatView& view, const MultiPlayPosition& position,
                                         int deals, Rng& rng) {
    if (!readable(view)) {
        return {};
    }
    const auto turns = turnsSoFar(view);
    if (laidUnlikeEasy(view, turns)) {
        return {};
    }
    const auto unseen = position.unseen.cards();
    std::vector<DrawnHands> found;
    int failed = 0;
    while (static_cast<int>(found.size()) + failed < deals && failed <= deals / 2) {
        std::vector<Card> pool(unseen.begin(), unseen.end());
        DrawnHands hands{};
        bool drawn = true;
        for (int seat = 0; seat < position.players && drawn; ++seat) {
            if (seat == position.seat) {
                continue;
            }
            const SeatToDraw draw{view, position, turns, seat};
            drawn = sideOf(view.rules, seat) == sideOf(view.rules, position.seat)
                        ? drawPartner(draw, pool, hands, rng)
                        : drawOpponent(draw, pool, hands, rng);
        }
        if (drawn) {
            found.push_back(hands);
        } else {
            failed += 1;
        }
    }
    return failed > deals / 2 ? std::vector<DrawnHands>{} : found;
}

}  // namespace cribbage
