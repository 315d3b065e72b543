// The waiting room's Practice (note 94): N sample hands of the room's card
// type, fresh cards or points from a seed of its own (never the
// tournament's), scored like a showdown. Pure: the same settings, count and
// seed always give the same scenario.
#pragma once

#include <array>
#include <boost/json.hpp>
#include <optional>
#include <vector>

#include "engine/error.h"
#include "engine/types.h"
#include "games/holdem/card_type.h"
#include "games/holdem/settings.h"

namespace gavel::holdem {

// At least two sample hands, one per current participant, at most nine.
constexpr int kMinPracticeHands = 2;

struct PracticeHand {
  std::array<Card, 2> cards{};
  std::optional<int> score;       // types scored hand by hand
  std::optional<Selection> used;  // the scoring selection shown
  std::optional<double> share;    // types scored together (Point-Voronoi)
  bool operator==(const PracticeHand&) const = default;
};

struct PracticeScenario {
  std::vector<PracticeHand> hands;
  std::array<Card, 2> board{};
  std::vector<int> winners;  // hand indexes, ties all listed
  std::optional<JointShowdown> joint;
  bool operator==(const PracticeScenario&) const = default;
};

// `hands` below two is raised to two; above nine is refused.
engine::Result<PracticeScenario> practice_scenario(const Settings& settings, int hands,
                                                   engine::Seed seed);
boost::json::object practice_json(const PracticeScenario& scenario);

}  // namespace gavel::holdem
