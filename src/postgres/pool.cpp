#include "postgres/pool.h"

namespace gavel::postgres {

Result<std::unique_ptr<Pool>> Pool::open(std::string url, std::size_t size) {
  if (size == 0) return failure("a connection pool needs at least one connection");
  auto first = Connection::open(url);
  if (!first) return std::unexpected(first.error());
  std::unique_ptr<Pool> pool(new Pool(std::move(url), size));
  pool->idle_.push_back(std::make_unique<Connection>(std::move(*first)));
  pool->opened_ = 1;
  return pool;
}

Result<Pool::Lease> Pool::acquire() {
  std::unique_ptr<Connection> connection;
  {
    std::unique_lock lock(mutex_);
    returned_.wait(lock, [&] { return !idle_.empty() || opened_ < size_; });
    if (!idle_.empty()) {
      connection = std::move(idle_.back());
      idle_.pop_back();
    } else {
      ++opened_;  // reserved before connecting, outside the lock
    }
  }
  if (!connection) {
    auto fresh = Connection::open(url_);
    if (!fresh) {
      std::lock_guard lock(mutex_);
      --opened_;
      returned_.notify_one();
      return std::unexpected(fresh.error());
    }
    connection = std::make_unique<Connection>(std::move(*fresh));
  } else if (!connection->usable()) {
    // Kept in the pool (it reconnects on a later try) but not lent broken.
    give_back(std::move(connection));
    return failure("the connection to the database is lost");
  }
  return Lease(*this, std::move(connection));
}

void Pool::give_back(std::unique_ptr<Connection> connection) {
  std::lock_guard lock(mutex_);
  idle_.push_back(std::move(connection));
  returned_.notify_one();
}

Pool::Lease::Lease(Lease&& other) noexcept
    : pool_(other.pool_), connection_(std::move(other.connection_)) {}

Pool::Lease::~Lease() {
  if (connection_) pool_->give_back(std::move(connection_));
}

}  // namespace gavel::postgres
