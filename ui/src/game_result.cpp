#include "game_result.h"

namespace cribbage::ui {

GameResult::GameResult(QObject* parent) : QObject(parent) {}

void GameResult::set(const ResultText& words) {
    if (decided_ && words_ == words) {
        return;
    }
    decided_ = true;
    words_ = words;
    emit changed();
}

void GameResult::clear() {
    if (!decided_) {
        return;
    }
    decided_ = false;
    words_ = {};
    emit changed();
}

}  // namespace cribbage::ui
