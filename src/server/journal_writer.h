// Group commit for the room journal: rooms hand in the inputs they accepted
// and are called back once those are on disk. One thread writes whatever has
// queued up while the previous commit was syncing, in one transaction, so a
// thousand moves cost one fsync rather than a thousand, and a room's reply
// waits one commit at most (docs/perf.md, "Crash-safe rooms"). While several
// rooms stream moves in, a commit also waits a little for their next ones
// (JournalTiming::gather), so that more rooms share each fsync
// (docs/decisions.md, "Crash-safe rooms").
//
// A failed commit stops the server at once (exit 70): the rooms in memory
// have moved past what is stored, so going on would answer for inputs a
// restart would lose. The restart rebuilds every room from what is stored.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "store/room_journal.h"

namespace gavel::server {

// What a room hands its inputs to (RoomHost); null in tests that keep no journal.
class InputSink {
 public:
  virtual ~InputSink() = default;
  // `durable` runs on the writer's thread once the inputs are stored, with
  // false when they were refused: the room belongs to another server now
  // (docs/deploy.md, "Room ownership"). `opens`: the room's first inputs.
  using Durable = std::function<void(bool stored)>;
  // `inputs`: each as the JSON text the journal stores.
  virtual void append(const std::string& code, std::vector<std::string> inputs, bool opens,
                      Durable durable) = 0;
  // The room left the server (swept, closed, long finished): drop its inputs.
  virtual void forget(const std::string& code) = 0;
};

struct JournalTiming {
  // The time is noted every `heartbeat_ms` while idle, and with a commit at
  // most every JournalWriter::kAliveEveryMs while busy, so that a restart
  // knows how long the server was down (room_recovery.h) to within that.
  std::int64_t heartbeat_ms = 1000;
  // How long a commit may hold its oldest input back to gather more, but
  // only while several rooms keep the writer busy: when the last commit
  // held more than one room's inputs and ended less than this before new
  // inputs came. It waits for as many hand-ins as the last commit held, at
  // most this long. An input that comes to an idle writer, or from the one
  // room writing, is written at once: a quiet room, or one fast match
  // whose players wait on each other, never waits for it. The server's
  // is Config::journal_gather_us (JOURNAL_GATHER_US); none by default
  // here, so a writer made without it never waits.
  std::chrono::microseconds gather{0};
};

class JournalWriter final : public InputSink {
 public:
  explicit JournalWriter(store::RoomJournal& journal, JournalTiming timing = {});
  ~JournalWriter() override;

  void append(const std::string& code, std::vector<std::string> inputs, bool opens,
              Durable durable) override;
  void forget(const std::string& code) override;
  // Writes what is queued, notes the time, and stops the thread.
  void stop();

  // Often enough that a restart overstates the downtime (and so a turn's
  // time left after it) by at most this; rarely enough that a busy writer
  // does not rewrite the fact's page with every commit.
  static constexpr std::int64_t kAliveEveryMs = 200;

 private:
  using Clock = std::chrono::steady_clock;
  struct Pending {
    std::string code;
    std::vector<std::string> inputs;
    bool opens = false;
    Durable durable;
  };
  void run();
  struct LastCommit {
    std::optional<Clock::time_point> ended;  // none yet
    bool several_rooms = false;              // its inputs came from more than one room
    std::size_t entries = 0;                 // rooms' hand-ins it held
  };
  // Under the lock, with inputs queued: waits while gathering pays.
  void gather(std::unique_lock<std::mutex>& lock, const LastCommit& previous);

  store::RoomJournal& journal_;
  const JournalTiming timing_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<Pending> queue_;
  Clock::time_point oldest_queued_at_;  // of queue_'s first entry
  std::vector<std::string> forgotten_;
  bool stopping_ = false;
  bool gathering_ = false;              // the writer waits in gather()
  std::size_t gather_until_ = 0;        // for this many queued hand-ins, or its deadline
  std::int64_t alive_noted_at_ms_ = 0;  // the writer thread's own
  std::thread thread_;
};

}  // namespace gavel::server
