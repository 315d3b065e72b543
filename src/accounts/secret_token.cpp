// Secrets from libsodium's CSPRNG; digests with crypto_generichash, which is
// libsodium's recommended general-purpose hash.
#include "accounts/secret_token.h"

#include <sodium.h>

#include <array>

#include "accounts/sodium_ready.h"

namespace gavel::accounts {
namespace {

template <std::size_t N>
std::string to_hex(const std::array<unsigned char, N>& bytes) {
  std::array<char, 2 * N + 1> hex{};
  sodium_bin2hex(hex.data(), hex.size(), bytes.data(), bytes.size());
  return std::string(hex.data(), 2 * N);
}

}  // namespace

std::string new_secret() {
  sodium_ready();
  std::array<unsigned char, 16> bytes{};
  randombytes_buf(bytes.data(), bytes.size());
  return to_hex(bytes);
}

std::string digest_secret(std::string_view secret) {
  sodium_ready();
  std::array<unsigned char, crypto_generichash_BYTES> digest{};
  crypto_generichash(digest.data(), digest.size(),
                     reinterpret_cast<const unsigned char*>(secret.data()), secret.size(), nullptr,
                     0);
  return to_hex(digest);
}

}  // namespace gavel::accounts
