#include "server/room_ratings.h"

#include "server/room.h"

namespace gavel::server {

std::vector<SeatedPlayer> seated_players(const Room& room) {
  std::vector<SeatedPlayer> seats;
  for (const auto& member : room.members()) seats.push_back({member.is_bot(), member.account_id});
  return seats;
}

std::optional<std::vector<ratings::Participant>> participants_now(
    accounts::AccountStore& store, const std::vector<SeatedPlayer>& seats,
    const std::string& game) {
  std::vector<ratings::Participant> participants;
  for (const auto& seat : seats) {
    if (seat.bot) {
      participants.push_back(ratings::Participant::bot());
      continue;
    }
    ratings::Tenths rating = ratings::kStartRating;
    if (seat.account_id != 0) {
      auto stored = store.rating(seat.account_id, game);
      if (!stored) return std::nullopt;
      rating = *stored;
    }
    participants.push_back(ratings::Participant::human(rating));
  }
  return participants;
}

}  // namespace gavel::server
