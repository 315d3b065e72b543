#include "cluster/lease_keeper.h"

#include <cstdio>

namespace gavel::cluster {

LeaseKeeper::LeaseKeeper(RoomOwnership& ownership, OnAdopted on_adopted,
                         std::chrono::milliseconds every)
    : ownership_(ownership),
      on_adopted_(std::move(on_adopted)),
      every_(every),
      thread_([this] { run(); }) {}

LeaseKeeper::~LeaseKeeper() {
  stop();
}

void LeaseKeeper::wake() {
  {
    std::lock_guard lock(mutex_);
    woken_ = true;
  }
  wake_.notify_one();
}

void LeaseKeeper::stop_adopting() {
  std::lock_guard lock(mutex_);
  adopting_ = false;
}

void LeaseKeeper::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  if (thread_.joinable()) thread_.join();
}

void LeaseKeeper::run() {
  auto next_renewal = std::chrono::steady_clock::now();
  bool more = false;  // the last round was full: go on at once
  std::unique_lock lock(mutex_);
  for (;;) {
    if (!more) {
      wake_.wait_until(lock, next_renewal, [this] { return stopping_ || woken_; });
    }
    if (stopping_) return;
    woken_ = false;
    const bool adopting = adopting_;
    lock.unlock();
    const auto now = std::chrono::steady_clock::now();
    if (now >= next_renewal) {
      // A failed renewal is tried again next tick; should the lease lapse
      // meanwhile, the journal's fence keeps this server from writing for
      // rooms another adopted.
      if (auto renewed = ownership_.renew(); !renewed) {
        std::fprintf(stderr, "gavel: renewing the lease: %s\n", renewed.error().message.c_str());
      }
      next_renewal = now + every_;
    }
    more = false;
    if (adopting) {
      auto adopted = ownership_.adopt(kBatch);
      if (!adopted) {
        std::fprintf(stderr, "gavel: adopting rooms: %s\n", adopted.error().message.c_str());
      } else if (!adopted->empty()) {
        more = static_cast<int>(adopted->size()) == kBatch;
        on_adopted_(std::move(*adopted));
      }
    }
    lock.lock();
  }
}

}  // namespace gavel::cluster
