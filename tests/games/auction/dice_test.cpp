// The seed expansion, the commitment and draw() against vectors computed
// independently with Python's hashlib (the one-liner is in
// docs/games/blind-auction.md, "Verifying a match").
#include "games/auction/dice.h"

#include <gtest/gtest.h>

namespace gavel::auction {
namespace {

TEST(AuctionDice, TheSeedIsSha256OfTheEngineSeedBigEndian) {
  EXPECT_EQ(to_hex(expand_seed(0)),
            "af5570f5a1810b7af78caf4bc70a660f0df51e42baf91d4de5b2328de0e83dfc");
  EXPECT_EQ(to_hex(expand_seed(1)),
            "cd2662154e6d76b2b2b92e70c0cac3ccf534f9b74eb5b89819ec509083d00a50");
  EXPECT_EQ(to_hex(expand_seed(20261201)),
            "1089e7df69f598d550de5f27c8975f780feff8b3ea4b0c1a53d6e0a5177fe1b4");
}

TEST(AuctionDice, TheCommitIsSha256OfTheSeed) {
  EXPECT_EQ(commitment(expand_seed(1)),
            "3ae5c198d17634e79059c2cd735491553d22c4e09d1d9fea3ecf214565df2284");
  EXPECT_EQ(commitment(expand_seed(UINT64_MAX)),
            "752adad0a7b9ceca853768aebb6965eca126a62965f698a0c1bc43d83db632ad");
}

TEST(AuctionDice, ValuesFollowTheirLabels) {
  const auto seed = expand_seed(20261201);
  const int expected[2][5] = {{26, 58, 51, 29, 45}, {39, 54, 19, 58, 26}};
  for (int item = 1; item <= 2; ++item) {
    for (int seat = 0; seat < 5; ++seat) {
      EXPECT_EQ(item_value(seed, item, seat), expected[item - 1][seat]) << item << "/" << seat;
    }
  }
}

TEST(AuctionDice, TiesAndPlainDraws) {
  const auto seed = expand_seed(20261201);
  EXPECT_EQ(tie_index(seed, 1, 2), 1);
  EXPECT_EQ(tie_index(seed, 3, 3), 2);
  EXPECT_EQ(tie_index(seed, 7, 5), 2);
  EXPECT_EQ(draw(seed, "x", 1), 0u);
  EXPECT_EQ(draw(seed, "x", 2), 1u);
  EXPECT_EQ(draw(seed, "x", 3), 1u);
  EXPECT_EQ(draw(seed, "x", 7), 4u);
  EXPECT_EQ(draw(seed, "x", (std::uint64_t{1} << 63) + 1), 7938884735905214107u);
}

TEST(AuctionDice, RejectionMovesToTheNextCounter) {
  // For n = 2^63 + 1 nearly half of all u are rejected; "r4:0" is one of
  // them, so the answer comes from "r4:1" or later.
  EXPECT_EQ(draw(expand_seed(20261201), "r4", (std::uint64_t{1} << 63) + 1), 3985093105110223403u);
}

TEST(AuctionDice, ValuesStayInRange) {
  const auto seed = expand_seed(99);
  for (int item = 1; item <= 50; ++item) {
    for (int seat = 0; seat < 8; ++seat) {
      const int v = item_value(seed, item, seat);
      EXPECT_GE(v, 5);
      EXPECT_LE(v, 60);
    }
  }
}

}  // namespace
}  // namespace gavel::auction
