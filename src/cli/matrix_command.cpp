// `gavel matrix`: every ordered pair of Bidlock bots plays N two-player games
// and the row-vs-column win rates are printed like the rulebook's table.
#include <atomic>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "cli/commands.h"
#include "engine/rng.h"
#include "games/bidlock/bots/head_to_head.h"

namespace gavel::cli {
namespace {

constexpr const char* kHelp =
    "usage: gavel matrix [--games N] [--seed S] [--threads T]\n"
    "\n"
    "Plays every ordered pair of Bidlock bots (the six fixed strategies, steady\n"
    "and sharp) against each other and prints the row bot's win rate against the\n"
    "column bot. A shared win counts half. Seats alternate from game to game.\n"
    "The table depends only on N and S, never on T.\n"
    "\n"
    "  --games N    games per ordered pair (default 1500)\n"
    "  --seed S     seed every match and bot is derived from (default 1)\n"
    "  --threads T  worker threads (default: hardware threads, at least 1)\n";

// Rows and columns: the rulebook's order, then the house levels.
const std::vector<std::string> kBots = {"random", "greedy", "extremist", "shark",
                                        "reader", "deep",   "steady",    "sharp"};

// Bounds that keep the per-game result slots and the thread count sane.
constexpr std::uint64_t kMaxGames = 1'000'000;
constexpr std::uint64_t kMaxThreads = 256;

struct Options {
  std::uint64_t games = 1500;
  std::uint64_t seed = 1;
  std::uint64_t threads = 1;
};

std::optional<std::uint64_t> parse_number(std::string_view text) {
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// Returns the exit code on a bad argument (after saying why), else nothing.
std::optional<int> parse_options(Args args, Options& options) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string_view flag = args[i];
    std::string_view value;
    bool has_value = false;
    if (const auto eq = flag.find('='); eq != std::string_view::npos) {
      value = flag.substr(eq + 1);
      flag = flag.substr(0, eq);
      has_value = true;
    }
    std::uint64_t* target = nullptr;
    std::uint64_t min = 1;
    std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
    if (flag == "--games") {
      target = &options.games;
      max = kMaxGames;
    } else if (flag == "--seed") {
      target = &options.seed;
      min = 0;
    } else if (flag == "--threads") {
      target = &options.threads;
      max = kMaxThreads;
    } else {
      std::fprintf(stderr, "gavel matrix: unknown option '%.*s'\n\n%s",
                   static_cast<int>(args[i].size()), args[i].data(), kHelp);
      return 2;
    }
    if (!has_value) {
      if (i + 1 == args.size()) {
        std::fprintf(stderr, "gavel matrix: %.*s needs a number\n", static_cast<int>(flag.size()),
                     flag.data());
        return 2;
      }
      value = args[++i];
    }
    const auto number = parse_number(value);
    if (!number || *number < min || *number > max) {
      std::fprintf(
          stderr, "gavel matrix: %.*s wants a whole number from %llu to %llu, not '%.*s'\n",
          static_cast<int>(flag.size()), flag.data(), static_cast<unsigned long long>(min),
          static_cast<unsigned long long>(max), static_cast<int>(value.size()), value.data());
      return 2;
    }
    *target = *number;
  }
  return std::nullopt;
}

void print_table(const std::vector<double>& wins, std::uint64_t games) {
  const std::size_t n = kBots.size();
  std::printf("%-13s", "row vs column");
  for (const auto& name : kBots) std::printf(" %9s", name.c_str());
  std::printf("\n");
  for (std::size_t row = 0; row < n; ++row) {
    std::printf("%-13s", kBots[row].c_str());
    for (std::size_t col = 0; col < n; ++col) {
      if (row == col) {
        std::printf(" %9s", "-");
      } else {
        const double rate = 100.0 * wins[row * n + col] / static_cast<double>(games);
        std::printf(" %8.0f%%", rate);
      }
    }
    std::printf("\n");
  }
}

}  // namespace

int matrix_command(Args args) {
  for (const auto arg : args) {
    if (arg == "--help" || arg == "-h") {
      std::fputs(kHelp, stdout);
      return 0;
    }
  }
  Options options;
  options.threads = std::max(1u, std::thread::hardware_concurrency());
  if (const auto code = parse_options(args, options)) return *code;

  const auto start = std::chrono::steady_clock::now();
  const std::size_t n = kBots.size();
  const std::uint64_t games = options.games;
  // One slot per game so that the sums below never depend on which thread
  // finished first.
  const std::uint64_t total = n * n * games;
  std::vector<double> shares(total, 0.0);
  std::atomic<std::uint64_t> next{0};
  std::atomic<bool> failed{false};
  std::string failure;
  std::atomic_flag failure_taken = ATOMIC_FLAG_INIT;

  const auto work = [&] {
    for (;;) {
      const std::uint64_t item = next.fetch_add(1);
      if (item >= total || failed) return;
      const std::uint64_t pair = item / games;
      const std::uint64_t game = item % games;
      const std::size_t row = pair / n;
      const std::size_t col = pair % n;
      if (row == col) continue;
      const engine::Seed seed = engine::derive_seed(engine::derive_seed(options.seed, pair), game);
      const int row_seat = static_cast<int>(game % 2);
      const auto share = bidlock::head_to_head(kBots[row], kBots[col], seed, row_seat);
      if (!share) {
        if (!failure_taken.test_and_set()) {
          failure = kBots[row] + " vs " + kBots[col] + ": " + share.error().message;
        }
        failed = true;
        return;
      }
      shares[item] = *share;
    }
  };
  std::vector<std::thread> workers;
  for (std::uint64_t t = 0; t < options.threads; ++t) workers.emplace_back(work);
  for (auto& worker : workers) worker.join();
  if (failed) {
    std::fprintf(stderr, "gavel matrix: %s\n", failure.c_str());
    return 1;
  }

  std::vector<double> wins(n * n, 0.0);
  for (std::uint64_t item = 0; item < total; ++item) wins[item / games] += shares[item];
  print_table(wins, games);
  const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
  std::fprintf(stderr, "gavel matrix: %llu games in %.1f s on %llu thread%s\n",
               static_cast<unsigned long long>(games * n * (n - 1)), elapsed.count(),
               static_cast<unsigned long long>(options.threads), options.threads == 1 ? "" : "s");
  return 0;
}

}  // namespace gavel::cli
