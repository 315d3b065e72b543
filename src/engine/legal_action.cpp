// Parameter kinds: "int" {min, max} and "text" {max_chars, counted in
// Unicode code points after trimming}; any parameter may say "optional":
// true. A new kind is added here once and serves every game.
#include "engine/legal_action.h"

#include <string>

#include "engine/json_fields.h"
#include "engine/text_param.h"

namespace gavel::engine {
namespace json = boost::json;

namespace {

json::value sample_param(const json::object& spec, Rng& rng) {
  const auto type = spec.at("type").as_string();
  if (type == "int") {
    return rng.between(spec.at("min").to_number<std::int64_t>(),
                       spec.at("max").to_number<std::int64_t>());
  }
  // "text": a short message of letters; its length is uniform in 1..max_chars.
  const auto max_chars = spec.at("max_chars").to_number<std::int64_t>();
  std::string text(static_cast<std::size_t>(rng.between(1, max_chars)), 'a');
  for (auto& c : text) c = static_cast<char>('a' + rng.below(26));
  return json::string(text);
}

// Numbers compare by value, so 7 and 7.0 are the same chip to every game.
bool same_value(const json::value& a, const json::value& b) {
  if (a.is_number() && b.is_number()) {
    const auto x = as_whole_number(a);
    const auto y = as_whole_number(b);
    if (x && y) return *x == *y;
    return a.to_number<double>() == b.to_number<double>();
  }
  return a == b;
}

bool param_allows(const json::object& spec, const json::value& value) {
  const auto type = spec.at("type").as_string();
  if (type == "int") {
    return whole_number("value", value, spec.at("min").to_number<std::int64_t>(),
                        spec.at("max").to_number<std::int64_t>())
        .has_value();
  }
  if (!value.is_string()) return false;
  return checked_text(std::string_view(value.as_string()),
                      spec.at("max_chars").to_number<std::int64_t>())
      .has_value();
}

bool is_optional(const json::value& spec) {
  const auto* flag = spec.as_object().if_contains("optional");
  return flag && *flag == true;
}

}  // namespace

json::value sample_action(const json::object& entry, Rng& rng) {
  json::object action;
  for (const auto& [key, value] : entry) {
    if (key != "params") action[key] = value;
  }
  if (const auto* params = entry.if_contains("params")) {
    for (const auto& [key, spec] : params->as_object()) {
      // An optional parameter is left out half the time, so both shapes are played.
      if (is_optional(spec) && rng.below(2) == 0) continue;
      action[key] = sample_param(spec.as_object(), rng);
    }
  }
  return action;
}

bool entry_allows(const json::object& entry, const json::value& action) {
  if (!action.is_object()) return false;
  const auto& fields = action.as_object();
  const auto* params = entry.if_contains("params");
  // Every fixed key must be there with its value, every required parameter
  // present, and nothing else.
  for (const auto& [key, value] : entry) {
    if (key == "params") continue;
    const auto* given = fields.if_contains(key);
    if (!given || !same_value(value, *given)) return false;
  }
  if (params) {
    for (const auto& [key, spec] : params->as_object()) {
      if (!fields.contains(key) && !is_optional(spec)) return false;
    }
  }
  for (const auto& [key, value] : fields) {
    if (key == "params") return false;
    if (params && params->as_object().contains(key)) {
      if (!param_allows(params->as_object().at(key).as_object(), value)) return false;
    } else if (!entry.contains(key)) {
      return false;
    }
  }
  return true;
}

bool is_listed(const json::array& legal, const json::value& action) {
  for (const auto& entry : legal) {
    if (entry_allows(entry.as_object(), action)) return true;
  }
  return false;
}

json::value random_legal_action(const json::array& legal, Rng& rng) {
  return sample_action(legal[rng.below(legal.size())].as_object(), rng);
}

}  // namespace gavel::engine
