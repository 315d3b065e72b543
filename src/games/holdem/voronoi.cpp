// The drawing lists every region, hands' and the board's, so a client draws
// the official diagram from the showdown JSON alone.
#include "games/holdem/voronoi.h"

#include <cmath>
#include <cstdio>

namespace gavel::holdem {
namespace json = boost::json;

engine::Result<int> PointVoronoi::score(const Selection&, const FourCards&) const {
  return engine::invalid("Point-Voronoi has no selection: the diagram scores every hand");
}

std::array<int, 4> PointVoronoi::tiebreak(const FourCards&) const {
  return {};  // no coordinate tie-break: equal shares split
}

Selection PointVoronoi::best(const FourCards&) const {
  return {};
}

bool PointVoronoi::finalizes(const Selection&, int) const {
  return true;
}

std::vector<Selection> PointVoronoi::selections(const FourCards&) const {
  return {};
}

std::vector<Card> PointVoronoi::draw(engine::Rng& rng, std::size_t count) const {
  return draw_points(rng, count);
}

std::optional<JointShowdown> PointVoronoi::score_together(
    const std::vector<std::optional<std::array<Card, 2>>>& hands,
    const std::array<Card, 2>& board) const {
  // Sites: each hand's two points in seat order, then the flop and the turn.
  std::vector<Card> sites;
  for (const auto& hand : hands) {
    if (hand) sites.insert(sites.end(), hand->begin(), hand->end());
  }
  sites.insert(sites.end(), board.begin(), board.end());
  const auto regions = voronoi_regions(sites);
  JointShowdown out;
  out.shares.resize(hands.size());
  std::size_t next = 0;
  // Whole numbers only: a double does not always survive a JSON round trip.
  const auto region_json = [](const Region& region, json::value owner) {
    json::array polygon;
    for (const auto& corner : region.polygon) {
      polygon.push_back(json::array{std::llround(corner[0] * kDrawingScale),
                                    std::llround(corner[1] * kDrawingScale)});
    }
    const GridPoint at = point_of(region.site);
    return json::object{{"card", region.site},
                        {"x", at.x},
                        {"y", at.y},
                        {"seat", std::move(owner)},
                        {"share_ppb", share_ppb(region.share)},
                        {"polygon", std::move(polygon)}};
  };
  json::array drawn;
  for (std::size_t seat = 0; seat < hands.size(); ++seat) {
    if (!hands[seat]) continue;
    // Summed in a fixed order so every replay gets the same double.
    out.shares[seat] = regions[next].share + regions[next + 1].share;
    drawn.push_back(region_json(regions[next], json::value(seat)));
    drawn.push_back(region_json(regions[next + 1], json::value(seat)));
    next += 2;
  }
  drawn.push_back(region_json(regions[next], nullptr));
  drawn.push_back(region_json(regions[next + 1], nullptr));
  // Sites in grid units (0 .. grid - 1), corners in millionths of the side.
  out.drawing = json::object{{"grid", kVoronoiGrid},
                             {"polygon_scale", static_cast<std::int64_t>(kDrawingScale)},
                             {"regions", std::move(drawn)}};
  return out;
}

std::int64_t share_ppb(double share) {
  return std::llround(share * 1e9);
}

std::string share_percent(double share) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f", std::round(share * 1000) / 10);
  return text;
}

}  // namespace gavel::holdem
