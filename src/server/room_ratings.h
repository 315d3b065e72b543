// Reading the ratings a room's seats carry now, for its ELO rule: the
// finished match's settlement and the what-if panel share these.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "accounts/account_store.h"
#include "ratings/participant.h"

namespace gavel::server {

class Room;

struct SeatedPlayer {
  bool bot = false;
  std::int64_t account_id = 0;  // 0: a guest or anonymous agent, at 1500
};

std::vector<SeatedPlayer> seated_players(const Room& room);

// Bots at 1500, everyone else at their current rating (1500 for guests and
// anonymous agents, who have none). nullopt when the store fails. Blocking:
// call it on the background pool.
std::optional<std::vector<ratings::Participant>> participants_now(
    accounts::AccountStore& store, const std::vector<SeatedPlayer>& seats, const std::string& game);

}  // namespace gavel::server
