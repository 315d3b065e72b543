#include "answers.h"

#include <array>
#include <boost/json.hpp>

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
  auto root = parse_reused(body);
  const json::object* state = root.if_object();
  if (state && !state_key.empty()) {
    const auto* inner = state->if_contains(state_key);
    state = inner ? inner->if_object() : nullptr;
  }
  if (!state || !state->contains("version")) return answer;
  answer.ok = true;
  answer.version = whole(state->if_contains("version"));
  const auto* status = state->if_contains("status");
  answer.finished = status && status->is_string() &&
                    (status->as_string() == "finished" || status->as_string() == "closed");
  const auto* you = state->if_contains("you");
  const auto* you_object = you ? you->if_object() : nullptr;
  if (!you_object) return answer;
  const auto* must = you_object->if_contains("mustMove");
  const auto* chips = you_object->if_contains("chips");
  if (must && must->is_bool() && must->as_bool() && chips && chips->is_array() &&
      !chips->as_array().empty()) {
    const auto& list = chips->as_array();
    answer.move = "{\"chip\":" + std::to_string(whole(&list[rng.below(list.size())])) + "}";
  }
  return answer;
}

FeedAnswer read_feed(std::string_view body, engine::Rng& rng) {
  FeedAnswer answer;
  auto root = parse_reused(body);
  const auto* feed = root.if_object();
  if (!feed) return answer;
  if (const auto* type = feed->if_contains("type"); type && type->is_string()) {
    if (type->as_string() == "ack") {
      answer.kind = FeedAnswer::Kind::ack;
      return answer;
    }
    if (type->as_string() == "error") {
      answer.kind = FeedAnswer::Kind::error;
      answer.error_status = static_cast<int>(whole(feed->if_contains("status")));
      return answer;
    }
  }
  if (!feed->contains("version")) return answer;
  answer.kind = FeedAnswer::Kind::feed;
  answer.version = whole(feed->if_contains("version"));
  const auto* status = feed->if_contains("status");
  answer.over = status && status->is_string() &&
                (status->as_string() == "finished" || status->as_string() == "closed");
  const auto* turn = feed->if_contains("your_turn");
  const auto* turn_object = turn ? turn->if_object() : nullptr;
  if (!turn_object) return answer;
  const auto* actions = turn_object->if_contains("legal_actions");
  if (!actions || !actions->is_array() || actions->as_array().empty()) return answer;
  answer.turn = whole(turn_object->if_contains("turn"));
  const auto& list = actions->as_array();
  const auto* entry = list[rng.below(list.size())].if_object();
  if (entry) answer.move = move_from(*entry, *answer.turn, rng);
  return answer;
}

std::string read_string_field(std::string_view body, std::string_view key) {
  auto root = parse_reused(body);
  const auto* object = root.if_object();
  const auto* field = object ? object->if_contains(key) : nullptr;
  return field && field->is_string() ? std::string(field->as_string()) : std::string();
}

}  // namespace gavel::load
