// What happens when a match ends: its replay goes to the store and, when the
// game was rated, the game's ELO rule settles the ratings in one transaction;
// the stored changes are handed back for the room to show. The room's strand
// only builds the replay, once; rendering, saving and rating run on the
// replay writer's thread (replay_writer.h), never on an I/O thread.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "accounts/account_store.h"
#include "games/catalog.h"
#include "server/replay_writer.h"
#include "server/room_ratings.h"
#include "server/room_types.h"
#include "store/store.h"

namespace gavel::server {

class Room;

class MatchResults {
 public:
  using ShowRatings = std::function<void(const std::string& code, std::vector<SeatRating>)>;

  // `keep_private_records`: store the record of a game with
  // Hosting::private_record too (the testing environment only, for GET
  // .../record); otherwise such a game is stored with an empty record.
  MatchResults(const games::Catalog& catalog, store::MatchStore& store,
               accounts::AccountStore& accounts, ShowRatings show_ratings,
               bool keep_private_records = false);

  // Called on the room's strand once, when its match has just finished:
  // builds its replay, queues it and returns.
  void finished(const Room& room);
  // Called on the room's strand after a move its finished match took
  // (Hosting::moves_after_end): the replay is saved again, replacing the
  // stored one; the ratings are neither settled nor shown again.
  void saved_again(const Room& room);
  // A finished match's texts (its replay in `summary`) while its save has
  // not landed yet; null after.
  std::shared_ptr<const store::MatchTexts> unsaved_replay(const std::string& code) const {
    return writer_.unsaved(code);
  }

 private:
  // The finished match's texts, as the store keeps them, at `at`.
  ReplayWriter::Finished texts_of(const Room& room, Millis at) const;
  void settle(const std::string& code, const std::string& game, Millis at,
              const std::vector<SeatedPlayer>& seats, std::shared_ptr<const engine::Match> match);

  const games::Catalog& catalog_;
  accounts::AccountStore& accounts_;
  ShowRatings show_ratings_;
  bool keep_private_records_;
  ReplayWriter writer_;  // last: its thread stops, having written everything, first
};

}  // namespace gavel::server
