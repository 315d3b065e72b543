// gavel_toy_server: `gavel serve` over the toy catalog (Bidlock and High
// Card), for the end-to-end test that plays a third game through the real server.
#include <string_view>
#include <vector>

#include "cli/commands.h"
#include "tests/toy_game/toy_catalog.h"

int main(int argc, char** argv) {
  std::vector<std::string_view> args(argv + 1, argv + argc);
  // Started like the real binary ("serve" and its options).
  if (!args.empty() && args[0] == "serve") args.erase(args.begin());
  return gavel::cli::serve_with(gavel::cli::Args(args), gavel::toy::toy_catalog());
}
