#include "server/journal_writer.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>

#include "server/clock.h"
#include "server/log_line.h"

namespace gavel::server {

namespace {
// A queue this long goes without waiting: the batch is big enough to share
// one fsync well, and its replies should not wait longer.
constexpr std::size_t kGatheredEnough = 256;
}  // namespace

JournalWriter::JournalWriter(store::RoomJournal& journal, JournalTiming timing)
    : journal_(journal), timing_(timing), thread_([this] { run(); }) {}

JournalWriter::~JournalWriter() {
  stop();
}

void JournalWriter::append(const std::string& code, std::vector<std::string> inputs, bool opens,
                           Durable durable) {
  {
    std::lock_guard lock(mutex_);
    if (queue_.empty()) oldest_queued_at_ = Clock::now();
    queue_.push_back({code, std::move(inputs), opens, std::move(durable)});
    // A gathering writer wakes at its deadline: waking it for each input
    // would cost a switch of threads an input for nothing.
    if (gathering_ && queue_.size() < gather_until_) return;
  }
  wake_.notify_one();
}

void JournalWriter::forget(const std::string& code) {
  {
    std::lock_guard lock(mutex_);
    forgotten_.push_back(code);
  }
  wake_.notify_one();
}

void JournalWriter::stop() {
  {
    std::lock_guard lock(mutex_);
    if (stopping_ && !thread_.joinable()) return;
    stopping_ = true;
  }
  wake_.notify_one();
  if (thread_.joinable()) thread_.join();
}

void JournalWriter::gather(std::unique_lock<std::mutex>& lock, const LastCommit& previous) {
  if (timing_.gather.count() <= 0 || queue_.empty() || stopping_) return;
  // Idle before these came, or only one room was writing (one match's
  // players waiting for each other): nothing else would share the commit.
  if (!previous.ended || oldest_queued_at_ - *previous.ended >= timing_.gather ||
      !previous.several_rooms) {
    return;
  }
  // As many as the last commit held: in a steady stream that is every room
  // in play once, and no more are on their way soon.
  gather_until_ = std::min(previous.entries, kGatheredEnough);
  gathering_ = true;
  wake_.wait_until(lock, oldest_queued_at_ + timing_.gather,
                   [this] { return stopping_ || queue_.size() >= gather_until_; });
  gathering_ = false;
}

void JournalWriter::run() {
  std::unique_lock lock(mutex_);
  LastCommit previous;
  for (;;) {
    wake_.wait_for(lock, std::chrono::milliseconds(timing_.heartbeat_ms),
                   [this] { return stopping_ || !queue_.empty() || !forgotten_.empty(); });
    gather(lock, previous);
    auto pending = std::move(queue_);
    queue_.clear();
    store::JournalBatch batch;
    batch.forgotten = std::move(forgotten_);
    forgotten_.clear();
    const bool last = stopping_;
    lock.unlock();

    for (auto& entry : pending) {
      if (entry.opens) batch.opened.push_back(entry.code);
      for (auto& input : entry.inputs) batch.lines.push_back({entry.code, std::move(input)});
    }
    const auto now = now_ms();
    if (last || now - alive_noted_at_ms_ >= std::min(kAliveEveryMs, timing_.heartbeat_ms)) {
      batch.alive_at_ms = now;
      alive_noted_at_ms_ = now;
    }
    const bool empty = batch.lines.empty() && batch.forgotten.empty() && !batch.alive_at_ms;
    auto written = empty ? store::Result<store::Written>{} : journal_.write(batch);
    if (!written) {
      log_line("journal_failed", {{"error", written.error().message}});
      ::_exit(70);
    }
    if (!batch.lines.empty()) {
      previous.ended = Clock::now();
      previous.entries = pending.size();
      previous.several_rooms = std::any_of(pending.begin(), pending.end(), [&](const Pending& p) {
        return p.code != pending.front().code;
      });
    }
    for (auto& entry : pending) {
      const auto& refused = written->refused;
      const bool stored = std::find(refused.begin(), refused.end(), entry.code) == refused.end();
      if (entry.durable) entry.durable(stored);
    }
    lock.lock();
    if (last && queue_.empty() && forgotten_.empty()) return;
  }
}

}  // namespace gavel::server
