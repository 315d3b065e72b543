// The counts live in a shared block, so a connection that outlives the
// server's objects at shutdown still releases its slot safely.
#include "server/connection_limit.h"

#include <optional>

#include "server/log_line.h"

namespace gavel::server {

struct ConnectionLimit::Slot::Counts {
  struct Entry {
    int open = 0;
    int refused_since_log = 0;
    std::optional<Clock::time_point> logged_at;
  };
  std::mutex mutex;
  std::unordered_map<std::string, Entry> by_address;
};

ConnectionLimit::Slot::Slot(std::shared_ptr<Counts> counts, std::string address)
    : counts_(std::move(counts)), address_(std::move(address)) {}

ConnectionLimit::Slot::~Slot() {
  std::lock_guard lock(counts_->mutex);
  const auto it = counts_->by_address.find(address_);
  // An address with nothing open is forgotten, which bounds the table.
  if (it != counts_->by_address.end() && --it->second.open <= 0) counts_->by_address.erase(it);
}

ConnectionLimit::ConnectionLimit(int per_address)
    : per_address_(per_address), counts_(std::make_shared<Slot::Counts>()) {}

std::shared_ptr<ConnectionLimit::Slot> ConnectionLimit::open(const std::string& address,
                                                             Clock::time_point now) {
  int refused = 0;
  int open = 0;
  {
    std::lock_guard lock(counts_->mutex);
    auto& entry = counts_->by_address[address];
    if (per_address_ <= 0 || entry.open < per_address_) {
      ++entry.open;
      return std::shared_ptr<Slot>(new Slot(counts_, address));
    }
    ++entry.refused_since_log;
    if (entry.logged_at && now - *entry.logged_at < std::chrono::minutes(1)) return nullptr;
    entry.logged_at = now;
    refused = entry.refused_since_log;
    entry.refused_since_log = 0;
    open = entry.open;
  }
  log_line("connection_refused",
           {{"address", address}, {"open", open}, {"limit", per_address_}, {"refused", refused}});
  return nullptr;
}

int ConnectionLimit::open_from(const std::string& address) const {
  std::lock_guard lock(counts_->mutex);
  const auto it = counts_->by_address.find(address);
  return it == counts_->by_address.end() ? 0 : it->second.open;
}

}  // namespace gavel::server
