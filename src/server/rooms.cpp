// Summaries are read without entering each room's strand (RoomHost keeps a
// copy under its own lock), so listing never waits on a busy match.
#include "server/rooms.h"

#include <algorithm>
#include <unordered_set>

#include "server/log_line.h"
#include "server/secrets.h"

namespace gavel::server {
namespace json = boost::json;

namespace {
bool is_live(RoomStatus status) {
  return status == RoomStatus::kLobby || status == RoomStatus::kPlaying;
}

int status_order(RoomStatus status) {
  switch (status) {
    case RoomStatus::kLobby:
      return 0;
    case RoomStatus::kPlaying:
      return 1;
    default:
      return 2;
  }
}

cluster::LobbyEntry lobby_entry_of(const std::string& code, const RoomSummary& summary) {
  cluster::LobbyEntry entry;
  entry.code = code;
  entry.game = summary.game;
  entry.rank = status_order(summary.status);
  entry.created_at = summary.lobby_entry->at("createdAt").as_int64();
  entry.listed = summary.is_public;
  entry.entry = summary.lobby_entry;
  // GET /api/matches lists public agent tables while they wait.
  if (summary.status == RoomStatus::kLobby && summary.is_public &&
      summary.flow == RoomFlow::kTable) {
    entry.listing = summary.listing;
  }
  entry.invited = summary.invited;
  return entry;
}
}  // namespace

Rooms::~Rooms() {
  std::lock_guard lock(mutex_);
  for (auto& [code, host] : rooms_) host->leave_registry();
}

std::optional<Refusal> Rooms::over_address_share(const RoomOrigin& origin) const {
  if (origin.address.empty()) return std::nullopt;
  const auto [held, oldest_waiting] = tally_.unjoined_share(origin.address);
  if (held < limits_.unjoined_per_address) return std::nullopt;
  // The oldest waiting one closes first; a room in play gives no date.
  const Millis wait_ms =
      oldest_waiting ? *oldest_waiting + limits_.unjoined_ms - origin.created_at : 60'000;
  log_line("room_limit_reached", {{"address", origin.address}, {"limit", held}});
  return too_fast("your address already has " + std::to_string(held) +
                      " live tables or rooms that nobody else has joined; play or close one "
                      "of them first (a waiting one closes " +
                      std::to_string(limits_.unjoined_ms / 60'000) +
                      " minutes after it was made unless someone joins)",
                  static_cast<int>(std::max<Millis>(1000, wait_ms) / 1000))
      .error();
}

Allowed<std::string> Rooms::fresh_code(const RoomOrigin& origin) {
  const auto length = origin.private_code ? kPrivateCodeLength : kPublicCodeLength;
  // A clash in the database is as rare as one here; a few draws are plenty.
  for (int draw = 0; draw < 8; ++draw) {
    std::string code;
    {
      std::lock_guard lock(mutex_);
      do code = new_match_code(length);
      while (rooms_.contains(code));
    }
    if (!claim_ || claim_(code)) return code;
  }
  return refuse(RefusalKind::kBusy, "no room code could be reserved; try again in a moment");
}

Allowed<std::shared_ptr<RoomHost>> Rooms::add(
    const std::function<std::shared_ptr<RoomHost>(std::string code)>& make,
    const RoomOrigin& origin) {
  const auto busy = [this] {
    return refuse(RefusalKind::kBusy, "the server is hosting as many matches as it can (" +
                                          std::to_string(limits_.max_live) +
                                          "); try again in a few minutes");
  };
  {
    std::lock_guard lock(mutex_);
    if (tally_.live() >= limits_.max_live) return busy();
    if (auto refusal = over_address_share(origin)) return std::unexpected(std::move(*refusal));
  }
  // Outside the lock (a claim is a database round trip): rooms made at the
  // same moment on other I/O threads may pass the bounds together, by at
  // most one each.
  auto code = fresh_code(origin);
  if (!code) return std::unexpected(code.error());
  std::lock_guard lock(mutex_);
  auto host = make(*code);
  host->count_lobby_changes(&lobby_generation_);
  lobby_generation_.fetch_add(1);
  host->count_in(tally_, origin);
  rooms_.emplace(std::move(*code), host);
  return host;
}

void Rooms::joined_from(const std::string& code, const std::string& address) {
  tally_.joined_from(code, address);
}

void Rooms::adopt(std::shared_ptr<RoomHost> host) {
  std::lock_guard lock(mutex_);
  host->count_lobby_changes(&lobby_generation_);
  lobby_generation_.fetch_add(1);
  // Its origin was not journaled: a restored room is not bounded by address.
  host->count_in(tally_, RoomOrigin{});
  const auto code = host->code();
  rooms_.emplace(code, std::move(host));
}

std::shared_ptr<RoomHost> Rooms::find(const std::string& code) const {
  std::lock_guard lock(mutex_);
  const auto it = rooms_.find(code);
  return it == rooms_.end() ? nullptr : it->second;
}

const cluster::LocalLobbyDirectory Rooms::alone_;

std::optional<std::vector<cluster::LobbyEntry>> Rooms::local_entries(
    std::uint64_t& generation) const {
  const auto now = lobby_generation_.load();
  if (now == generation) return std::nullopt;
  std::vector<cluster::LobbyEntry> entries;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [code, host] : rooms_) {
      auto summary = host->summary();
      if (summary.status == RoomStatus::kClosed) continue;
      if (!summary.is_public && (!summary.invited || summary.invited->empty())) continue;
      entries.push_back(lobby_entry_of(code, summary));
    }
  }
  generation = now;
  return entries;
}

json::array Rooms::open_lobbies() const {
  // A listing changes only with its room's lobby entry (ListedFacts), so the
  // lobby's generations tell when the list may have changed.
  const auto generations = this->generations();
  {
    std::lock_guard lock(cache_mutex_);
    if (open_cache_ && open_cache_->first == generations) return open_cache_->second;
  }
  const auto lobbies =
      every_server([](const cluster::LobbyEntry& entry) { return entry.listing != nullptr; });
  json::array out;
  for (const auto& lobby : lobbies) out.push_back(*lobby.listing);
  std::lock_guard lock(cache_mutex_);
  open_cache_.emplace(generations, out);
  return out;
}

json::array Rooms::lobby(std::string_view game) const {
  const auto shown = every_server([game](const cluster::LobbyEntry& entry) {
    return entry.listed && (game.empty() || entry.game == game);
  });
  json::array out;
  for (const auto& room : shown) out.push_back(*room.entry);
  return out;
}

std::string Rooms::lobby_text(const std::string& game) const {
  // Read before rendering: a change during the rendering makes the next read
  // render again rather than keep a text older than its generation.
  const auto generations = this->generations();
  {
    std::lock_guard lock(cache_mutex_);
    const auto it = lobby_cache_.find(game);
    if (it != lobby_cache_.end() && it->second.first == generations) return it->second.second;
  }
  auto text = boost::json::serialize(json::object{{"rooms", lobby(game)}});
  std::lock_guard lock(cache_mutex_);
  lobby_cache_[game] = {generations, text};
  return text;
}

json::array Rooms::invitations(const std::string& key) const {
  const auto found = every_server([&key](const cluster::LobbyEntry& entry) {
    return entry.rank == 0 && entry.invited &&
           std::find(entry.invited->begin(), entry.invited->end(), key) != entry.invited->end();
  });
  json::array out;
  for (const auto& room : found) out.push_back(*room.entry);
  return out;
}

// This server's rooms as they are now (none closed) and the others' from
// the directory, those `keep` accepts, in lobby order; never a code twice: a
// room held here is shown as it is here, even while the row of a server it
// came from has not changed hands yet.
std::vector<cluster::LobbyEntry> Rooms::every_server(
    const std::function<bool(const cluster::LobbyEntry&)>& keep) const {
  const auto remote = directory_->remote();
  std::vector<cluster::LobbyEntry> kept;
  std::unordered_set<std::string> here;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [code, host] : rooms_) {
      here.insert(code);
      const auto summary = host->summary();
      if (summary.status == RoomStatus::kClosed) continue;
      auto entry = lobby_entry_of(code, summary);
      if (keep(entry)) kept.push_back(std::move(entry));
    }
  }
  for (const auto& entry : *remote) {
    if (!here.contains(entry.code) && keep(entry)) kept.push_back(entry);
  }
  std::sort(kept.begin(), kept.end(), cluster::lobby_before);
  return kept;
}

void Rooms::forget_elsewhere(const std::string& key, const std::string& except_code, Millis now) {
  forget_here(key, except_code, now);
  if (announce_seated_) announce_seated_(key, except_code);
}

void Rooms::forget_here(const std::string& key, const std::string& except_code, Millis now) {
  std::vector<std::shared_ptr<RoomHost>> others;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [code, host] : rooms_) {
      if (code == except_code) continue;
      const auto summary = host->summary();
      if (summary.status == RoomStatus::kLobby && summary.involved->contains(key)) {
        others.push_back(host);
      }
    }
  }
  for (auto& host : others) host->run([key, now](Room& room) { room.forget(key, now); });
}

void Rooms::refresh_presence() {
  std::vector<std::shared_ptr<RoomHost>> live;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [code, host] : rooms_) {
      if (is_live(host->summary().status)) live.push_back(host);
    }
  }
  for (auto& host : live) host->refresh_presence();
}

int Rooms::sweep(Millis now) {
  std::vector<std::shared_ptr<RoomHost>> closed;
  std::vector<std::shared_ptr<RoomHost>> idle;
  {
    std::lock_guard lock(mutex_);
    for (auto it = rooms_.begin(); it != rooms_.end();) {
      const auto summary = it->second->summary();
      const bool idle_lobby = summary.status == RoomStatus::kLobby &&
                              now - summary.last_activity > limits_.lobby_idle_ms;
      // Waiting for someone else since its creation, however busy its creator.
      const auto unjoined_since =
          summary.status == RoomStatus::kLobby ? tally_.unjoined_since(it->first) : std::nullopt;
      const bool unjoined = unjoined_since && now - *unjoined_since > limits_.unjoined_ms;
      const bool old_finish = summary.status == RoomStatus::kFinished &&
                              now - summary.finished_at > limits_.finished_keep_ms;
      const bool closed_room = summary.status == RoomStatus::kClosed;
      if (summary.may_abandon && now - summary.human_acted_at >= limits_.abandon_ms) {
        idle.push_back(it->second);  // the room decides on its strand
      }
      if (idle_lobby || unjoined || old_finish || closed_room) {
        it->second->leave_registry();
        closed.push_back(it->second);
        it = rooms_.erase(it);
      } else {
        ++it;
      }
    }
  }
  for (auto& host : idle) host->abandon_if_idle(limits_.abandon_ms);
  for (auto& host : closed) {
    host->close();
    if (dropped_) dropped_(host->code());
  }
  if (!closed.empty()) lobby_generation_.fetch_add(1);
  return static_cast<int>(closed.size());
}

void Rooms::moved_away(const std::string& code) {
  {
    std::lock_guard lock(mutex_);
    const auto it = rooms_.find(code);
    if (it == rooms_.end()) return;
    it->second->leave_registry();
    rooms_.erase(it);
  }
  lobby_generation_.fetch_add(1);
}

int Rooms::live_count() const {
  return tally_.live();
}

void Rooms::close_all() {
  std::lock_guard lock(mutex_);
  for (auto& [code, host] : rooms_) host->close();
}

}  // namespace gavel::server
