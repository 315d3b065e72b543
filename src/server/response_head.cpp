#include "server/response_head.h"

#include <boost/beast/http.hpp>
#include <charconv>

#include "server/request_guard.h"

namespace gavel::server {
namespace {

const std::string& fixed_headers() {
  static const std::string text = [] {
    std::string out = "Server: gavel\r\n";
    for (const auto& [name, value] : security_headers()) out += name + ": " + value + "\r\n";
    return out;
  }();
  return text;
}

}  // namespace

void write_response_head(std::string& out, const Response& response, unsigned version,
                         bool keep_alive, std::size_t content_length) {
  out.clear();
  out += version == 10 ? "HTTP/1.0 " : "HTTP/1.1 ";
  char number[24];
  out.append(number, std::to_chars(number, number + sizeof number, response.status).ptr);
  out += ' ';
  const auto reason =
      boost::beast::http::obsolete_reason(static_cast<boost::beast::http::status>(response.status));
  out.append(reason.data(), reason.size());
  out += "\r\n";
  out += fixed_headers();
  out += "Content-Type: ";
  out += response.content_type;
  out += "\r\n";
  for (const auto& [name, value] : response.headers) {
    out += name;
    out += ": ";
    out += value;
    out += "\r\n";
  }
  // HTTP/1.1 keeps a connection unless told; HTTP/1.0 closes it unless told.
  if (version == 10 && keep_alive) out += "Connection: keep-alive\r\n";
  if (version != 10 && !keep_alive) out += "Connection: close\r\n";
  out += "Content-Length: ";
  out.append(number, std::to_chars(number, number + sizeof number, content_length).ptr);
  out += "\r\n\r\n";
}

}  // namespace gavel::server
