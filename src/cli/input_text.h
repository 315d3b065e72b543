// The text a command reads: a file, or standard input for "-". Shared by the
// commands that check a saved replay (replay-check, leak-scan, verify-auction).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gavel::cli {

// The whole text of `path` ("-": standard input); nullopt when it cannot be read.
std::optional<std::string> read_input_text(std::string_view path);

}  // namespace gavel::cli
