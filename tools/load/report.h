// The figures of a run, printed for people or as one JSON object.
#pragma once

#include "load_run.h"
#include "process_stats.h"

namespace gavel::load {

struct Figures {
  double window_seconds = 0;
  double ramp_seconds = 0;
  ProcessSample server_before_ramp, server_start, server_end;
  int live_at_start = 0, live_at_end = 0;  // matches in play as the window opens and closes
  double own_cpu_seconds = 0;              // the generator's, over the window
  long open_files_limit = 0;
};

void print_report(const LoadRun& run, const Figures& figures);
void print_json(const LoadRun& run, const Figures& figures);

}  // namespace gavel::load
