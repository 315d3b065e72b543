// One small document a server keeps whole and rewrites whole (the
// administrator's room defaults), wherever the stores live: a file for
// SQLite's DATA_DIR, a row in PostgreSQL for servers that share a database.
#pragma once

#include <optional>
#include <string>

#include "engine/error.h"

namespace gavel::store {

using engine::Result;

class SettingsText {
 public:
  SettingsText() = default;
  SettingsText(const SettingsText&) = delete;
  SettingsText& operator=(const SettingsText&) = delete;
  virtual ~SettingsText() = default;

  // The text last written, or nullopt when nothing has been.
  virtual Result<std::optional<std::string>> read() = 0;
  // Replaces the text, all or nothing; durable when it returns.
  virtual Result<void> write(const std::string& text) = 0;
  // Names the place in error messages ("room-defaults.json", a table's row).
  virtual std::string where() const = 0;
};

}  // namespace gavel::store
