#pragma once

#include <string>
#include <utility>
#include <variant>

namespace cribbage {

// Why something was refused, in words a player can read.
struct Error {
    std::string message;
};

// The value of an operation that can be refused: either a T or an Error. (std::expected is
// C++23; the project targets C++20.)
template <class T>
class Result {
public:
    Result(T value) : state_(std::move(value)) {}
    Result(Error error) : state_(std::move(error)) {}

    bool ok() const { return state_.index() == 0; }
    explicit operator bool() const { return ok(); }

    const T& value() const& { return std::get<0>(state_); }
    T& value() & { return std::get<0>(state_); }
    T&& value() && { return std::get<0>(std::move(state_)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }

    const std::string& error() const { return std::get<1>(state_).message; }

private:
    std::variant<T, Error> state_;
};

}  // namespace cribbage
