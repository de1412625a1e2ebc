#include "statistics_tally.h"

#include <QStringList>

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
        changed = add(event, figures) || changed;
    }
    return changed;
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

bool StatisticsTally::add(const Event& event, TableFigures& figures) {
    if (const auto* phase = std::get_if<PhaseChanged>(&event)) {
        switch (phase->phase) {
            case Phase::LayAway:
                dealPoints_ = 0;
                return false;
            case Phase::Play:
                ++figures.dealsPlayed;
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
    if (const auto* shown = std::get_if<HandShown>(&event)) {
        if (shown->seat != seat_) {
            return false;
        }
        if (shown->crib) {
            ++figures.cribsCounted;
        } else {
            ++figures.handsCounted;
            shownHand_ = *shown;
        }
        return true;
    }
    if (const auto* scored = std::get_if<PointsScored>(&event)) {
        if (scored->seat != seat_) {
            return false;
        }
        if (dealPoints_) {
            *dealPoints_ += scored->points;
        }
        switch (scored->source) {
            case ScoreSource::Play:
                figures.playPoints += scored->points;
                break;
            case ScoreSource::Crib:
                figures.cribPoints += scored->points;
                break;
            case ScoreSource::Hand:
                figures.handPoints += scored->points;
                if (shownHand_ && scored->points > figures.bestHand) {
                    figures.bestHand = scored->points;
                    figures.bestHandCards = handCards(*shownHand_);
                }
                break;
            case ScoreSource::Heels:
            case ScoreSource::Muggins:
                break;
        }
        return true;
    }
    if (const auto* won = std::get_if<GameWon>(&event)) {
        endDeal(figures);
        const bool personWon = won->side == side_;
        ++(personWon ? figures.gamesWon : figures.gamesLost);
        if (won->kind != WinKind::Single) {
            ++(personWon ? figures.skunksGiven : figures.skunksTaken);
        }
        return true;
    }
    if (const auto* won = std::get_if<MatchWon>(&event)) {
        ++(won->side == side_ ? figures.matchesWon : figures.matchesLost);
        return true;
    }
    return false;
}

}  // namespace cribbage::ui
