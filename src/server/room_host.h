// Hosts one Room on its own strand, so each match is single-threaded: runs
// its deadline timer, schedules its house bots (thinking on a separate pool),
// wakes long-polls and pushes to WebSockets whenever its version changes.
#pragma once

#include <atomic>
#include <boost/asio.hpp>
#include <boost/json.hpp>
#include <functional>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>

#include "engine/rng.h"
#include "server/http_types.h"
#include "server/journal_writer.h"
#include "server/room.h"
#include "server/room_listing.h"
#include "server/room_tally.h"
#include "server/worker_pool.h"

namespace gavel::server {

namespace asio = boost::asio;

// Receives the state of one viewer each time the match changes.
class Subscriber {
 public:
  virtual ~Subscriber() = default;
  virtual void push(std::string text) = 0;
  // The room left this server (moved_away): the client should connect again,
  // and the proxy will lead it to the room's new server.
  virtual void end() {}
};

// What other threads may read without entering the strand.
struct RoomSummary {
  RoomStatus status = RoomStatus::kLobby;
  RoomFlow flow = RoomFlow::kTable;
  bool is_public = true;
  Millis last_activity = 0;
  Millis finished_at = 0;
  // Shared and immutable, so that copying a summary (every listing copies
  // thousands) costs a few reference counts.
  std::shared_ptr<const boost::json::object> listing;       // GET /api/matches (agent tables)
  std::shared_ptr<const boost::json::object> lobby_entry;   // GET /api/rooms
  std::shared_ptr<const std::set<std::string>> involved;    // identity keys seated or asking
  std::shared_ptr<const std::vector<std::string>> invited;  // identity keys invited
  std::string game;
  std::int64_t stake = 0;  // per seat, at a paid table
  // A match in play of a game that abandons idle matches, and when a seated
  // human last moved (Room::abandon_if_idle).
  bool may_abandon = false;
  Millis human_acted_at = 0;
};

struct HostSettings {
  int bot_delay_min_ms = 400;
  int bot_delay_max_ms = 1500;
  // Where accepted inputs go before anyone hears of them; none: not kept.
  InputSink* journal = nullptr;
  // Told, on the strand, when the journal refused the room's inputs: another
  // server adopted it (docs/deploy.md, "Room ownership").
  std::function<void(const std::string& code)> moved_away;
};

class RoomHost : public std::enable_shared_from_this<RoomHost> {
 public:
  // Called on the strand once when the match has just finished (`again`
  // false), then again after each move it takes after the end
  // (Hosting::moves_after_end; `again` true: save it again, rate nothing).
  using OnFinished = std::function<void(const Room&, bool again)>;

  RoomHost(asio::io_context& io, asio::io_context::executor_type bots, Room room,
           HostSettings settings, OnFinished on_finished);

  // Runs `work` on the room's strand, then publishes whatever it changed.
  void run(std::function<void(Room&)> work);
  // The same, for a request: the response `work` makes is sent only after
  // the change is published, so the client's next read already sees it.
  void with_room(std::function<Response(Room&)> work, Reply reply);

  // Answers with `ready`'s response, made on the strand, once the version
  // differs from `since` or after `longest`, whichever comes first.
  void when_changed(std::uint64_t since, std::chrono::milliseconds longest,
                    std::function<Response(Room&)> ready, Reply reply);

  // Pushes the actor's state now and on every change, until unsubscribe.
  // With `feed_since`, pushes the agent protocol's feed instead, each push
  // with the events after the previous one (the first after feed_since).
  // The seat's presence counts the open subscription.
  void subscribe(std::weak_ptr<Subscriber> subscriber, Actor actor,
                 std::optional<std::uint64_t> feed_since = std::nullopt);
  void unsubscribe(const Subscriber* subscriber);

  RoomSummary summary() const;
  // Counts every change of this room's lobby entry in `generation` (owned by
  // Rooms), so a cached lobby knows when it is stale. Set before first use.
  void count_lobby_changes(std::atomic<std::uint64_t>* generation) {
    lobby_generation_ = generation;
  }
  // Reports every change of this room's status to `tally` (owned by Rooms)
  // from now on, starting with the status now, until leave_registry(),
  // which also stops counting its lobby changes: the room left Rooms.
  void count_in(RoomTally& tally, const RoomOrigin& origin);
  void leave_registry();
  const std::string& code() const { return code_; }  // fixed for the room's life

  // The state of the current version for `token`'s seat (empty: spectator),
  // read without entering the strand: 403 for a token of no seat, nullopt
  // before the first version is published.
  std::optional<Allowed<std::string>> read_state(const Actor& actor, Millis now) const;
  // Marks seats offline that have gone quiet (docs/rooms.md, presence).
  void refresh_presence();
  // Ends the match as abandoned if it is still idle (Room::abandon_if_idle).
  void abandon_if_idle(Millis idle_for);
  // Stops timers so the host can be released.
  void close();

 private:
  // A long-poll. Answered once: by a change, by close() or by its timer,
  // whichever comes first; a timer that had already fired when a change
  // answered finds it answered (cancel() cannot stop a handler in the queue).
  struct Waiter {
    asio::steady_timer timer;
    std::function<Response(Room&)> ready;
    Reply reply;
    bool answered = false;
  };
  // Answers every waiting long-poll with the state now.
  void answer_waiters();
  struct Subscription {
    std::weak_ptr<Subscriber> subscriber;
    const Subscriber* address = nullptr;
    Actor actor;
    std::optional<std::uint64_t> feed_since;  // a feed subscription: the last event it was sent
  };
  // What one subscription is sent now (and, for a feed, the cursor moved on).
  std::string render_for(Subscription& subscription, Millis now);

  // After every change: hands the room's new inputs to the journal, then
  // publishes and runs `after` (a reply) once everything accepted so far is
  // stored, so that no one hears of an input a crash could still lose.
  void commit_then(std::function<void()> after = {}, Reply refused = {});
  void publish();
  void arm_deadline();
  void schedule_bots();
  void think(engine::Seat seat);
  // A decision made on the pool lands here (on the strand); `deadline` is the
  // turn's when the bot began, and one that has passed makes it stale.
  void bot_decided(engine::Seat seat, std::optional<Millis> deadline,
                   engine::Result<boost::json::value> decision);
  // The pool had not started the seat's decision by its last call: the room
  // decides now, at the smallest budget, so the seat moves in its turn.
  void last_call(engine::Seat seat);

  std::string code_;
  std::atomic<std::uint64_t>* lobby_generation_ = nullptr;
  asio::strand<asio::io_context::executor_type> strand_;
  asio::io_context::executor_type bots_;  // where bots think (BotPool)
  // The bot pool's queue, shared by every room (bot_budget_policy.h reads it).
  PoolLoad* bot_load_ = &asio::use_service<PoolLoad>(bots_.context());
  Room room_;
  HostSettings settings_;
  OnFinished on_finished_;
  asio::steady_timer deadline_timer_;
  engine::Rng delay_rng_;
  std::uint64_t published_version_ = 0;
  std::list<std::shared_ptr<Waiter>> waiters_;
  std::vector<Subscription> subscriptions_;
  std::set<engine::Seat> thinking_;
  std::map<engine::Seat, std::shared_ptr<asio::steady_timer>> last_calls_;  // by thinking seat
  bool finished_reported_ = false;
  int reported_moves_after_end_ = 0;  // Room::moves_after_end() when last reported
  bool closed_ = false;
  int unstored_batches_ = 0;  // handed to the journal, not yet stored
  // What waits for them: a reply's `after` sends it, and `refused` answers
  // in its place if the inputs are refused.
  struct Held {
    std::function<void()> after;
    Reply refused;
  };
  std::vector<Held> held_;
  bool moved_ = false;  // another server holds the room now
  // The journal refused the room: every waiting reply and long-poll is told
  // to try again (the proxy leads it to the new server), sockets close, and
  // the room leaves this server without touching its journal.
  void moved_away();

  // The state texts of the current version rendered so far, for read_state.
  // Only viewers someone asked for are rendered; the others fall back to the
  // strand once and are added then.
  struct PublishedStates {
    std::vector<std::pair<std::string, engine::Seat>> seat_tokens;
    StatePrefixes prefixes;
    std::optional<Millis> deadline;
    Millis clock_behind = 0;  // server time less the match's clock (Room::clock)
    ViewerFacts viewers;
  };
  void announce();
  // Copies what other threads may read into summary_ (under summary_mutex_):
  // the listings are built again only when what they show changed.
  void summarize();
  void refresh_snapshot(bool new_version);

  mutable std::mutex summary_mutex_;
  RoomSummary summary_;
  ListedFacts listed_;          // what summary_'s listings were built from
  RoomTally* tally_ = nullptr;  // told of status changes (under summary_mutex_)
  std::shared_ptr<const PublishedStates> published_;
};

}  // namespace gavel::server
