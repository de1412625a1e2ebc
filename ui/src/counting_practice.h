#pragma once

#include <QtQml/qqmlregistration.h>
#include <QElapsedTimer>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <cstdint>
#include <optional>

#include "cribbage/hand_score.h"
#include "statistics.h"

namespace cribbage::ui {

// Counting practice: a hand and a starter dealt at random, the person says what they are
// worth, then sees the core's count item by item. Each answer, right or not, and the time it
// took go to the statistics.
class CountingPractice : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("use GameSession.practice")
    // The four cards of the hand and the starter, as card codes ("5H").
    Q_PROPERTY(QStringList hand READ hand NOTIFY dealt)
    Q_PROPERTY(QString starter READ starter NOTIFY dealt)
    // Whether the person has answered for this hand: then the count below is shown.
    Q_PROPERTY(bool answered READ answered NOTIFY answeredChanged)
    // The count: each combination {text ("fifteen two"), cards (codes), points}, in the order
    // players say them; and the total.
    Q_PROPERTY(QVariantList items READ items NOTIFY answeredChanged)
    Q_PROPERTY(int total READ total NOTIFY answeredChanged)
    // What the answer was worth, in words: right, or what the hand is worth.
    Q_PROPERTY(QString verdict READ verdict NOTIFY answeredChanged)
    Q_PROPERTY(bool right READ right NOTIFY answeredChanged)
    // This sitting: how many hands, how many right, the seconds a hand took.
    Q_PROPERTY(QString sitting READ sitting NOTIFY answeredChanged)
    // The hand is in front of the person (the practice is open): only then does its time run.
    Q_PROPERTY(bool inView READ inView WRITE setInView NOTIFY inViewChanged)

public:
    CountingPractice(Statistics* statistics, QObject* parent = nullptr);

    // Deals every hand from `seed` on (the next hand from seed + 1, ...), for tests.
    void setSeed(std::uint64_t seed) { seed_ = seed; }
    // A new hand and starter; its clock starts while it is in view.
    Q_INVOKABLE void deal();
    // The person's count for the hand; false (and nothing changes) once answered.
    Q_INVOKABLE bool answer(int total);

    QStringList hand() const;
    QString starter() const;
    bool answered() const { return answer_.has_value(); }
    QVariantList items() const;
    int total() const { return answered() ? count_.total : 0; }
    QString verdict() const;
    bool right() const { return answered() && *answer_ == count_.total; }
    QString sitting() const;
    bool inView() const { return inView_; }
    void setInView(bool inView);

signals:
    void dealt();
    void answeredChanged();
    void inViewChanged();

private:
    Statistics* statistics_;
    std::optional<std::uint64_t> seed_;
    Hand4 hand_{};
    Card starter_{};
    HandCount count_;
    std::optional<int> answer_;
    // The hand's time: what was spent on it in view before, and the clock while in view.
    qint64 spent_ = 0;
    QElapsedTimer clock_;
    bool inView_ = false;
    int hands_ = 0;
    int rightHands_ = 0;
    qint64 milliseconds_ = 0;
};

}  // namespace cribbage::ui
