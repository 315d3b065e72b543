// libsodium's SHA-256; no state is kept, so a draw depends on its label alone.
#include "games/auction/dice.h"

#include <sodium.h>

#include <vector>

#include "games/auction/settings.h"

namespace gavel::auction {

namespace {

std::array<std::uint8_t, 32> sha256(std::span<const std::uint8_t> bytes) {
  std::array<std::uint8_t, 32> out{};
  crypto_hash_sha256(out.data(), bytes.data(), bytes.size());
  return out;
}

}  // namespace

Seed32 expand_seed(engine::Seed seed) {
  std::array<std::uint8_t, 8> bytes{};
  for (int i = 0; i < 8; ++i) bytes[i] = static_cast<std::uint8_t>(seed >> (56 - 8 * i));
  return sha256(bytes);
}

std::string to_hex(std::span<const std::uint8_t> bytes) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  out.reserve(bytes.size() * 2);
  for (const auto byte : bytes) {
    out.push_back(kDigits[byte >> 4]);
    out.push_back(kDigits[byte & 0xF]);
  }
  return out;
}

std::string commitment(const Seed32& seed) {
  return to_hex(sha256(seed));
}

std::uint64_t draw(const Seed32& seed, std::string_view label, std::uint64_t n) {
  // 2^64 mod n, computed without 2^64; 0 means every u is accepted.
  const std::uint64_t excess = (UINT64_MAX % n + 1) % n;
  std::vector<std::uint8_t> message(seed.begin(), seed.end());
  for (std::uint64_t j = 0;; ++j) {
    message.resize(seed.size());
    const std::string suffix = std::string(label) + ":" + std::to_string(j);
    message.insert(message.end(), suffix.begin(), suffix.end());
    const auto h = sha256(message);
    std::uint64_t u = 0;
    for (int i = 0; i < 8; ++i) u = (u << 8) | h[i];
    if (excess == 0 || u < 0 - excess) return u % n;
  }
}

int item_value(const Seed32& seed, int item, int seat) {
  const auto label = "auction-0.2/value/" + std::to_string(item) + "/" + std::to_string(seat);
  return kValueMin + static_cast<int>(draw(seed, label, kValueMax - kValueMin + 1));
}

int tie_index(const Seed32& seed, int item, int k) {
  return static_cast<int>(
      draw(seed, "auction-0.2/tie/" + std::to_string(item), static_cast<std::uint64_t>(k)));
}

}  // namespace gavel::auction
