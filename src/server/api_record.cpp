// The test-only record: a finished match's seed and inputs, for the leak
// scan and the crash test, which re-run every game. Offered only when the
// server runs with TESTING=1, since a game with Hosting::private_record keeps
// them out of its public replay (and, outside tests, out of the store).
#include "engine/journal.h"
#include "server/api.h"

namespace gavel::server {
namespace json = boost::json;

namespace {

Response record_response(const engine::MatchRecord& record) {
  return json_response(200, json::object{{"record", engine::record_to_json(record)}});
}

}  // namespace

void Api::record(const std::string& code, const Reply& reply) {
  if (!parts_.config.testing) {
    return reply(error_response(
        404, "GET .../record is offered only in the testing environment (the server's TESTING=1)"));
  }
  if (auto host = parts_.rooms.find(code)) {
    return host->with_room(
        [](Room& room) {
          const auto* play = room.play();
          if (!play || room.status() != RoomStatus::kFinished) {
            return error_response(409, "a match's record is available once it is over");
          }
          return record_response(play->record());
        },
        reply);
  }
  // The store is a database read: off the I/O thread.
  asio::post(parts_.background, [this, code, reply] {
    auto stored = parts_.store.load(code);
    if (!stored) {
      return reply(error_response(500, "the replay store failed: " + stored.error().message));
    }
    if (!*stored || (*stored)->record.game.empty()) {
      return reply(error_response(404, "no finished match with a record under code " + code));
    }
    reply(record_response((*stored)->record));
  });
}

}  // namespace gavel::server
