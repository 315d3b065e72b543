// What /proc and getrusage tell of a process: CPU used and memory held.
#pragma once

namespace gavel::load {

struct ProcessSample {
  double cpu_seconds = -1;  // user + system since the process started
  long rss_kib = -1;        // VmRSS now
  long peak_rss_kib = -1;   // VmHWM: the most it has held
};

// Another process, by pid (the server under test); -1 fields when unreadable.
ProcessSample sample_process(int pid);
// This process (the generator's own cost).
double own_cpu_seconds();
// Raises the soft limit on open files to the hard limit; returns the limit.
long raise_open_files_limit();

}  // namespace gavel::load
