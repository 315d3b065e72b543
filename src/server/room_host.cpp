// Everything that touches the Room happens on strand_. Bots think on a
// copy of the match on the bot pool and hand their chip back to the strand,
// where it is applied only if it is still legal.
#include "server/room_host.h"

#include <algorithm>

#include "server/bot_budget_policy.h"
#include "server/clock.h"
#include "server/feed.h"
#include "server/log_line.h"
#include "server/responses.h"
#include "server/secrets.h"

namespace gavel::server {
namespace json = boost::json;

RoomHost::RoomHost(asio::io_context& io, asio::io_context::executor_type bots, Room room,
                   HostSettings settings, OnFinished on_finished)
    : code_(room.code()),
      strand_(asio::make_strand(io)),
      bots_(bots),
      room_(std::move(room)),
      settings_(settings),
      on_finished_(std::move(on_finished)),
      deadline_timer_(strand_),
      delay_rng_(new_seed()) {
  // A room restored finished whose ratings it had been told needs nothing
  // more; one without them is reported again (the outbox, room_recovery.h).
  finished_reported_ = room_.status() == RoomStatus::kFinished && room_.ratings().has_value();
  summary_.flow = room_.options().flow;
  summary_.is_public = room_.options().is_public;
  summary_.game = room_.options().game;
  summarize();
}

void RoomHost::summarize() {
  const auto status = room_.status();
  if (tally_ && status != summary_.status) tally_->status_changed(code_, status);
  summary_.status = status;
  // Most versions (a chip locked, a deadline, a chat line) change nothing
  // the listings show: they keep the texts and sets already shared.
  if (listed_.update(room_)) {
    summary_.listing = std::make_shared<const json::object>(listing(room_));
    summary_.lobby_entry = std::make_shared<const json::object>(lobby_entry(room_));
    summary_.involved = std::make_shared<const std::set<std::string>>(room_.involved_keys());
    auto invited = std::make_shared<std::vector<std::string>>();
    for (const auto& [key, name] : room_.seating().invited()) invited->push_back(key);
    summary_.invited = std::move(invited);
    if (lobby_generation_) lobby_generation_->fetch_add(1);
  }
  summary_.last_activity = room_.last_activity();
  summary_.may_abandon = status == RoomStatus::kPlaying && room_.game().host.abandons_idle;
  summary_.human_acted_at = room_.human_acted_at();
  summary_.stake = room_.stake();
  if ((status == RoomStatus::kFinished || status == RoomStatus::kClosed) && !summary_.finished_at) {
    summary_.finished_at = room_.last_activity();
  }
}

void RoomHost::count_in(RoomTally& tally, const RoomOrigin& origin) {
  std::lock_guard lock(summary_mutex_);
  tally_ = &tally;
  tally.added(code_, origin, summary_.status);
}

void RoomHost::leave_registry() {
  std::lock_guard lock(summary_mutex_);
  if (tally_) tally_->removed(code_);
  tally_ = nullptr;
  lobby_generation_ = nullptr;
}

void RoomHost::run(std::function<void(Room&)> work) {
  asio::dispatch(strand_, [self = shared_from_this(), work = std::move(work)] {
    work(self->room_);
    self->commit_then();
  });
}

void RoomHost::with_room(std::function<Response(Room&)> work, Reply reply) {
  asio::dispatch(
      strand_, [self = shared_from_this(), work = std::move(work), reply = std::move(reply)] {
        auto response = work(self->room_);
        self->commit_then([reply, response = std::move(response)] { reply(std::move(response)); },
                          reply);
      });
}

void RoomHost::when_changed(std::uint64_t since, std::chrono::milliseconds longest,
                            std::function<Response(Room&)> ready, Reply reply) {
  asio::dispatch(strand_, [self = shared_from_this(), since, longest, ready = std::move(ready),
                           reply = std::move(reply)] {
    if (self->room_.version() != since || self->closed_) return reply(ready(self->room_));
    auto waiter = std::make_shared<Waiter>(
        Waiter{asio::steady_timer(self->strand_, longest), std::move(ready), std::move(reply)});
    self->waiters_.push_back(waiter);
    waiter->timer.async_wait([self, waiter](boost::system::error_code ec) {
      if (ec || waiter->answered) return;  // a change or close() answered it
      waiter->answered = true;
      self->waiters_.remove(waiter);
      waiter->reply(waiter->ready(self->room_));
    });
  });
}

void RoomHost::subscribe(std::weak_ptr<Subscriber> subscriber, Actor actor,
                         std::optional<std::uint64_t> feed_since) {
  asio::dispatch(strand_,
                 [self = shared_from_this(), subscriber, actor = std::move(actor), feed_since] {
                   auto live = subscriber.lock();
                   if (!live) return;
                   const auto now = now_ms();
                   const auto seat = self->room_.seat_of(actor);
                   if (seat) self->room_.seen(*seat, now, +1);
                   Subscription subscription{subscriber, live.get(), actor, feed_since};
                   live->push(self->render_for(subscription, now));
                   self->subscriptions_.push_back(std::move(subscription));
                   self->commit_then();
                 });
}

std::string RoomHost::render_for(Subscription& subscription, Millis now) {
  if (!subscription.feed_since) return room_.state_text(subscription.actor, now);
  auto text =
      feed_text(room_, room_.seat_of(subscription.actor), *subscription.feed_since, now, true);
  subscription.feed_since = feed_version(room_);
  return text;
}

void RoomHost::unsubscribe(const Subscriber* subscriber) {
  asio::dispatch(strand_, [self = shared_from_this(), subscriber] {
    const auto now = now_ms();
    std::erase_if(self->subscriptions_, [&](const Subscription& subscription) {
      if (subscription.address != subscriber) return false;
      // Seats move up when someone leaves a waiting room, so look it up now.
      if (const auto seat = self->room_.seat_of(subscription.actor)) {
        self->room_.seen(*seat, now, -1);
      }
      return true;
    });
    self->commit_then();
  });
}

RoomSummary RoomHost::summary() const {
  std::lock_guard lock(summary_mutex_);
  return summary_;
}

std::optional<Allowed<std::string>> RoomHost::read_state(const Actor& actor, Millis now) const {
  const std::string_view token = actor.token;
  std::shared_ptr<const PublishedStates> published;
  {
    std::lock_guard lock(summary_mutex_);
    published = published_;
  }
  if (!published) return std::nullopt;
  engine::Seat seat = -1;
  if (!token.empty()) {
    const auto it = std::find_if(published->seat_tokens.begin(), published->seat_tokens.end(),
                                 [&](const auto& entry) { return entry.first == token; });
    if (it == published->seat_tokens.end()) {
      return forbidden("that token does not hold a seat in this match");
    }
    seat = it->second;
  } else if (const auto it = published->viewers.seat_by_key.find(actor.identity.key());
             it != published->viewers.seat_by_key.end()) {
    seat = it->second;
  }
  const auto prefix = published->prefixes.find(seat);
  if (prefix == published->prefixes.end()) return std::nullopt;  // not rendered yet
  const auto left = published->deadline
                        ? std::optional<std::int64_t>(tenths_until(*published->deadline, now))
                        : std::nullopt;
  return add_clock(*prefix->second, now - published->clock_behind, left,
                   viewer_json(published->viewers, actor.identity,
                               seat >= 0 ? std::optional(seat) : std::nullopt));
}

void RoomHost::abandon_if_idle(Millis idle_for) {
  run([idle_for](Room& room) { (void)room.abandon_if_idle(now_ms(), idle_for); });
}

void RoomHost::refresh_presence() {
  run([](Room& room) { room.refresh_presence(now_ms()); });
}

void RoomHost::close() {
  asio::dispatch(strand_, [self = shared_from_this()] {
    self->closed_ = true;
    self->deadline_timer_.cancel();
    self->answer_waiters();
    self->subscriptions_.clear();
  });
}

void RoomHost::commit_then(std::function<void()> after, Reply refused) {
  if (moved_) {
    if (refused) refused(moved_response());
    return;
  }
  const bool opens = !room_.journal_opened();
  auto inputs = room_.take_inputs();
  if (!inputs.empty() && settings_.journal) {
    ++unstored_batches_;
    settings_.journal->append(code_, std::move(inputs), opens,
                              [self = shared_from_this()](bool stored) {
                                asio::dispatch(self->strand_, [self, stored] {
                                  if (!stored) return self->moved_away();
                                  if (--self->unstored_batches_ > 0 || self->moved_) return;
                                  self->publish();
                                  for (auto& held : std::exchange(self->held_, {})) held.after();
                                });
                              });
  }
  if (unstored_batches_ > 0) {
    if (after) held_.push_back({std::move(after), std::move(refused)});
    return;
  }
  publish();
  if (after) after();
}

void RoomHost::moved_away() {
  if (moved_) return;
  moved_ = true;
  closed_ = true;
  log_line("room_moved_away", {{"code", code_}});
  deadline_timer_.cancel();
  for (auto& last_call : last_calls_) last_call.second->cancel();
  for (auto& held : std::exchange(held_, {})) {
    if (held.refused) held.refused(moved_response());
  }
  for (auto& waiter : std::exchange(waiters_, {})) {
    if (waiter->answered) continue;
    waiter->answered = true;
    waiter->timer.cancel();
    waiter->reply(moved_response());
  }
  for (auto& subscription : std::exchange(subscriptions_, {})) {
    if (auto live = subscription.subscriber.lock()) live->end();
  }
  if (settings_.moved_away) settings_.moved_away(code_);
}

void RoomHost::publish() {
  const bool new_version = room_.version() != published_version_;
  published_version_ = room_.version();
  // A new version first empties the snapshot, so that no reader who has
  // heard of the change can still be handed the old state.
  if (new_version) refresh_snapshot(true);
  if (new_version) announce();
  refresh_snapshot(false);
}

void RoomHost::refresh_snapshot(bool new_version) {
  const auto& rendered = room_.cached_prefixes();
  std::shared_ptr<const PublishedStates> current;
  {
    std::lock_guard lock(summary_mutex_);
    current = published_;
  }
  if (!new_version && current && current->prefixes.size() == rendered.size()) return;
  auto states = std::make_shared<PublishedStates>();
  if (!new_version) states->prefixes = rendered;
  for (engine::Seat seat = 0; seat < static_cast<engine::Seat>(room_.members().size()); ++seat) {
    if (!room_.members()[seat].token.empty()) {
      states->seat_tokens.emplace_back(room_.members()[seat].token, seat);
    }
  }
  states->deadline = room_.next_deadline();
  const auto now = now_ms();
  states->clock_behind = now - room_.clock(now);
  states->viewers = viewer_facts(room_);
  std::lock_guard lock(summary_mutex_);
  published_ = std::move(states);
  if (new_version) summarize();
}

void RoomHost::answer_waiters() {
  // Each renders its own viewer's state.
  for (auto& waiter : std::exchange(waiters_, {})) {
    if (waiter->answered) continue;
    waiter->answered = true;
    waiter->timer.cancel();
    waiter->reply(waiter->ready(room_));
  }
}

void RoomHost::announce() {
  answer_waiters();  // wake every long-poll
  const auto now = now_ms();
  std::erase_if(subscriptions_, [&](Subscription& subscription) {
    auto live = subscription.subscriber.lock();
    if (live) live->push(render_for(subscription, now));
    return !live;
  });
  if (room_.status() == RoomStatus::kFinished && !finished_reported_) {
    finished_reported_ = true;
    reported_moves_after_end_ = room_.moves_after_end();
    deadline_timer_.cancel();
    if (on_finished_) on_finished_(room_, false);
    return;
  }
  // A move after the end changed what the finished match shows. A room
  // restored with such moves is saved again too: its last save may have
  // been lost with the crash (saving replaces).
  if (room_.moves_after_end() != reported_moves_after_end_) {
    reported_moves_after_end_ = room_.moves_after_end();
    if (on_finished_) on_finished_(room_, true);
  }
  arm_deadline();
  schedule_bots();
}

void RoomHost::arm_deadline() {
  const auto deadline = room_.next_deadline();
  if (!deadline || closed_) {
    deadline_timer_.cancel();
    return;
  }
  deadline_timer_.expires_after(
      std::chrono::milliseconds(std::max<Millis>(0, *deadline - now_ms())));
  deadline_timer_.async_wait([self = shared_from_this()](boost::system::error_code ec) {
    if (ec) return;  // re-armed or closed
    self->room_.advance(now_ms());
    self->commit_then();
  });
}

namespace {

std::optional<Millis> time_left(std::optional<Millis> deadline) {
  if (!deadline) return std::nullopt;
  return *deadline - now_ms();
}

}  // namespace

void RoomHost::schedule_bots() {
  if (closed_) return;
  for (const auto seat : room_.bots_to_move()) {
    if (!thinking_.insert(seat).second) continue;  // one decision at a time per bot
    auto delay = delay_rng_.between(settings_.bot_delay_min_ms, settings_.bot_delay_max_ms);
    // The rules' own time for this move, when they fix one, replaces the pacing.
    if (const auto& move_at = room_.game().host.bot_move_at; move_at && room_.match()) {
      if (const auto at = move_at(*room_.match(), seat))
        delay = std::max<Millis>(0, *at - now_ms());
    }
    // A short turn left pulls the thinking earlier (bot_timing).
    const auto timing = bot_timing(delay, time_left(room_.next_deadline()));
    auto timer =
        std::make_shared<asio::steady_timer>(strand_, std::chrono::milliseconds(timing.think_in));
    timer->async_wait(
        [self = shared_from_this(), timer, seat](boost::system::error_code) { self->think(seat); });
  }
}

// The decision goes to the pool with a claim; so does the last call, a timer
// on the strand shortly before the turn's deadline. Whichever claims first
// decides and the other does nothing, so the seat's bot is never used by two
// threads and the seat moves once. A decision the pool starts late is cheap:
// its budget comes from the queue it found (budget_for_queue).
void RoomHost::think(engine::Seat seat) {
  const auto* match = room_.match();
  if (!match || closed_) {
    thinking_.erase(seat);
    return;
  }
  const auto deadline = room_.next_deadline();
  auto claimed = std::make_shared<std::atomic<bool>>(false);
  // The bot reads a copy, so the strand stays free while it thinks.
  std::shared_ptr<engine::Match> copy = match->clone();
  bot_load_->queued();
  asio::post(bots_, [self = shared_from_this(), copy, seat, claimed, deadline] {
    const int waiting = self->bot_load_->started();
    if (claimed->exchange(true)) return;  // the last call has moved for it
    const auto budget = budget_for_queue(waiting, self->bot_load_->threads());
    auto decision = self->room_.bot(seat).decide_within(*copy, seat, budget);
    asio::dispatch(self->strand_, [self, seat, deadline, decision = std::move(decision)] {
      self->bot_decided(seat, deadline, decision);
    });
  });
  const auto last_call_in = bot_timing(0, time_left(deadline)).last_call_in;
  if (!last_call_in) return;  // no deadline: nothing to miss
  auto timer =
      std::make_shared<asio::steady_timer>(strand_, std::chrono::milliseconds(*last_call_in));
  last_calls_[seat] = timer;
  timer->async_wait([self = shared_from_this(), seat, claimed](boost::system::error_code ec) {
    if (ec || claimed->exchange(true)) return;  // answered, or the pool is deciding
    self->last_call(seat);
  });
}

void RoomHost::bot_decided(engine::Seat seat, std::optional<Millis> deadline,
                           engine::Result<json::value> decision) {
  if (const auto call = last_calls_.find(seat); call != last_calls_.end()) {
    call->second->cancel();
    last_calls_.erase(call);
  }
  thinking_.erase(seat);
  // A decision that went stale (its turn's deadline passed meanwhile) is
  // dropped; the bot thinks again if it still has to move.
  const bool stale = deadline && now_ms() >= *deadline;
  if (decision && !stale) (void)room_.bot_move(seat, *decision, now_ms());
  commit_then([self = shared_from_this()] { self->schedule_bots(); });
}

void RoomHost::last_call(engine::Seat seat) {
  last_calls_.erase(seat);
  thinking_.erase(seat);
  const auto* match = room_.match();
  if (!match || closed_ || match->legal_actions(seat).empty()) return;
  auto decision = room_.bot(seat).decide_within(*match, seat, engine::BotBudget::smallest());
  if (decision) (void)room_.bot_move(seat, *decision, now_ms());
  commit_then([self = shared_from_this()] { self->schedule_bots(); });
}

}  // namespace gavel::server
