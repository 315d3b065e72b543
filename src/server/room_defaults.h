// The settings new rooms of each game start from, as the administrator last
// set them. Kept in a small JSON file under DATA_DIR, or in the shared
// database (store/settings_text.h), so they survive restarts.
#pragma once

#include <boost/json.hpp>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "engine/error.h"
#include "store/settings_text.h"

namespace gavel::server {

class RoomDefaults {
 public:
  // `path` "" keeps the defaults in memory only (tests). A missing file is
  // no defaults; an unreadable or malformed one is an error.
  static engine::Result<RoomDefaults> load(std::string path);
  // The same from a document kept elsewhere (PostgreSQL's settings row).
  static engine::Result<RoomDefaults> load(std::unique_ptr<store::SettingsText> text);

  RoomDefaults(RoomDefaults&& other) noexcept;

  // The game's stored settings object, or {} when the administrator set none.
  boost::json::object get(std::string_view game) const;
  // Every game's, {"<game>": {...}, ...}.
  boost::json::object all() const;
  // Replaces the game's defaults (the caller has checked them) and writes
  // the file (to a temporary name, then renamed, so a crash never leaves half
  // a file). On a write error nothing changes.
  engine::Result<void> set(std::string_view game, boost::json::object settings);

 private:
  explicit RoomDefaults(std::string path) : path_(std::move(path)) {}
  // Checks and takes the stored document; `where` names it in errors.
  engine::Result<void> adopt(const std::string& text, const std::string& where);
  std::string path_;
  std::unique_ptr<store::SettingsText> text_;  // when set, used instead of path_
  mutable std::mutex mutex_;
  boost::json::object by_game_;
};

}  // namespace gavel::server
