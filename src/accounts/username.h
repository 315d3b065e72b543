// Usernames: what a registered player may be called, and the folded key that
// makes "Alice" and "alice" the same account.
#pragma once

#include <string>
#include <string_view>

#include "accounts/error.h"

namespace gavel::accounts {

inline constexpr std::size_t kMinUsernameLength = 3;
inline constexpr std::size_t kMaxUsernameLength = 20;

// Every guest name starts with this (any letter case): no registered name can,
// so a guest can never be mistaken for, or collide with, an account.
inline constexpr std::string_view kGuestPrefix = "Guest-";

// The key uniqueness is decided on: the name with ASCII letters lowered.
std::string fold_username(std::string_view name);

// Whether `name` may be registered: 3 to 20 characters from letters, digits,
// '_' and '-', starting with a letter, and not reserved. Reserved are the
// staff-like names ("admin", "root", ...; "admin" is allowed when it is the
// configured `administrator`), anything ending in "(bot)", "bot" followed by
// digits ("Bot1"), and the guest prefix. Comparisons ignore letter case.
Result<void> check_username(std::string_view name, std::string_view administrator = "");

// The reserved part of those rules alone, for display names that are not
// usernames (agents at tables): nobody may look like a bot, a guest or staff.
Result<void> check_reserved_name(std::string_view name, std::string_view administrator = "",
                                 std::string_view noun = "username");

}  // namespace gavel::accounts
