#include "counting_practice.h"

#include <QRandomGenerator>

#include "cribbage/deck.h"
#include "words/count_words.h"
#include "words/numbers.h"
#include "words/practice_words.h"

namespace cribbage::ui {

CountingPractice::CountingPractice(Statistics* statistics, QObject* parent)
    : QObject(parent), statistics_(statistics) {
    deal();
}

void CountingPractice::deal() {
    const std::uint64_t seed = seed_ ? (*seed_)++ : QRandomGenerator::global()->generate64();
    const auto pack = shuffledDeck(seed);
    std::copy_n(pack.begin(), hand_.size(), hand_.begin());
    starter_ = pack[hand_.size()];
    count_ = countHand(hand_, starter_, FlushRule::Hand);
    const bool wasAnswered = answered();
    answer_.reset();
    spent_ = 0;
    if (inView_) {
        clock_.start();
    }
    emit dealt();
    if (wasAnswered) {
        emit answeredChanged();
    }
}

bool CountingPractice::answer(int total) {
    if (answered()) {
        return false;
    }
    const qint64 took = spent_ + (inView_ ? clock_.elapsed() : 0);
    answer_ = total;
    ++hands_;
    rightHands_ += right() ? 1 : 0;
    milliseconds_ += took;
    statistics_->recordPractice(right(), took);
    emit answeredChanged();
    return true;
}

void CountingPractice::setInView(bool inView) {
    if (inView == inView_) {
        return;
    }
    if (inView) {
        clock_.start();
    } else {
        spent_ += clock_.elapsed();
    }
    inView_ = inView;
    emit inViewChanged();
}

QStringList CountingPractice::hand() const {
    QStringList codes;
    for (Card card : hand_) {
        codes << QString::fromStdString(toString(card));
    }
    return codes;
}

QString CountingPractice::starter() const {
    return QString::fromStdString(toString(starter_));
}

QVariantList CountingPractice::items() const {
    if (!answered()) {
        return {};
    }
    QVariantList items;
    const std::vector<QString> phrases = CountWords::showPhrases(count_.items);
    for (std::size_t i = 0; i < count_.items.size(); ++i) {
        const ScoreItem& item = count_.items[i];
        QStringList cards;
        for (Card card : item.cards) {
            cards << QString::fromStdString(toString(card));
        }
        items.append(QVariantMap{{QStringLiteral("text"), phrases[i]},
                                 {QStringLiteral("cards"), cards},
                                 {QStringLiteral("points"), item.points}});
    }
    return items;
}

QString CountingPractice::verdict() const {
    return answered() ? PracticeWords::verdict(*answer_, count_.total) : QString();
}

QString CountingPractice::sitting() const {
    return PracticeWords::sitting(hands_, rightHands_, milliseconds_);
}

}  // namespace cribbage::ui
