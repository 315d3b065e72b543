// A room's chat: registered players post 1-300 characters, at most 5 lines
// per 10 s each; everyone reads the last lines kept.
#pragma once

#include <boost/json.hpp>
#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/refusal.h"
#include "server/room_types.h"

namespace gavel::server {

struct ChatLine {
  Millis at = 0;
  std::string name;
  std::string text;
};

class RoomChat {
 public:
  // {"text": "..."} from `author`.
  Allowed<void> post(const Identity& author, const boost::json::value& body, Millis now);
  const std::vector<ChatLine>& lines() const { return lines_; }
  // The last `most` lines, oldest first, as the State shows them.
  boost::json::array recent(std::size_t most) const;

 private:
  std::vector<ChatLine> lines_;
  std::unordered_map<std::string, std::deque<Millis>> times_;  // by identity key, for the rate
};

}  // namespace gavel::server
