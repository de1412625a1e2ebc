#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>

#include "words/result_text.h"

namespace cribbage::ui {

// The end of the last game, or of the match, in words: who won, by how much, what the win is
// worth, and where the match stands. Empty (not `decided`) while a game is being played.
class GameResult : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the scene owns the result")
    Q_PROPERTY(bool decided READ decided NOTIFY changed)
    Q_PROPERTY(bool personWon READ personWon NOTIFY changed)
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(QString winTitle READ winTitle NOTIFY changed)
    Q_PROPERTY(QString score READ score NOTIFY changed)
    Q_PROPERTY(QString games READ games NOTIFY changed)

public:
    explicit GameResult(QObject* parent = nullptr);

    bool decided() const { return decided_; }
    bool personWon() const { return words_.personWon; }
    QString title() const { return words_.title; }
    QString winTitle() const { return words_.winTitle; }
    QString score() const { return words_.score; }
    QString games() const { return words_.games; }

    void set(const ResultText& words);
    void clear();

signals:
    void changed();

private:
    bool decided_ = false;
    ResultText words_;
};

}  // namespace cribbage::ui
