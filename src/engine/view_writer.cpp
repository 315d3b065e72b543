#include "engine/view_writer.h"

namespace gavel::engine {
namespace json = boost::json;

JsonWriter& ViewWriter::field(std::string_view key) {
  on_field(key);
  if (!keeps(key)) [[unlikely]] {
    dropped_.clear();  // what it writes there is never read
    return drop_;
  }
  return out_.key(key);
}

void ViewWriter::begin_players() {
  wrote_players_ = true;
  out_.key("players").begin_array();
}

JsonWriter& ViewWriter::begin_player() {
  return out_.begin_object();
}

void ViewWriter::end_player() {
  player_fields(players_++);
  out_.end_object();
}

void ViewWriter::end_players() {
  more_players(players_);
  out_.end_array();
}

JsonWriter& ViewWriter::begin_you() {
  wrote_you_ = true;
  return out_.key("you").begin_object();
}

void ViewWriter::end_you() {
  you_fields();
  out_.end_object();
}

void ViewWriter::no_you() {
  wrote_you_ = true;
  out_.key("you");
  write_no_you();
}

void write_view_members(const json::object& view, ViewWriter& out) {
  for (const auto& [key, value] : view) {
    if (key == "players") {
      const auto* players = value.if_array();
      if (!players) continue;
      out.begin_players();
      for (const auto& entry : *players) {
        if (const auto* fields = entry.if_object()) {
          out.begin_player().members(*fields);
          out.end_player();
        }
      }
      out.end_players();
    } else if (key == "you") {
      if (const auto* fields = value.if_object()) {
        out.begin_you().members(*fields);
        out.end_you();
      } else if (value.is_null()) {
        out.no_you();
      }
    } else {
      out.field(key).value(value);
    }
  }
}

}  // namespace gavel::engine
