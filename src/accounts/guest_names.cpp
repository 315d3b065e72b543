// randombytes_uniform draws without modulo bias; the word lists are short and
// plain so every name is easy to read aloud and fits the 20-character limit.
#include "accounts/guest_names.h"

#include <sodium.h>

#include <array>
#include <cstdint>

#include "accounts/sodium_ready.h"
#include "accounts/text.h"
#include "accounts/username.h"

namespace gavel::accounts {
namespace {

constexpr std::array<std::string_view, 32> kAdjectives = {
    "Brave", "Calm",  "Clever", "Eager", "Fancy", "Gentle", "Happy",  "Jolly",
    "Keen",  "Lucky", "Merry",  "Noble", "Proud", "Quick",  "Quiet",  "Rapid",
    "Shy",   "Sly",   "Smart",  "Snowy", "Sunny", "Swift",  "Tidy",   "Witty",
    "Bold",  "Cosy",  "Daring", "Fair",  "Grand", "Humble", "Lively", "Wise",
};
constexpr std::array<std::string_view, 32> kAnimals = {
    "Otter", "Badger", "Falcon", "Fox",    "Heron", "Lynx",  "Marten", "Moose",
    "Newt",  "Owl",    "Panda",  "Puffin", "Raven", "Seal",  "Stoat",  "Swan",
    "Tiger", "Toad",   "Walrus", "Wolf",   "Yak",   "Zebra", "Bison",  "Crane",
    "Eagle", "Gecko",  "Hare",   "Ibis",   "Koala", "Lemur", "Mole",   "Wren",
};

template <std::size_t N>
std::string_view pick(const std::array<std::string_view, N>& words) {
  return words[randombytes_uniform(static_cast<std::uint32_t>(N))];
}

}  // namespace

std::string new_guest_name(GuestNameStyle style) {
  // Without libsodium there is no randomness worth having; every use of it in
  // the server starts with sodium_ready(), so this cannot be reached unready.
  sodium_ready();
  std::string name(kGuestPrefix);
  if (style == GuestNameStyle::kNumber) {
    name += std::to_string(1000 + randombytes_uniform(9000));
  } else {
    name += pick(kAdjectives);
    name += pick(kAnimals);
  }
  return name;
}

bool is_guest_name(std::string_view name) {
  return fold_ascii(name).starts_with(fold_ascii(kGuestPrefix));
}

}  // namespace gavel::accounts
