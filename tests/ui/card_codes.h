#pragma once

#include <QStringList>

#include "card_list_model.h"

namespace cribbage::ui::test {

// The codes of a row of cards, in order ("" for a card face down).
inline QStringList cardCodes(const CardListModel& model) {
    QStringList codes;
    for (const CardRow& row : model.rows()) {
        codes << row.code;
    }
    return codes;
}

}  // namespace cribbage::ui::test
