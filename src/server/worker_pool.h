// Threads for work that must not run on an I/O thread: one pool for blocking
// work (SQLite, argon2id), one for house bots. Bot threads run at a lower
// scheduling priority, so a busy bot never delays a player's request or a
// login on a shared core.
#pragma once

#include <boost/asio.hpp>
#include <thread>
#include <vector>

namespace gavel::server {

class WorkerPool {
 public:
  enum class Priority { kNormal, kLow };
  WorkerPool(int threads, Priority priority);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  boost::asio::io_context::executor_type executor() { return io_.get_executor(); }
  // Finishes the work under way and queued, then stops the threads.
  void stop();

 private:
  boost::asio::io_context io_;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> work_;
  std::vector<std::thread> threads_;
};

}  // namespace gavel::server
