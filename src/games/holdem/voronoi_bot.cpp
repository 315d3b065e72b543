// Each sample builds the whole diagram (every hand's two regions), since a
// share is only known against all the others.
#include "games/holdem/voronoi_bot.h"

#include <algorithm>

#include "games/holdem/voronoi.h"

namespace gavel::holdem {

double estimate_voronoi_equity(const View& view, int samples, engine::Rng& rng) {
  if (!view.your_seat || samples <= 0) return 0;
  const Seat me = *view.your_seat;
  const auto& mine = view.players[static_cast<std::size_t>(me)].cards;
  if (!mine[0] || !mine[1]) return 0;
  std::vector<Card> visible(view.board.begin(), view.board.end());
  std::vector<Seat> opponents;
  for (const auto& p : view.players) {
    for (const auto& c : p.cards) {
      if (c) visible.push_back(*c);
    }
    if (p.seat != me && p.dealt && !p.folded) opponents.push_back(p.seat);
  }
  if (opponents.empty()) return 1;
  double won = 0;
  std::vector<Card> sites;
  for (int trial = 0; trial < samples; ++trial) {
    sites.clear();
    const auto fresh = [&]() {
      for (;;) {
        const Card card = draw_points(rng, 1)[0];
        if (std::find(visible.begin(), visible.end(), card) == visible.end() &&
            std::find(sites.begin(), sites.end(), card) == sites.end()) {
          return card;
        }
      }
    };
    // Sites: own two, each opponent's two, then the board's two.
    sites.push_back(*mine[0]);
    sites.push_back(*mine[1]);
    for (const Seat s : opponents) {
      const auto& cards = view.players[static_cast<std::size_t>(s)].cards;
      for (const auto& c : cards) sites.push_back(c ? *c : fresh());
    }
    for (std::size_t i = 0; i < 2; ++i) {
      sites.push_back(i < view.board.size() ? view.board[i] : fresh());
    }
    const auto regions = voronoi_regions(sites);
    std::vector<double> shares;
    for (std::size_t h = 0; h <= opponents.size(); ++h) {
      shares.push_back(regions[2 * h].share + regions[2 * h + 1].share);
    }
    const double best = *std::max_element(shares.begin(), shares.end());
    const double floor = (1 - kVoronoiTolerance) * best;
    if (shares[0] < floor) continue;
    const auto tied =
        std::count_if(shares.begin(), shares.end(), [&](double s) { return s >= floor; });
    won += 1.0 / static_cast<double>(tied);
  }
  return won / samples;
}

}  // namespace gavel::holdem
