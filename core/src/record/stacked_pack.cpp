#include "stacked_pack.h"

namespace cribbage::record {

bool StackedPack::take(int depth, Card card) {
    if (left_.empty() && places_.empty()) {
        for (int place = 0; place < kDeckSize; ++place) {
            left_.push_back(place);
        }
    }
    if (depth < 0 || depth >= static_cast<int>(left_.size())) {
        return false;
    }
    const auto place = static_cast<std::size_t>(left_[static_cast<std::size_t>(depth)]);
    left_.erase(left_.begin() + depth);
    if (places_.size() <= place) {
        places_.resize(place + 1);
    }
    places_[place] = card;
    named_.insert(card);
    return true;
}

std::vector<Card> StackedPack::top() const {
    std::vector<Card> pack;
    int filler = 0;
    for (const auto& place : places_) {
        if (place) {
            pack.push_back(*place);
            continue;
        }
        while (named_.contains(Card::fromIndex(filler))) {
            ++filler;
        }
        pack.push_back(Card::fromIndex(filler++));
    }
    return pack;
}

}  // namespace cribbage::record
