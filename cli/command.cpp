#include "command.h"

#include <istream>
#include <ostream>

namespace cribbage::cli {

int reportError(std::ostream& err, std::string_view message) {
    err << "error: " << message << '\n';
    return kExitBadInput;
}

int runBatch(std::istream& in, std::ostream& out, const LineAnswer& answer) {
    int exitCode = kExitOk;
    std::string line;
    while (std::getline(in, line)) {
        const auto result = answer(line);
        if (result) {
            out << *result << '\n';
        } else {
            exitCode = reportError(out, result.error());
        }
        if (in.rdbuf()->in_avail() <= 0) {
            out.flush();
        }
    }
    out.flush();
    return exitCode;
}

Result<std::vector<Card>> parseLineCards(std::string_view line) {
    auto cards = parseCards(line);
    if (cards && cards->empty()) {
        return Error{"the line is empty"};
    }
    return cards;
}

}  // namespace cribbage::cli
