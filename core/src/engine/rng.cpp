#include "cribbage/rng.h"

#include <bit>

namespace cribbage {

std::uint64_t SplitMix64::next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

Rng::Rng(std::uint64_t seed) {
    SplitMix64 expand(seed);
    for (auto& word : state_) {
        word = expand.next();
    }
}

Rng Rng::fromState(const State& state) {
    Rng rng;
    rng.state_ = state;
    return rng;
}

std::uint64_t Rng::next() {
    auto& s = state_;
    const std::uint64_t result = std::rotl(s[1] * 5, 7) * 9;
    const std::uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = std::rotl(s[3], 45);
    return result;
}

std::uint64_t Rng::below(std::uint64_t bound) {
    // 2^64 mod bound: the values below it are the incomplete last block and are drawn again.
    const std::uint64_t threshold = (0 - bound) % bound;
    for (;;) {
        const std::uint64_t value = next();
        if (value >= threshold) {
            return value % bound;
        }
    }
}

}  // namespace cribbage
