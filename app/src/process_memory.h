#pragma once

#include <optional>

namespace cribbage::app {

// The process's resident memory in kilobytes: now, and the most it has been.
struct ProcessMemory {
    long long residentKb = 0;
    long long peakResidentKb = 0;
};

// Read from /proc/self/status on Linux; elsewhere not measured (nullopt).
std::optional<ProcessMemory> processMemory();

}  // namespace cribbage::app
