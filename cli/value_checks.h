#pragma once

// The checks of an option's value, each refusing in the project's words and naming the value
// typed (CLI11 prefixes the option's name: "--games: \"1.5\" is not a whole number ...").

#include <string>
#include <vector>

namespace CLI {
class Validator;
}

namespace cribbage::cli {

// A whole number from `least` to `most`, written as digits: "1.5", "1e2" and "abc" are refused.
CLI::Validator wholeNumberFrom(int least, int most);

// One of `names`, written exactly; `said` lists them for the refusal ("61 or 121").
CLI::Validator oneOf(std::vector<std::string> names, const std::string& said);

}  // namespace cribbage::cli
