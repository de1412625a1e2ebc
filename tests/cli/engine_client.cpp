#include "engine_client.h"

#include <gtest/gtest.h>

#include "cribbage/card.h"
#include "cribbage/hand_score.h"

namespace cribbage::test {

Json EngineClient::send(const Json& message) {
    return sendLine(message.dump());
}

Json EngineClient::sendLine(const std::string& line) {
    const auto answer = session_.ask(line);
    EXPECT_TRUE(answer.has_value()) << "no reply to " << line;
    if (!answer) {
        return Json::object();
    }
    Json reply = Json::parse(*answer, nullptr, false);
    EXPECT_FALSE(reply.is_discarded()) << "not JSON: " << *answer;
    transcript_.push_back(reply);
    return reply;
}

int trueCount(const Json& request, const ClientStyle& style) {
    std::string names;
    for (const auto& name : request.at("cards")) {
        names += name.get<std::string>() + " ";
    }
    const auto cards = parseCards(names);
    const auto starter = parseCard(request.at("starter").get<std::string>());
    EXPECT_TRUE(cards.ok() && starter.ok() && cards->size() == 4) << request.dump();
    if (!cards.ok() || !starter.ok() || cards->size() != 4) {
        return 0;
    }
    const Hand4 hand{(*cards)[0], (*cards)[1], (*cards)[2], (*cards)[3]};
    return scoreHand(hand, *starter,
                     request.at("crib").get<bool>() ? style.cribFlush : style.handFlush);
}

Json answerTo(const Json& request, const ClientStyle& style) {
    const std::string what = request.at("do").get<std::string>();
    if (what == "lay_away") {
        const auto& hand = request.at("hand");
        Json cards = Json::array();
        for (int i = 0; i < request.at("cards").get<int>(); ++i) {
            cards.push_back(hand.at(static_cast<std::size_t>(i)));
        }
        return {{"do", "lay_away"}, {"cards", cards}};
    }
    if (what == "play") {
        return {{"do", "play"}, {"card", request.at("playable").at(0)}};
    }
    if (what == "claim") {
        const int points = trueCount(request, style);
        return {{"do", "claim"}, {"points", style.underclaim && points > 0 ? points - 1 : points}};
    }
    if (what == "judge") {
        const bool missed = request.at("claimed").get<int>() < trueCount(request, style);
        return {{"do", missed ? "muggins" : "accept"}};
    }
    return {{"do", "quit"}};
}

}  // namespace cribbage::test
