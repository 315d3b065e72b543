#include "report.h"

#include <boost/json.hpp>
#include <cstdio>

namespace gavel::load {
namespace {

const char* mode_name(Mode mode) {
  return mode == Mode::duel ? "duel" : "live";
}
const char* transport_name(Transport t) {
  return t == Transport::ws ? "ws" : "longpoll";
}
const char* protocol_name(Protocol p) {
  return p == Protocol::state ? "state" : "feed";
}

double per_second(std::uint64_t count, double seconds) {
  return seconds > 0 ? static_cast<double>(count) / seconds : 0;
}

// The server's CPU over the window, in seconds; -1 when not known.
double server_cpu(const Figures& f) {
  if (f.server_start.cpu_seconds < 0 || f.server_end.cpu_seconds < 0) return -1;
  return f.server_end.cpu_seconds - f.server_start.cpu_seconds;
}

double kib_per_live_match(const LoadRun& run, const Figures& f) {
  if (f.server_before_ramp.rss_kib < 0 || f.server_end.rss_kib < 0) return -1;
  const int live = f.live_at_end > 0 ? f.live_at_end : run.options.matches;
  return static_cast<double>(f.server_end.rss_kib - f.server_before_ramp.rss_kib) / live;
}

}  // namespace

void print_report(const LoadRun& run, const Figures& f) {
  const auto& o = run.options;
  const auto& t = run.tally;
  std::printf("gavel_load: %s, %s over %s (%s), %d matches of %d seats (%d house bots)",
              mode_name(o.mode), o.game.c_str(), transport_name(o.transport),
              protocol_name(protocol_of(o)), o.matches, seats_of(o), bots_of(o));
  if (o.mode == Mode::live) std::printf(", thinking %d-%d ms", o.think_min_ms, o.think_max_ms);
  if (const auto settings = settings_of(o); !settings.empty())
    std::printf("\nsettings: %s", settings.c_str());
  std::printf("\nramp %.1f s, measured %.1f s; matches in play: %d at the start, %d at the end\n",
              f.ramp_seconds, f.window_seconds, f.live_at_start, f.live_at_end);
  std::printf("matches completed: %llu (%.1f/s); moves: %llu (%.0f/s); refused (409): %llu\n",
              static_cast<unsigned long long>(t.finished), per_second(t.finished, f.window_seconds),
              static_cast<unsigned long long>(t.moves), per_second(t.moves, f.window_seconds),
              static_cast<unsigned long long>(t.refused));
  if (t.finished > 0) {
    std::printf(
        "of the matches in play at the start, %llu finished in the window; match length p50 "
        "%.1f s, p99 %.1f s, max %.1f s\n",
        static_cast<unsigned long long>(t.finished_of_first), t.match_length.percentile(0.5) / 1e6,
        t.match_length.percentile(0.99) / 1e6, static_cast<double>(t.match_length.max()) / 1e6);
  }
  std::printf("errors: %llu; connect errors: %llu (%llu with the ramp)\n",
              static_cast<unsigned long long>(t.errors),
              static_cast<unsigned long long>(t.connect_errors),
              static_cast<unsigned long long>(run.connect_errors_total));
  for (const auto& [kind, count] : t.error_kinds) {
    std::printf("  %s: %llu\n", kind.c_str(), static_cast<unsigned long long>(count));
  }
  std::printf("move latency: p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n",
              t.latency.percentile(0.5) / 1000, t.latency.percentile(0.9) / 1000,
              t.latency.percentile(0.99) / 1000, static_cast<double>(t.latency.max()) / 1000);
  const double cpu = server_cpu(f);
  if (cpu >= 0) {
    std::printf("server CPU: %.2f s (%.0f %% of a core)", cpu, 100 * cpu / f.window_seconds);
    if (t.finished > 0) std::printf(", %.3f ms per completed match", 1000 * cpu / t.finished);
    if (t.moves > 0) std::printf(", %.1f us per move", 1e6 * cpu / t.moves);
    std::printf("\n");
    std::printf(
        "server memory: %ld KiB before, %ld KiB at the end, peak %ld KiB: %.1f KiB per "
        "live match\n",
        f.server_before_ramp.rss_kib, f.server_end.rss_kib, f.server_end.peak_rss_kib,
        kib_per_live_match(run, f));
  }
  const double own_share = f.own_cpu_seconds / f.window_seconds;
  std::printf("generator CPU: %.2f s (%.0f %% of a core)%s\n", f.own_cpu_seconds, 100 * own_share,
              own_share > 0.9 ? ": the generator is saturated, figures are its limit" : "");
}

void print_json(const LoadRun& run, const Figures& f) {
  const auto& o = run.options;
  const auto& t = run.tally;
  const double cpu = server_cpu(f);
  boost::json::object out{
      {"mode", mode_name(o.mode)},
      {"game", o.game},
      {"transport", transport_name(o.transport)},
      {"protocol", protocol_name(protocol_of(o))},
      {"matches", o.matches},
      {"seats", seats_of(o)},
      {"bots", bots_of(o)},
      {"think_ms", boost::json::array{o.think_min_ms, o.think_max_ms}},
      {"settings", settings_of(o)},
      {"ramp_seconds", f.ramp_seconds},
      {"seconds", f.window_seconds},
      {"live_at_start", f.live_at_start},
      {"live_at_end", f.live_at_end},
      {"matches_completed", t.finished},
      {"matches_per_second", per_second(t.finished, f.window_seconds)},
      {"matches_created", t.created},
      {"matches_finished_of_first", t.finished_of_first},
      {"match_seconds",
       {{"p50", t.match_length.percentile(0.5) / 1e6},
        {"p99", t.match_length.percentile(0.99) / 1e6},
        {"max", static_cast<double>(t.match_length.max()) / 1e6}}},
      {"moves", t.moves},
      {"moves_per_second", per_second(t.moves, f.window_seconds)},
      {"refused", t.refused},
      {"errors", t.errors},
      {"connect_errors", t.connect_errors},
      {"connect_errors_with_ramp", run.connect_errors_total},
      {"latency_ms",
       {{"p50", t.latency.percentile(0.5) / 1000},
        {"p90", t.latency.percentile(0.9) / 1000},
        {"p99", t.latency.percentile(0.99) / 1000},
        {"max", static_cast<double>(t.latency.max()) / 1000}}},
      {"generator_cpu_seconds", f.own_cpu_seconds},
      {"open_files_limit", f.open_files_limit},
  };
  boost::json::object kinds;
  for (const auto& [kind, count] : t.error_kinds) kinds[kind] = count;
  out["error_kinds"] = std::move(kinds);
  if (cpu >= 0) {
    out["server_cpu_seconds"] = cpu;
    out["server_cpu_ms_per_match"] =
        t.finished ? boost::json::value(1000 * cpu / t.finished) : nullptr;
    out["server_cpu_us_per_move"] = t.moves ? boost::json::value(1e6 * cpu / t.moves) : nullptr;
    out["server_rss_kib"] = f.server_end.rss_kib;
    out["server_rss_before_kib"] = f.server_before_ramp.rss_kib;
    out["server_peak_rss_kib"] = f.server_end.peak_rss_kib;
    out["server_kib_per_live_match"] = kib_per_live_match(run, f);
  }
  std::puts(boost::json::serialize(out).c_str());
}

}  // namespace gavel::load
