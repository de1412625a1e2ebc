#include "test_input.h"

#include <cstdio>
#include <cstdlib>

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

}  // namespace cribbage::test
