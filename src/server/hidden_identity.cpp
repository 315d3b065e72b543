#include "server/hidden_identity.h"

#include "server/room.h"

namespace gavel::server {

std::optional<std::string> hidden_identity(const Room& room, engine::Viewer viewer,
                                           engine::Seat seat) {
  const auto& label = room.game().host.identity_label;
  const auto* match = room.match();
  if (!label || !match || seat < 0 || static_cast<std::size_t>(seat) >= room.members().size()) {
    return std::nullopt;
  }
  if (!viewer.is_spectator() && viewer.seat() == seat) return std::nullopt;  // one sees oneself
  return label(*match, viewer, seat, room.members()[static_cast<std::size_t>(seat)].is_bot());
}

std::vector<std::string> names_seen_by(const Room& room, engine::Viewer viewer) {
  std::vector<std::string> names;
  const auto& members = room.members();
  for (std::size_t i = 0; i < members.size(); ++i) {
    auto hidden = hidden_identity(room, viewer, static_cast<engine::Seat>(i));
    names.push_back(hidden ? std::move(*hidden) : members[i].name);
  }
  return names;
}

}  // namespace gavel::server
