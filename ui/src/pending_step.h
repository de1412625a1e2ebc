#pragma once

#include <variant>

#include "cribbage/event.h"

namespace cribbage::ui {

// Before a deal the cards on the table go back to the dealer's pack (Gather: the table
// animates it), then the table is cleared for the deal (Shuffle).
struct Gather {
    int dealer;
    bool operator==(const Gather&) const = default;
};
struct Shuffle {
    int dealer;
    bool operator==(const Shuffle&) const = default;
};

// What waits to be shown: an event of the engine, or one of the table's own steps.
using PendingStep = std::variant<Event, Gather, Shuffle>;

}  // namespace cribbage::ui
