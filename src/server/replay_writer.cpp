#include "server/replay_writer.h"

#include "server/log_line.h"

namespace gavel::server {

ReplayWriter::ReplayWriter(store::MatchStore& store) : store_(store), thread_([this] { run(); }) {}

ReplayWriter::~ReplayWriter() {
  stop();
}

void ReplayWriter::save(Finished finished) {
  {
    std::lock_guard lock(mutex_);
    if (finished.texts) unsaved_[finished.code] = finished.texts;
    queue_.push_back(std::move(finished));
  }
  wake_.notify_one();
}

std::shared_ptr<const store::MatchTexts> ReplayWriter::unsaved(const std::string& code) const {
  std::lock_guard lock(mutex_);
  const auto it = unsaved_.find(code);
  return it == unsaved_.end() ? nullptr : it->second;
}

void ReplayWriter::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  if (thread_.joinable()) thread_.join();
}

void ReplayWriter::run() {
  std::unique_lock lock(mutex_);
  for (;;) {
    wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
    if (queue_.empty()) return;  // stopping, and nothing left
    auto batch = std::exchange(queue_, {});
    lock.unlock();

    std::vector<store::MatchTexts> texts;
    texts.reserve(batch.size());
    for (const auto& finished : batch) {
      if (finished.texts) texts.push_back(*finished.texts);
    }
    // A failed write is logged: the room, still journaled, is saved again at
    // the next restart, and answers for its replay while it is in memory.
    if (auto written = store_.save_all(texts); !written) {
      log_line("replay_not_saved", {{"matches", static_cast<std::int64_t>(texts.size())},
                                    {"error", written.error().message}});
    }
    lock.lock();
    for (const auto& finished : batch) {
      // A newer save of the same code stays readable until it lands too.
      const auto it = unsaved_.find(finished.code);
      if (it != unsaved_.end() && it->second == finished.texts) unsaved_.erase(it);
    }
    lock.unlock();
    for (auto& finished : batch) {
      if (finished.then) finished.then();
    }
    lock.lock();
  }
}

}  // namespace gavel::server
