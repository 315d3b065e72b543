// The threads house bots think on. They run at a lower scheduling priority
// than the I/O threads, so a busy bot never delays a player's request on a
// shared core.
#pragma once

#include <boost/asio.hpp>
#include <thread>
#include <vector>

namespace gavel::server {

class BotPool {
 public:
  explicit BotPool(int threads);
  ~BotPool();
  BotPool(const BotPool&) = delete;
  BotPool& operator=(const BotPool&) = delete;

  boost::asio::io_context::executor_type executor() { return io_.get_executor(); }
  // Finishes the decisions under way and stops the threads.
  void stop();

 private:
  boost::asio::io_context io_;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> work_;
  std::vector<std::thread> threads_;
};

}  // namespace gavel::server
