// Accept loop and lifecycle. Each connection gets its own strand; each match
// its own strand (RoomHost); house bots think on a separate pool so a slow
// decision never holds up I/O.
#include "server/server.h"

#include <algorithm>
#include <boost/asio.hpp>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <thread>

#include "cluster/lease_keeper.h"
#include "server/api.h"
#include "server/clock.h"
#include "server/http_session.h"
#include "server/journal_writer.h"
#include "server/log_line.h"
#include "server/match_results.h"
#include "server/room_recovery.h"
#include "server/rooms.h"
#include "server/secrets.h"
#include "server/store_selection.h"
#include "server/worker_pool.h"

namespace gavel::server {
namespace {

// ADMIN names an account that must already exist: at start it is made the
// administrator (docs/accounts.md, "The administrator"). It never makes a
// later sign-up one, so nobody can claim the role by taking the name first.
void grant_configured_administrator(accounts::AccountStore& accounts, const std::string& name) {
  if (name.empty()) return;
  auto granted = accounts.set_admin(name, true);
  if (!granted) {
    std::fprintf(stderr,
                 "gavel: ADMIN=%s names no account (%s); sign up first, then restart or run "
                 "'gavel admin grant NAME'\n",
                 name.c_str(), granted.error().message.c_str());
    log_line("admin_not_granted", {{"name", name}, {"reason", granted.error().message}});
    return;
  }
  log_line("admin_granted", {{"name", granted->name}, {"by", "ADMIN setting"}});
}

// Accepts connections for ever. An accept that fails (out of file
// descriptors: EMFILE, ENFILE; or anything else) is retried after a pause
// that doubles from 50 ms to 1 s, instead of at once: retrying at once spins
// a core while the open connections still need it.
class Listener : public std::enable_shared_from_this<Listener> {
 public:
  Listener(asio::io_context& io, tcp::acceptor acceptor, Api& api, Rooms& rooms, Limits limits,
           int connections_per_address)
      : io_(io),
        acceptor_(std::move(acceptor)),
        api_(api),
        rooms_(rooms),
        limits_(limits),
        connections_(connections_per_address),
        pause_(io) {}

  void accept() {
    acceptor_.async_accept(asio::make_strand(io_),
                           [self = shared_from_this()](beast::error_code ec, tcp::socket socket) {
                             if (ec == asio::error::operation_aborted) return;
                             if (ec) return self->pause_after(ec);
                             self->backoff_ = std::chrono::milliseconds(0);
                             self->admit(std::move(socket));
                             self->accept();
                           });
  }
  void stop() {
    beast::error_code ec;
    acceptor_.close(ec);
    pause_.cancel();
  }

 private:
  static constexpr std::chrono::milliseconds kFirstPause{50};
  static constexpr std::chrono::milliseconds kLongestPause{1000};

  // Over its address's connection limit, a connection is closed before
  // anything is read from it (docs/api.md, "Limits").
  void admit(tcp::socket socket) {
    beast::error_code ec;
    const auto peer = socket.remote_endpoint(ec);
    if (ec) return;  // already gone
    auto slot = connections_.open(peer.address().to_string());
    if (!slot) return;  // the socket closes here
    // Answers and pushes are whole messages written at once: sending them
    // without waiting (no Nagle) keeps a second small write, such as a
    // WebSocket's ack after its push, from waiting for the peer's delayed ACK.
    socket.set_option(tcp::no_delay(true), ec);
    std::make_shared<HttpSession>(std::move(socket), api_, rooms_, limits_, std::move(slot))->run();
  }

  void pause_after(const beast::error_code& ec) {
    backoff_ = backoff_.count() == 0 ? kFirstPause : std::min(backoff_ * 2, kLongestPause);
    // Logged when the pause starts or reaches its longest, not at every retry.
    if (backoff_ == kFirstPause || backoff_ == kLongestPause) {
      log_line("accept_failed", {{"error", ec.message()},
                                 {"retry_ms", static_cast<std::int64_t>(backoff_.count())}});
    }
    pause_.expires_after(backoff_);
    pause_.async_wait([self = shared_from_this()](beast::error_code ec) {
      if (!ec) self->accept();
    });
  }

  asio::io_context& io_;
  tcp::acceptor acceptor_;
  Api& api_;
  Rooms& rooms_;
  Limits limits_;
  ConnectionLimit connections_;
  asio::steady_timer pause_;
  std::chrono::milliseconds backoff_{0};
};

void sweep_every_minute(asio::steady_timer& timer, store::MatchStore& store, Stakes& stakes,
                        const Config& config) {
  timer.expires_after(std::chrono::minutes(1));
  timer.async_wait([&](beast::error_code ec) {
    if (ec) return;
    (void)store.purge_older_than(now_ms() - static_cast<Millis>(config.replay_days) * 86'400'000);
    // Pots of rooms that closed or idled out go back to their players.
    stakes.reconcile_all();
    sweep_every_minute(timer, store, stakes, config);
  });
}

// Rooms are swept every minute, or more often when unjoined or finished rooms
// live less than a few minutes (tests set UNJOINED_ROOM_SECONDS and
// FINISHED_ROOM_SECONDS low), so none outlives its time by much.
void sweep_rooms(asio::steady_timer& timer, Rooms& rooms, std::chrono::milliseconds every) {
  timer.expires_after(every);
  timer.async_wait([&timer, &rooms, every](beast::error_code ec) {
    if (ec) return;
    rooms.sweep(now_ms());
    sweep_rooms(timer, rooms, every);
  });
}

}  // namespace

namespace {
// Seats go offline some seconds after their last sign of life (docs/rooms.md).
void refresh_presence_often(asio::steady_timer& timer, Rooms& rooms) {
  timer.expires_after(std::chrono::seconds(10));
  timer.async_wait([&timer, &rooms](beast::error_code ec) {
    if (ec) return;
    rooms.refresh_presence();
    refresh_presence_often(timer, rooms);
  });
}
}  // namespace

namespace {
// A graceful stop waits this long at most for requests in flight.
constexpr Millis kDrainLimitMs = 10'000;

// Checks every 20 ms until nothing is in flight or the limit passed.
void wait_for_answers(asio::steady_timer& timer, const Drain& drain, Millis limit,
                      std::function<void()> then) {
  if (drain.in_flight() == 0 || now_ms() >= limit) {
    log_line("stopped", {{"in_flight", drain.in_flight()}});
    return then();
  }
  timer.expires_after(std::chrono::milliseconds(20));
  timer.async_wait([&timer, &drain, limit, then = std::move(then)](beast::error_code) mutable {
    wait_for_answers(timer, drain, limit, std::move(then));
  });
}
}  // namespace

int serve(const Config& config, const games::Catalog& catalog) {
  if (!init_secrets()) {
    std::fprintf(stderr, "gavel: libsodium failed to initialise\n");
    return 1;
  }
  auto store = open_match_store(config);
  if (!store) {
    std::fprintf(stderr, "gavel: cannot open the store: %s\n", store.error().message.c_str());
    return 1;
  }
  (void)(*store)->purge_older_than(now_ms() - static_cast<Millis>(config.replay_days) * 86'400'000);

  const int threads = config.threads > 0
                          ? config.threads
                          : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  asio::io_context io(threads);
  // Bots think at low priority; blocking work (SQLite, argon2id) has its own
  // threads so that neither holds up the other or an I/O thread.
  WorkerPool bot_pool(threads, WorkerPool::Priority::kLow);
  WorkerPool background(threads, WorkerPool::Priority::kNormal);
  // Listening first (accepting only once the rooms are back): the port is
  // this server's name among those sharing a database.
  beast::error_code ec;
  const auto address = asio::ip::make_address(config.host, ec);
  if (ec) {
    std::fprintf(stderr, "gavel: HOST '%s' is not an IP address\n", config.host.c_str());
    return 1;
  }
  tcp::acceptor acceptor(io);
  const tcp::endpoint endpoint(address, static_cast<unsigned short>(config.port));
  acceptor.open(endpoint.protocol(), ec);
  if (!ec) acceptor.set_option(asio::socket_base::reuse_address(true), ec);
  if (!ec) acceptor.bind(endpoint, ec);
  if (!ec) acceptor.listen(asio::socket_base::max_listen_connections, ec);
  if (ec) {
    std::fprintf(stderr, "gavel: cannot listen on %s:%d: %s\n", config.host.c_str(), config.port,
                 ec.message().c_str());
    return 1;
  }
  const int port = acceptor.local_endpoint().port();
  const std::string server_id =
      config.server_address.empty() ? "127.0.0.1:" + std::to_string(port) : config.server_address;
  Rooms rooms(
      RoomLimits{.max_live = config.max_live_matches,
                 .lobby_idle_ms = static_cast<Millis>(config.lobby_idle_hours) * 3'600'000,
                 .finished_keep_ms = static_cast<Millis>(config.finished_room_seconds) * 1000,
                 .unjoined_per_address = config.rooms_per_address,
                 .unjoined_ms = static_cast<Millis>(config.unjoined_room_seconds) * 1000,
                 .abandon_ms = static_cast<Millis>(config.abandon_seconds) * 1000});
  // Every server's rooms in this one's lobby; stopped before `rooms` goes.
  auto lobby_directory = open_lobby_directory(config, server_id);
  if (!lobby_directory) {
    std::fprintf(stderr, "gavel: cannot open the lobby: %s\n",
                 lobby_directory.error().message.c_str());
    return 1;
  }
  rooms.use_directory(**lobby_directory);
  (*lobby_directory)->start([&rooms](std::uint64_t& seen) { return rooms.local_entries(seen); });
  // No reserved name is open to sign-up (not even ADMIN's): the
  // administrator is a stored flag (`gavel admin grant`), not a name.
  auto accounts = open_account_store(config);
  if (!accounts) {
    std::fprintf(stderr, "gavel: cannot open the accounts: %s\n", accounts.error().message.c_str());
    return 1;
  }
  grant_configured_administrator(**accounts, config.administrator);
  auto wallets = open_wallet_store(config);
  if (!wallets) {
    std::fprintf(stderr, "gavel: cannot open the wallets: %s\n", wallets.error().message.c_str());
    return 1;
  }
  auto defaults = open_room_defaults(config);
  if (!defaults) {
    std::fprintf(stderr, "gavel: cannot read the room defaults: %s\n",
                 defaults.error().message.c_str());
    return 1;
  }
  // Live rooms: read what the journal kept before the writer notes the time.
  auto room_journal = open_room_journal(config, server_id);
  if (!room_journal) {
    std::fprintf(stderr, "gavel: cannot open the room journal: %s\n",
                 room_journal.error().message.c_str());
    return 1;
  }
  // With a shared database, this server's rooms are those it holds
  // (docs/deploy.md, "Room ownership"): after a restart under the same
  // address, the ones it held before; the others' come by adoption.
  auto ownership = open_room_ownership(config, server_id);
  if (!ownership) {
    std::fprintf(stderr, "gavel: cannot take a lease: %s\n", ownership.error().message.c_str());
    return 1;
  }
  auto journaled = read_journal(**room_journal, now_ms(), ownership->get());
  if (!journaled) {
    std::fprintf(stderr, "gavel: cannot read the room journal: %s\n",
                 journaled.error().message.c_str());
    return 1;
  }
  JournalWriter journal_writer(**room_journal,
                               {.gather = std::chrono::microseconds(config.journal_gather_us)});
  // Renews the lease and adopts rooms nobody holds (cluster only); made
  // once the rooms this server held are back.
  std::optional<cluster::LeaseKeeper> keeper;
  if (*ownership) {
    rooms.claim_codes_with([&ownership](const std::string& code) {
      auto claimed = (*ownership)->claim(code);
      if (!claimed) log_line("claim_failed", {{"error", claimed.error().message}});
      return claimed && *claimed;
    });
  }
  rooms.on_dropped([&journal_writer](const std::string& code) { journal_writer.forget(code); });

  // A finished match is stored and rated here; the ratings come back to its room.
  MatchResults results(
      catalog, **store, **accounts,
      [&rooms](const std::string& code, std::vector<SeatRating> shown) {
        if (auto host = rooms.find(code)) {
          host->run([shown = std::move(shown)](Room& room) { room.set_ratings(shown, now_ms()); });
        }
      },
      /*keep_private_records=*/config.testing);
  Api api(ApiParts{.config = config,
                   .catalog = catalog,
                   .rooms = rooms,
                   .store = **store,
                   .accounts = **accounts,
                   .wallets = **wallets,
                   .defaults = *defaults,
                   .io = io,
                   .background = background.executor(),
                   .bots = bot_pool.executor(),
                   .results = results,
                   .journal = &journal_writer,
                   .ownership = ownership->get(),
                   .adopt_now = [&keeper] {
                     if (keeper) keeper->wake();
                   }});
  // Servers sharing a database tell each other of accounts that changed
  // and of players who sat down somewhere (cluster/server_events.h).
  auto events = open_server_events(config, server_id);
  if (!events) {
    std::fprintf(stderr, "gavel: cannot reach the other servers: %s\n",
                 events.error().message.c_str());
    return 1;
  }
  if (*events) {
    auto& told = **events;
    api.on_account_forgotten([&told](std::int64_t id) { told.account_changed(id); });
    rooms.on_seated(
        [&told](const std::string& key, const std::string& code) { told.seated(key, code); });
    told.start(
        {.account_changed = [&api](std::int64_t id) { api.forget_account_here(id); },
         .seated = [&rooms](const std::string& key,
                            const std::string& code) { rooms.forget_here(key, code, now_ms()); },
         .draining = [&api](const std::string& server) { api.forget_rooms_of(server); }});
  }
  // Before the first request, and before paid tables are reconciled, so
  // that a restored table keeps its pot.
  const HostFor host_for = [&api](Room room) { return api.host_for(std::move(room)); };
  recover_rooms(std::move(*journaled), journal_writer, catalog, rooms, host_for);
  // Then rooms other servers left: rebuilt here, on an I/O thread, from
  // the journal read on the keeper's.
  if (*ownership) {
    keeper.emplace(
        **ownership,
        [&](std::vector<cluster::Adopted> adopted) {
          auto taken = adopted_rooms(**room_journal, adopted);
          if (!taken) {
            log_line("adoption_failed", {{"error", taken.error().message}});
            return;
          }
          asio::post(io, [&, taken = std::move(*taken)]() mutable {
            recover_rooms(std::move(taken), journal_writer, catalog, rooms, host_for);
          });
        },
        std::chrono::milliseconds(config.lease_ms / 5));
  }

  Limits limits;
  limits.slow_reader = std::chrono::seconds(config.slow_reader_seconds);
  auto listener = std::make_shared<Listener>(io, std::move(acceptor), api, rooms, limits,
                                             config.connections_per_address);
  listener->accept();

  asio::steady_timer sweeper(io);
  // A pot whose room is gone (closed, or dropped from the journal) goes back.
  api.stakes().reconcile_all();
  sweep_every_minute(sweeper, **store, api.stakes(), config);
  asio::steady_timer room_sweeper(io);
  sweep_rooms(
      room_sweeper, rooms,
      std::clamp(std::chrono::milliseconds(
                     std::min(config.unjoined_room_seconds, config.finished_room_seconds) * 250),
                 std::chrono::milliseconds(250), std::chrono::milliseconds(60'000)));
  asio::steady_timer presence(io);
  refresh_presence_often(presence, rooms);

  asio::signal_set signals(io, SIGINT, SIGTERM);
  asio::steady_timer drain_timer(io);
  signals.async_wait([&](beast::error_code, int) {
    log_line("stopping", {{"in_flight", api.drain().in_flight()}});
    // Servers sharing a database hand their rooms over: this one adopts no
    // more and proxies' lookups send rooms elsewhere, and once every
    // accepted input is stored, its rooms are released to the others.
    if (keeper) {
      keeper->stop_adopting();
      api.start_draining();
      if (auto done = (*ownership)->drain(); !done) {
        log_line("drain_failed", {{"error", done.error().message}});
      }
      if (*events) (*events)->draining();
    }
    listener->stop();
    api.drain().stop();
    sweeper.cancel();
    room_sweeper.cancel();
    presence.cancel();
    rooms.close_all();  // answers every long-poll now
    wait_for_answers(drain_timer, api.drain(), now_ms() + kDrainLimitMs, [&] {
      journal_writer.stop();  // what was accepted is on disk
      if (keeper) {
        keeper->stop();
        auto released = (*ownership)->release_all();
        log_line("rooms_released", {{"rooms", released ? *released : -1}});
      }
      io.stop();
    });
  });

  const std::string shown_host = config.host == "0.0.0.0" ? "localhost" : config.host;
  std::printf("Gavel is listening on http://%s:%d/\n", shown_host.c_str(), port);
  std::fflush(stdout);

  std::vector<std::thread> workers;
  for (int i = 1; i < threads; ++i) workers.emplace_back([&io] { io.run(); });
  io.run();
  for (auto& worker : workers) worker.join();
  bot_pool.stop();
  background.stop();  // finishes the work under way
  // `results` goes last: it writes the replays still queued and settles their ratings.
  return 0;
}

}  // namespace gavel::server
