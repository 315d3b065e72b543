// randombytes_uniform avoids modulo bias for the code alphabet.
#include "server/secrets.h"

#include <sodium.h>

#include <array>

namespace gavel::server {

bool init_secrets() {
  return sodium_init() >= 0;
}

std::string new_token() {
  std::array<unsigned char, 16> bytes{};
  randombytes_buf(bytes.data(), bytes.size());
  std::array<char, 33> hex{};
  sodium_bin2hex(hex.data(), hex.size(), bytes.data(), bytes.size());
  return std::string(hex.data(), 32);
}

std::string new_match_code(std::size_t length) {
  static constexpr std::string_view kAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  std::string code(length, ' ');
  for (auto& c : code)
    c = kAlphabet[randombytes_uniform(static_cast<std::uint32_t>(kAlphabet.size()))];
  return code;
}

engine::Seed new_seed() {
  engine::Seed seed = 0;
  randombytes_buf(&seed, sizeof seed);
  return seed;
}

}  // namespace gavel::server
