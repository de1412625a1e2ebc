#pragma once

#include <string>
#include <utility>
#include <variant>

#include "cribbage/error.h"

namespace cribbage {

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

    // The refusal's message; failure() is the whole refusal, with its code and seats.
    const std::string& error() const { return failure().message; }
    const Error& failure() const { return std::get<1>(state_); }

private:
    std::variant<T, Error> state_;
};

}  // namespace cribbage
