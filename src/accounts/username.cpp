// The username rules, checked in an order that gives the most specific
// message first ("reserved for bots" rather than "no parentheses").
#include "accounts/username.h"

#include <algorithm>
#include <array>

#include "accounts/text.h"

namespace gavel::accounts {
namespace {

// Names people would read as the house speaking. Folded already.
constexpr std::array<std::string_view, 9> kReserved = {
    "admin", "administrator", "root", "system", "gavel", "house", "moderator", "server", "support",
};
// Also kept from accounts, though a display name may say them: a table's
// "Guest" or "Bot" is not mistaken for a generated guest ("Guest-1234") or a
// house bot ("Bot1", "Ada (bot)"), which the shared rules below cover.
constexpr std::array<std::string_view, 2> kReservedForAccounts = {"guest", "bot"};

bool is_letter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

}  // namespace

std::string fold_username(std::string_view name) {
  return fold_ascii(name);
}

Result<void> check_username(std::string_view name, std::string_view administrator) {
  const std::string key = fold_username(name);
  // House bots are shown as "Name (bot)": a player must not look like one.
  if (key.ends_with("(bot)")) return invalid("names ending in \"(bot)\" are reserved for bots");
  if (name.size() < kMinUsernameLength || name.size() > kMaxUsernameLength) {
    return invalid("the username must have " + std::to_string(kMinUsernameLength) + " to " +
                   std::to_string(kMaxUsernameLength) + " characters");
  }
  if (!is_letter(name.front())) return invalid("the username must start with a letter");
  if (!std::all_of(name.begin(), name.end(),
                   [](char c) { return is_letter(c) || is_digit(c) || c == '_' || c == '-'; })) {
    return invalid("the username may contain only letters, digits, '_' and '-'");
  }
  if (std::find(kReservedForAccounts.begin(), kReservedForAccounts.end(), key) !=
      kReservedForAccounts.end()) {
    return invalid("the username \"" + std::string(name) + "\" is reserved");
  }
  return check_reserved_name(name, administrator);
}

Result<void> check_reserved_name(std::string_view name, std::string_view administrator,
                                 std::string_view noun) {
  const std::string key = fold_username(name);
  if (key.ends_with("(bot)")) return invalid("names ending in \"(bot)\" are reserved for bots");
  // Covers "guest_" too, which reads the same as a guest name at a glance.
  const std::string guest = fold_ascii(kGuestPrefix);
  if (key.starts_with(guest) || key.starts_with("guest_")) {
    return invalid("names starting with \"Guest-\" are reserved for guests");
  }
  if (key.size() > 3 && key.starts_with("bot") &&
      std::all_of(key.begin() + 3, key.end(), is_digit)) {
    return invalid("\"Bot\" followed by digits is reserved for house bots");
  }
  if (std::find(kReserved.begin(), kReserved.end(), key) != kReserved.end()) {
    const bool is_administrator = !administrator.empty() && key == fold_username(administrator);
    if (!is_administrator) {
      return invalid("the " + std::string(noun) + " \"" + std::string(name) + "\" is reserved");
    }
  }
  return {};
}

}  // namespace gavel::accounts
