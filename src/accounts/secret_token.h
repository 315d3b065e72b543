// The random secrets behind session cookies and agent API tokens, and the
// one-way digest under which they are stored.
#pragma once

#include <string>
#include <string_view>

namespace gavel::accounts {

// 128 random bits as 32 lowercase hex digits: what the client holds.
std::string new_secret();

// BLAKE2b-256 (crypto_generichash) of the secret, as 64 hex digits: what the
// database holds. A secret has 128 random bits, so a fast unsalted digest is
// enough: there is nothing to guess, only a leaked table to make useless.
std::string digest_secret(std::string_view secret);

}  // namespace gavel::accounts
