// The "text" parameter rule every game's messages follow.
#include "engine/text_param.h"

#include <gtest/gtest.h>

namespace gavel::engine {
namespace {

TEST(TextParam, TrimsAndKeepsInnerNewlines) {
  EXPECT_EQ(checked_text("  hello\nthere \t", 280).value(), "hello\nthere");
}

TEST(TextParam, CountsCodePointsNotBytes) {
  std::string accents;
  for (int i = 0; i < 280; ++i) accents += "\xC3\xA9";  // é: two bytes each
  EXPECT_TRUE(checked_text(accents, 280));
  EXPECT_FALSE(checked_text(accents + "e", 280));
  std::string emoji;
  for (int i = 0; i < 280; ++i) emoji += "\xF0\x9F\x98\x80";  // four bytes each
  EXPECT_TRUE(checked_text(emoji, 280));
}

TEST(TextParam, LongerIsAnErrorNeverTruncated) {
  const auto refused = checked_text(std::string(281, 'x'), 280);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().message.find("280"), std::string::npos);
}

TEST(TextParam, RefusesEmptyControlsAndBrokenUtf8) {
  EXPECT_FALSE(checked_text("", 280));
  EXPECT_FALSE(checked_text(" \n\t ", 280));
  EXPECT_FALSE(checked_text("a\x01z", 280));
  EXPECT_FALSE(checked_text("a\x7Fz", 280));
  EXPECT_FALSE(checked_text("a\xC2\x85z", 280));  // C1 control NEL
  EXPECT_FALSE(checked_text("a\rz", 280));
  EXPECT_FALSE(checked_text("\xC3", 280));          // truncated
  EXPECT_FALSE(checked_text("\xC0\xAF", 280));      // overlong '/'
  EXPECT_FALSE(checked_text("\xED\xA0\x80", 280));  // a surrogate
  EXPECT_FALSE(checked_text("\xFF", 280));
  EXPECT_TRUE(checked_text("a\nz", 280));
}

}  // namespace
}  // namespace gavel::engine
