// A bounded set of connections to one database, shared by a store's callers
// on the server's threads: each operation borrows one connection for its
// whole length (a statement or a transaction) and gives it back.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "postgres/pg.h"

namespace gavel::postgres {

class Pool {
 public:
  // Connects once now, so a wrong URL fails at start and not at the first
  // move; further connections open on demand, up to `size`.
  static Result<std::unique_ptr<Pool>> open(std::string url, std::size_t size);

  // A borrowed connection, returned to the pool when it goes out of scope.
  class Lease {
   public:
    Lease(Lease&& other) noexcept;
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    Lease& operator=(Lease&&) = delete;
    ~Lease();
    Connection& operator*() const { return *connection_; }
    Connection* operator->() const { return connection_.get(); }

   private:
    friend class Pool;
    Lease(Pool& pool, std::unique_ptr<Connection> connection)
        : pool_(&pool), connection_(std::move(connection)) {}
    Pool* pool_;
    std::unique_ptr<Connection> connection_;
  };

  // Waits while every connection is borrowed; an error when no connection
  // can be opened or restored.
  Result<Lease> acquire();

 private:
  Pool(std::string url, std::size_t size) : url_(std::move(url)), size_(size) {}
  void give_back(std::unique_ptr<Connection> connection);

  const std::string url_;
  const std::size_t size_;
  std::mutex mutex_;
  std::condition_variable returned_;
  std::vector<std::unique_ptr<Connection>> idle_;
  std::size_t opened_ = 0;  // idle and borrowed together, at most size_
};

}  // namespace gavel::postgres
