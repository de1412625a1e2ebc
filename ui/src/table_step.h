#pragma once

#include <QString>
#include <QVariantMap>

#include "cribbage/rules.h"
#include "step_queue.h"
#include "table_state.h"

namespace cribbage::ui {

// Shows `step` on `table` and returns it as QML animates it (see stepData in event_steps.h).
QVariantMap showStep(TableState& table, const Step& step, const RuleSettings& rules);

// Where the cards a step puts on the table come from, for CardListModel::assign: "deck",
// "hand0", "hand1", or empty.
QString stepOrigin(const Step& step);

}  // namespace cribbage::ui
