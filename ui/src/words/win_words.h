#pragma once

#include <QCoreApplication>
#include <QString>

#include "cribbage/rules.h"

namespace cribbage::ui {

// What a win is called and worth, in words.
class WinWords {
    Q_DECLARE_TR_FUNCTIONS(WinWords)

public:
    // "Lurch", "Skunk", "Double skunk"; empty for a plain win.
    static QString title(WinKind kind);
    // "a skunk, worth 2 games"; empty for a plain win.
    static QString worth(WinKind kind, int gamePoints);
};

}  // namespace cribbage::ui
