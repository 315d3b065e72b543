// Quick draws from a bot's own engine::Rng for the playouts' inner loop, where
// Rng::below's division would cost more than the rest of a move.
#pragma once

#include <cstdint>

#include "engine/rng.h"
#include "games/bidlock/bots/table.h"

namespace gavel::bidlock {

// An integer in [0, n) for n small: multiply-shift on 32 random bits. Its bias
// (under n / 2^32) is far below anything a playout can notice.
inline int draw_below(engine::Rng& rng, int n) {
  return static_cast<int>(((rng.next() >> 32) * static_cast<std::uint64_t>(n)) >> 32);
}

// A uniformly chosen chip of a non-empty set.
inline int draw_chip(engine::Rng& rng, ChipSet set) {
  unsigned bits = set;
  for (int k = draw_below(rng, count_bits(set)); k > 0; --k) bits &= bits - 1;
  return std::countr_zero(bits);
}

}  // namespace gavel::bidlock
