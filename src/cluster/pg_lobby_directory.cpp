// Two threads: the publisher wakes every flush interval, asks Rooms for its
// entries when they changed, and writes the difference in one transaction
// followed by a NOTIFY; the reader LISTENs and reads the other servers'
// rows again when notified (or every few seconds regardless). Requests only
// ever read the snapshot in memory.
#include "cluster/pg_lobby_directory.h"

#include <algorithm>
#include <cstdio>
#include <random>
#include <set>
#include <string_view>

#include "postgres/listener.h"
#include "postgres/migrate.h"

namespace gavel::cluster {
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

constexpr std::string_view kCreateTable[] = {
    "CREATE TABLE lobby_entries ("
    " code TEXT PRIMARY KEY,"
    " server_id TEXT NOT NULL,"
    " game TEXT NOT NULL,"
    " rank INTEGER NOT NULL,"
    " created_at BIGINT NOT NULL,"
    " listed BOOLEAN NOT NULL,"
    " entry TEXT NOT NULL,"
    " listing TEXT,"
    " invited TEXT NOT NULL,"
    " expires_at TIMESTAMPTZ NOT NULL)",
    "CREATE INDEX lobby_entries_by_server ON lobby_entries (server_id)",
};
constexpr postgres::Migration kMigrations[] = {kCreateTable};

constexpr postgres::Statement kUpsert{
    "lobby_upsert",
    "INSERT INTO lobby_entries (code, server_id, game, rank, created_at, listed, entry, listing,"
    " invited, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,"
    " now() + $10::bigint * interval '1 millisecond')"
    " ON CONFLICT (code) DO UPDATE SET server_id = EXCLUDED.server_id, game = EXCLUDED.game,"
    " rank = EXCLUDED.rank, created_at = EXCLUDED.created_at, listed = EXCLUDED.listed,"
    " entry = EXCLUDED.entry, listing = EXCLUDED.listing, invited = EXCLUDED.invited,"
    " expires_at = EXCLUDED.expires_at"};
// A row another server has taken over since (it adopted the room) stays.
constexpr postgres::Statement kDelete{
    "lobby_delete", "DELETE FROM lobby_entries WHERE code = $1 AND server_id = $2"};
constexpr postgres::Statement kRenew{
    "lobby_renew",
    "UPDATE lobby_entries SET expires_at = now() + $2::bigint * interval '1 millisecond'"
    " WHERE server_id = $1"};
constexpr postgres::Statement kDropExpired{"lobby_drop_expired",
                                           "DELETE FROM lobby_entries WHERE expires_at < now()"};
constexpr postgres::Statement kNotify{"lobby_notify", "SELECT pg_notify($1, $2)"};
constexpr postgres::Statement kReadOthers{
    "lobby_read_others",
    "SELECT code, game, rank, created_at, listed, entry, listing, invited FROM lobby_entries"
    " WHERE server_id <> $1 AND expires_at > now() ORDER BY code"};

std::string random_server_id() {
  std::random_device device;
  std::string id = "s";
  for (int i = 0; i < 12; ++i) id += "0123456789abcdef"[device() % 16];
  return id;
}

std::string invited_text(const LobbyEntry& entry) {
  json::array keys;
  if (entry.invited) {
    for (const auto& key : *entry.invited) keys.emplace_back(key);
  }
  return json::serialize(keys);
}

bool same_entry(const LobbyEntry& a, const LobbyEntry& b) {
  return a.entry == b.entry && a.listing == b.listing && a.invited == b.invited &&
         a.rank == b.rank && a.listed == b.listed;
}

std::shared_ptr<const json::object> parsed_object(std::string_view text) {
  boost::system::error_code error;
  auto value = json::parse(text, error);
  if (error || !value.is_object()) return nullptr;
  return std::make_shared<const json::object>(std::move(value.as_object()));
}

}  // namespace

postgres::Result<std::unique_ptr<PgLobbyDirectory>> PgLobbyDirectory::open(PgLobbyOptions options) {
  auto writer = postgres::Connection::open(options.url);
  if (!writer) return std::unexpected(writer.error());
  if (auto migrated = postgres::migrate(*writer, "lobby", kMigrations); !migrated) {
    return std::unexpected(migrated.error());
  }
  auto channel = postgres::channel_for(*writer, "gavel_lobby");
  if (!channel) return std::unexpected(channel.error());
  if (options.server_id.empty()) options.server_id = random_server_id();
  return std::unique_ptr<PgLobbyDirectory>(
      new PgLobbyDirectory(std::move(options), std::move(*writer), std::move(*channel)));
}

PgLobbyDirectory::PgLobbyDirectory(PgLobbyOptions options, postgres::Connection writer,
                                   std::string channel)
    : options_(std::move(options)),
      writer_(std::move(writer)),
      channel_(std::move(channel)),
      remote_(std::make_shared<const std::vector<LobbyEntry>>()) {}

PgLobbyDirectory::~PgLobbyDirectory() {
  stop();
}

void PgLobbyDirectory::start(Gather gather) {
  gather_ = std::move(gather);
  publisher_ = std::thread([this] { publish_loop(); });
  listener_ = std::thread([this] { listen_loop(); });
}

void PgLobbyDirectory::stop() {
  {
    std::lock_guard lock(stop_mutex_);
    stopped_ = true;
  }
  stopping_.notify_all();
  if (publisher_.joinable()) publisher_.join();
  if (listener_.joinable()) listener_.join();
}

RemoteEntries PgLobbyDirectory::remote() const {
  std::lock_guard lock(remote_mutex_);
  return remote_;
}

bool PgLobbyDirectory::pause(std::chrono::milliseconds longest) {
  std::unique_lock lock(stop_mutex_);
  return !stopping_.wait_for(lock, longest, [this] { return stopped_; });
}

void PgLobbyDirectory::publish_loop() {
  std::optional<std::vector<LobbyEntry>> wanted;  // the latest gathered, until written
  bool failing = false;
  do {
    if (auto gathered = gather_(gathered_)) wanted = std::move(gathered);
    auto written = publish(wanted);
    if (!written && !failing) {
      std::fprintf(stderr, "gavel: cannot publish the lobby: %s\n",
                   written.error().message.c_str());
    }
    if (written) wanted.reset();
    failing = !written;
    if (!failing && std::chrono::steady_clock::now() - renewed_ >= options_.lease / 3) {
      failing = !renew();
    }
    if (failing && !writer_.alive()) (void)writer_.usable();
  } while (pause(options_.flush_every));
}

postgres::Result<void> PgLobbyDirectory::publish(
    const std::optional<std::vector<LobbyEntry>>& entries) {
  if (!entries) return {};
  std::vector<const LobbyEntry*> upserts;
  std::set<std::string> kept;
  for (const auto& entry : *entries) {
    kept.insert(entry.code);
    const auto it = published_.find(entry.code);
    if (it == published_.end() || !same_entry(it->second, entry)) upserts.push_back(&entry);
  }
  std::vector<std::string> deletes;
  for (const auto& [code, entry] : published_) {
    if (!kept.contains(code)) deletes.push_back(code);
  }
  if (upserts.empty() && deletes.empty()) return {};
  auto transaction = postgres::Transaction::begin(writer_);
  if (!transaction) return std::unexpected(transaction.error());
  const std::string lease = std::to_string(options_.lease.count());
  for (const auto* entry : upserts) {
    const postgres::Param params[] = {
        entry->code,
        options_.server_id,
        entry->game,
        std::to_string(entry->rank),
        std::to_string(entry->created_at),
        entry->listed ? "true" : "false",
        entry->entry ? json::serialize(*entry->entry) : "{}",
        entry->listing ? postgres::Param(json::serialize(*entry->listing)) : std::nullopt,
        invited_text(*entry),
        lease};
    if (auto done = writer_.execute(kUpsert, params); !done) return std::unexpected(done.error());
  }
  for (const auto& code : deletes) {
    const postgres::Param params[] = {code, options_.server_id};
    if (auto done = writer_.execute(kDelete, params); !done) return std::unexpected(done.error());
  }
  const postgres::Param notify[] = {channel_, options_.server_id};
  if (auto done = writer_.execute(kNotify, notify); !done) return std::unexpected(done.error());
  if (auto done = transaction->commit(); !done) return std::unexpected(done.error());
  for (const auto* entry : upserts) published_[entry->code] = *entry;
  for (const auto& code : deletes) published_.erase(code);
  return {};
}

postgres::Result<void> PgLobbyDirectory::renew() {
  const postgres::Param params[] = {options_.server_id, std::to_string(options_.lease.count())};
  auto renewed = writer_.execute(kRenew, params);
  if (!renewed) return std::unexpected(renewed.error());
  renewed_ = std::chrono::steady_clock::now();
  // Fewer rows than published: some expired while this server could not
  // renew them (and were dropped): every entry is written again.
  if (postgres::affected(*renewed) < static_cast<int>(published_.size())) published_.clear();
  if (auto dropped = writer_.execute(kDropExpired); !dropped) {
    return std::unexpected(dropped.error());
  }
  return {};
}

postgres::Result<void> PgLobbyDirectory::read_others(postgres::Connection& connection) {
  const postgres::Param params[] = {options_.server_id};
  auto rows = connection.execute(kReadOthers, params);
  if (!rows) return std::unexpected(rows.error());
  reads_.fetch_add(1);
  const int count = postgres::row_count(*rows);
  // The rows as one text: the same text, the same lobby, nothing to parse.
  std::string text;
  for (int row = 0; row < count; ++row) {
    for (int column = 0; column < 8; ++column) {
      text += postgres::text(*rows, row, column);
      text += '\x1f';
    }
    text += '\x1e';
  }
  if (text == remote_text_) return {};
  std::vector<LobbyEntry> entries;
  entries.reserve(static_cast<std::size_t>(count));
  for (int row = 0; row < count; ++row) {
    LobbyEntry entry;
    entry.code = postgres::text(*rows, row, 0);
    entry.game = postgres::text(*rows, row, 1);
    const auto rank = postgres::int64(*rows, row, 2);
    const auto created = postgres::int64(*rows, row, 3);
    entry.entry = parsed_object(postgres::text(*rows, row, 5));
    if (!rank || !created || !entry.entry) continue;  // not a row this code wrote
    entry.rank = static_cast<int>(*rank);
    entry.created_at = *created;
    entry.listed = postgres::text(*rows, row, 4) == "t";
    if (!postgres::is_null(*rows, row, 6))
      entry.listing = parsed_object(postgres::text(*rows, row, 6));
    boost::system::error_code error;
    const auto keys = json::parse(postgres::text(*rows, row, 7), error);
    auto invited = std::make_shared<std::vector<std::string>>();
    if (!error && keys.is_array()) {
      for (const auto& key : keys.as_array()) {
        if (key.is_string()) invited->emplace_back(key.as_string());
      }
    }
    entry.invited = std::move(invited);
    entries.push_back(std::move(entry));
  }
  std::sort(entries.begin(), entries.end(), lobby_before);
  {
    std::lock_guard lock(remote_mutex_);
    remote_ = std::make_shared<const std::vector<LobbyEntry>>(std::move(entries));
    remote_text_ = std::move(text);
  }
  generation_.fetch_add(1);
  return {};
}

void PgLobbyDirectory::listen_loop() {
  // Short waits, so stop() is heard within one of them.
  constexpr auto kSlice = 200ms;
  bool failing = false;
  while (true) {
    auto listener = postgres::Listener::open(options_.url, channel_);
    auto reader = listener
                      ? postgres::Connection::open(options_.url)
                      : postgres::Result<postgres::Connection>(std::unexpected(listener.error()));
    // Listening first, then reading: a change made in between is read now
    // or notified after.
    auto first =
        reader ? read_others(*reader) : postgres::Result<void>(std::unexpected(reader.error()));
    if (!first) {
      if (!failing) {
        std::fprintf(stderr, "gavel: cannot follow the other servers' lobby: %s\n",
                     first.error().message.c_str());
      }
      failing = true;
      if (!pause(1s)) return;
      continue;
    }
    failing = false;
    auto last_read = std::chrono::steady_clock::now();
    while (true) {
      if (!pause(0ms)) return;
      auto arrived = listener->wait(kSlice);
      if (!arrived) break;  // reconnect
      const bool others = std::any_of(arrived->begin(), arrived->end(),
                                      [this](const auto& id) { return id != options_.server_id; });
      const bool due = std::chrono::steady_clock::now() - last_read >= options_.reread_every;
      if (!others && !due) continue;
      if (others) {
        if (!pause(options_.debounce)) return;
        if (auto more = listener->wait(0ms); !more) break;  // gathered into this read
      }
      if (!read_others(*reader)) break;
      last_read = std::chrono::steady_clock::now();
    }
  }
}

}  // namespace gavel::cluster
