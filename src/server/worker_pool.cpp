// On Linux the nice value is per thread, so each low-priority thread lowers
// its own.
#include "server/worker_pool.h"

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace gavel::server {

WorkerPool::WorkerPool(int threads, Priority priority) : work_(io_.get_executor()) {
  boost::asio::use_service<PoolLoad>(io_).set_threads(threads);
  for (int i = 0; i < threads; ++i) {
    threads_.emplace_back([this, priority] {
      if (priority == Priority::kLow) {
        // Best effort: if it is not allowed, the thread runs at normal priority.
        (void)setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 10);
      }
      io_.run();
    });
  }
}

WorkerPool::~WorkerPool() {
  stop();
}

void WorkerPool::stop() {
  work_.reset();
  for (auto& thread : threads_) {
    if (thread.joinable()) thread.join();
  }
}

}  // namespace gavel::server
