#include "words/win_words.h"

namespace cribbage::ui {

QString WinWords::title(WinKind kind) {
    switch (kind) {
        case WinKind::Single:
            return {};
        case WinKind::Lurch:
            return tr("Lurch");
        case WinKind::Skunk:
            return tr("Skunk");
        case WinKind::DoubleSkunk:
            return tr("Double skunk");
    }
    return {};
}

QString WinWords::worth(WinKind kind, int gamePoints) {
    switch (kind) {
        case WinKind::Single:
            return {};
        case WinKind::Lurch:
            return tr("a lurch, worth %n game(s)", "", gamePoints);
        case WinKind::Skunk:
            return tr("a skunk, worth %n game(s)", "", gamePoints);
        case WinKind::DoubleSkunk:
            return tr("a double skunk, worth %n game(s)", "", gamePoints);
    }
    return {};
}

}  // namespace cribbage::ui
