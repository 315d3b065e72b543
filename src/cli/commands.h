// The subcommands of the gavel executable. Each takes the arguments after its
// name, answers --help, and returns the process exit code.
#pragma once

#include <span>
#include <string_view>

#include "games/catalog.h"

namespace gavel::cli {

using Args = std::span<const std::string_view>;

int matrix_command(Args args);
int serve_command(Args args);
// `serve` over another catalog than all_games() (the toy server in tests).
int serve_with(Args args, const games::Catalog& catalog);
int replay_check_command(Args args);
int verify_auction_command(Args args);
// grant|revoke NAME: the administrator flag of an existing account.
int admin_command(Args args);
int leak_scan_command(Args args);

}  // namespace gavel::cli
