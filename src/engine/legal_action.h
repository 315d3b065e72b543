// Reading the generic legal-action entries of Match::legal_actions: drawing a
// concrete action from one and testing whether an action belongs to one.
// Generic agents, the random-play checker and stand-in bots share these.
#pragma once

#include <boost/json.hpp>

#include "engine/rng.h"

namespace gavel::engine {

// A concrete action drawn uniformly from the family an entry describes.
boost::json::value sample_action(const boost::json::object& entry, Rng& rng);

// Whether `action` is one of the actions `entry` describes.
bool entry_allows(const boost::json::object& entry, const boost::json::value& action);

// Whether any entry of `legal` allows `action`.
bool is_listed(const boost::json::array& legal, const boost::json::value& action);

// A uniformly chosen entry of `legal`, sampled; `legal` must not be empty.
boost::json::value random_legal_action(const boost::json::array& legal, Rng& rng);

}  // namespace gavel::engine
