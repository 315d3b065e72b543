// Who may post is checked before the text, so a guest learns why at once.
#include "server/room_chat.h"

#include "server/text_input.h"

namespace gavel::server {
namespace json = boost::json;

namespace {
constexpr std::size_t kChatChars = 300;
constexpr std::size_t kChatKept = 200;
constexpr std::size_t kChatBurst = 5;     // messages...
constexpr Millis kChatWindowMs = 10'000;  // ...per this long, per player
}  // namespace

Allowed<void> RoomChat::post(const Identity& author, const json::value& body, Millis now) {
  if (!author.known()) return unauthenticated("log in to chat");
  if (!author.registered()) {
    return forbidden("guests can read the chat but not post: sign up or log in");
  }
  const auto* fields = body.if_object();
  auto text = clean_text(fields ? fields->if_contains("text") : nullptr, "text", kChatChars,
                         std::nullopt, TextKind::kMessage);
  if (!text) return std::unexpected(text.error());
  auto& times = times_[author.key()];
  while (!times.empty() && now - times.front() >= kChatWindowMs) times.pop_front();
  if (times.size() >= kChatBurst) {
    // Seconds until the oldest line of the window leaves it, rounded up.
    const Millis wait = kChatWindowMs - (now - times.front());
    return too_fast("slow down: at most 5 messages in 10 s",
                    static_cast<int>(std::max<Millis>(1, (wait + 999) / 1000)));
  }
  times.push_back(now);
  lines_.push_back({now, author.name, std::move(*text)});
  if (lines_.size() > kChatKept) lines_.erase(lines_.begin());
  return {};
}

json::array RoomChat::recent(std::size_t most) const {
  json::array out;
  const std::size_t first = lines_.size() > most ? lines_.size() - most : 0;
  for (std::size_t i = first; i < lines_.size(); ++i) {
    out.push_back(
        json::object{{"at", lines_[i].at}, {"name", lines_[i].name}, {"text", lines_[i].text}});
  }
  return out;
}

}  // namespace gavel::server
