// Bots get seeds derived from the room's, so a replay of the record is exact
// and two rooms never share a bot's dice.
#include "server/room_play.h"

namespace gavel::server {
namespace json = boost::json;

Allowed<RoomPlay> RoomPlay::start(const engine::Registry& registry, const games::GameEntry& game,
                                  const RoomOptions& options, const std::vector<Member>& members,
                                  engine::Seed seed, Millis now) {
  const int seats = static_cast<int>(members.size());
  json::value settings = options.settings;
  if (game.host.wants_seat_info) {
    json::array info;
    for (const auto& member : members) {
      json::object entry{{"bot", member.is_bot()},
                         {"elo", member.is_bot() ? ratings::kBotRating
                                                 : member.rating.value_or(ratings::kStartRating)}};
      // Dealt seats (Hosting::deals_seats) are not the joining order: say it.
      if (member.entry >= 0) entry["entry"] = member.entry;
      info.push_back(std::move(entry));
    }
    settings.as_object()["seatInfo"] = std::move(info);
  }
  auto session = engine::Session::create(registry, options.game, settings, seats, seed, now);
  if (!session) return from_engine(session.error());
  RoomPlay play(game, std::move(*session));
  play.bots_.resize(members.size());
  for (Seat seat = 0; seat < seats; ++seat) {
    if (!members[seat].is_bot()) continue;
    auto bot = game.info.make_bot(options.bot_level, engine::derive_seed(seed, 100 + seat));
    if (!bot) return from_engine(bot.error());
    play.bots_[seat] = std::move(*bot);
  }
  auto stand_in = game.info.make_bot(game.info.bot_names.front(), engine::derive_seed(seed, 99));
  if (!stand_in) return from_engine(stand_in.error());
  play.stand_in_ = std::move(*stand_in);
  return play;
}

Allowed<void> RoomPlay::act(Seat seat, const json::value& action, Millis now,
                            engine::Origin origin) {
  if (auto applied = session_.act(seat, action, match_time(now), origin); !applied) {
    return from_engine(applied.error());
  }
  return {};
}

int RoomPlay::advance(Millis now) {
  return session_.advance(match_time(now), [this](const engine::Match& match, Seat seat) {
    return stand_in_->decide(match, seat);
  });
}

int RoomPlay::play_for(const std::vector<Seat>& resigned, Millis now) {
  if (!game_->host.resign_action.is_null()) return 0;  // the game's rules play them
  int played = 0;
  for (int guard = 0; guard < 10'000 && !match().finished(); ++guard) {
    bool acted = false;
    for (const Seat seat : resigned) {
      if (match().legal_actions(seat).empty()) continue;
      auto action = stand_in_->decide(match(), seat);
      if (action && session_.act(seat, *action, match_time(now), engine::Origin::kResigned)) {
        acted = true;
        ++played;
      }
    }
    if (!acted) break;
  }
  return played;
}

std::optional<Millis> RoomPlay::next_deadline() const {
  const auto deadline = match().next_deadline();
  if (!deadline) return std::nullopt;
  return deadline->at + paused_ms_;
}

std::vector<Seat> RoomPlay::bots_to_move() const {
  std::vector<Seat> seats;
  for (Seat seat = 0; seat < static_cast<Seat>(bots_.size()); ++seat) {
    if (bots_[seat] && !match().legal_actions(seat).empty()) seats.push_back(seat);
  }
  return seats;
}

std::vector<std::string> RoomPlay::narrate(const std::vector<std::string>& names) {
  if (!game_->info.narrate) return {};
  return game_->info.narrate(match(), narrated_, names);
}

}  // namespace gavel::server
