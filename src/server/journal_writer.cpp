#include "server/journal_writer.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>

#include "server/clock.h"
#include "server/log_line.h"

namespace gavel::server {

JournalWriter::JournalWriter(store::RoomJournal& journal, std::int64_t heartbeat_ms)
    : journal_(journal), heartbeat_ms_(heartbeat_ms), thread_([this] { run(); }) {}

JournalWriter::~JournalWriter() {
  stop();
}

void JournalWriter::append(const std::string& code, std::vector<std::string> inputs, bool opens,
                           Durable durable) {
  {
    std::lock_guard lock(mutex_);
    queue_.push_back({code, std::move(inputs), opens, std::move(durable)});
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

void JournalWriter::run() {
  std::unique_lock lock(mutex_);
  for (;;) {
    wake_.wait_for(lock, std::chrono::milliseconds(heartbeat_ms_),
                   [this] { return stopping_ || !queue_.empty() || !forgotten_.empty(); });
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
    if (last || now - alive_noted_at_ms_ >= std::min(kAliveEveryMs, heartbeat_ms_)) {
      batch.alive_at_ms = now;
      alive_noted_at_ms_ = now;
    }
    const bool empty = batch.lines.empty() && batch.forgotten.empty() && !batch.alive_at_ms;
    auto written = empty ? store::Result<store::Written>{} : journal_.write(batch);
    if (!written) {
      log_line("journal_failed", {{"error", written.error().message}});
      ::_exit(70);
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
