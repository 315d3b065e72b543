// What the server answers when a request's framing is broken (a bad or
// repeated Content-Length, Content-Length with Transfer-Encoding, a bad chunk,
// a control character in a header, headers or body over their limits): a
// 4xx written before the connection closes, never a silent close, so the
// client learns what was wrong (docs/api.md, "Limits").
#pragma once

#include <boost/beast/http.hpp>
#include <optional>

#include "server/http_types.h"

namespace gavel::server {

// The answer for a parser error that is the client's fault (400, 413 or
// 431); nullopt for errors that are not about the bytes received (the peer
// closed, the read timed out), after which the connection just closes.
std::optional<Response> framing_refusal(const boost::beast::error_code& ec);

// Framing Beast accepts but we refuse, read from the parsed header: two
// Content-Length fields (even equal ones) or a list in one, and a
// Transfer-Encoding that does not end in chunked (Beast would read such a
// request as having no body). A proxy in front might frame either otherwise.
std::optional<Response> unsafe_framing(const boost::beast::http::request_header<>& header);

}  // namespace gavel::server
