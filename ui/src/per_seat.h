#pragma once

#include <cstddef>
#include <utility>
#include <vector>

namespace cribbage::ui {

// One value per seat (or per side), indexed by the seat number the core uses.
template <class T>
class PerSeat {
public:
    PerSeat() = default;
    PerSeat(int seats, const T& value) : values_(static_cast<std::size_t>(seats), value) {}
    explicit PerSeat(std::vector<T> values) : values_(std::move(values)) {}

    int size() const { return static_cast<int>(values_.size()); }
    T& operator[](int seat) { return values_[static_cast<std::size_t>(seat)]; }
    const T& operator[](int seat) const { return values_[static_cast<std::size_t>(seat)]; }
    auto begin() { return values_.begin(); }
    auto end() { return values_.end(); }
    auto begin() const { return values_.begin(); }
    auto end() const { return values_.end(); }
    const std::vector<T>& values() const { return values_; }

    bool operator==(const PerSeat&) const = default;

private:
    std::vector<T> values_;
};

}  // namespace cribbage::ui
