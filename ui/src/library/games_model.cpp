#include "games_model.h"

#include <QLocale>

#include "level_choices.h"

namespace cribbage::ui {
namespace {

// Whom a seat's name stands for in the list: the person's name ("You" for the one who gave
// none), or the computer's level.
QString seatLabel(const LibrarySeat& seat) {
    if (seat.person) {
        return seat.name.isEmpty() ? GamesModel::tr("You") : seat.name;
    }
    if (seat.level) {
        return levelDisplayName(*seat.level);
    }
    return seat.name.isEmpty() ? GamesModel::tr("Computer") : seat.name;
}

QString playersText(const LibraryGame& game) {
    QStringList labels;
    for (const LibrarySeat& seat : game.seats) {
        labels << seatLabel(seat);
    }
    return labels.join(QStringLiteral(", "));
}

QString rulesText(const LibraryGame& game) {
    const QString table =
        GamesModel::tr("%n players, to %1", "", game.rules.players).arg(game.rules.target);
    return game.rules.muggins ? GamesModel::tr("%1, muggins").arg(table) : table;
}

QString resultText(const LibraryGame& game) {
    if (!game.winnerSide) {
        return GamesModel::tr("Not finished");
    }
    const auto people = game.peopleSeats();
    const bool oneUnnamed = people.size() == 1 && game.seats[people.front()].name.isEmpty();
    if (oneUnnamed) {
        return sideOf(game.rules, people.front()) == *game.winnerSide ? GamesModel::tr("You won")
                                                                      : GamesModel::tr("You lost");
    }
    for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
        if (sideOf(game.rules, static_cast<int>(seat)) == *game.winnerSide) {
            return GamesModel::tr("%1 won").arg(seatLabel(game.seats[seat]));
        }
    }
    return {};
}

QString lostText(const LibraryGame& game) {
    QStringList lost;
    const auto people = game.peopleSeats();
    for (const int seat : people) {
        const LibrarySeat& each = game.seats[static_cast<std::size_t>(seat)];
        if (each.dealsReviewed == 0) {
            continue;
        }
        const QString points = QLocale().toString(each.pointsLost, 'f', 1);
        lost << (people.size() == 1 ? GamesModel::tr("%1 points lost in %n deal(s) reviewed", "",
                                                     each.dealsReviewed)
                                          .arg(points)
                                    : GamesModel::tr("%1: %2 points lost in %n deal(s) reviewed",
                                                     "", each.dealsReviewed)
                                          .arg(seatLabel(each), points));
    }
    return lost.join(QStringLiteral("; "));
}

QDateTime since(GamesModel::Period period) {
    const QDateTime now = QDateTime::currentDateTime();
    switch (period) {
        case GamesModel::Period::Today:
            return now.date().startOfDay();
        case GamesModel::Period::Week:
            return now.addDays(-7);
        case GamesModel::Period::Month:
            return now.addMonths(-1);
        case GamesModel::Period::Year:
            return now.addYears(-1);
        case GamesModel::Period::Always:
            break;
    }
    return {};
}

std::optional<LibraryGame::Winner> winnerOf(GamesModel::Outcome outcome) {
    switch (outcome) {
        case GamesModel::Outcome::PersonWon:
            return LibraryGame::Winner::Person;
        case GamesModel::Outcome::ComputerWon:
            return LibraryGame::Winner::Computer;
        case GamesModel::Outcome::NotFinished:
            return LibraryGame::Winner::Nobody;
        case GamesModel::Outcome::Any:
            break;
    }
    return std::nullopt;
}

LibraryOrder orderOf(GamesModel::Order order) {
    switch (order) {
        case GamesModel::Order::Oldest:
            return LibraryOrder::Oldest;
        case GamesModel::Order::MostLost:
            return LibraryOrder::MostLost;
        case GamesModel::Order::FewestLost:
            return LibraryOrder::FewestLost;
        case GamesModel::Order::Newest:
            break;
    }
    return LibraryOrder::Newest;
}

}  // namespace

GamesModel::GamesModel(QObject* parent) : QAbstractListModel(parent) {}

void GamesModel::setLibrary(const GameLibrary* library) {
    library_ = library;
    reload();
}

void GamesModel::reload() {
    beginResetModel();
    rows_.clear();
    filter_.winner = winnerOf(outcome_);
    filter_.since = since(period_);
    const int total = library_ ? library_->count(filter_) : 0;
    if (library_) {
        rows_ = library_->page(filter_, orderOf(order_), 0, kPage);
    }
    endResetModel();
    if (total_ != total) {
        total_ = total;
        emit totalChanged();
    }
}

qint64 GamesModel::idAt(int row) const {
    const LibraryRow* game = rowAt(row);
    return game ? game->id : -1;
}

const LibraryRow* GamesModel::rowAt(int row) const {
    return row >= 0 && row < rowCount() ? &rows_[static_cast<std::size_t>(row)] : nullptr;
}

int GamesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

bool GamesModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && rowCount() < total_;
}

void GamesModel::fetchMore(const QModelIndex& parent) {
    if (!canFetchMore(parent) || !library_) {
        return;
    }
    auto more = library_->page(filter_, orderOf(order_), rowCount(), kPage);
    if (more.empty()) {
        return;
    }
    beginInsertRows({}, rowCount(), rowCount() + static_cast<int>(more.size()) - 1);
    std::move(more.begin(), more.end(), std::back_inserter(rows_));
    endInsertRows();
}

QVariant GamesModel::data(const QModelIndex& index, int role) const {
    const LibraryRow* row = rowAt(index.row());
    if (!row || !index.isValid()) {
        return {};
    }
    const LibraryGame& game = row->game;
    switch (role) {
        case IdRole:
            return row->id;
        case DateRole:
            return QLocale().toString(game.played.toLocalTime(), QLocale::ShortFormat);
        case PlayersRole:
            return playersText(game);
        case RulesRole:
            return rulesText(game);
        case ResultRole:
            return resultText(game);
        case ScoreRole:
            return QString(game.score).replace(QLatin1Char('-'), QChar(0x2013));
        case LostRole:
            return lostText(game);
        default:
            return {};
    }
}

QHash<int, QByteArray> GamesModel::roleNames() const {
    return {{IdRole, "gameId"},   {DateRole, "date"},     {PlayersRole, "players"},
            {RulesRole, "rules"}, {ResultRole, "result"}, {ScoreRole, "score"},
            {LostRole, "lost"}};
}

void GamesModel::setFilter(const LibraryFilter& filter) {
    if (filter_ != filter) {
        filter_ = filter;
        emit filterChanged();
        reload();
    }
}

void GamesModel::setOpponent(const QString& opponent) {
    LibraryFilter filter = filter_;
    filter.opponent = opponent;
    setFilter(filter);
}

void GamesModel::setLevel(int level) {
    LibraryFilter filter = filter_;
    filter.level = level < 0 ? std::nullopt : std::optional(static_cast<Level>(level));
    setFilter(filter);
}

void GamesModel::setPlayers(int players) {
    LibraryFilter filter = filter_;
    filter.players = players > 0 ? std::optional(players) : std::nullopt;
    setFilter(filter);
}

void GamesModel::setTarget(int target) {
    LibraryFilter filter = filter_;
    filter.target = target > 0 ? std::optional(target) : std::nullopt;
    setFilter(filter);
}

void GamesModel::setOutcome(Outcome outcome) {
    if (outcome_ != outcome) {
        outcome_ = outcome;
        emit filterChanged();
        reload();
    }
}

void GamesModel::setPeriod(Period period) {
    if (period_ != period) {
        period_ = period;
        emit filterChanged();
        reload();
    }
}

void GamesModel::setOrder(Order order) {
    if (order_ != order) {
        order_ = order;
        emit filterChanged();
        reload();
    }
}

}  // namespace cribbage::ui
