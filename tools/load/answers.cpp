#include "answers.h"

#include "json_scan.h"

#include <array>
#include <boost/json.hpp>
#include <vector>

namespace gavel::load {
namespace json = boost::json;
namespace {

// Parses into a per-thread buffer; the tree lives until the next parse.
json::value parse_reused(std::string_view body) {
  alignas(16) static thread_local std::array<unsigned char, 256 * 1024> buffer;
  static thread_local std::optional<json::monotonic_resource> arena;
  arena.reset();  // drop the previous tree first (it may have spilled to the heap)
  arena.emplace(buffer.data(), buffer.size());
  json::storage_ptr storage(&*arena);
  boost::system::error_code ec;
  auto value = json::parse(body, ec, std::move(storage));
  if (ec) return nullptr;
  return value;
}

std::int64_t whole(const json::value* value) {
  if (!value) return 0;
  if (value->is_int64()) return value->as_int64();
  if (value->is_uint64()) return static_cast<std::int64_t>(value->as_uint64());
  return 0;
}

// Short text for a message field: the server counts code points, we send ASCII.
std::string some_text(engine::Rng& rng, std::int64_t most) {
  static constexpr std::array<std::string_view, 6> words{"maybe", "fine", "mine",
                                                         "later", "high", "low"};
  std::string text(words[rng.below(words.size())]);
  if (static_cast<std::int64_t>(text.size()) > most) text.resize(static_cast<std::size_t>(most));
  return text.empty() ? "k" : text;
}

void append_number(std::string& out, std::int64_t n) {
  out += std::to_string(n);
}

json::object& bound_of(json::object& ranges, std::string_view name) {
  auto& slot = ranges[name];
  if (!slot.is_object()) slot.emplace_object();
  return slot.as_object();
}

// A concrete move from one flat legal_actions entry (docs/protocol.md).
std::string move_from(const json::object& entry, std::int64_t turn, engine::Rng& rng) {
  std::string out = "{\"turn\":";
  append_number(out, turn);
  json::object ranges;  // name -> {min, max}
  for (const auto& [key, value] : entry) {
    const std::string_view name = key;
    if (name == "min" || name == "max") {
      bound_of(ranges, "amount")[name] = value;
      continue;
    }
    if (name.ends_with("_min") || name.ends_with("_max")) {
      bound_of(ranges, name.substr(0, name.size() - 4))[name.substr(name.size() - 3)] = value;
      continue;
    }
    if (name.starts_with("max_") && name.ends_with("_chars")) {
      const auto field = name.substr(4, name.size() - 10);
      const auto* required = entry.if_contains(std::string(field) + "_required");
      if ((required && required->is_bool() && required->as_bool()) || rng.chance(0.2)) {
        out += ",\"";
        out += field;
        out += "\":\"" + some_text(rng, whole(&value)) + "\"";
      }
      continue;
    }
    if (name.ends_with("_required")) continue;
    out += ",\"";
    out += name;
    out += "\":";
    out += json::serialize(value);
  }
  for (const auto& [name, bounds] : ranges) {
    const auto* object = bounds.if_object();
    if (!object) continue;
    const auto low = whole(object->if_contains("min"));
    const auto high = whole(object->if_contains("max"));
    // Mostly low amounts, as bots/generic_agent.py: always all in ends a budget at once.
    const double u = rng.unit();
    out += ",\"";
    out += std::string_view(name);
    out += "\":";
    append_number(out,
                  low + static_cast<std::int64_t>(static_cast<double>(high - low) * u * u * u));
  }
  out += "}";
  return out;
}

}  // namespace

StateAnswer read_state(std::string_view body, std::string_view state_key, engine::Rng& rng) {
  StateAnswer answer;
  std::optional<std::string_view> state = body;
  if (!state_key.empty()) state = json_find(body, {state_key});
  if (!state) return answer;
  std::optional<std::string_view> top[3];  // version, status, you
  json_fields(*state, {"version", "status", "you"}, top);
  const auto version = json_integer(top[0]);
  if (!version) return answer;
  answer.ok = true;
  answer.version = *version;
  const auto status = json_plain_string(top[1]);
  answer.finished = status == "finished" || status == "closed";
  if (!top[2]) return answer;
  std::optional<std::string_view> you[2];  // mustMove, chips
  json_fields(*top[2], {"mustMove", "chips"}, you);
  const auto& chips = you[1];
  if (you[0] != "true" || !chips) return answer;
  std::vector<std::string_view> held;
  json_elements(*chips, [&](std::string_view chip) { held.push_back(chip); });
  if (held.empty()) return answer;
  answer.move = "{\"chip\":";
  answer.move += held[rng.below(held.size())];
  answer.move += "}";
  return answer;
}

FeedAnswer read_feed(std::string_view body, engine::Rng& rng) {
  FeedAnswer answer;
  std::optional<std::string_view> top[4];  // type, status, version, your_turn
  json_fields(body, {"type", "status", "version", "your_turn"}, top);
  if (const auto type = json_plain_string(top[0])) {
    if (*type == "ack") {
      answer.kind = FeedAnswer::Kind::ack;
      return answer;
    }
    if (*type == "error") {
      answer.kind = FeedAnswer::Kind::error;
      answer.error_status = static_cast<int>(json_integer(top[1]).value_or(0));
      return answer;
    }
  }
  const auto version = json_integer(top[2]);
  if (!version) return answer;
  answer.kind = FeedAnswer::Kind::feed;
  answer.version = *version;
  const auto status = json_plain_string(top[1]);
  answer.over = status == "finished" || status == "closed";
  const auto& turn = top[3];
  if (!turn || turn->front() != '{') return answer;
  std::optional<std::string_view> fields[2];  // legal_actions, turn
  json_fields(*turn, {"legal_actions", "turn"}, fields);
  const auto& actions = fields[0];
  if (!actions) return answer;
  std::vector<std::string_view> entries;
  json_elements(*actions, [&](std::string_view entry) { entries.push_back(entry); });
  if (entries.empty()) return answer;
  answer.turn = json_integer(fields[1]).value_or(0);
  // Only the chosen entry, a few dozen bytes, becomes a tree.
  const auto entry = parse_reused(entries[rng.below(entries.size())]);
  if (const auto* fields = entry.if_object()) answer.move = move_from(*fields, *answer.turn, rng);
  return answer;
}

std::string read_string_field(std::string_view body, std::string_view key) {
  const auto text = json_plain_string(json_find(body, {key}));
  return text ? std::string(*text) : std::string();
}

}  // namespace gavel::load
