// A function-local static runs sodium_init once, even with several threads
// arriving together.
#include "accounts/sodium_ready.h"

#include <sodium.h>

namespace gavel::accounts {

bool sodium_ready() {
  static const bool ready = sodium_init() >= 0;
  return ready;
}

}  // namespace gavel::accounts
