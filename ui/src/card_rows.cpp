#include "card_rows.h"

#include <algorithm>

#include "cribbage/play_rules.h"

namespace cribbage::ui {

QList<CardRow> rowsOf(const std::vector<SceneCard>& cards) {
    QList<CardRow> rows;
    for (const SceneCard& card : cards) {
        rows.append(CardRow{.card = card.card, .faceUp = card.faceUp});
    }
    return rows;
}

QList<CardRow> starterRows(const std::optional<Card>& starter) {
    QList<CardRow> rows;
    if (starter) {
        rows.append(CardRow{.card = starter, .faceUp = true});
    }
    return rows;
}

QList<CardRow> handRows(const SceneState& scene, const std::vector<Card>& chosen, bool playing) {
    std::vector<Card> cards;
    int concealed = 0;  // face down while the screen is passed
    for (const SceneCard& held : scene.hands[scene.viewer]) {
        if (held.card) {
            cards.push_back(*held.card);
        } else {
            ++concealed;
        }
    }
    std::sort(cards.begin(), cards.end());
    QList<CardRow> rows;
    for (Card card : cards) {
        rows.append(
            CardRow{.card = card,
                    .faceUp = true,
                    .selected = std::find(chosen.begin(), chosen.end(), card) != chosen.end(),
                    .playable = playing && fitsCount(card, scene.count)});
    }
    for (int back = 0; back < concealed; ++back) {
        rows.append(CardRow{});
    }
    return rows;
}

}  // namespace cribbage::ui
