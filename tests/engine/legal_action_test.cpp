// The generic legal-action entries: sampling and membership.
#include "engine/legal_action.h"

#include <gtest/gtest.h>

namespace gavel::engine {
namespace {

namespace json = boost::json;

const json::object kBid =
    json::parse(R"({"action":"bid","params":{"amount":{"type":"int","min":0,"max":83}}})")
        .as_object();
const json::object kSay =
    json::parse(R"({"action":"say","params":{"message":{"type":"text","max_chars":5}}})")
        .as_object();

TEST(LegalAction, ExactEntriesAllowExactlyThemselves) {
  const json::object chip{{"chip", 7}};
  EXPECT_TRUE(entry_allows(chip, json::parse(R"({"chip":7})")));
  EXPECT_TRUE(entry_allows(chip, json::parse(R"({"chip":7.0})")));
  EXPECT_FALSE(entry_allows(chip, json::parse(R"({"chip":8})")));
  EXPECT_FALSE(entry_allows(chip, json::parse(R"({"chip":7,"x":1})")));
  EXPECT_FALSE(entry_allows(chip, json::parse(R"({})")));
  EXPECT_FALSE(entry_allows(chip, json::parse(R"(7)")));
}

TEST(LegalAction, ParameterisedEntriesCheckRanges) {
  EXPECT_TRUE(entry_allows(kBid, json::parse(R"({"action":"bid","amount":0})")));
  EXPECT_TRUE(entry_allows(kBid, json::parse(R"({"action":"bid","amount":83})")));
  EXPECT_FALSE(entry_allows(kBid, json::parse(R"({"action":"bid","amount":84})")));
  EXPECT_FALSE(entry_allows(kBid, json::parse(R"({"action":"bid","amount":-1})")));
  EXPECT_FALSE(entry_allows(kBid, json::parse(R"({"action":"bid","amount":1.5})")));
  EXPECT_FALSE(entry_allows(kBid, json::parse(R"({"action":"bid"})")));
  EXPECT_FALSE(entry_allows(kBid, json::parse(R"({"action":"pass","amount":3})")));
  EXPECT_FALSE(entry_allows(kBid, json::parse(R"({"action":"bid","amount":3,"params":{}})")));
  EXPECT_TRUE(entry_allows(kSay, json::parse(R"({"action":"say","message":"hi"})")));
  EXPECT_FALSE(entry_allows(kSay, json::parse(R"({"action":"say","message":""})")));
  EXPECT_FALSE(entry_allows(kSay, json::parse(R"({"action":"say","message":"toolong"})")));
}

TEST(LegalAction, SamplesAlwaysBelongToTheirEntry) {
  Rng rng(3);
  const json::array legal = {kBid, kSay, json::object{{"action", "pass"}}};
  for (int i = 0; i < 500; ++i) {
    const auto action = random_legal_action(legal, rng);
    EXPECT_TRUE(is_listed(legal, action)) << json::serialize(action);
  }
}

const json::object kBidWithNote = json::parse(R"({"action":"bid","params":{
    "amount":{"type":"int","min":0,"max":9},
    "message":{"type":"text","max_chars":3,"optional":true}}})")
                                      .as_object();

TEST(LegalAction, OptionalParametersMayBeLeftOutButNotBroken) {
  EXPECT_TRUE(entry_allows(kBidWithNote, json::parse(R"({"action":"bid","amount":4})")));
  EXPECT_TRUE(
      entry_allows(kBidWithNote, json::parse(R"({"action":"bid","amount":4,"message":"ok"})")));
  EXPECT_FALSE(
      entry_allows(kBidWithNote, json::parse(R"({"action":"bid","amount":4,"message":"long"})")));
  EXPECT_FALSE(
      entry_allows(kBidWithNote, json::parse(R"({"action":"bid","amount":4,"message":""})")));
  EXPECT_FALSE(entry_allows(kBidWithNote, json::parse(R"({"action":"bid","message":"ok"})")));
}

TEST(LegalAction, SamplingPlaysBothShapesOfAnOptionalParameter) {
  Rng rng(11);
  int with = 0;
  int without = 0;
  for (int i = 0; i < 200; ++i) {
    const auto action = sample_action(kBidWithNote, rng);
    ASSERT_TRUE(entry_allows(kBidWithNote, action)) << json::serialize(action);
    (action.as_object().contains("message") ? with : without) += 1;
  }
  EXPECT_GT(with, 50);
  EXPECT_GT(without, 50);
}

TEST(LegalAction, TextIsCountedInCodePointsAfterTrimming) {
  // Five code points, ten bytes: within max_chars 5.
  EXPECT_TRUE(entry_allows(
      kSay, json::parse(R"({"action":"say","message":"\u00e9\u00e9\u00e9\u00e9\u00e9"})")));
  EXPECT_FALSE(entry_allows(
      kSay, json::parse(R"({"action":"say","message":"\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9"})")));
  EXPECT_TRUE(entry_allows(kSay, json::parse(R"({"action":"say","message":"  hi  \n"})")));
  EXPECT_FALSE(entry_allows(kSay, json::parse(R"({"action":"say","message":"   "})")));
  EXPECT_FALSE(entry_allows(kSay, json::parse(R"({"action":"say","message":"a\u0007b"})")));
  EXPECT_TRUE(entry_allows(kSay, json::parse(R"({"action":"say","message":"a\nb"})")));
}

}  // namespace
}  // namespace gavel::engine
