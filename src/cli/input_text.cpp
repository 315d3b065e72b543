#include "cli/input_text.h"

#include <fstream>
#include <iostream>
#include <sstream>

namespace gavel::cli {

std::optional<std::string> read_input_text(std::string_view path) {
  std::stringstream text;
  if (path == "-") {
    text << std::cin.rdbuf();
  } else {
    std::ifstream file{std::string(path)};
    if (!file) return std::nullopt;
    text << file.rdbuf();
  }
  return text.str();
}

}  // namespace gavel::cli
