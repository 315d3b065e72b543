// How much of a long random-play suite this build runs. The optimized build
// runs every suite in full; a sanitized build (several times slower) runs a
// quarter of the matches, which still takes the rules' paths past the
// sanitizers, while the full count's coverage is had once, in the other build.
#pragma once

namespace gavel::testing_support {

#ifdef GAVEL_SANITIZED_BUILD
inline constexpr bool kSanitizedBuild = true;
#else
inline constexpr bool kSanitizedBuild = false;
#endif

// `full` in the optimized build, a quarter of it (at least 1) when sanitized.
constexpr int share_for_this_build(int full) {
  return kSanitizedBuild ? (full + 3) / 4 : full;
}

}  // namespace gavel::testing_support
