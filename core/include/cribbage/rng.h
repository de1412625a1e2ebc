#pragma once

#include <array>
#include <cstdint>

namespace cribbage {

// SplitMix64: expands one 64-bit seed into the state of the main generator.
class SplitMix64 {
public:
    constexpr explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next();

private:
    std::uint64_t state_;
};

// xoshiro256** (Blackman and Vigna), written out here so that the same seed gives the same
// numbers with every compiler and standard library. std::mt19937 would too, but the
// standard distributions and std::shuffle built on it do not.
class Rng {
public:
    using State = std::array<std::uint64_t, 4>;

    // The state is filled from SplitMix64(seed), as the authors recommend.
    explicit Rng(std::uint64_t seed);
    // A raw state, for checking the generator against its reference outputs. Not all zero.
    static Rng fromState(const State& state);

    std::uint64_t next();
    // Uniform in [0, bound), without modulo bias (rejection sampling). bound must be > 0.
    std::uint64_t below(std::uint64_t bound);

    const State& state() const { return state_; }
    bool operator==(const Rng&) const = default;

private:
    Rng() = default;
    State state_{};
};

}  // namespace cribbage
