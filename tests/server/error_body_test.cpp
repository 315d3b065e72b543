// Error bodies are valid JSON whatever the bytes they quote (found by
// fuzz_request: a 404 that named a path with a stray 0xFA byte did not parse).
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "server/responses.h"
#include "server/valid_utf8.h"

namespace gavel::server {
namespace {

namespace json = boost::json;

TEST(ErrorBody, QuotingBytesThatAreNotUtf8StillParses) {
  const auto response = error_response(404,
                                       "no such endpoint: DELETE /api/mat\xFA"
                                       "ches");
  std::error_code ec;
  const auto body = json::parse(response.body, ec);
  ASSERT_FALSE(ec) << response.body;
  EXPECT_EQ(body.at("error").as_string(),
            "no such endpoint: DELETE /api/mat\xEF\xBF\xBD"
            "ches");
}

TEST(ValidUtf8, KeepsValidTextAsItIs) {
  for (const std::string_view text :
       {"", "plain", "caf\xC3\xA9", "\xE2\x82\xAC 5", "\xF0\x9F\x8E\xB2", "\xF4\x8F\xBF\xBF"}) {
    EXPECT_EQ(valid_utf8(text), text);
  }
}

TEST(ValidUtf8, ReplacesEveryMalformedByte) {
  const std::string r = "\xEF\xBF\xBD";
  EXPECT_EQ(valid_utf8("a\xFF"
                       "b"),
            "a" + r + "b");
  EXPECT_EQ(valid_utf8("\xC0\xAF"), r + r);                  // overlong '/'
  EXPECT_EQ(valid_utf8("\xED\xA0\x80"), r + r + r);          // a surrogate
  EXPECT_EQ(valid_utf8("\xF4\x90\x80\x80"), r + r + r + r);  // above U+10FFFF
  EXPECT_EQ(valid_utf8("\xE2\x82"), r + r);                  // cut short
  EXPECT_EQ(valid_utf8("\xE2\x82"
                       "A"),
            r + r + "A");
}

}  // namespace
}  // namespace gavel::server
