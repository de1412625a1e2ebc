#pragma once

#include <string>
#include <vector>

namespace cribbage::cli {

// The command line as UTF-8, whatever the system: on Windows main() receives it in the ANSI
// code page (a ♠ in a card's name lost), so it is read again from the wide command line there.
class Utf8CommandLine {
public:
    Utf8CommandLine(int argc, char** argv);
    int argc() const { return static_cast<int>(pointers_.size()) - 1; }
    char** argv() { return pointers_.data(); }

private:
    std::vector<std::string> args_;
    std::vector<char*> pointers_;  // into args_, ended by a null pointer, as main's
};

// The standard streams read and write bytes as they are on every system (docs/cli.md): on
// Windows binary, not text (a line ends with \n, not \r\n, and a Ctrl+Z is not an end of
// input), and the console shows UTF-8. Nothing to do elsewhere.
void useUtf8BinaryStandardStreams();

}  // namespace cribbage::cli
