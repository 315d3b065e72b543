#include "server/store_selection.h"

#include <filesystem>

#include "accounts/pg_account_store.h"
#include "accounts/pg_wallet_store.h"
#include "accounts/sqlite_account_store.h"
#include "accounts/sqlite_wallet_store.h"
#include "cluster/pg_lobby_directory.h"
#include "store/pg_room_journal.h"
#include "store/pg_settings_text.h"
#include "store/pg_store.h"
#include "store/sqlite_room_journal.h"
#include "store/sqlite_store.h"

namespace gavel::server {
namespace {

std::string in_data_dir(const Config& config, const char* file) {
  return (std::filesystem::path(config.data_dir) / file).string();
}

bool shared(const Config& config) {
  return !config.database_url.empty();
}

}  // namespace

engine::Result<std::unique_ptr<store::MatchStore>> open_match_store(const Config& config) {
  if (shared(config)) return store::PgStore::open(config.database_url);
  return store::SqliteStore::open(in_data_dir(config, "gavel.db"));
}

accounts::Result<std::unique_ptr<accounts::AccountStore>> open_account_store(const Config& config) {
  if (shared(config)) return accounts::PgAccountStore::open(config.database_url, {});
  return accounts::SqliteAccountStore::open(in_data_dir(config, "accounts.db"));
}

accounts::Result<std::unique_ptr<accounts::WalletStore>> open_wallet_store(const Config& config) {
  if (shared(config)) return accounts::PgWalletStore::open(config.database_url);
  return accounts::SqliteWalletStore::open(in_data_dir(config, "wallets.db"));
}

engine::Result<RoomDefaults> open_room_defaults(const Config& config) {
  if (!shared(config)) return RoomDefaults::load(in_data_dir(config, "room-defaults.json"));
  auto text = store::PgSettingsText::open(config.database_url, "room_defaults");
  if (!text) return std::unexpected(text.error());
  return RoomDefaults::load(std::move(*text));
}

engine::Result<std::unique_ptr<store::RoomJournal>> open_room_journal(
    const Config& config, const std::string& server_id) {
  // PostgreSQL's commit waits for its own WAL flush (synchronous_commit),
  // which its operator sets; JOURNAL_SYNC is SQLite's.
  if (shared(config)) return store::PgRoomJournal::open(config.database_url, server_id);
  return store::SqliteRoomJournal::open(in_data_dir(config, "rooms.db"), config.journal_fsync);
}

postgres::Result<std::unique_ptr<cluster::LobbyDirectory>> open_lobby_directory(
    const Config& config, const std::string& server_id) {
  if (!shared(config)) return std::make_unique<cluster::LocalLobbyDirectory>();
  auto directory =
      cluster::PgLobbyDirectory::open({.url = config.database_url, .server_id = server_id});
  if (!directory) return std::unexpected(directory.error());
  return std::unique_ptr<cluster::LobbyDirectory>(std::move(*directory));
}

postgres::Result<std::unique_ptr<cluster::ServerEvents>> open_server_events(
    const Config& config, const std::string& server_id) {
  if (!shared(config)) return nullptr;
  return cluster::ServerEvents::open(config.database_url, server_id);
}

postgres::Result<std::unique_ptr<cluster::RoomOwnership>> open_room_ownership(
    const Config& config, const std::string& server_id) {
  if (!shared(config)) return nullptr;
  return cluster::RoomOwnership::open(config.database_url, server_id,
                                      std::chrono::milliseconds(config.lease_ms));
}

}  // namespace gavel::server
