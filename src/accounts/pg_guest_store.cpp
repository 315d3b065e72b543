// PgAccountStore's guests: kept by the digest of their cookie's secret, like
// sessions, bounded by idleness and by a count.
#include "accounts/pg_account_rows.h"
#include "accounts/pg_account_store.h"
#include "accounts/pg_errors.h"
#include "accounts/secret_token.h"

namespace gavel::accounts {
namespace {

using postgres::Statement;

constexpr Statement kCreate = {"guests_create",
                               "INSERT INTO guests (digest, name, created_at, last_seen_at)"
                               " VALUES ($1, $2, $3::bigint, $3::bigint) RETURNING number"};
constexpr Statement kFind = {
    "guests_find", "SELECT number, name, created_at, last_seen_at FROM guests WHERE digest = $1"};
constexpr Statement kTouch = {"guests_touch",
                              "UPDATE guests SET last_seen_at = $2::bigint WHERE digest = $1"};
constexpr Statement kDelete = {"guests_delete", "DELETE FROM guests WHERE digest = $1"};
constexpr Statement kNameTaken = {
    "guests_name_taken",
    "SELECT 1 FROM guests WHERE name = $1 AND last_seen_at > $2::bigint LIMIT 1"};
// Idle ones first (they could not be found any more anyway), then, if the
// table is still over its bound, the longest idle: the least likely back.
constexpr Statement kTrimIdle = {"guests_trim_idle",
                                 "DELETE FROM guests WHERE last_seen_at <= $1::bigint"};
constexpr Statement kTrimCount = {
    "guests_trim_count",
    "DELETE FROM guests WHERE number IN (SELECT number FROM guests"
    " ORDER BY last_seen_at, number"
    " LIMIT greatest(0, (SELECT count(*) FROM guests) - $1::bigint))"};
constexpr Statement kCount = {"guests_count", "SELECT count(*) FROM guests"};

}  // namespace

Result<StoredGuest> PgAccountStore::create_guest(std::string_view secret, std::string_view name,
                                                 std::int64_t now_ms) {
  auto rows = run(kCreate, {digest_secret(secret), std::string(name), number(now_ms)});
  if (!rows) return std::unexpected(rows.error());
  auto guest_number = column_int64(*rows, 0, 0);
  if (!guest_number) return std::unexpected(guest_number.error());
  return StoredGuest{*guest_number, std::string(name), now_ms, now_ms};
}

Result<std::optional<StoredGuest>> PgAccountStore::find_guest(std::string_view secret,
                                                              std::int64_t now_ms,
                                                              std::int64_t idle_ms) {
  const std::string digest = digest_secret(secret);
  auto rows = run(kFind, {digest});
  if (!rows) return std::unexpected(rows.error());
  if (postgres::row_count(*rows) == 0) return std::nullopt;
  auto guest_number = column_int64(*rows, 0, 0);
  auto created = column_int64(*rows, 0, 2);
  auto seen = column_int64(*rows, 0, 3);
  if (!guest_number || !created || !seen) {
    return std::unexpected(!guest_number ? guest_number.error()
                                         : (!created ? created.error() : seen.error()));
  }
  StoredGuest guest{*guest_number, postgres::text(*rows, 0, 1), *created, *seen};
  const bool idle = now_ms - guest.last_seen_at_ms >= idle_ms;
  if (!idle && now_ms - guest.last_seen_at_ms < kTouchEveryMs) return guest;
  auto changed = idle ? run(kDelete, {digest}) : run(kTouch, {digest, number(now_ms)});
  if (!changed) return std::unexpected(changed.error());
  if (idle) return std::nullopt;
  guest.last_seen_at_ms = now_ms;
  return guest;
}

Result<bool> PgAccountStore::guest_name_taken(std::string_view name, std::int64_t now_ms,
                                              std::int64_t idle_ms) {
  auto rows = run(kNameTaken, {std::string(name), number(now_ms - idle_ms)});
  if (!rows) return std::unexpected(rows.error());
  return postgres::row_count(*rows) > 0;
}

Result<std::int64_t> PgAccountStore::trim_guests(std::int64_t now_ms, std::int64_t idle_ms,
                                                 std::int64_t max_guests) {
  if (auto done = run(kTrimIdle, {number(now_ms - idle_ms)}); !done) {
    return std::unexpected(done.error());
  }
  if (auto done = run(kTrimCount, {number(max_guests)}); !done) {
    return std::unexpected(done.error());
  }
  auto rows = run(kCount, {});
  if (!rows) return std::unexpected(rows.error());
  return column_int64(*rows, 0, 0);
}

}  // namespace gavel::accounts
