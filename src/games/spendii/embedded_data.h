// The deck and tile files of src/games/spendii/data/, as compiled in by
// CMake (embedded_data.cpp.in); cards.h parses them once.
#pragma once

#include <string_view>

namespace gavel::spendii {

extern const std::string_view kStandardDeckCsv;
extern const std::string_view kStandardTilesCsv;
extern const std::string_view kShortDeckCsv;
extern const std::string_view kShortTilesCsv;

}  // namespace gavel::spendii
