#include "freed_memory.h"

#include <QObject>

#include "turn_driver.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace cribbage::app {

bool releaseFreedMemory() {
#ifdef __GLIBC__
    malloc_trim(0);
    return true;
#else
    return false;
#endif
}

void releaseBetweenDeals(ui::TurnDriver* turn) {
    QObject::connect(turn, &ui::TurnDriver::promptChanged, turn, [turn] {
        using enum ui::TurnDriver::Prompt;
        const auto prompt = turn->prompt();
        if (prompt == Continue || prompt == NextGame || prompt == MatchOver) {
            releaseFreedMemory();
        }
    });
}

}  // namespace cribbage::app
