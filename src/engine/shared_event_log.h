// A match's event log, shared between copies of a State until one of them
// adds an event. The random-play checker copies a state for every probe it
// tries, and a whole match's events would otherwise be copied each time.
// Copies belong to one thread at a time, like the States that hold them.
#pragma once

#include <memory>

#include "engine/feed.h"

namespace gavel::engine {

class SharedEventLog {
 public:
  const EventLog& get() const { return *log_; }
  // The log to append to, copied first if another State still shares it.
  EventLog& edit() {
    if (log_.use_count() > 1) log_ = std::make_shared<EventLog>(*log_);
    return *log_;
  }
  bool operator==(const SharedEventLog& other) const {
    return log_ == other.log_ || *log_ == *other.log_;
  }

 private:
  std::shared_ptr<EventLog> log_ = std::make_shared<EventLog>();
};

}  // namespace gavel::engine
