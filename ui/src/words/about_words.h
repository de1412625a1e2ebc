#pragma once

#include <QCoreApplication>
#include <QVariantList>

namespace cribbage::ui {

// The About dialog's list of what the game is made of, in the person's words.
class AboutWords {
    Q_DECLARE_TR_FUNCTIONS(AboutWords)

public:
    // {name, licence, use, notice}: the game, then each part of others' it ships.
    static QVariantList components();
};

}  // namespace cribbage::ui
