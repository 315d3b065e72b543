#include "cluster/room_ownership.h"

#include <algorithm>
#include <array>

namespace gavel::cluster {
namespace {

using postgres::Param;
using postgres::Statement;

// A start clears a stop's mark: the server takes rooms again.
constexpr Statement kStart = {
    "cluster_servers_start",
    "INSERT INTO cluster_servers (id, alive_until, renewed_at, draining)"
    " VALUES ($1, now() + $2::bigint * interval '1 millisecond', now(), false)"
    " ON CONFLICT (id) DO UPDATE SET alive_until = EXCLUDED.alive_until,"
    " renewed_at = EXCLUDED.renewed_at, draining = false"};
constexpr Statement kRenew = {"cluster_servers_renew",
                              "INSERT INTO cluster_servers (id, alive_until, renewed_at)"
                              " VALUES ($1, now() + $2::bigint * interval '1 millisecond', now())"
                              " ON CONFLICT (id) DO UPDATE SET alive_until = EXCLUDED.alive_until,"
                              " renewed_at = EXCLUDED.renewed_at"};
// The rooms nobody holds: released, of a server gone from the table, or of
// one whose lease lapsed; rows another adopter (or a commit) has locked are
// left for the next round. How long each went unheld: since its release,
// or since its server last renewed.
constexpr Statement kAdopt = {
    "room_owners_adopt",
    "WITH picked AS ("
    " SELECT o.code, CASE WHEN o.server_id IS NULL THEN o.released_at ELSE s.renewed_at END"
    " AS since"
    " FROM room_owners o LEFT JOIN cluster_servers s ON s.id = o.server_id"
    " WHERE o.server_id IS NULL OR s.id IS NULL OR s.alive_until < now()"
    " ORDER BY o.code LIMIT $2 FOR UPDATE OF o SKIP LOCKED)"
    " UPDATE room_owners r SET server_id = $1, released_at = NULL, epoch = r.epoch + 1"
    " FROM picked WHERE r.code = picked.code"
    " RETURNING r.code, COALESCE((extract(epoch FROM now() - picked.since) * 1000)::bigint, 0)"};
constexpr Statement kClaim = {
    "room_owners_claim_new",
    "INSERT INTO room_owners (code, server_id) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING"};
constexpr Statement kReclaim = {
    "room_owners_reclaim",
    "UPDATE room_owners SET epoch = epoch + 1 WHERE server_id = $1 RETURNING code"};
constexpr Statement kLocate = {
    "room_owners_locate",
    "SELECT o.server_id, (s.id IS NOT NULL AND s.alive_until > now())::int,"
    " CASE WHEN s.draining THEN 0"
    " ELSE GREATEST(0, floor(EXTRACT(EPOCH FROM s.alive_until - now()) * 1000))::bigint END"
    " FROM room_owners o LEFT JOIN cluster_servers s ON s.id = o.server_id WHERE o.code = $1"};
constexpr Statement kAnyOpen = {"cluster_servers_any_open",
                                "SELECT id FROM cluster_servers"
                                " WHERE alive_until > now() AND NOT draining"
                                " ORDER BY random() LIMIT 1"};
constexpr Statement kDrain = {"cluster_servers_drain",
                              "UPDATE cluster_servers SET draining = true WHERE id = $1"};
constexpr Statement kRelease = {
    "room_owners_release",
    "UPDATE room_owners SET server_id = NULL, released_at = now() WHERE server_id = $1"};
constexpr Statement kLeave = {"cluster_servers_leave", "DELETE FROM cluster_servers WHERE id = $1"};

}  // namespace

postgres::Result<std::unique_ptr<RoomOwnership>> RoomOwnership::open(
    const std::string& url, std::string server_id, std::chrono::milliseconds lease) {
  // The lease keeper's renewals and adoptions, and the proxy's lookups.
  auto pool = postgres::Pool::open(url, 3);
  if (!pool) return std::unexpected(pool.error());
  std::unique_ptr<RoomOwnership> ownership(
      new RoomOwnership(std::move(*pool), std::move(server_id), lease));
  auto connection = ownership->pool_->acquire();
  if (!connection) return std::unexpected(connection.error());
  const std::array<Param, 2> params = {ownership->server_id_, std::to_string(lease.count())};
  if (auto done = (*connection)->execute(kStart, params); !done) {
    return std::unexpected(done.error());
  }
  return ownership;
}

postgres::Result<bool> RoomOwnership::claim(const std::string& code) {
  auto connection = pool_->acquire();
  if (!connection) return std::unexpected(connection.error());
  const std::array<Param, 2> params = {code, server_id_};
  auto done = (*connection)->execute(kClaim, params);
  if (!done) return std::unexpected(done.error());
  return postgres::affected(*done) == 1;
}

postgres::Result<void> RoomOwnership::renew() {
  auto connection = pool_->acquire();
  if (!connection) return std::unexpected(connection.error());
  const std::array<Param, 2> params = {server_id_, std::to_string(lease_.count())};
  if (auto done = (*connection)->execute(kRenew, params); !done) {
    return std::unexpected(done.error());
  }
  return {};
}

postgres::Result<std::vector<Adopted>> RoomOwnership::adopt(int limit) {
  auto connection = pool_->acquire();
  if (!connection) return std::unexpected(connection.error());
  const std::array<Param, 2> params = {server_id_, std::to_string(limit)};
  auto rows = (*connection)->execute(kAdopt, params);
  if (!rows) return std::unexpected(rows.error());
  std::vector<Adopted> adopted;
  for (int row = 0, count = postgres::row_count(*rows); row < count; ++row) {
    auto unheld = postgres::int64(*rows, row, 1);
    if (!unheld) return std::unexpected(unheld.error());
    adopted.push_back({postgres::text(*rows, row, 0), std::max<std::int64_t>(0, *unheld)});
  }
  return adopted;
}

postgres::Result<std::vector<std::string>> RoomOwnership::reclaim() {
  auto connection = pool_->acquire();
  if (!connection) return std::unexpected(connection.error());
  const std::array<Param, 1> params = {server_id_};
  auto rows = (*connection)->execute(kReclaim, params);
  if (!rows) return std::unexpected(rows.error());
  std::vector<std::string> codes;
  for (int row = 0, count = postgres::row_count(*rows); row < count; ++row) {
    codes.push_back(postgres::text(*rows, row, 0));
  }
  return codes;
}

postgres::Result<Whereabouts> RoomOwnership::locate(const std::string& code) {
  auto connection = pool_->acquire();
  if (!connection) return std::unexpected(connection.error());
  const std::array<Param, 1> params = {code};
  auto rows = (*connection)->execute(kLocate, params);
  if (!rows) return std::unexpected(rows.error());
  Whereabouts where;
  if (postgres::row_count(*rows) == 0) return where;
  if (postgres::is_null(*rows, 0, 0)) {
    where.place = Whereabouts::Place::kUnheld;
    return where;
  }
  auto owner = postgres::text(*rows, 0, 0);
  const bool alive = postgres::text(*rows, 0, 1) == "1";
  if (owner == server_id_) {
    where.place = Whereabouts::Place::kHere;
  } else if (alive) {
    where.place = Whereabouts::Place::kElsewhere;
    where.address = std::move(owner);
    auto holds_for = postgres::int64(*rows, 0, 2);
    if (!holds_for) return std::unexpected(holds_for.error());
    where.holds_for = std::chrono::milliseconds(*holds_for);
  } else {
    where.place = Whereabouts::Place::kUnheld;
  }
  return where;
}

postgres::Result<std::optional<std::string>> RoomOwnership::any_open_server() {
  auto connection = pool_->acquire();
  if (!connection) return std::unexpected(connection.error());
  auto rows = (*connection)->execute(kAnyOpen);
  if (!rows) return std::unexpected(rows.error());
  if (postgres::row_count(*rows) == 0) return std::nullopt;
  return postgres::text(*rows, 0, 0);
}

postgres::Result<void> RoomOwnership::drain() {
  auto connection = pool_->acquire();
  if (!connection) return std::unexpected(connection.error());
  const std::array<Param, 1> params = {server_id_};
  if (auto done = (*connection)->execute(kDrain, params); !done) {
    return std::unexpected(done.error());
  }
  return {};
}

postgres::Result<int> RoomOwnership::release_all() {
  auto connection = pool_->acquire();
  if (!connection) return std::unexpected(connection.error());
  auto transaction = postgres::Transaction::begin(**connection);
  if (!transaction) return std::unexpected(transaction.error());
  const std::array<Param, 1> params = {server_id_};
  auto released = (*connection)->execute(kRelease, params);
  if (!released) return std::unexpected(released.error());
  if (auto done = (*connection)->execute(kLeave, params); !done) {
    return std::unexpected(done.error());
  }
  if (auto done = transaction->commit(); !done) return std::unexpected(done.error());
  return postgres::affected(*released);
}

}  // namespace gavel::cluster
