#include "store/room_journal.h"

#include <algorithm>

namespace gavel::store {

// A journal of one server's own holds few rooms: reading them all and
// keeping the asked-for ones is good enough.
Result<std::vector<JournaledRoom>> RoomJournal::load(const std::vector<std::string>& codes) {
  auto rooms = load();
  if (!rooms) return rooms;
  std::erase_if(*rooms, [&codes](const JournaledRoom& room) {
    return std::find(codes.begin(), codes.end(), room.code) == codes.end();
  });
  return rooms;
}

}  // namespace gavel::store
