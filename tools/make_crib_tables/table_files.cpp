#include "table_files.h"

#include <cstdio>
#include <fstream>
#include <sstream>

namespace cribbage::tools {
namespace {

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.4f", value);
    return text;
}

std::string cribTableSource(const CribTable& crib) {
    std::ostringstream out;
    out << "// kCribAverage[owner][lower rank - 1][higher rank - 1][suited]; owner 0 is my "
           "crib (I deal), 1 the\n// opponent's. Entries below the diagonal are not used.\n"
        << "inline constexpr double kCribAverage[2][13][13][2] = {\n";
    for (int owner = 0; owner < 2; ++owner) {
        out << "    {\n";
        for (int low = 1; low <= kRanks; ++low) {
            out << "        {";
            for (int high = 1; high <= kRanks; ++high) {
                const auto value = [&](bool suited) {
                    return high < low
                               ? 0.0
                               : crib.at(static_cast<CribOwner>(owner), static_cast<Rank>(low),
                                         static_cast<Rank>(high), suited);
                };
                out << "{" << number(value(false)) << ", " << number(value(true)) << "}"
                    << (high < kRanks ? ", " : "");
            }
            out << "},\n";
        }
        out << "    },\n";
    }
    out << "};\n";
    return out.str();
}

std::string peggingModelSource(const PeggingModel& model) {
    std::ostringstream out;
    out << "// Role 0 is the pone, 1 the dealer.\n"
        << "inline constexpr double kPerKeptRank[2][13] = {\n";
    for (int role = 0; role < 2; ++role) {
        out << "    {";
        for (int rank = 0; rank < kRanks; ++rank) {
            out << number(model.perKeptRank[role][rank]) << (rank + 1 < kRanks ? ", " : "");
        }
        out << "},\n";
    }
    out << "};\n"
        << "inline constexpr double kPerKeptPair[2] = {" << number(model.perKeptPair[0]) << ", "
        << number(model.perKeptPair[1]) << "};\n"
        << "inline constexpr double kPeggingAtLeast[2][" << kPeggingTail << "] = {\n";
    for (int role = 0; role < 2; ++role) {
        out << "    {";
        for (int k = 0; k < kPeggingTail; ++k) {
            out << number(model.atLeast[role][k]) << (k + 1 < kPeggingTail ? ", " : "");
        }
        out << "},\n";
    }
    out << "};\n";
    return out.str();
}

std::optional<Error> writeFile(const std::string& path, const std::string& text) {
    std::ofstream file(path);
    file << text;
    file.close();
    if (!file) {
        return Error{"cannot write " + path};
    }
    return std::nullopt;
}

}  // namespace

std::optional<Error> writeTableFiles(const std::string& directory, const std::string& header,
                                     const DiscardTables& tables) {
    const std::string banner = header + "// clang-format off\n";
    if (auto error =
            writeFile(directory + "/crib_tables_data.inc", banner + cribTableSource(tables.crib))) {
        return error;
    }
    return writeFile(directory + "/pegging_model_data.inc",
                     banner + peggingModelSource(tables.pegging));
}

}  // namespace cribbage::tools
