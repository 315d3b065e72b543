// A game's view written as text, member by member, with the two places where
// whoever renders it may merge fields of its own: each entry of "players" and
// "you". The room's State (server/state_text.cpp) adds names, marks and
// mustMove there and must know which top-level members the game wrote, so a
// game writes its view through these calls rather than straight into a
// JsonWriter. By itself a ViewWriter adds nothing: the text is the view, and
// the view's tree is that text parsed (written_view below), so a game that
// writes its view (WritesView, typed_game.h) defines it once.
#pragma once

#include <boost/json.hpp>
#include <cstddef>
#include <string>
#include <string_view>

#include "engine/json_writer.h"

namespace gavel::engine {

class ViewWriter {
 public:
  // Writes members into an object `out` has opened; the caller closes it.
  explicit ViewWriter(JsonWriter& out) : out_(out) {}
  virtual ~ViewWriter() = default;
  ViewWriter(const ViewWriter&) = delete;
  ViewWriter& operator=(const ViewWriter&) = delete;

  // A top-level member other than "players" and "you": exactly one value
  // follows on the writer returned (into nothing, for a key the renderer
  // writes itself: keeps()).
  JsonWriter& field(std::string_view key);

  // "players": begin_players(), then per seat in seat order begin_player(),
  // the entry's fields on the writer returned, end_player(); end_players().
  void begin_players();
  JsonWriter& begin_player();
  void end_player();
  void end_players();

  // "you": begin_you(), its fields on the writer returned, end_you(); or
  // no_you() where the viewer has no seat.
  JsonWriter& begin_you();
  void end_you();
  void no_you();

  bool wrote_players() const { return wrote_players_; }
  bool wrote_you() const { return wrote_you_; }

 protected:
  JsonWriter& out() { return out_; }
  // What a renderer merges in; by default, nothing.
  virtual void on_field(std::string_view /*key*/) {}
  // Whether the game's top-level `key` is written; false for one the
  // renderer gives itself (the feed's "rules_version").
  virtual bool keeps(std::string_view /*key*/) const { return true; }
  // Inside players entry `index`, after the game's fields.
  virtual void player_fields(std::size_t /*index*/) {}
  // Inside the players array after the game's `written` entries.
  virtual void more_players(std::size_t /*written*/) {}
  // Inside "you", after the game's fields.
  virtual void you_fields() {}
  // The value of "you" for a viewer the game gave none.
  virtual void write_no_you() { out_.null(); }

 private:
  JsonWriter& out_;
  std::string dropped_;  // where the members keeps() refuses go
  JsonWriter drop_{dropped_};
  std::size_t players_ = 0;  // entries begun so far
  bool wrote_players_ = false;
  bool wrote_you_ = false;
};

// A view's tree written through `out`, member by member: what a game whose
// view is a tree has written for it. "players" must be an array of objects
// and "you" an object or null (the random-play checker holds every game to
// that); anything else there is left out.
void write_view_members(const boost::json::object& view, ViewWriter& out);

// The tree of a view written by `write(ViewWriter&)`: its text, parsed.
template <class Write>
boost::json::object written_view(const Write& write) {
  std::string text;
  JsonWriter out(text);
  out.begin_object();
  ViewWriter view(out);
  write(view);
  out.end_object();
  return boost::json::parse(text).as_object();
}

// The same for any value written straight into a JsonWriter (legal actions,
// settings).
template <class Write>
boost::json::value written_value(const Write& write) {
  std::string text;
  JsonWriter out(text);
  write(out);
  return boost::json::parse(text);
}

}  // namespace gavel::engine
