#include "cluster/lobby_directory.h"

namespace gavel::cluster {

bool lobby_before(const LobbyEntry& a, const LobbyEntry& b) {
  if (a.rank != b.rank) return a.rank < b.rank;
  if (a.created_at != b.created_at) return a.created_at > b.created_at;
  return a.code < b.code;
}

}  // namespace gavel::cluster
