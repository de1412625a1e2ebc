#pragma once

#include <QList>

#include "card_index.h"
#include "card_list_model.h"

namespace cribbage::ui::test {

// The cards of a row, in order, as they cross to QML: their indexes (-1 for a card face down).
inline QList<int> cardIndexes(const CardListModel& model) {
    QList<int> indexes;
    for (const CardLook& row : model.rows()) {
        indexes << cardIndex(row.card);
    }
    return indexes;
}

}  // namespace cribbage::ui::test
