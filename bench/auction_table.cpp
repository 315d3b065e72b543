// Blind Auction's bot table (docs/perf.md): Shade against four random or four
// truthful bidders over seeded tables of 5, first and second price; prints
// the mean profit per item of Shade and of one opponent. The same command
// gives the same figures: every table's seed is its index.
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "games/auction/bot.h"

namespace {

using namespace gavel::auction;

struct Figures {
  double shade = 0;     // Shade's mean profit per item
  double opponent = 0;  // one opponent's mean profit per item
};

Figures play_tables(int tables, Pricing pricing, const std::string& opponents) {
  constexpr int kSeats = 5;
  long shade_profit = 0;
  long others_profit = 0;
  long items = 0;
  for (int table = 0; table < tables; ++table) {
    Settings settings;
    settings.seats = kSeats;
    settings.pricing = pricing;
    const auto seed = static_cast<gavel::engine::Seed>(table + 1);
    State state(settings, kSeats, seed, 0);
    const int shade_seat = table % kSeats;  // every seat in turn, so order cannot favour it
    std::vector<std::unique_ptr<Bot>> bots;
    for (int seat = 0; seat < kSeats; ++seat) {
      auto bot = make_bot(seat == shade_seat ? "Shade" : opponents,
                          gavel::engine::derive_seed(seed, static_cast<std::uint64_t>(seat)));
      bots.push_back(std::move(*bot));
    }
    while (!state.finished()) {
      const auto seat = *state.to_act();
      const auto action = bots[seat]->decide(make_view(state, gavel::engine::Viewer::seat(seat)));
      if (!state.apply(seat, action, 0, gavel::engine::Origin::kBot)) std::abort();
    }
    for (int seat = 0; seat < kSeats; ++seat) {
      (seat == shade_seat ? shade_profit : others_profit) += state.players()[seat].profit;
    }
    items += settings.items;
  }
  return {static_cast<double>(shade_profit) / static_cast<double>(items),
          static_cast<double>(others_profit) / (kSeats - 1) / static_cast<double>(items)};
}

}  // namespace

int main(int argc, char** argv) {
  const int tables = argc > 1 ? std::atoi(argv[1]) : 1000;
  if (tables <= 0) {
    std::fputs("usage: gavel_auction_table [TABLES]   (default 1000)\n", stderr);
    return 2;
  }
  std::printf("%d seeded tables of 5, 10 items, 1 talk round; Shade in one seat\n", tables);
  std::printf("%-8s %-10s %18s %22s\n", "pricing", "opponents", "Shade profit/item",
              "opponent profit/item");
  for (const auto pricing : {Pricing::kFirst, Pricing::kSecond}) {
    for (const std::string opponents : {"Random", "Truthful"}) {
      const auto figures = play_tables(tables, pricing, opponents);
      std::printf("%-8s %-10s %18.3f %22.3f\n", pricing_name(pricing), opponents.c_str(),
                  figures.shade, figures.opponent);
    }
  }
  return 0;
}
