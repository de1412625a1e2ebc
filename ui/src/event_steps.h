#pragma once

#include <QString>
#include <QVariantList>
#include <QVariantMap>

#include "cribbage/card.h"
#include "cribbage/event.h"
#include "cribbage/rules.h"

namespace cribbage::ui {

// The person sits at seat 0 against the computer at seat 1.
inline constexpr int kPersonSeat = 0;
inline constexpr int kComputerSeat = 1;

// "7♥", "10♣": a card as the table names it.
QString cardName(Card card);
QVariantList cardCodes(const std::vector<Card>& cards);

// What a win is called: "" for a single game, "lurch", "skunk" or "double skunk".
QString winName(const RuleSettings& rules, int gamePoints);

// An engine event as QML gets it to animate: "kind" ("cardPlayed", "points", ...), the
// event's fields (cards as codes like "5H"), and "text": the sentence the table shows for it.
// Points carry "items", each with its "cards", "points", "phrase" ("fifteen four") and
// "said": the count so far as players say it ("fifteen two and fifteen four").
QVariantMap stepData(const Event& event, const RuleSettings& rules);

// The steps before a deal: the cards on the table go back to `dealer`'s pack ("gather"; the
// table still shows them), then the table is cleared and `dealer` deals ("shuffle").
QVariantMap gatherStepData(int dealer);
QVariantMap shuffleStepData(int dealer);

// Engine messages name seats ("seat 1"); the table says "you" and "the computer".
QString tableWords(const std::string& engineMessage);

}  // namespace cribbage::ui
