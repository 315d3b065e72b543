// The committed seed and the one draw function behind every random choice
// (docs/games/blind-auction.md, notes 6-9), exactly as written so that any
// language can re-run it.
//
// The engine hands a match a 64-bit seed from the server's CSPRNG; the
// 32-byte seed is SHA-256 of its 8 bytes, big-endian. That is 64 bits of
// entropy behind 32 bytes: far beyond what anyone can search while a match
// runs (the commitment only has to hold until the reveal at the end), and
// widening engine::Seed is the way to the full 256 bits.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "engine/rng.h"

namespace gavel::auction {

using Seed32 = std::array<std::uint8_t, 32>;

Seed32 expand_seed(engine::Seed seed);
std::string to_hex(std::span<const std::uint8_t> bytes);
// hex SHA-256(seed): published at the start, checked against the seed at the end.
std::string commitment(const Seed32& seed);

// A uniform integer in [0, n), n > 0: for j = 0, 1, ...:
// h = SHA-256(seed || UTF-8(label + ":" + j)), u = h's first 8 bytes
// big-endian; the first u below 2^64 - (2^64 mod n) gives u mod n.
std::uint64_t draw(const Seed32& seed, std::string_view label, std::uint64_t n);

// Seat `seat`'s value of item `item` (from 1): 5 + draw("auction-0.2/value/{i}/{s}", 56).
int item_value(const Seed32& seed, int item, int seat);
// Which of k seats tied at the top of item `item` wins (index into them by seat).
int tie_index(const Seed32& seed, int item, int k);

}  // namespace gavel::auction
