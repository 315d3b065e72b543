#include "server/log_line.h"

#include <cstdio>

#include "server/clock.h"

namespace gavel::server {

void log_line(std::string_view event, boost::json::object fields) {
  boost::json::object line;
  line["ts"] = now_ms();
  line["event"] = event;
  for (auto& field : fields) line[field.key()] = std::move(field.value());
  auto text = boost::json::serialize(line);
  text += '\n';
  // One fwrite of the whole line: stdio locks the stream per call.
  std::fwrite(text.data(), 1, text.size(), stderr);
}

}  // namespace gavel::server
