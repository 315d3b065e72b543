// Parser errors become a 4xx the client can read; socket errors do not.
#include "server/http_framing.h"

#include <gtest/gtest.h>

#include <boost/asio/error.hpp>

namespace gavel::server {
namespace {

namespace http = boost::beast::http;

TEST(HttpFramingTest, TheClientsFramingErrorsAreAnswered) {
  const std::pair<http::error, int> cases[] = {
      {http::error::bad_content_length, 400},
      {http::error::multiple_content_length, 400},
      {http::error::bad_transfer_encoding, 400},
      {http::error::bad_chunk, 400},
      {http::error::bad_value, 400},
      {http::error::bad_field, 400},
      {http::error::bad_method, 400},
      {http::error::bad_version, 400},
      {http::error::body_limit, 413},
      {http::error::header_limit, 431},
  };
  for (const auto& [error, status] : cases) {
    const auto answer = framing_refusal(http::make_error_code(error));
    ASSERT_TRUE(answer) << http::make_error_code(error).message();
    EXPECT_EQ(answer->status, status);
    EXPECT_NE(answer->body.find("\"error\""), std::string::npos);
  }
}

TEST(HttpFramingTest, ClosesAndTimeoutsAreNotAnswered) {
  EXPECT_FALSE(framing_refusal(http::make_error_code(http::error::end_of_stream)));
  EXPECT_FALSE(framing_refusal(http::make_error_code(http::error::partial_message)));
  EXPECT_FALSE(framing_refusal(boost::asio::error::connection_reset));
  EXPECT_FALSE(framing_refusal(boost::beast::error::timeout));
}

TEST(HttpFramingTest, TwoContentLengthsAreRefusedEvenWhenEqual) {
  http::request_header<> header;
  EXPECT_FALSE(unsafe_framing(header));
  header.insert(http::field::content_length, "2");
  EXPECT_FALSE(unsafe_framing(header));
  header.insert(http::field::content_length, "2");
  ASSERT_TRUE(unsafe_framing(header));
  EXPECT_EQ(unsafe_framing(header)->status, 400);
  http::request_header<> listed;
  listed.insert(http::field::content_length, "2, 2");
  EXPECT_TRUE(unsafe_framing(listed));
}

TEST(HttpFramingTest, OnlyChunkedTransferEncodingIsRead) {
  http::request_header<> chunked;
  chunked.insert(http::field::transfer_encoding, "chunked");
  EXPECT_FALSE(unsafe_framing(chunked));
  http::request_header<> gzip;
  gzip.insert(http::field::transfer_encoding, "gzip");
  ASSERT_TRUE(unsafe_framing(gzip));
  EXPECT_EQ(unsafe_framing(gzip)->status, 400);
  http::request_header<> gzip_last;
  gzip_last.insert(http::field::transfer_encoding, "chunked, gzip");
  EXPECT_TRUE(unsafe_framing(gzip_last));
}

}  // namespace
}  // namespace gavel::server
