// Beast's parser errors, mapped to the status and message a client can act on.
#include "server/http_framing.h"

#include "server/responses.h"

namespace gavel::server {

namespace http = boost::beast::http;

std::optional<Response> framing_refusal(const boost::beast::error_code& ec) {
  if (ec == http::error::body_limit) return error_response(413, "the request body is too large");
  if (ec == http::error::header_limit) {
    return error_response(431, "the request headers are too large");
  }
  if (ec.category() != http::make_error_code(http::error::bad_method).category()) {
    return std::nullopt;  // a socket error or a timeout: nobody to tell
  }
  switch (static_cast<http::error>(ec.value())) {
    case http::error::end_of_stream:    // closed between requests
    case http::error::partial_message:  // closed in the middle of one
      return std::nullopt;
    case http::error::bad_content_length:
      return error_response(400,
                            "the Content-Length is not a single whole number, or it comes with "
                            "Transfer-Encoding: chunked (send one or the other)");
    case http::error::multiple_content_length:
      return error_response(400, "the request has more than one Content-Length");
    case http::error::bad_transfer_encoding:
      return error_response(400,
                            "the Transfer-Encoding is repeated, not chunked, or comes with a "
                            "Content-Length (send one or the other)");
    case http::error::bad_chunk:
    case http::error::bad_chunk_extension:
      return error_response(400, "a chunk of the body is malformed (its size must be hex digits)");
    case http::error::bad_field:
    case http::error::bad_value:
    case http::error::bad_obs_fold:
      return error_response(400,
                            "a header name or value is malformed (control characters such as "
                            "NUL are not allowed)");
    default:
      return error_response(400, "the request is not valid HTTP/1.1: " + ec.message());
  }
}

std::optional<Response> unsafe_framing(const http::request_header<>& header) {
  const auto lengths = header.count(http::field::content_length);
  if (lengths > 1) return error_response(400, "the request has more than one Content-Length");
  if (lengths == 1 && header[http::field::content_length].find(',') != std::string_view::npos) {
    return error_response(400, "the Content-Length must be one whole number, not a list");
  }
  if (header.count(http::field::transfer_encoding) > 0) {
    const http::token_list codings{header[http::field::transfer_encoding]};
    std::string_view last;
    for (const auto coding : codings) last = coding;
    if (!boost::beast::iequals(last, "chunked")) {
      return error_response(400, "the only Transfer-Encoding accepted is chunked");
    }
  }
  return std::nullopt;
}

}  // namespace gavel::server
