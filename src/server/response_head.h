// An API response's status line and headers as HTTP/1.x text, written into a
// buffer the connection keeps: no header container built per answer, and
// the fixed headers (server, security) are one string made once.
#pragma once

#include <cstddef>
#include <string>

#include "server/http_types.h"

namespace gavel::server {

// Replaces `out` with the head of `response`, whose body is `content_length`
// bytes (a HEAD request's too, though its body is not sent). `version` is 10
// or 11; without keep-alive the head says the connection closes.
void write_response_head(std::string& out, const Response& response, unsigned version,
                         bool keep_alive, std::size_t content_length);

}  // namespace gavel::server
