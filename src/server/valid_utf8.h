// Text that came from the request line or a header (a path, a query value)
// may be any bytes, and an error that names it must still be valid JSON,
// which is UTF-8: every byte sequence that is not UTF-8 becomes U+FFFD.
#pragma once

#include <string>
#include <string_view>

namespace gavel::server {

std::string valid_utf8(std::string_view text);

}  // namespace gavel::server
