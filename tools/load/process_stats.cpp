#include "process_stats.h"

#include <sys/resource.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <string>

namespace gavel::load {

ProcessSample sample_process(int pid) {
  ProcessSample sample;
  if (pid <= 0) return sample;
  const std::string dir = "/proc/" + std::to_string(pid);
  std::ifstream stat(dir + "/stat");
  std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  // Fields after the command's closing parenthesis (the name may hold spaces):
  // state is field 3, utime 14, stime 15.
  const auto close = text.rfind(')');
  if (close != std::string::npos) {
    std::istringstream fields(text.substr(close + 2));
    std::string field;
    double utime = 0, stime = 0;
    for (int index = 3; fields >> field && index <= 15; ++index) {
      if (index == 14) utime = std::stod(field);
      if (index == 15) stime = std::stod(field);
    }
    sample.cpu_seconds = (utime + stime) / static_cast<double>(sysconf(_SC_CLK_TCK));
  }
  std::ifstream status(dir + "/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmRSS:", 0) == 0) sample.rss_kib = std::stol(line.substr(6));
    if (line.rfind("VmHWM:", 0) == 0) sample.peak_rss_kib = std::stol(line.substr(6));
  }
  return sample;
}

double own_cpu_seconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  const auto seconds = [](const timeval& t) {
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
  };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

long raise_open_files_limit() {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return -1;
  limit.rlim_cur = limit.rlim_max;
  setrlimit(RLIMIT_NOFILE, &limit);
  getrlimit(RLIMIT_NOFILE, &limit);
  return static_cast<long>(limit.rlim_cur);
}

}  // namespace gavel::load
