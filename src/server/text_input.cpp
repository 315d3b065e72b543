#include "server/text_input.h"

namespace gavel::server {

ApiResult<std::string> clean_text(const boost::json::value* value, std::string_view field,
                                  std::size_t max_chars, std::optional<std::string> fallback) {
  const std::string what(field);
  if (!value || value->is_null()) {
    if (fallback) return *fallback;
    return api_error(400, what + " is missing");
  }
  if (!value->is_string()) return api_error(400, what + " must be a string");
  std::string text(value->as_string());
  const auto first = text.find_first_not_of(' ');
  const auto last = text.find_last_not_of(' ');
  text = first == std::string::npos ? "" : text.substr(first, last - first + 1);
  std::size_t chars = 0;
  for (const unsigned char c : text) {
    if (c < 0x20 || c == 0x7f) return api_error(400, what + " must not contain control characters");
    if ((c & 0xC0) != 0x80) ++chars;  // count UTF-8 code points, not bytes
  }
  if (chars == 0 || chars > max_chars) {
    return api_error(400, what + " must be 1 to " + std::to_string(max_chars) + " characters");
  }
  return text;
}

}  // namespace gavel::server
