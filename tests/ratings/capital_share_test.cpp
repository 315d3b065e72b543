// The Right Price's capital-share rule against the rulebook's sentences:
// bank share, zero capital, the fallback, the expectation and validation.
#include "ratings/capital_share.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numeric>

namespace gavel::ratings {
namespace {

using engine::ErrorKind;

const std::vector<Participant> kThreeHumans = {Participant::human(), Participant::human(),
                                               Participant::human()};

TEST(CapitalShare, BankIsSharedAmongThoseWithCapital) {
  // B = 3000; the bank's 600 goes 300 each to the two with capital.
  const CapitalOutcome outcome{{1500, 900, 0}, 600, 0, 1000};
  const auto raw = capital_share_changes(kThreeHumans, outcome);
  ASSERT_TRUE(raw) << raw.error().message;
  EXPECT_DOUBLE_EQ(raw->score[0], 0.6);
  EXPECT_DOUBLE_EQ(raw->score[1], 0.4);
  EXPECT_DOUBLE_EQ(raw->score[2], 0.0);
  for (const double e : raw->expected) EXPECT_DOUBLE_EQ(e, 1.0 / 3.0);
  EXPECT_NEAR(raw->change[0], 40.0 * (0.6 - 1.0 / 3.0), 1e-12);
  EXPECT_NEAR(raw->change[1], 40.0 * (0.4 - 1.0 / 3.0), 1e-12);
  EXPECT_NEAR(raw->change[2], -40.0 / 3.0, 1e-12);
}

TEST(CapitalShare, ZeroCapitalGetsNoBankShareAndScoresZero) {
  const std::vector<Participant> two = {Participant::human(), Participant::human()};
  const CapitalOutcome outcome{{2000, 0}, 1000, 0, 1500};
  const auto raw = capital_share_changes(two, outcome);
  ASSERT_TRUE(raw);
  EXPECT_DOUBLE_EQ(raw->score[0], 1.0);
  EXPECT_DOUBLE_EQ(raw->score[1], 0.0);
}

TEST(CapitalShare, BankShareMayBeFractional) {
  // B = 900; the bank's 100 goes 33⅓ to each of the three with capital.
  const CapitalOutcome outcome{{300, 300, 200}, 100, 0, 300};
  const auto raw = capital_share_changes(kThreeHumans, outcome);
  ASSERT_TRUE(raw);
  EXPECT_DOUBLE_EQ(raw->score[0], (300.0 + 100.0 / 3.0) / 900.0);
  EXPECT_DOUBLE_EQ(raw->score[2], (200.0 + 100.0 / 3.0) / 900.0);
  EXPECT_NEAR(raw->score[0] + raw->score[1] + raw->score[2], 1.0, 1e-15);
}

TEST(CapitalShare, NoMoneyAtAllGivesEveryoneOneOverN) {
  const CapitalOutcome outcome{{0, 0, 0}, 0, 0, 0};
  const auto raw = capital_share_changes(kThreeHumans, outcome);
  ASSERT_TRUE(raw);
  for (const double s : raw->score) EXPECT_DOUBLE_EQ(s, 1.0 / 3.0);
  for (const double c : raw->change) EXPECT_NEAR(c, 0.0, 1e-12);
}

TEST(CapitalShare, NobodyWithCapitalGivesEveryoneOneOverN) {
  const CapitalOutcome outcome{{0, 0, 0}, 3000, 0, 1000};
  const auto raw = capital_share_changes(kThreeHumans, outcome);
  ASSERT_TRUE(raw);
  for (const double s : raw->score) EXPECT_DOUBLE_EQ(s, 1.0 / 3.0);
}

TEST(CapitalShare, ExpectationCountsOwnTermAndTheBot) {
  const std::vector<Participant> people = {Participant::human(16000), Participant::bot(),
                                           Participant::human(15000)};
  const CapitalOutcome outcome{{1000, 1000, 1000}, 0, 0, 1000};
  const auto raw = capital_share_changes(people, outcome);
  ASSERT_TRUE(raw);
  const double q = std::pow(10.0, -0.25);  // 10^((1500 − 1600) / 400)
  EXPECT_NEAR(raw->expected[0], 1.0 / (1.0 + 2.0 * q), 1e-12);
  EXPECT_NEAR(raw->expected[1], 1.0 / (1.0 / q + 2.0), 1e-12);
  EXPECT_NEAR(raw->expected[0] + raw->expected[1] + raw->expected[2], 1.0, 1e-12);
}

TEST(CapitalShare, PrizePoolCountsInBButNotInScores) {
  const std::vector<Participant> two = {Participant::human(), Participant::human()};
  const CapitalOutcome outcome{{900, 900}, 0, 200, 1000};
  const auto raw = capital_share_changes(two, outcome);
  ASSERT_TRUE(raw);
  EXPECT_DOUBLE_EQ(raw->score[0], 0.45);
  EXPECT_DOUBLE_EQ(raw->score[1], 0.45);
}

TEST(CapitalShare, ChangesSumToZeroWhenThePoolIsEmpty) {
  const std::vector<Participant> people = {Participant::human(9000), Participant::bot(),
                                           Participant::human(21000), Participant::human(15500)};
  const CapitalOutcome outcome{{1200, 0, 2300, 100}, 400, 0, 1000};
  const auto raw = capital_share_changes(people, outcome);
  ASSERT_TRUE(raw);
  EXPECT_NEAR(std::accumulate(raw->change.begin(), raw->change.end(), 0.0), 0.0, 1e-9);
}

TEST(CapitalShare, RefusesBadInput) {
  const std::vector<Participant> two = {Participant::human(), Participant::human()};
  const auto refused = [&](const CapitalOutcome& outcome) {
    const auto raw = capital_share_changes(two, outcome);
    return !raw && raw.error().kind == ErrorKind::kInvalid && !raw.error().message.empty();
  };
  EXPECT_TRUE(refused({{1000}, 0, 0, 500}));               // one capital for two participants
  EXPECT_TRUE(refused({{1100, -100}, 0, 0, 500}));         // negative capital
  EXPECT_TRUE(refused({{600, 500}, -100, 0, 500}));        // negative bank
  EXPECT_TRUE(refused({{600, 500}, 0, -100, 500}));        // negative prize pool
  EXPECT_TRUE(refused({{600, 500}, 0, 0, 500}));           // adds up to 1100, B is 1000
  EXPECT_TRUE(refused({{400, 500}, 0, 0, 500}));           // money missing
  EXPECT_TRUE(refused({{0, 0}, 0, 0, -1}));                // negative starting capital
  EXPECT_TRUE(refused({{0, 0}, 0, 0, kMaxMoney}));         // B beyond exact doubles
  EXPECT_TRUE(refused({{kMaxMoney + 1, 0}, 0, 0, 1000}));  // absurd capital

  const CapitalOutcome fine{{500, 500}, 0, 0, 500};
  EXPECT_TRUE(capital_share_changes(two, fine));
  const std::vector<Participant> bots = {Participant::bot(), Participant::bot()};
  EXPECT_FALSE(capital_share_changes(bots, fine));  // no humans
  const std::vector<Participant> one = {Participant::human()};
  EXPECT_FALSE(capital_share_changes(one, CapitalOutcome{{500}, 0, 0, 500}));
}

}  // namespace
}  // namespace gavel::ratings
