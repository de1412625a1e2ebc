#include "test_input.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>

namespace cribbage::test {

std::string testInput(const char* variable) {
    const char* path = std::getenv(variable);
    if (path == nullptr || *path == '\0') {
        std::fprintf(stderr, "%s is not set: run the tests through ctest, which sets it\n",
                     variable);
        std::exit(2);
    }
    return path;
}

std::vector<std::string> fencedBlocks(const std::string& path, std::string_view info) {
    std::ifstream file(path);
    if (!file) {
        std::fprintf(stderr, "cannot open %s\n", path.c_str());
        std::exit(2);
    }
    std::vector<std::string> blocks;
    bool inBlock = false;
    for (std::string line; std::getline(file, line);) {
        if (line.starts_with("```")) {
            inBlock = line.substr(3) == info;
            if (inBlock) {
                blocks.emplace_back();
            }
        } else if (inBlock) {
            blocks.back() += line + "\n";
        }
    }
    return blocks;
}

}  // namespace cribbage::test
