// One form for finished results, so agents read winners and places alike in
// every game.
#include "engine/outcome_json.h"

namespace gavel::engine {
namespace json = boost::json;

json::object result_json(const Outcome& outcome,
                         const std::function<void(const Standing&, json::object&)>& add_fields) {
  json::array winners;
  json::array standings;
  for (const auto& standing : outcome.standings) {
    if (standing.place == 1) winners.push_back(standing.seat);
    json::object entry{{"seat", standing.seat}, {"place", standing.place}};
    add_fields(standing, entry);
    standings.push_back(std::move(entry));
  }
  return {{"winners", std::move(winners)}, {"standings", std::move(standings)}};
}

}  // namespace gavel::engine
