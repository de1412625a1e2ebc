#pragma once

// Cards and score items written short in the tests.

#include <QList>
#include <QString>

#include "cribbage/card.h"
#include "cribbage/score_item.h"

namespace cribbage::ui::test {

// The card named `name` ("5H"), which must be a card's name.
inline Card card(const char* name) {
    return *parseCard(name);
}

// The indexes of the cards named in `names` ("6S 9C"), as they cross to QML.
inline QList<int> indexesOf(const char* names) {
    QList<int> indexes;
    for (const QString& name : QString::fromLatin1(names).split(QLatin1Char(' '))) {
        indexes.append(card(name.toLatin1().constData()).index());
    }
    return indexes;
}

inline ScoreItem scoreItem(ScoreKind kind, int points) {
    return ScoreItem{kind, points, {}};
}

}  // namespace cribbage::ui::test
