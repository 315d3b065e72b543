// Small text helpers the name and password rules share: UTF-8 code point
// counting and ASCII case folding.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace gavel::accounts {

// The UTF-8 code points of `text`, or nullopt when it is not valid UTF-8
// (overlong forms, surrogates and values past U+10FFFF included).
std::optional<std::u32string> decode_utf8(std::string_view text);

// ASCII letters lowered, every other byte kept: usernames are ASCII, so this
// is their whole case folding, and it never depends on the locale.
std::string fold_ascii(std::string_view text);

}  // namespace gavel::accounts
