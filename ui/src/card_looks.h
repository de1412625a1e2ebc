#pragma once

#include <QList>
#include <QString>
#include <optional>
#include <vector>

#include "card_index.h"
#include "card_list_model.h"
#include "cribbage/card.h"
#include "scene_state.h"

namespace cribbage::ui {

// The rows of cards of one place on the table, in order.
QList<CardLook> looksOf(const std::vector<SceneCard>& cards);
// The starter, when it has been turned.
QList<CardLook> starterLooks(const std::optional<Card>& starter);
// The viewer's hand, sorted: the cards in `chosen` marked selected, and with `playing`, the
// cards the rules let them play now marked playable.
QList<CardLook> handLooks(const SceneState& scene, const std::vector<Card>& chosen, bool playing);

}  // namespace cribbage::ui
