#include "table_rows.h"

#include <algorithm>

#include "cribbage/peg_score.h"
#include "event_steps.h"

namespace cribbage::ui {

QString cardCode(Card card) {
    return QString::fromStdString(toString(card));
}

QList<CardRow> rowsOf(const std::vector<TableCard>& cards) {
    QList<CardRow> rows;
    for (const TableCard& card : cards) {
        rows.append(
            CardRow{card.card ? cardCode(*card.card) : QString(), card.faceUp, false, false, {}});
    }
    return rows;
}

QList<CardRow> starterRows(const std::optional<Card>& starter) {
    QList<CardRow> rows;
    if (starter) {
        rows.append(CardRow{cardCode(*starter), true, false, false, {}});
    }
    return rows;
}

QList<CardRow> handRows(const TableState& table, const std::vector<Card>& chosen, bool playing) {
    std::vector<Card> cards;
    for (const TableCard& held : table.hands[kPersonSeat]) {
        if (held.card) {
            cards.push_back(*held.card);
        }
    }
    std::sort(cards.begin(), cards.end());
    QList<CardRow> rows;
    for (Card card : cards) {
        const bool selected = std::find(chosen.begin(), chosen.end(), card) != chosen.end();
        const bool playable = playing && table.count + card.value() <= kMaxCount;
        rows.append(CardRow{cardCode(card), true, selected, playable, {}});
    }
    return rows;
}

QStringList cutCardCodes(const TableState& table) {
    QStringList codes;
    for (const auto& card : table.cutCards) {
        codes.append(card ? cardCode(*card) : QString());
    }
    return codes;
}

}  // namespace cribbage::ui
