// The file is one JSON object, {"game": {settings}, ...}. It is small and
// changed rarely (by the administrator), so every change rewrites it whole:
// written to "<path>.tmp", flushed to disk, then renamed over the old file,
// which POSIX makes atomic, so readers and crashes see the old or the new
// file, never a mix.
#include "server/room_defaults.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace gavel::server {
namespace json = boost::json;
namespace fs = std::filesystem;

namespace {

std::string system_error(const std::string& what, const std::string& path) {
  return what + " " + path + ": " + std::strerror(errno);
}

// Writes `text` to `path` and syncs it, so the rename that follows can never
// publish a file whose contents are still only in memory.
engine::Result<void> write_synced(const std::string& path, const std::string& text) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return engine::invalid(system_error("cannot create", path));
  std::size_t written = 0;
  while (written < text.size()) {
    const auto n = ::write(fd, text.data() + written, text.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      auto error = engine::invalid(system_error("cannot write", path));
      ::close(fd);
      return error;
    }
    written += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0) {
    auto error = engine::invalid(system_error("cannot sync", path));
    ::close(fd);
    return error;
  }
  if (::close(fd) != 0) return engine::invalid(system_error("cannot close", path));
  return {};
}

// Makes the rename itself survive a power cut. Best effort: the new file is
// already in place for this process and the next start either way.
void sync_directory(const fs::path& directory) {
  const int fd = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

}  // namespace

engine::Result<RoomDefaults> RoomDefaults::load(std::string path) {
  RoomDefaults defaults(path);
  if (path.empty()) return defaults;
  std::error_code ec;
  if (!fs::exists(path, ec)) {
    if (ec) return engine::invalid("cannot check " + path + ": " + ec.message());
    return defaults;  // nothing set yet
  }
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  if (!in || in.bad()) return engine::invalid("cannot read " + path);
  if (auto adopted = defaults.adopt(text.str(), path); !adopted) {
    return std::unexpected(adopted.error());
  }
  return defaults;
}

engine::Result<RoomDefaults> RoomDefaults::load(std::unique_ptr<store::SettingsText> text) {
  RoomDefaults defaults("");
  auto stored = text->read();
  if (!stored) return std::unexpected(stored.error());
  if (*stored) {
    if (auto adopted = defaults.adopt(**stored, text->where()); !adopted) {
      return std::unexpected(adopted.error());
    }
  }
  defaults.text_ = std::move(text);
  return defaults;
}

engine::Result<void> RoomDefaults::adopt(const std::string& text, const std::string& where) {
  boost::system::error_code ec;
  json::value value = json::parse(text, ec);
  if (ec) return engine::invalid(where + " is not valid JSON: " + ec.message());
  if (!value.is_object()) return engine::invalid(where + " must hold one JSON object");
  // Checked here rather than on use: a half-wrong file would otherwise make
  // some games silently start from the built-in settings.
  for (const auto& [game, settings] : value.as_object()) {
    if (!settings.is_object()) {
      return engine::invalid(where + ": the settings of \"" + std::string(game) +
                             "\" must be an object");
    }
  }
  by_game_ = std::move(value.as_object());
  return {};
}

RoomDefaults::RoomDefaults(RoomDefaults&& other) noexcept {
  std::lock_guard lock(other.mutex_);
  path_ = std::move(other.path_);
  text_ = std::move(other.text_);
  by_game_ = std::move(other.by_game_);
}

json::object RoomDefaults::get(std::string_view game) const {
  std::lock_guard lock(mutex_);
  if (const auto* settings = by_game_.if_contains(game)) return settings->as_object();
  return {};
}

json::object RoomDefaults::all() const {
  std::lock_guard lock(mutex_);
  return by_game_;
}

engine::Result<void> RoomDefaults::set(std::string_view game, json::object settings) {
  // Held through the write, so two changes reach the file in the order they
  // reach memory.
  std::lock_guard lock(mutex_);
  json::object next = by_game_;
  next[game] = std::move(settings);
  if (text_) {
    if (auto written = text_->write(json::serialize(next)); !written) return written;
  } else if (!path_.empty()) {
    std::error_code ec;
    const auto parent = fs::path(path_).parent_path();
    if (!parent.empty()) fs::create_directories(parent, ec);
    if (ec) return engine::invalid("cannot create " + parent.string() + ": " + ec.message());
    const std::string temporary = path_ + ".tmp";
    if (auto written = write_synced(temporary, json::serialize(next) + "\n"); !written) {
      fs::remove(temporary, ec);
      return written;
    }
    fs::rename(temporary, path_, ec);
    if (ec) {
      auto error = engine::invalid("cannot replace " + path_ + ": " + ec.message());
      fs::remove(temporary, ec);
      return error;
    }
    sync_directory(parent.empty() ? fs::path(".") : parent);
  }
  by_game_ = std::move(next);
  return {};
}

}  // namespace gavel::server
