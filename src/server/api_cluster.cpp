// The servers' side of routing (docs/deploy.md, "Routing"). nginx asks any
// server where a room's request goes (GET /api/cluster/owner, the room's
// path in X-Original-URI) and sends the request there; a server asked about
// a room it does not hold tells the client to ask again (503, Retry-After),
// and a room nobody holds any more is adopted at once.
#include <algorithm>

#include "server/api.h"

namespace gavel::server {
namespace {

using Place = cluster::Whereabouts::Place;

Response owner_answer(const std::string& address) {
  return Response{200,
                  "text/plain; charset=utf-8",
                  "",
                  {{"X-Gavel-Owner", address}, {"Cache-Control", "no-store"}}};
}

}  // namespace

std::string room_code_in(std::string_view uri) {
  uri = uri.substr(0, uri.find('?'));
  for (const std::string_view prefix : {"/api/matches/", "/api/rooms/", "/api/replay/", "/m/"}) {
    if (!uri.starts_with(prefix)) continue;
    auto code = uri.substr(prefix.size());
    code = code.substr(0, code.find('/'));
    if (code.empty() || code.size() > 32) return "";
    return upper_code(std::string(code));
  }
  return "";
}

void Api::owner_lookup(const Request& request, const Reply& reply) {
  auto* ownership = parts_.ownership;
  if (!ownership) {
    return reply(error_response(404, "this server runs alone: there is no cluster to route in"));
  }
  // (Only a trusted proxy reaches here: Api::handle.)
  const auto code = room_code_in(request.original_uri);
  const auto& self = ownership->server_id();
  if (code.empty() || (!draining_ && parts_.rooms.find(code))) return reply(owner_answer(self));
  // A busy room of another server: where a recent lookup found it.
  if (auto cached = owner_cache_.find(code, cluster::OwnerCache::Clock::now())) {
    return reply(owner_answer(*cached));
  }
  asio::post(parts_.background, [this, ownership, code, reply] {
    const auto& self = ownership->server_id();
    // Before the question, so that the answer is never kept past the lease
    // the database saw.
    const auto asked_at = cluster::OwnerCache::Clock::now();
    auto where = ownership->locate(code);
    // Unsure (the database did not answer): this server answers, if only to
    // say it cannot help.
    if (!where) return reply(owner_answer(self));
    if (where->place == Place::kElsewhere) {
      owner_cache_.remember(code, where->address, asked_at, where->holds_for);
      return reply(owner_answer(where->address));
    }
    if (where->place == Place::kHere || !draining_) {
      if (where->place == Place::kUnheld) parts_.adopt_now();
      return reply(owner_answer(self));
    }
    // Stopping: a room nobody holds is for a server that stays.
    auto open = ownership->any_open_server();
    reply(owner_answer(open && *open ? **open : self));
  });
}

void Api::missing_room(const std::string& code, const Reply& reply) const {
  const auto not_found = [code] { return error_response(404, "no match with code " + code); };
  auto* ownership = parts_.ownership;
  if (!ownership) return reply(not_found());
  asio::post(parts_.background, [this, ownership, code, reply, not_found] {
    auto where = ownership->locate(code);
    if (!where || where->place == Place::kNowhere) return reply(not_found());
    if (where->place == Place::kUnheld && !draining_) parts_.adopt_now();
    auto response = moved_response();
    if (where->place == Place::kElsewhere) {
      response.headers.emplace_back("X-Gavel-Owner", where->address);
    }
    reply(std::move(response));
  });
}

bool Api::trusts_proxy(const std::string& peer) const {
  const auto& trusted = parts_.config.trusted_proxies;
  return std::find(trusted.begin(), trusted.end(), peer) != trusted.end();
}

std::string Api::client_of(const std::string& peer, std::string_view forwarded_for) const {
  if (forwarded_for.empty() || !trusts_proxy(peer)) return peer;
  return std::string(forwarded_for);
}

}  // namespace gavel::server
