// The house bot's two levels: steady, and sharp, which thinks longer, exploits
// rules it calls exactly and models rival house bots (docs/games/bidlock.md).
#include "games/bidlock/bots/house_bot.h"

namespace gavel::bidlock {

HouseParams steady_params() {
  HouseParams params;
  params.worlds = 100;
  params.late_boost = 2.0;
  params.margin_weight = 0.01;
  params.pick_margin = 0.02;
  //              random greedy extremist shark reader deep fuzzy
  params.prior = {0.60, 0.06, 0.04, 0.04, 0.06, 0.04, 0.16};
  params.model_noise = 0.15;
  params.history_trust = 0.9;
  params.self_counter = 0;
  params.self_style = Strategy::kGreedy;
  params.self_noise = 0.05;
  return params;
}

HouseParams sharp_params() {
  HouseParams params = steady_params();
  params.worlds = 200;
  params.pick_margin = 0.015;
  params.history_trust = 1;
  params.house_sim_worlds = 60;
  params.fit.house_prior = 0.3;
  params.fit.house_slip = 0.5;
  return params;
}

}  // namespace gavel::bidlock
