#include "process_memory.h"

#include <fstream>
#include <sstream>
#include <string>

namespace cribbage::app {

std::optional<ProcessMemory> processMemory() {
#ifdef __linux__
    std::ifstream status("/proc/self/status");
    std::optional<long long> resident;
    std::optional<long long> peak;
    std::string line;
    while (std::getline(status, line)) {
        std::istringstream fields(line);
        std::string key;
        long long kb = 0;
        if (!(fields >> key >> kb)) {
            continue;
        }
        if (key == "VmRSS:") {
            resident = kb;
        } else if (key == "VmHWM:") {
            peak = kb;
        }
    }
    if (resident && peak) {
        return ProcessMemory{*resident, *peak};
    }
#endif
    return std::nullopt;
}

}  // namespace cribbage::app
