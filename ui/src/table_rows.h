#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "card_list_model.h"
#include "cribbage/card.h"
#include "table_state.h"

namespace cribbage::ui {

// "5H": a card as QML names it.
QString cardCode(Card card);
// The rows of cards of one place on the table, in order.
QList<CardRow> rowsOf(const std::vector<TableCard>& cards);
// The starter, when it has been turned.
QList<CardRow> starterRows(const std::optional<Card>& starter);
// The person's hand, sorted: the cards in `chosen` marked selected, and with `playing`, the
// cards that keep the count within 31 marked playable.
QList<CardRow> handRows(const TableState& table, const std::vector<Card>& chosen, bool playing);
// The cards cut for the deal, per seat; empty where a seat has not cut.
QStringList cutCardCodes(const TableState& table);

}  // namespace cribbage::ui
