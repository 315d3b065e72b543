// The match's event log, shared between copies of a State until one of them
// adds an event. The random-play checker copies a state for every probe it
// tries, and a whole match's events would otherwise be copied each time.
#pragma once

#include <memory>

#include "engine/feed.h"

namespace gavel::auction {

class SharedLog {
 public:
  const engine::EventLog& get() const { return *log_; }
  // The log to append to, copied first if another State still shares it.
  engine::EventLog& edit() {
    if (log_.use_count() > 1) log_ = std::make_shared<engine::EventLog>(*log_);
    return *log_;
  }
  bool operator==(const SharedLog& other) const {
    return log_ == other.log_ || *log_ == *other.log_;
  }

 private:
  std::shared_ptr<engine::EventLog> log_ = std::make_shared<engine::EventLog>();
};

}  // namespace gavel::auction
