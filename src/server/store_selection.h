// Where the server keeps everything: SQLite files under DATA_DIR (the
// default), or one PostgreSQL database when DATABASE_URL is set, shared by
// every server pointed at it (docs/deploy.md, "PostgreSQL").
#pragma once

#include <memory>

#include "accounts/account_store.h"
#include "accounts/wallet_store.h"
#include "cluster/lobby_directory.h"
#include "cluster/room_ownership.h"
#include "cluster/server_events.h"
#include "postgres/pg.h"
#include "server/config.h"
#include "server/room_defaults.h"
#include "store/room_journal.h"
#include "store/store.h"

namespace gavel::server {

engine::Result<std::unique_ptr<store::MatchStore>> open_match_store(const Config& config);
accounts::Result<std::unique_ptr<accounts::AccountStore>> open_account_store(const Config& config);
accounts::Result<std::unique_ptr<accounts::WalletStore>> open_wallet_store(const Config& config);
engine::Result<RoomDefaults> open_room_defaults(const Config& config);
// `server_id` names this server among those sharing a database (unused
// with SQLite): its journal is fenced by room ownership, its lobby rows are
// its own.
engine::Result<std::unique_ptr<store::RoomJournal>> open_room_journal(const Config& config,
                                                                      const std::string& server_id);
// The other servers' lobby: none with SQLite, PostgreSQL's otherwise
// (docs/deploy.md, "Lobby across servers").
postgres::Result<std::unique_ptr<cluster::LobbyDirectory>> open_lobby_directory(
    const Config& config, const std::string& server_id);
// What servers tell each other at once (cluster/server_events.h): null
// with SQLite.
postgres::Result<std::unique_ptr<cluster::ServerEvents>> open_server_events(
    const Config& config, const std::string& server_id);
// Who holds which room (docs/deploy.md, "Room ownership"): null with
// SQLite, where one server holds every room. Open after the journal.
postgres::Result<std::unique_ptr<cluster::RoomOwnership>> open_room_ownership(
    const Config& config, const std::string& server_id);

}  // namespace gavel::server
