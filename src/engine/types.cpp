// Names of the shared vocabulary, as they appear in journals and JSON.
#include "engine/types.h"

#include <string_view>

namespace gavel::engine {

const char* origin_name(Origin origin) {
  switch (origin) {
    case Origin::kPlayer:
      return "player";
    case Origin::kBot:
      return "bot";
    case Origin::kTimeout:
      return "timeout";
    case Origin::kAuto:
      return "auto";
    case Origin::kResigned:
      return "resigned";
  }
  return "player";
}

std::optional<Origin> origin_from_name(std::string_view name) {
  if (name == "player") return Origin::kPlayer;
  if (name == "bot") return Origin::kBot;
  if (name == "timeout") return Origin::kTimeout;
  if (name == "auto") return Origin::kAuto;
  if (name == "resigned") return Origin::kResigned;
  return std::nullopt;
}

}  // namespace gavel::engine
