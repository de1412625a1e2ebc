#include "peg_colour_choices.h"

#include <QVariantMap>
#include <algorithm>

#include "peg_colours.h"

namespace cribbage::ui {

QVariantList PegColourChoices::forTable(int players, const QVariantList& people,
                                        const QVariantList& colours) {
    players = std::clamp(players, 2, 4);
    std::vector<SeatFill> fills;
    for (int seat = 0; seat < players; ++seat) {
        if (seat == 0 || people.value(seat).toBool()) {
            fills.emplace_back(PersonHere{.name = {}, .colour = colours.value(seat, -1).toInt()});
        } else {
            fills.emplace_back(ComputerLevel{});
        }
    }
    const Seating seating{
        .rules = RuleSettings{.players = players}, .screenSeat = 0, .lineup = Lineup(fills)};
    const std::vector<int> sides = sideColours(seating);
    QVariantList choices;
    for (int seat = 0; seat < players; ++seat) {
        QVariantList free;
        for (int colour : freeColours(seating, seat)) {
            free.append(colour);
        }
        choices.append(QVariantMap{
            {QStringLiteral("colour"), sides[static_cast<std::size_t>(seating.sideOf(seat))]},
            {QStringLiteral("chooses"), choosesColour(seating, seat)},
            {QStringLiteral("free"), free}});
    }
    return choices;
}

}  // namespace cribbage::ui
