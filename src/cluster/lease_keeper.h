// The thread that keeps a server's lease and adopts the rooms nobody holds
// (room_ownership.h): every tick it renews, then takes over what another
// server left (released at a stop, or lost with a lapsed lease), handing
// each batch to the server to rebuild. A request that met an unheld room
// wakes it at once.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "cluster/room_ownership.h"

namespace gavel::cluster {

class LeaseKeeper {
 public:
  using OnAdopted = std::function<void(std::vector<Adopted>)>;
  // Renews at once, then every `every` (a fraction of the lease, so that
  // several renewals may fail before it lapses).
  LeaseKeeper(RoomOwnership& ownership, OnAdopted on_adopted, std::chrono::milliseconds every);
  ~LeaseKeeper();
  LeaseKeeper(const LeaseKeeper&) = delete;
  LeaseKeeper& operator=(const LeaseKeeper&) = delete;

  void wake();
  // Stopping: renews still (the rooms are handed over as they are left),
  // adopts no more.
  void stop_adopting();
  void stop();

  // Rooms taken per round; a full round is followed by another at once.
  static constexpr int kBatch = 64;

 private:
  void run();

  RoomOwnership& ownership_;
  OnAdopted on_adopted_;
  const std::chrono::milliseconds every_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool woken_ = false;
  bool adopting_ = true;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace gavel::cluster
