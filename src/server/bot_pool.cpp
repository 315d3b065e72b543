// On Linux the nice value is per thread, so each bot thread lowers its own.
#include "server/bot_pool.h"

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace gavel::server {

BotPool::BotPool(int threads) : work_(io_.get_executor()) {
  for (int i = 0; i < threads; ++i) {
    threads_.emplace_back([this] {
      // Best effort: if it is not allowed, bots simply run at normal priority.
      (void)setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 10);
      io_.run();
    });
  }
}

BotPool::~BotPool() {
  stop();
}

void BotPool::stop() {
  work_.reset();
  for (auto& thread : threads_) {
    if (thread.joinable()) thread.join();
  }
}

}  // namespace gavel::server
