#pragma once

#include <functional>
#include <map>
#include <string_view>

namespace cribbage::tools {

// What a generator tool does with the value of one of its options.
using OptionReaders = std::map<std::string_view, std::function<void(const char*)>>;

// Reads the command line as "--name value" pairs, handing each value to its name's reader;
// false on a name the tool does not know or a name without a value.
inline bool readOptions(int argc, char** argv, const OptionReaders& readers) {
    if (argc % 2 == 0) {
        return false;
    }
    for (int i = 1; i + 1 < argc; i += 2) {
        const auto reader = readers.find(argv[i]);
        if (reader == readers.end()) {
            return false;
        }
        reader->second(argv[i + 1]);
    }
    return true;
}

}  // namespace cribbage::tools
