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
constexpr int kThirtyOne = 31;

// A turn a seat took earlier this deal: the series it was laid on, the card it laid (none: it
// said Go), and how many of its cards it had laid before.
struct PastTurn {
    detail::RankSeries series;
    std::optional<Card> card;
    std::size_t laidBefore = 0;
};

void push(detail::RankSeries& series, Card card) {
    series.ranks[static_cast<std::size_t>(series.length++)] =
        static_cast<std::uint8_t>(card.rankNumber());
    series.count += card.value();
}

detail::RankSeries ranksOf(std::span<const Card> series) {
    detail::RankSeries ranks;
    for (Card card : series) {
        push(ranks, card);
    }
    return ranks;
}

// What `card` pegs at once laid on `series`.
int pointsOn(detail::RankSeries series, Card card) {
    push(series, card);
    return detail::rankPlayPoints(series);
}

// Whether the view has a seat's laid cards and cards held for every seat, as a game's has.
bool readable(const SeatView& view) {
    const auto seats = static_cast<std::size_t>(view.rules.players);
    return view.played.size() == seats && view.cardsHeld.size() == seats;
}

// Each seat's turns so far this deal, replayed from the cards each laid (view.played). Whose
// turn it is follows from the rules: a seat whose next card fits the count laid it then, as
// it must lay when it can; a seat holding cards whose next card does not fit, or that has
// laid all it has shown, said Go. The replay ends at view.seat's turn, which is now.
std::vector<std::vector<PastTurn>> turnsSoFar(const SeatView& view) {
    const int players = view.rules.players;
    const auto seats = static_cast<std::size_t>(players);
    std::vector<std::vector<PastTurn>> turns(seats);
    std::vector<std::size_t> laid(seats, 0);
    std::vector<bool> saidGo(seats, false);
    std::vector<Card> series;
    int turn = (view.dealer + 1) % players;
    int last = -1;
    const auto holds = [&](int seat) {
        const auto s = static_cast<std::size_t>(seat);
        return view.played[s].size() > laid[s] || view.cardsHeld[s] > 0;
    };
    const auto allReplayed = [&] {
        for (std::size_t s = 0; s < seats; ++s) {
            if (laid[s] < view.played[s].size()) {
                return false;
            }
        }
        return true;
    };
    // Each step lays a card, says a Go or starts a series; a seat says Go once per series.
    const int mostSteps = 2 * players * (kThirtyOne + 1);
    for (int step = 0; step < mostSteps; ++step) {
        int actor = -1;
        for (int k = 0; k < players && actor < 0; ++k) {
            const int seat = (turn + k) % players;
            actor = holds(seat) && !saidGo[static_cast<std::size_t>(seat)] ? seat : -1;
        }
        if (actor < 0) {  // nobody can lay: the series ends with the go
            series.clear();
            saidGo.assign(seats, false);
            turn = (last + 1) % players;
            continue;
        }
        if (actor == view.seat && allReplayed()) {
            break;
        }
        const auto a = static_cast<std::size_t>(actor);
        const int count = seriesCount(series);
        if (laid[a] < view.played[a].size() && fitsCount(view.played[a][laid[a]], count)) {
            const Card card = view.played[a][laid[a]];
            turns[a].push_back({ranksOf(series), card, laid[a]});
            series.push_back(card);
            laid[a] += 1;
            last = actor;
            if (count + card.value() == kThirtyOne) {
                series.clear();
                saidGo.assign(seats, false);
            }
        } else {
            turns[a].push_back({ranksOf(series), std::nullopt, laid[a]});
            saidGo[a] = true;
        }
        turn = (actor + 1) % players;
    }
    return turns;
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

}  // namespace

double chanceEasyPlayedDeal(const SeatView& view, int seat, std::span<const Card> held,
                            Card laidAway) {
    if (!readable(view) || seat < 0 || seat >= view.rules.players) {
        return 0;
    }
    return chanceOfDeal(view, turnsSoFar(view)[static_cast<std::size_t>(seat)], seat, held,
                        laidAway);
}

std::vector<DrawnHands> drawDealsAsEasys(const SeatView& view, const TablePlayPosition& position,
                                         int deals, Rng& rng) {
    if (!readable(view)) {
        return {};
    }
    const auto turns = turnsSoFar(view);
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
            const auto s = static_cast<std::size_t>(seat);
            const auto held = static_cast<std::size_t>(position.cardsHeld[s]);
            const int above = s < position.heldAbove.size() ? position.heldAbove[s] : 0;
            drawn = false;
            for (int tries = 0; tries < kTriesPerSeat && !drawn && pool.size() > held; ++tries) {
                // The seat's cards first, then the card it laid away (a partial shuffle).
                for (std::size_t i = 0; i <= held; ++i) {
                    std::swap(pool[i], pool[i + rng.below(pool.size() - i)]);
                }
                const std::span<const Card> cards(pool.data(), held);
                if (std::ranges::any_of(cards, [above](Card c) { return c.value() <= above; }) ||
                    !happens(chanceOfDeal(view, turns[s], seat, cards, pool[held]), rng)) {
                    continue;
                }
                for (Card card : cards) {
                    hands[s][static_cast<std::size_t>(card.rankNumber() - 1)] += 1;
                }
                pool.erase(pool.begin(), pool.begin() + static_cast<std::ptrdiff_t>(held + 1));
                drawn = true;
            }
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
