#include "computer_seat.h"

#include <QtConcurrent/QtConcurrentRun>
#include <utility>

namespace cribbage::ui {

ComputerSeat::ComputerSeat(Decider decider) : decider_(std::move(decider)) {
    QObject::connect(&watcher_, &QFutureWatcher<Action>::finished, &watcher_,
                     [this] { decided(); });
}

ComputerSeat::~ComputerSeat() {
    watcher_.waitForFinished();
}

void ComputerSeat::ask(const SeatView& view, std::uint64_t seed, Answer answer) {
    Question question{view, seed, std::move(answer)};
    if (deciding_) {
        answer_ = {};
        next_ = std::move(question);
        return;
    }
    start(std::move(question));
}

void ComputerSeat::withdraw() {
    answer_ = {};
    next_.reset();
}

void ComputerSeat::start(Question question) {
    deciding_ = true;
    answer_ = std::move(question.answer);
    watcher_.setFuture(QtConcurrent::run(
        [decider = decider_, view = std::move(question.view), seed = question.seed]() {
            Rng rng(seed);
            return decider(view, rng);
        }));
}

void ComputerSeat::decided() {
    deciding_ = false;
    const Answer answer = std::exchange(answer_, {});
    if (next_) {
        start(*std::exchange(next_, std::nullopt));
        return;
    }
    if (answer) {
        answer(watcher_.result());
    }
}

}  // namespace cribbage::ui
