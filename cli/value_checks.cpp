#include "value_checks.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdint>

#include "cribbage/excerpt.h"

namespace cribbage::cli {

CLI::Validator wholeNumberFrom(int least, int most) {
    const std::string range = std::to_string(least) + " to " + std::to_string(most);
    return {[least, most, range](const std::string& text) -> std::string {
                const auto value = wholeNumber<int>(text);
                if (!value || *value < least || *value > most) {
                    return quotedExcerpt(text) + " is not a whole number from " + range;
                }
                return {};
            },
            range};
}

CLI::Validator seedNumber() {
    return {[](const std::string& text) -> std::string {
                if (!wholeNumber<std::uint64_t>(text)) {
                    return "the seed must be a whole number from 0 to 18446744073709551615, "
                           "not " +
                           quotedExcerpt(text);
                }
                return {};
            },
            "0 to 18446744073709551615"};
}

CLI::Validator oneOf(std::vector<std::string> names, const std::string& said) {
    return {[names = std::move(names), said](const std::string& text) -> std::string {
                if (std::find(names.begin(), names.end(), text) == names.end()) {
                    return quotedExcerpt(text) + " is not " + said;
                }
                return {};
            },
            said};
}

}  // namespace cribbage::cli
