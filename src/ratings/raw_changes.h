// What each of the three ELO rules produces: per entity, its score, its
// expectation and its hypothetical raw change, before anything is shared.
#pragma once

#include <vector>

namespace gavel::ratings {

// All in participant order and in ELO points (not tenths): these are the
// rulebooks' real-valued terms, kept exact until the shared finish step.
struct RawChanges {
  std::vector<double> score;     // playerScore (Hold'em: the average pairwise result)
  std::vector<double> expected;  // expectedScore (Hold'em: the average expectation)
  std::vector<double> change;    // hypothetical raw change, bots included
};

}  // namespace gavel::ratings
