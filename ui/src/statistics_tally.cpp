#include "statistics_tally.h"

#include <QStringList>
#include <variant>

namespace cribbage::ui {
namespace {

QString handCards(const HandShown& shown) {
    QStringList codes;
    for (Card card : shown.cards) {
        codes << QString::fromStdString(toString(card));
    }
    codes << QString::fromStdString(toString(shown.starter));
    return codes.join(QLatin1Char(' '));
}

}  // namespace

bool StatisticsTally::add(const std::vector<Event>& events, TableFigures& figures) {
    bool changed = false;
    for (const Event& event : events) {
        changed =
            std::visit([&](const auto& each) { return note(each, figures); }, event) || changed;
    }
    return changed;
}

void StatisticsTally::markUndo(TableFigures& figures) {
    if (!undoUsed_) {
        undoUsed_ = true;
        addToCount(figures.gamesWithUndo, 1);
    }
}

void StatisticsTally::endDeal(TableFigures& figures) {
    if (!dealPoints_) {
        return;
    }
    auto& recent = figures.recentDeals;
    recent.push_back(*dealPoints_);
    if (recent.size() > static_cast<std::size_t>(TableFigures::kRecentDeals)) {
        recent.erase(recent.begin());
    }
    dealPoints_.reset();
}

bool StatisticsTally::note(const PhaseChanged& phase, TableFigures& figures) {
    switch (phase.phase) {
        case Phase::LayAway:
            dealPoints_ = 0;
            return false;
        case Phase::Play:
            addToCount(figures.dealsPlayed, 1);
            return true;
        case Phase::Deal: {
            const bool ended = dealPoints_.has_value();
            endDeal(figures);
            return ended;
        }
        default:
            return false;
    }
}

bool StatisticsTally::note(const HandShown& shown, TableFigures& figures) {
    if (shown.seat != seat_) {
        return false;
    }
    if (shown.crib) {
        addToCount(figures.cribsCounted, 1);
    } else {
        addToCount(figures.handsCounted, 1);
        shownHand_ = shown;
    }
    return true;
}

bool StatisticsTally::note(const PointsScored& scored, TableFigures& figures) {
    if (scored.seat != seat_) {
        return false;
    }
    if (dealPoints_) {
        *dealPoints_ += scored.points;
    }
    switch (scored.source) {
        case ScoreSource::Play:
            addToCount(figures.playPoints, scored.points);
            break;
        case ScoreSource::Crib:
            addToCount(figures.cribPoints, scored.points);
            break;
        case ScoreSource::Hand:
            addToCount(figures.handPoints, scored.points);
            if (shownHand_ && scored.points > figures.bestHand) {
                figures.bestHand = scored.points;
                figures.bestHandCards = handCards(*shownHand_);
            }
            break;
        case ScoreSource::Heels:
        case ScoreSource::Muggins:
        case ScoreSource::ThreeForLast:
            break;
    }
    return true;
}

bool StatisticsTally::note(const GameWon& won, TableFigures& figures) {
    endDeal(figures);
    const bool personWon = won.side == side_;
    addToCount(personWon ? figures.gamesWon : figures.gamesLost, 1);
    if (won.kind != WinKind::Single) {
        addToCount(personWon ? figures.skunksGiven : figures.skunksTaken, 1);
    }
    return true;
}

bool StatisticsTally::note(const MatchWon& won, TableFigures& figures) {
    addToCount(won.side == side_ ? figures.matchesWon : figures.matchesLost, 1);
    return true;
}

}  // namespace cribbage::ui
