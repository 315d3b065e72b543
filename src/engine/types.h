// Basic vocabulary shared by every game and by everything that drives one:
// seats, viewers, time, and where an input came from.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace gavel::engine {

// A seat is a player's place at the table, numbered from 0.
using Seat = int;

// Milliseconds on the server clock. Rules never read a clock: time only
// arrives as an argument, so a match is a function of its inputs.
using Millis = std::int64_t;

// Who looks at a match: one seat, or a spectator who sees only public facts.
class Viewer {
 public:
  static Viewer seat(Seat s) { return Viewer(s); }
  static Viewer spectator() { return Viewer(-1); }

  bool is_spectator() const { return seat_ < 0; }
  // The viewer's seat; only meaningful when !is_spectator().
  Seat seat() const { return seat_; }
  bool operator==(const Viewer&) const = default;

 private:
  explicit Viewer(Seat s) : seat_(s) {}
  Seat seat_;
};

// Where an accepted action came from. Rules may treat them differently
// (Bidlock counts a timeout against the absent player), and the journal keeps
// the origin so a replay shows who really decided.
enum class Origin : std::uint8_t {
  kPlayer,    // a human or an agent, through the API
  kBot,       // a house bot sitting in the seat
  kTimeout,   // the house stood in because the seat missed its deadline
  kAuto,      // the rules decided: the seat had exactly one possible action
  kResigned,  // the house played for a seat whose player resigned
};

const char* origin_name(Origin origin);
std::optional<Origin> origin_from_name(std::string_view name);

// The next moment at which the match changes without anyone acting.
// When `at` passes, the host first obtains a stand-in action for every seat in
// `stand_in` (applied with Origin::kTimeout), then calls tick(now) so the rules
// can apply whatever else the deadline means (a default action, a new round).
struct Deadline {
  Millis at = 0;
  std::vector<Seat> stand_in;
  bool operator==(const Deadline&) const = default;
};

}  // namespace gavel::engine
