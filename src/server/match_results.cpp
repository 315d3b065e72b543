// The replay is saved before the ratings are settled, and the ratings never
// wait for the room. Both are done again after a crash: the room's journal
// keeps a finished room until it has been told its ratings (room_recovery.h),
// saving a replay again replaces it, and a match already rated is only
// reported, never rated twice.
#include "server/match_results.h"

#include "server/log_line.h"
#include "server/room.h"
#include "server/room_ratings.h"
#include "server/room_view.h"
#include "server/stored_advice.h"

namespace gavel::server {

MatchResults::MatchResults(const games::Catalog& catalog, store::MatchStore& store,
                           accounts::AccountStore& accounts, ShowRatings show_ratings,
                           bool keep_private_records)
    : catalog_(catalog),
      accounts_(accounts),
      show_ratings_(std::move(show_ratings)),
      keep_private_records_(keep_private_records),
      writer_(store) {}

ReplayWriter::Finished MatchResults::texts_of(const Room& room, Millis at) const {
  // The replay is written as text once, with the players and the record the
  // store keeps beside it; the writer only stores them.
  auto texts = replay_texts(room);
  // Note 75's games keep no re-runnable record once the room is gone.
  if (room.game().host.private_record && !keep_private_records_) texts.record.clear();
  auto checked =
      store::replay_texts(room.code(), room.options().game, at, std::move(texts.replay),
                          stored_players_text(room, texts.players), std::move(texts.record));
  if (!checked) {
    log_line("replay_not_saved", {{"code", room.code()}, {"error", checked.error().message}});
  }
  return {room.code(),
          room.options().game,
          at,
          checked ? std::make_shared<const store::MatchTexts>(std::move(*checked)) : nullptr,
          {}};
}

void MatchResults::saved_again(const Room& room) {
  // Kept at the time the match ended, not the time of the later move.
  writer_.save(texts_of(room, room.finished_at()));
}

void MatchResults::finished(const Room& room) {
  auto saved = texts_of(room, room.last_activity());
  if (room.rated_result()) {
    std::shared_ptr<const engine::Match> match = room.match()->clone();
    saved.then = [this, code = saved.code, game = saved.game, at = saved.finished_at,
                  seats = seated_players(room), match] { settle(code, game, at, seats, match); };
  }
  writer_.save(std::move(saved));
}

void MatchResults::settle(const std::string& code, const std::string& game, Millis at,
                          const std::vector<SeatedPlayer>& seats,
                          std::shared_ptr<const engine::Match> match) {
  const auto* entry = catalog_.find(game);
  if (!entry || !entry->host.rate) return;
  // Rated before a restart, but the room was never told: tell it now, from
  // what was stored, rather than rate it twice.
  if (auto stored = accounts_.match_ratings(game, code); stored && !stored->empty()) {
    std::vector<SeatRating> shown;
    for (std::size_t i = 0; i < seats.size(); ++i) {
      for (const auto& update : *stored) {
        if (!seats[i].bot && update.account_id == seats[i].account_id) {
          shown.push_back({static_cast<Seat>(i), update.old_rating, update.new_rating});
        }
      }
    }
    if (show_ratings_) show_ratings_(code, std::move(shown));
    return;
  }
  // A player who finished another game meanwhile has a newer rating: the
  // store refuses the batch (kConflict) and it is computed again.
  for (int attempt = 0; attempt < 3; ++attempt) {
    auto participants = participants_now(accounts_, seats, game);
    if (!participants) return;
    auto settlement = entry->host.rate(*participants, *match);
    if (!settlement) return;
    // The game's own rule left this result unrated (Spendii's Short test
    // deck): nothing is stored, so no history row and no game counted, and
    // the room is told an empty list, which its State shows as unrated.
    if (!settlement->rated) {
      if (show_ratings_) show_ratings_(code, {});
      return;
    }
    accounts::RatedMatch rated{game, code, at, {}};
    std::vector<SeatRating> shown;
    for (std::size_t i = 0; i < seats.size(); ++i) {
      if (seats[i].bot) continue;
      const auto& line = settlement->entries[i];
      rated.updates.push_back({seats[i].account_id, line.old_rating, line.new_rating});
      shown.push_back({static_cast<Seat>(i), line.old_rating, line.new_rating});
    }
    auto applied = accounts_.apply_ratings(rated);
    if (!applied && applied.error().kind == accounts::ErrorKind::kConflict) continue;
    if (!applied) return;
    if (show_ratings_) show_ratings_(code, std::move(shown));
    return;
  }
}

}  // namespace gavel::server
