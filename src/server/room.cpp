// Rooms move lobby -> playing -> finished. Every accepted change bumps the
// version, which long-polls and WebSockets watch.
#include "server/room.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/journal.h"
#include "engine/legal_action.h"

namespace gavel::server {
namespace json = boost::json;

const char* status_name(RoomStatus status) {
  switch (status) {
    case RoomStatus::kLobby:
      return "lobby";
    case RoomStatus::kPlaying:
      return "playing";
    case RoomStatus::kFinished:
      return "finished";
  }
  return "lobby";
}

namespace {

constexpr std::size_t kMaxNameChars = 24;
constexpr std::size_t kLogLinesInState = 100;
constexpr const char* kBotNames[] = {"Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald"};

std::optional<int> whole(const json::value& value) {
  std::error_code ec;
  const auto number = value.to_number<std::int64_t>(ec);
  if (ec || number < INT32_MIN || number > INT32_MAX) return std::nullopt;
  return static_cast<int>(number);
}

// Trimmed display name: 1-24 characters, no control characters.
ApiResult<std::string> clean_name(const json::value* value, const std::string& fallback) {
  if (!value || value->is_null()) return fallback;
  if (!value->is_string()) return api_error(400, "name must be a string");
  std::string name(value->as_string());
  const auto first = name.find_first_not_of(' ');
  const auto last = name.find_last_not_of(' ');
  name = first == std::string::npos ? "" : name.substr(first, last - first + 1);
  std::size_t chars = 0;
  for (const unsigned char c : name) {
    if (c < 0x20 || c == 0x7f) return api_error(400, "name must not contain control characters");
    if ((c & 0xC0) != 0x80) ++chars;  // count UTF-8 code points, not bytes
  }
  if (chars == 0 || chars > kMaxNameChars) {
    return api_error(400, "name must be 1 to " + std::to_string(kMaxNameChars) + " characters");
  }
  return name;
}

}  // namespace

ApiResult<RoomOptions> parse_room_options(const json::value& body, const engine::Registry& registry,
                                          int default_turn_seconds) {
  RoomOptions options;
  if (!body.is_null() && !body.is_object()) return api_error(400, "the body must be a JSON object");
  const json::object empty;
  const auto& fields = body.is_object() ? body.as_object() : empty;
  for (const auto& [key, value] : fields) {
    static constexpr std::string_view kKnown[] = {"game",        "seats",  "bots",     "botLevel",
                                                  "turnSeconds", "public", "settings", "token"};
    if (std::find(std::begin(kKnown), std::end(kKnown), key) == std::end(kKnown)) {
      return api_error(400, "unknown field '" + std::string(key) + "'");
    }
  }
  if (const auto* game = fields.if_contains("game")) {
    if (!game->is_string()) return api_error(400, "game must be a string");
    options.game = game->as_string();
  }
  const auto* info = registry.find(options.game);
  if (!info) return api_error(400, "there is no game named '" + options.game + "'; see GET /api");
  options.seats = std::clamp(3, info->min_seats, info->max_seats);
  if (const auto* seats = fields.if_contains("seats")) {
    const auto n = whole(*seats);
    if (!n || *n < info->min_seats || *n > info->max_seats) {
      return api_error(400, "seats must be a whole number from " + std::to_string(info->min_seats) +
                                " to " + std::to_string(info->max_seats));
    }
    options.seats = *n;
  }
  if (const auto* bots = fields.if_contains("bots")) {
    const auto n = whole(*bots);
    if (!n || *n < 0 || *n > options.seats - 1) {
      return api_error(400, "bots must be a whole number from 0 to " +
                                std::to_string(options.seats - 1) + " (one seat stays for you)");
    }
    options.bots = *n;
  }
  options.bot_level = info->bot_names.front();
  if (const auto* level = fields.if_contains("botLevel")) {
    const auto& names = info->bot_names;
    if (!level->is_string() ||
        std::find(names.begin(), names.end(), level->as_string()) == names.end()) {
      std::string list;
      for (const auto& name : names) list += (list.empty() ? "" : ", ") + name;
      return api_error(400, "botLevel must be one of: " + list);
    }
    options.bot_level = level->as_string();
  }
  if (const auto* is_public = fields.if_contains("public")) {
    if (!is_public->is_bool()) return api_error(400, "public must be true or false");
    options.is_public = is_public->as_bool();
  }
  json::object settings;
  if (const auto* given = fields.if_contains("settings")) {
    if (!given->is_object()) return api_error(400, "settings must be a JSON object");
    settings = given->as_object();
  }
  if (const auto* turn = fields.if_contains("turnSeconds")) settings["turnSeconds"] = *turn;
  // TURN_SECONDS is the server's default for Bidlock's turn timer (its rulebook's setting).
  if (options.game == "bidlock" && !settings.contains("turnSeconds")) {
    settings["turnSeconds"] = default_turn_seconds;
  }
  options.settings = std::move(settings);
  // Settings are checked now, so a bad one is refused before anybody joins.
  if (auto trial = info->create(options.settings, options.seats, 0, 0); !trial) {
    return from_engine(trial.error());
  }
  return options;
}

Room::Room(const engine::Registry& registry, RoomOptions options, std::string code,
           engine::Seed seed, Millis now)
    : registry_(registry),
      game_(*registry.find(options.game)),
      options_(std::move(options)),
      code_(std::move(code)),
      seed_(seed),
      created_at_(now),
      last_activity_(now) {
  bots_.resize(static_cast<std::size_t>(options_.seats));
  for (int i = 0; i < options_.bots; ++i) add_member({"", "bot", "", false});
}

void Room::add_member(Member member) {
  if (member.kind == "bot") {
    int taken = 0;
    for (const auto& m : members_) taken += m.kind == "bot";
    member.name = std::string(kBotNames[taken % std::size(kBotNames)]) + " (bot)";
  }
  members_.push_back(std::move(member));
}

std::optional<Seat> Room::seat_of(std::string_view token) const {
  if (token.empty()) return std::nullopt;
  for (std::size_t seat = 0; seat < members_.size(); ++seat) {
    if (members_[seat].token == token) return static_cast<Seat>(seat);
  }
  return std::nullopt;
}

ApiResult<Joined> Room::join(const json::value& body, std::string token, Millis now) {
  if (status_ != RoomStatus::kLobby) {
    return api_error(409, status_ == RoomStatus::kPlaying ? "the match has already started"
                                                          : "the match is over");
  }
  if (static_cast<int>(members_.size()) >= options_.seats)
    return api_error(409, "the match is full");
  if (!body.is_null() && !body.is_object()) return api_error(400, "the body must be a JSON object");
  const auto* fields = body.if_object();
  const std::string fallback = "Player " + std::to_string(members_.size() + 1);
  auto name = clean_name(fields ? fields->if_contains("name") : nullptr, fallback);
  if (!name) return std::unexpected(name.error());
  std::string kind = "agent";
  if (const auto* given = fields ? fields->if_contains("kind") : nullptr) {
    if (!given->is_string() || (given->as_string() != "agent" && given->as_string() != "human")) {
      return api_error(400, "kind must be \"agent\" or \"human\"");
    }
    kind = given->as_string();
  }
  const bool host =
      std::none_of(members_.begin(), members_.end(), [](const Member& m) { return m.host; });
  const Seat seat = static_cast<Seat>(members_.size());
  add_member({*name, kind, token, host});
  log(now, *name + " joined");
  if (static_cast<int>(members_.size()) == options_.seats) begin_match(now);
  changed(now);
  return Joined{std::move(token), seat};
}

ApiResult<void> Room::start(std::string_view token, Millis now) {
  if (token.empty())
    return api_error(401, "starting needs your seat token (Authorization: Bearer ...)");
  const auto seat = seat_of(token);
  if (!seat) return api_error(403, "that token does not hold a seat in this match");
  if (!members_[*seat].host) return api_error(403, "only the host can start the match");
  if (status_ != RoomStatus::kLobby) return api_error(409, "the match has already started");
  while (static_cast<int>(members_.size()) < options_.seats) add_member({"", "bot", "", false});
  begin_match(now);
  changed(now);
  return {};
}

void Room::begin_match(Millis now) {
  auto session = engine::Session::create(registry_, options_.game, options_.settings,
                                         options_.seats, seed_, now);
  // The options were checked when the room was made, so this cannot fail.
  session_.emplace(std::move(*session));
  for (Seat seat = 0; seat < options_.seats; ++seat) {
    if (members_[seat].kind == "bot") {
      bots_[seat] =
          std::move(*game_.make_bot(options_.bot_level, engine::derive_seed(seed_, 100 + seat)));
    }
  }
  stand_in_ = std::move(*game_.make_bot(game_.bot_names.front(), engine::derive_seed(seed_, 99)));
  status_ = RoomStatus::kPlaying;
  log(now, "The match starts");
}

ApiResult<void> Room::move(std::string_view token, const json::value& action, Millis now) {
  if (token.empty())
    return api_error(401, "moving needs your seat token (Authorization: Bearer ...)");
  const auto seat = seat_of(token);
  if (!seat) return api_error(403, "that token does not hold a seat in this match");
  if (status_ == RoomStatus::kLobby) return api_error(409, "the match has not started yet");
  // A deadline that passed before this move arrived is applied first; the
  // move was meant for the turn the house has just played, so it is refused.
  if (advance(now) > 0) {
    return api_error(
        409, "too late: the deadline passed and the house played for you; read the state again");
  }
  if (status_ == RoomStatus::kFinished) return api_error(409, "the match is over");
  json::value move = action;
  if (auto* fields = move.if_object()) fields->erase("token");  // the token may ride in the body
  if (auto applied = session_->act(*seat, move, now, engine::Origin::kPlayer); !applied) {
    return from_engine(applied.error());
  }
  changed(now);
  return {};
}

ApiResult<void> Room::bot_move(Seat seat, const json::value& action, Millis now) {
  if (status_ != RoomStatus::kPlaying) return api_error(409, "the match is not being played");
  if (advance(now) > 0) return api_error(409, "the bot's decision came after its deadline");
  if (auto applied = session_->act(seat, action, now, engine::Origin::kBot); !applied) {
    return from_engine(applied.error());
  }
  changed(now);
  return {};
}

int Room::advance(Millis now) {
  if (status_ != RoomStatus::kPlaying) return 0;
  const int recorded = session_->advance(now, [this](const engine::Match& match, Seat seat) {
    return stand_in_->decide(match, seat);
  });
  if (recorded > 0) changed(now);
  return recorded;
}

std::optional<Millis> Room::next_deadline() const {
  if (status_ != RoomStatus::kPlaying) return std::nullopt;
  const auto deadline = session_->match().next_deadline();
  if (!deadline) return std::nullopt;
  return deadline->at;
}

std::vector<Seat> Room::bots_to_move() const {
  std::vector<Seat> seats;
  if (status_ != RoomStatus::kPlaying) return seats;
  for (Seat seat = 0; seat < options_.seats; ++seat) {
    if (bots_[seat] && !session_->match().legal_actions(seat).empty()) seats.push_back(seat);
  }
  return seats;
}

void Room::changed(Millis now) {
  ++version_;
  last_activity_ = now;
  if (!session_) return;
  for (auto& line : game_.narrate ? game_.narrate(session_->match(), narrated_, names())
                                  : std::vector<std::string>{}) {
    log(now, std::move(line));
  }
  if (status_ == RoomStatus::kPlaying && session_->match().finished()) {
    status_ = RoomStatus::kFinished;
    std::string winners;
    for (const Seat seat : session_->match().outcome().winners()) {
      winners += (winners.empty() ? "" : " and ") + members_[seat].name;
    }
    log(now, "The match is over: " + winners +
                 (winners.find(" and ") == std::string::npos ? " wins" : " share the win"));
  }
}

void Room::log(Millis at, std::string text) {
  log_.push_back(json::object{{"at", at}, {"text", std::move(text)}});
}

std::vector<std::string> Room::names() const {
  std::vector<std::string> names;
  for (const auto& member : members_) names.push_back(member.name);
  return names;
}

json::object Room::state(std::optional<std::string_view> token, Millis now) const {
  const Seat seat = token ? seat_of(*token).value_or(-1) : -1;
  auto out = state_body(seat);
  out["serverTime"] = now;
  const auto left = seconds_left(now);
  out["secondsLeft"] = left ? json::value(*left) : json::value(nullptr);
  return out;
}

std::string Room::state_text(std::optional<std::string_view> token, Millis now) const {
  const Seat seat = token ? seat_of(*token).value_or(-1) : -1;
  return add_clock(*state_prefix(seat), now, seconds_left(now));
}

const Room::Prefixes& Room::cached_prefixes() const {
  if (cached_version_ != version_) {  // texts of an older version are dropped
    cached_text_.clear();
    cached_version_ = version_;
  }
  return cached_text_;
}

std::shared_ptr<const std::string> Room::state_prefix(Seat seat) const {
  cached_prefixes();
  auto& cached = cached_text_[seat];
  if (!cached) {
    auto text = json::serialize(state_body(seat));
    text.pop_back();  // the closing brace: the clock fields follow
    cached = std::make_shared<const std::string>(std::move(text));
  }
  return cached;
}

std::string add_clock(const std::string& prefix, Millis now, std::optional<double> seconds_left) {
  std::string text;
  text.reserve(prefix.size() + 64);
  text += prefix;
  text += ",\"serverTime\":" + std::to_string(now) + ",\"secondsLeft\":";
  if (seconds_left) {
    char number[32];
    std::snprintf(number, sizeof number, "%.1f", *seconds_left);  // 21.4, not 2.14E1
    text += number;
  } else {
    text += "null";
  }
  text += '}';
  return text;
}

std::optional<double> Room::seconds_left(Millis now) const {
  const auto deadline = next_deadline();
  if (!deadline) return std::nullopt;
  return seconds_until(*deadline, now);
}

double seconds_until(Millis deadline, Millis now) {
  return static_cast<double>(std::max<Millis>(0, deadline - now) / 100) / 10.0;
}

json::object Room::state_body(Seat seat) const {
  json::object out;
  if (session_) {
    out = session_->match().view(seat >= 0 ? engine::Viewer::seat(seat)
                                           : engine::Viewer::spectator());
  }
  out["code"] = code_;
  out["game"] = options_.game;
  out["status"] = status_name(status_);
  out["version"] = version_;
  out["seats"] = options_.seats;
  out["botLevel"] = options_.bot_level;
  out["public"] = options_.is_public;
  out["createdAt"] = created_at_;
  if (const auto* turn = options_.settings.as_object().if_contains("turnSeconds"))
    out["turnSeconds"] = *turn;
  json::array players;
  const auto* game_players = out.contains("players") ? out["players"].if_array() : nullptr;
  for (std::size_t i = 0; i < members_.size(); ++i) {
    json::object player = game_players && i < game_players->size() ? (*game_players)[i].as_object()
                                                                   : json::object{{"seat", i}};
    player["name"] = members_[i].name;
    player["kind"] = members_[i].kind;
    player["host"] = members_[i].host;
    players.push_back(std::move(player));
  }
  out["players"] = std::move(players);
  json::array legal;
  if (seat >= 0) {
    json::object you = out.contains("you") && out["you"].is_object() ? out["you"].as_object()
                                                                     : json::object{{"seat", seat}};
    you["name"] = members_[seat].name;
    you["host"] = members_[seat].host;
    if (session_) legal = session_->match().legal_actions(seat);
    you["mustMove"] = !legal.empty();
    out["you"] = std::move(you);
  } else {
    out["you"] = nullptr;
  }
  out["legalActions"] = std::move(legal);
  const std::size_t first = log_.size() > kLogLinesInState ? log_.size() - kLogLinesInState : 0;
  out["log"] = json::array(log_.begin() + static_cast<std::ptrdiff_t>(first), log_.end());
  return out;
}

json::object Room::listing() const {
  json::array players;
  for (const auto& member : members_) players.push_back(json::string(member.name));
  json::object entry{{"code", code_},
                     {"game", options_.game},
                     {"seats", options_.seats},
                     {"filled", members_.size()},
                     {"players", std::move(players)},
                     {"createdAt", created_at_}};
  if (const auto* turn = options_.settings.as_object().if_contains("turnSeconds"))
    entry["turnSeconds"] = *turn;
  return entry;
}

json::object Room::replay() const {
  json::array players;
  for (std::size_t i = 0; i < members_.size(); ++i) {
    players.push_back(
        json::object{{"seat", i}, {"name", members_[i].name}, {"kind", members_[i].kind}});
  }
  json::object out{{"code", code_},
                   {"game", options_.game},
                   {"status", status_name(status_)},
                   {"players", std::move(players)},
                   {"log", json::array(log_.begin(), log_.end())}};
  out["rounds"] = json::array{};
  out["result"] = nullptr;
  if (session_) {
    const auto view = session_->match().view(engine::Viewer::spectator());
    if (const auto* history = view.if_contains("history")) out["rounds"] = *history;
    if (const auto* result = view.if_contains("result")) out["result"] = *result;
    // The seed and every input are public only after the end: with them,
    // anyone can re-run the match and check it.
    if (status_ == RoomStatus::kFinished)
      out["record"] = engine::record_to_json(session_->record());
  }
  return out;
}

}  // namespace gavel::server
