// The match's event log, shared between copies of a State until one of them
// adds an event: the random-play checker copies a state for every probe.
#pragma once

#include <memory>

#include "engine/feed.h"

namespace gavel::spendii {

class SharedLog {
 public:
  const engine::EventLog& get() const { return *log_; }
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

}  // namespace gavel::spendii
