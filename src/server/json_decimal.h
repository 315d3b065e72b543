// Numbers with one decimal (ratings: 1512.3) in JSON text. Boost.JSON 1.81
// writes doubles in exponent form ("1.5123E3"), which people and many
// clients read badly, so such numbers travel as a marked string until
// serialize_with_decimals() writes them as plain decimals.
#pragma once

#include <boost/json.hpp>
#include <cstdint>
#include <string>

namespace gavel::server {

// A placeholder for tenths / 10 with exactly one decimal, e.g. 15123 -> 1512.3.
boost::json::string one_decimal(std::int64_t tenths);
// serialize(), with every placeholder written as a bare number.
std::string serialize_with_decimals(const boost::json::value& value);

}  // namespace gavel::server
