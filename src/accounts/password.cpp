// Password rules and argon2id hashing. Hashing takes the algorithm explicitly
// (crypto_pwhash_str_alg) so a libsodium whose default changes cannot quietly
// switch Gavel to something else.
#include "accounts/password.h"

#include <sodium.h>

#include <algorithm>
#include <array>

#include "accounts/sodium_ready.h"
#include "accounts/text.h"

namespace gavel::accounts {

PasswordParams minimum_password_params() {
  return {crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN};
}

Result<void> check_password(std::string_view password, std::string_view username) {
  const auto points = decode_utf8(password);
  if (!points) return invalid("the password is not valid UTF-8 text");
  if (points->size() < kMinPasswordLength) {
    return invalid("the password must have at least " + std::to_string(kMinPasswordLength) +
                   " characters");
  }
  if (points->size() > kMaxPasswordLength) {
    return invalid("the password must have at most " + std::to_string(kMaxPasswordLength) +
                   " characters");
  }
  if (std::all_of(points->begin(), points->end(),
                  [&](char32_t c) { return c == points->front(); })) {
    return invalid("the password must not be one character repeated");
  }
  // Usernames are ASCII, so folding ASCII letters is a full case-insensitive
  // comparison: a password with any other character cannot match anyway.
  if (!username.empty() && fold_ascii(password) == fold_ascii(username)) {
    return invalid("the password must not be the username");
  }
  return {};
}

Result<std::string> hash_password(std::string_view password, const PasswordParams& params) {
  if (!sodium_ready()) return fail(ErrorKind::kStorage, "libsodium could not be initialised");
  std::array<char, crypto_pwhash_STRBYTES> out{};
  if (crypto_pwhash_str_alg(out.data(), password.data(), password.size(), params.opslimit,
                            params.memlimit, crypto_pwhash_ALG_ARGON2ID13) != 0) {
    return fail(ErrorKind::kStorage, "hashing a password failed (out of memory?)");
  }
  return std::string(out.data());  // NUL-terminated by libsodium
}

bool verify_password(std::string_view hash, std::string_view password) {
  if (!sodium_ready()) return false;
  // libsodium wants a NUL-terminated string; the copy also bounds its reading.
  if (hash.size() >= crypto_pwhash_STRBYTES) return false;
  const std::string stored(hash);
  return crypto_pwhash_str_verify(stored.c_str(), password.data(), password.size()) == 0;
}

bool password_needs_rehash(std::string_view hash, const PasswordParams& params) {
  if (!sodium_ready() || hash.size() >= crypto_pwhash_STRBYTES) return true;
  const std::string stored(hash);
  // 1 = other parameters, -1 = not an argon2id string: both call for a new hash.
  // crypto_pwhash_str_needs_rehash accepts argon2i strings too, so also
  // insist on the argon2id prefix.
  if (!stored.starts_with(crypto_pwhash_argon2id_STRPREFIX)) return true;
  return crypto_pwhash_str_needs_rehash(stored.c_str(), params.opslimit, params.memlimit) != 0;
}

}  // namespace gavel::accounts
