#pragma once

namespace cribbage::ui {
class TurnDriver;
}

namespace cribbage::app {

// Gives the memory the program has freed back to the system. The C library keeps freed memory
// for later allocations, and after a deal's animations, the computer's searches and the
// scene's changes much of it lies in pieces the next deal does not reuse (about 4 MiB after
// ten games). Returns false where the C library offers no way to (not glibc).
bool releaseFreedMemory();

// Releases it whenever the table waits for the person between deals and games: the hands
// counted, a game or the match over.
void releaseBetweenDeals(ui::TurnDriver* turn);

}  // namespace cribbage::app
