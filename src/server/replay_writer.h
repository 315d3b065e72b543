// Where finished matches queue for the store: one thread takes whatever has
// queued while it was writing and writes their texts (rendered on the room's
// strand, straight from what the room holds) all in one transaction through the store's kept
// statement, then runs what each match asked to follow its save (its ratings), in order. Nothing of
// it runs on a room's strand or an I/O thread.
//
// Until its write lands, a match's replay stays readable here (unsaved());
// the room itself also stays in memory for an hour after its end. A crash
// before the write loses nothing: the room's journal keeps the finished
// room, which is reported, and saved, again at the restart (room_recovery.h).
#pragma once

#include <boost/json.hpp>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "server/room_types.h"
#include "store/store.h"

namespace gavel::server {

class ReplayWriter {
 public:
  struct Finished {
    std::string code;
    std::string game;
    Millis finished_at = 0;
    std::shared_ptr<const store::MatchTexts> texts;  // null: nothing to save (logged)
    std::function<void()> then;                      // after the save, on the writer's thread
  };

  explicit ReplayWriter(store::MatchStore& store);
  ~ReplayWriter();
  ReplayWriter(const ReplayWriter&) = delete;
  ReplayWriter& operator=(const ReplayWriter&) = delete;

  void save(Finished finished);
  // The replay of a match queued or being written, not yet in the store.
  std::shared_ptr<const store::MatchTexts> unsaved(const std::string& code) const;
  // Writes what is queued, runs what follows, and stops the thread.
  void stop();

 private:
  void run();

  store::MatchStore& store_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<Finished> queue_;
  // Queued or being written, by code (a code saved twice keeps the newest).
  std::unordered_map<std::string, std::shared_ptr<const store::MatchTexts>> unsaved_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace gavel::server
