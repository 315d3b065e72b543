// Threads for work that must not run on an I/O thread: one pool for blocking
// work (SQLite, argon2id), one for house bots. Bot threads run at a lower
// scheduling priority, so a busy bot never delays a player's request or a
// login on a shared core.
#pragma once

#include <atomic>
#include <boost/asio.hpp>
#include <thread>
#include <vector>

namespace gavel::server {

// How far behind a pool is, readable from any thread: its thread count and
// how many tasks posted with `queued()` have not started yet. One per
// io_context (an Asio service), so every room posting to the bot pool
// shares it without being handed it: asio::use_service<PoolLoad>(context).
class PoolLoad final : public boost::asio::execution_context::service {
 public:
  using key_type = PoolLoad;
  static inline boost::asio::execution_context::id id;

  explicit PoolLoad(boost::asio::execution_context& context) : service(context) {}

  // A task is posted / has started; started() returns how many still wait
  // after it.
  void queued() { waiting_.fetch_add(1, std::memory_order_relaxed); }
  int started() { return waiting_.fetch_sub(1, std::memory_order_relaxed) - 1; }
  int waiting() const { return waiting_.load(std::memory_order_relaxed); }

  // Set by the pool that runs the context; 1 for a context run elsewhere.
  void set_threads(int threads) { threads_.store(threads, std::memory_order_relaxed); }
  int threads() const { return threads_.load(std::memory_order_relaxed); }

 private:
  void shutdown() override {}

  std::atomic<int> waiting_{0};
  std::atomic<int> threads_{1};
};

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
