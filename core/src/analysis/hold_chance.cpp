#include "hold_chance.h"

#include <algorithm>

namespace cribbage::detail {

double chanceToHoldNone(int ofThem, int unseen, int held) {
    double noneOfThem = 1;
    for (int i = 0; i < held && unseen - i > 0; ++i) {
        noneOfThem *=
            static_cast<double>(std::max(0, unseen - i - ofThem)) / static_cast<double>(unseen - i);
    }
    return noneOfThem;
}

double chanceToHold(int ofThem, int unseen, int held) {
    return 1 - chanceToHoldNone(ofThem, unseen, held);
}

}  // namespace cribbage::detail
