// Placeholder: the strategy matrix lands with the Bidlock bots.
#include <cstdio>

#include "cli/commands.h"

namespace gavel::cli {

int matrix_command(Args) {
  std::puts("gavel matrix: not built yet");
  return 1;
}

}  // namespace gavel::cli
