#include "card_looks.h"

#include <algorithm>

#include "cribbage/play_rules.h"

namespace cribbage::ui {

QList<CardLook> looksOf(const std::vector<SceneCard>& cards) {
    QList<CardLook> rows;
    for (const SceneCard& card : cards) {
        rows.append(CardLook{.card = card.card, .faceUp = card.faceUp});
    }
    return rows;
}

QList<CardLook> starterLooks(const std::optional<Card>& starter) {
    QList<CardLook> rows;
    if (starter) {
        rows.append(CardLook{.card = starter, .faceUp = true});
    }
    return rows;
}

QList<CardLook> handLooks(const SceneState& scene, const std::vector<Card>& chosen, bool playing) {
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
    QList<CardLook> rows;
    for (Card card : cards) {
        rows.append(
            CardLook{.card = card,
                     .faceUp = true,
                     .selected = std::find(chosen.begin(), chosen.end(), card) != chosen.end(),
                     .playable = playing && fitsCount(card, scene.count)});
    }
    for (int back = 0; back < concealed; ++back) {
        rows.append(CardLook{});
    }
    return rows;
}

}  // namespace cribbage::ui
