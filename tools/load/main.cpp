// gavel_load: many agents playing against a running Gavel server at once,
// each seat on its own connection. Two modes: duel (agents only, moving at
// once, closed loop: the peer's workload) and live (matches kept live,
// agents thinking). Figures and commands: docs/perf.md.
#include <unistd.h>

#include <cstdio>

#include "load_run.h"
#include "match_slot.h"
#include "process_stats.h"
#include "report.h"

namespace asio = boost::asio;
using namespace gavel::load;

namespace {

asio::awaitable<void> wait_for(Clock::duration delay) {
  asio::steady_timer timer(co_await asio::this_coro::executor, delay);
  co_await timer.async_wait(asio::use_awaitable);
}

// Opens the slots at the ramp's pace, waits for them to connect, measures
// the window, then reports and ends the process (the coroutines still
// waiting on the server are simply dropped).
asio::awaitable<void> conduct(LoadRun& run, Figures& figures) {
  const auto& options = run.options;
  const auto executor = co_await asio::this_coro::executor;
  const auto ramp_start = Clock::now();
  figures.server_before_ramp = sample_process(options.server_pid);
  const auto gap = std::chrono::duration<double>(static_cast<double>(run.agents_per_match) /
                                                 options.ramp_per_second);
  for (int index = 0; index < options.matches; ++index) {
    const auto due = ramp_start + std::chrono::duration_cast<Clock::duration>(gap * index);
    if (due > Clock::now()) co_await wait_for(due - Clock::now());
    asio::co_spawn(executor, run_match_slot(run, index), asio::detached);
  }
  // Every slot has tried its connections (a failed one retries each second)
  // and, in live mode, every match is in play; at most a minute of that.
  const auto ramp_deadline = Clock::now() + std::chrono::seconds(60);
  const auto ramped = [&] {
    return run.slots_ready >= options.matches &&
           (options.mode != Mode::live || run.live_matches >= options.matches);
  };
  while (!ramped() && Clock::now() < ramp_deadline) {
    co_await wait_for(std::chrono::milliseconds(50));
  }
  figures.ramp_seconds = std::chrono::duration<double>(Clock::now() - ramp_start).count();
  figures.server_start = sample_process(options.server_pid);
  figures.live_at_start = run.live_matches;
  const double own_start = own_cpu_seconds();
  const auto window_start = Clock::now();
  run.measuring = true;
  co_await wait_for(std::chrono::seconds(options.seconds));
  run.measuring = false;
  run.stopping = true;
  figures.window_seconds = std::chrono::duration<double>(Clock::now() - window_start).count();
  figures.server_end = sample_process(options.server_pid);
  figures.live_at_end = run.live_matches;
  figures.own_cpu_seconds = own_cpu_seconds() - own_start;
  if (options.json)
    print_json(run, figures);
  else
    print_report(run, figures);
  std::fflush(stdout);
  const bool clean = run.tally.errors == 0 && run.connect_errors_total == 0;
  _exit(clean ? 0 : 1);
}

}  // namespace

int main(int argc, char** argv) {
  LoadRun run;
  if (auto stop = parse_options(argc, argv, run.options)) return *stop;
  Figures figures;
  figures.open_files_limit = raise_open_files_limit();
  run.agents_per_match = seats_of(run.options) - bots_of(run.options);
  const long needed = static_cast<long>(run.options.matches) * run.agents_per_match + 16;
  if (figures.open_files_limit > 0 && needed > figures.open_files_limit) {
    std::fprintf(stderr,
                 "gavel_load: %ld connections need more open files than the limit of %ld "
                 "(ulimit -Hn)\n",
                 needed, figures.open_files_limit);
    return 2;
  }
  asio::io_context io(1);
  try {
    run.endpoints = asio::ip::tcp::resolver(io).resolve(run.options.host, run.options.port);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "gavel_load: cannot resolve %s:%s: %s\n", run.options.host.c_str(),
                 run.options.port.c_str(), e.what());
    return 2;
  }
  asio::co_spawn(io, conduct(run, figures), [](std::exception_ptr error) {
    if (error) std::rethrow_exception(error);
  });
  io.run();
  return 1;
}
