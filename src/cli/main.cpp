// gavel: one executable, several subcommands.
#include <cstdio>
#include <string_view>
#include <vector>

#include "cli/commands.h"

namespace {

constexpr const char* kUsage =
    "usage: gavel [command] [options]\n"
    "\n"
    "commands:\n"
    "  serve    run the game server (the default when no command is given)\n"
    "  matrix   play every Bidlock bot against every other and print the win-rate table\n"
    "  replay-check FILE  re-run a finished match's replay and check its results\n"
    "  verify-auction FILE|URL  re-simulate a finished Blind Auction and say where it differs\n"
    "  admin grant|revoke NAME  make an existing account the administrator, or not\n"
    "  leak-scan FILE  check that the views a finished match's viewers were sent hid every secret\n"
    "\n"
    "Run 'gavel <command> --help' for a command's options.\n";

struct Command {
  std::string_view name;
  int (*run)(gavel::cli::Args);
};

constexpr Command kCommands[] = {
    {"serve", gavel::cli::serve_command},
    {"matrix", gavel::cli::matrix_command},
    {"replay-check", gavel::cli::replay_check_command},
    {"verify-auction", gavel::cli::verify_auction_command},
    {"admin", gavel::cli::admin_command},
    {"leak-scan", gavel::cli::leak_scan_command},
};

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string_view> args(argv + 1, argv + argc);
  if (args.empty()) return gavel::cli::serve_command({});
  if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    std::fputs(kUsage, stdout);
    return 0;
  }
  for (const auto& command : kCommands) {
    if (args[0] == command.name) return command.run(gavel::cli::Args(args).subspan(1));
  }
  std::fprintf(stderr, "gavel: unknown command '%.*s'\n\n%s", static_cast<int>(args[0].size()),
               args[0].data(), kUsage);
  return 2;
}
