// Names for players who have not registered: "Guest-4821" or
// "Guest-BraveOtter", drawn from libsodium's randomness.
#pragma once

#include <string>
#include <string_view>

namespace gavel::accounts {

enum class GuestNameStyle {
  kNumber,           // "Guest-4821": 9000 names
  kAdjectiveAnimal,  // "Guest-BraveOtter": a friendlier 1024 names
};

// A new guest name. It always starts with kGuestPrefix, which check_username
// refuses, so it can never be (or later become) a registered name. Two guests
// may draw the same name; telling them apart is the caller's business (seats
// and sessions, not names, identify guests).
std::string new_guest_name(GuestNameStyle style = GuestNameStyle::kNumber);

// Whether `name` has the guest prefix (any letter case).
bool is_guest_name(std::string_view name);

}  // namespace gavel::accounts
