#include "cribbage/action.h"

namespace cribbage {
std::string seatName(int seat) {
    return "seat " + std::to_string(seat);
}

namespace {

struct Describer {
    std::string operator()(const Cut& a) const {
        return seatName(a.seat) + " cuts " + std::to_string(a.depth) + " cards";
    }
    std::string operator()(const Deal& a) const { return seatName(a.seat) + " deals"; }
    std::string operator()(const LayAway& a) const {
        return seatName(a.seat) + " lays away " + toString(a.cards);
    }
    std::string operator()(const Play& a) const {
        return seatName(a.seat) + " plays " + toString(a.card);
    }
    std::string operator()(const Go& a) const { return seatName(a.seat) + " says go"; }
    std::string operator()(const ClaimCount& a) const {
        return seatName(a.seat) + " claims " + std::to_string(a.points);
    }
    std::string operator()(const AcceptCount& a) const {
        return seatName(a.seat) + " accepts the count";
    }
    std::string operator()(const CallMuggins& a) const {
        return seatName(a.seat) + " calls muggins";
    }
};

}  // namespace

int actingSeat(const Action& action) {
    return std::visit([](const auto& a) { return a.seat; }, action);
}

std::string describe(const Action& action) {
    return std::visit(Describer{}, action);
}

}  // namespace cribbage
