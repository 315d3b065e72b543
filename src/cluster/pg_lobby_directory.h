// The lobby shared through PostgreSQL: each server writes its rooms'
// entries to the lobby_entries table (one row per room code, so a room
// adopted by another server replaces its row rather than showing twice)
// and NOTIFYs; every server LISTENs on a connection of its own and reads
// the others' rows again when told, keeping them in memory for requests.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "cluster/lobby_directory.h"
#include "postgres/pg.h"

namespace gavel::cluster {

struct PgLobbyOptions {
  std::string url;
  // Names this server's rows; empty: a fresh random one.
  std::string server_id;
  // A change is written at most this long after it happened, together
  // with the changes made meanwhile.
  std::chrono::milliseconds flush_every{150};
  // A row not renewed for this long is no longer shown (its server died).
  std::chrono::milliseconds lease{30'000};
  // After a notification, the reader waits this long for more before it
  // reads (a burst of servers' flushes costs one read).
  std::chrono::milliseconds debounce{50};
  // Read even without a notification this often, so expired rows leave
  // and a notification lost while reconnecting is made up for.
  std::chrono::milliseconds reread_every{5'000};
};

class PgLobbyDirectory final : public LobbyDirectory {
 public:
  // Connects, creates or migrates the table; the threads begin at start().
  static postgres::Result<std::unique_ptr<PgLobbyDirectory>> open(PgLobbyOptions options);
  ~PgLobbyDirectory() override;

  void start(Gather gather) override;
  void stop() override;
  RemoteEntries remote() const override;
  std::uint64_t remote_generation() const override { return generation_.load(); }
  const std::string& server_id() const { return options_.server_id; }
  // How many times the others' rows were read (the tests tell a read a
  // notification caused from one that did not happen).
  std::uint64_t reads() const { return reads_.load(); }

 private:
  PgLobbyDirectory(PgLobbyOptions options, postgres::Connection writer, std::string channel);
  void publish_loop();
  void listen_loop();
  // Writes what changed since the last write, and renews the lease when due.
  postgres::Result<void> publish(const std::optional<std::vector<LobbyEntry>>& entries);
  postgres::Result<void> renew();
  // Reads the other servers' rows into remote_ (a new generation only
  // when they differ from the last read's).
  postgres::Result<void> read_others(postgres::Connection& connection);
  // Sleeps up to `longest`; false once stop() was called.
  bool pause(std::chrono::milliseconds longest);

  PgLobbyOptions options_;
  postgres::Connection writer_;
  std::string channel_;
  Gather gather_;
  std::uint64_t gathered_ = 0;  // the generation gather_ last returned
  // What the table holds of this server's rooms, by code.
  std::map<std::string, LobbyEntry> published_;
  std::chrono::steady_clock::time_point renewed_{};

  mutable std::mutex remote_mutex_;
  RemoteEntries remote_;
  std::string remote_text_;  // the last read's rows, to tell a change
  std::atomic<std::uint64_t> generation_{0};
  std::atomic<std::uint64_t> reads_{0};

  std::mutex stop_mutex_;
  std::condition_variable stopping_;
  bool stopped_ = false;
  std::thread publisher_;
  std::thread listener_;
};

}  // namespace gavel::cluster
