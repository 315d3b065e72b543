// Ratings are whole tenths (ratings/rating.h) and must read exactly as the
// rulebooks show them: 1512.3, -0.5, 1500.0. Boost.JSON 1.81 would print the
// double 1512.3 as 1.5123E3, so every rating goes in as a one_decimal()
// placeholder made from its integer tenths (exact, never rounded through a
// double) and serialize_with_decimals() writes it as a plain number.
#include "server/players_api.h"

#include <algorithm>
#include <boost/json.hpp>
#include <limits>
#include <tuple>

#include "server/json_decimal.h"
#include "server/responses.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

constexpr std::size_t kMaxHistory = 100;
constexpr int kLeaderboardSize = 100;

Response json_with_decimals(const json::object& body) {
  return Response{
      200, "application/json", serialize_with_decimals(body), {{"Cache-Control", "no-store"}}};
}

Response storage_failure(const accounts::Error& error) {
  return error_response(500, error.message);
}

}  // namespace

void PlayersApi::add_routes(Router& router) {
  // Both read the database: off the I/O thread.
  router.add("GET", "/api/players/{name}",
             [this](const Request&, const Router::Params& params, const Reply& reply) {
               boost::asio::post(background_,
                                 [this, name = params[0], reply] { reply(player(name)); });
             });
  router.add("GET", "/api/leaderboard/{game}",
             [this](const Request&, const Router::Params& params, const Reply& reply) {
               boost::asio::post(background_,
                                 [this, game = params[0], reply] { reply(leaderboard(game)); });
             });
}

Response PlayersApi::player(const std::string& name) {
  auto account = store_.find_account(name);
  if (!account) return storage_failure(account.error());
  if (!*account) return error_response(404, "there is no registered player named " + name);
  const auto id = (*account)->id;

  json::array ratings;
  std::vector<accounts::RatingHistoryEntry> history;
  for (const auto& game : registry_.entries()) {
    // Every row, not just the newest 100: "games" counts them all, and the
    // store offers no count of its own.
    auto rows = store_.rating_history(id, game.name(), std::numeric_limits<int>::max());
    if (!rows) return storage_failure(rows.error());
    if (rows->empty()) continue;  // never played it: no rating to show
    auto rating = store_.rating(id, game.name());
    if (!rating) return storage_failure(rating.error());
    ratings.push_back(json::object{
        {"game", game.name()}, {"rating", one_decimal(*rating)}, {"games", rows->size()}});
    history.insert(history.end(), std::make_move_iterator(rows->begin()),
                   std::make_move_iterator(rows->end()));
  }

  // Newest first across games, ties broken like the store breaks them within
  // one game (match code descending), then by game, so the order is stable.
  std::sort(history.begin(), history.end(), [](const auto& a, const auto& b) {
    return std::tie(a.finished_at_ms, a.match_code, a.game) >
           std::tie(b.finished_at_ms, b.match_code, b.game);
  });
  if (history.size() > kMaxHistory) history.resize(kMaxHistory);

  json::array rows;
  for (const auto& row : history) {
    rows.push_back(json::object{{"game", row.game},
                                {"match", row.match_code},
                                {"old", one_decimal(row.old_rating)},
                                {"new", one_decimal(row.new_rating)},
                                {"change", one_decimal(row.change)},
                                {"at", row.finished_at_ms}});
  }
  return json_with_decimals(json::object{
      {"name", (*account)->name}, {"ratings", std::move(ratings)}, {"history", std::move(rows)}});
}

Response PlayersApi::leaderboard(const std::string& game) {
  if (!registry_.find(game)) return error_response(404, "there is no game named " + game);
  auto rows = store_.leaderboard(game, kLeaderboardSize);
  if (!rows) return storage_failure(rows.error());
  json::array players;
  for (std::size_t i = 0; i < rows->size(); ++i) {
    const auto& row = (*rows)[i];
    // Ranks are positions: equal ratings are already ordered by name.
    players.push_back(
        json::object{{"rank", i + 1}, {"name", row.name}, {"rating", one_decimal(row.rating)}});
  }
  return json_with_decimals(json::object{{"game", game}, {"players", std::move(players)}});
}

}  // namespace gavel::server
