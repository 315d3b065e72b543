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

}  // namespace
}  // namespace gavel::engine
