#include "server/stakes.h"

#include <cstdio>
#include <set>
#include <vector>

#include "server/clock.h"
#include "server/responses.h"

namespace gavel::server {

namespace asio = boost::asio;

namespace {

// What reconciling needs from a room, read on its strand.
struct TableFacts {
  RoomStatus status = RoomStatus::kLobby;
  std::set<std::int64_t> seated;       // account ids in seats now
  std::vector<accounts::Payout> paid;  // at the end: each seat's share, by account
  bool payable = false;                // the game gave a payout for every seat
};

TableFacts facts_of(const Room& room) {
  TableFacts facts;
  facts.status = room.status();
  const auto& members = room.members();
  for (const auto& member : members) {
    if (member.account_id > 0) facts.seated.insert(member.account_id);
  }
  const auto* play = room.play();
  const auto& payouts = room.game().host.payouts;
  if (facts.status == RoomStatus::kFinished && play && payouts) {
    const auto shares = payouts(play->match());
    facts.payable = shares.size() == members.size();
    for (std::size_t seat = 0; facts.payable && seat < shares.size(); ++seat) {
      facts.paid.push_back({members[seat].account_id, shares[seat]});
    }
  }
  return facts;
}

void log_failure(const std::string& code, const accounts::Error& error) {
  std::fprintf(stderr, "gavel: the stakes of table %s: %s\n", code.c_str(), error.message.c_str());
}

}  // namespace

void Stakes::seat_with_stake(const std::shared_ptr<RoomHost>& host, const Identity& identity,
                             const Reply& reply, std::function<void(Reply)> seat) {
  const auto stake = host->summary().stake;
  if (stake <= 0) return seat(reply);
  if (!identity.known()) {
    return reply(error_response(401,
                                "a paid table needs your account: log in, or send your "
                                "agent token (Authorization: Bearer gva_...)"));
  }
  if (!identity.registered()) {
    return reply(error_response(403, "guests have no wallet: sign up to play at paid tables"));
  }
  asio::post(background_, [this, host, account = identity.id, stake, reply, seat] {
    const auto& code = host->code();
    if (auto granted = wallets_.grant(account, now_ms()); !granted) {
      return reply(error_response(500, granted.error().message));
    }
    if (auto held = wallets_.hold(account, code, stake, now_ms()); !held) {
      const bool short_of = held.error().kind == accounts::ErrorKind::kConflict;
      return reply(error_response(short_of ? 409 : 500, held.error().message));
    }
    seat([this, code, account, reply](Response response) {
      // Refused (full, started, wrong passcode …): the stake comes back.
      if (response.status != 200 && response.status != 201) {
        asio::post(background_, [this, code, account] {
          if (auto back = wallets_.release(account, code, now_ms()); !back) {
            log_failure(code, back.error());
          }
        });
      }
      reply(std::move(response));
    });
  });
}

bool Stakes::held_elsewhere(const std::string& code) const {
  if (!ownership_) return false;
  auto where = ownership_->locate(code);
  // Unsure is held: a pot waits for the next reconciliation rather than
  // being refunded under a room that still plays.
  return !where || where->place != cluster::Whereabouts::Place::kNowhere;
}

void Stakes::reconcile(const std::string& code) {
  const auto host = rooms_.find(code);
  const auto settle = [this, code](std::optional<TableFacts> facts) {
    asio::post(background_, [this, code, facts = std::move(facts)] {
      const auto now = now_ms();
      const bool gone = !facts || facts->status == RoomStatus::kClosed;
      if (facts && facts->status == RoomStatus::kFinished) {
        if (!facts->payable) return;  // the game has no payout for this table: held for an operator
        if (auto done = wallets_.settle(code, facts->paid, now);
            !done && done.error().kind != accounts::ErrorKind::kConflict) {
          log_failure(code, done.error());
        }
        return;
      }
      if (facts && facts->status == RoomStatus::kPlaying) return;
      // Not here is not gone while another server holds the room, or will.
      if (!facts && held_elsewhere(code)) return;
      auto stakes = wallets_.stakes(code);
      if (!stakes) return log_failure(code, stakes.error());
      for (const auto& stake : *stakes) {
        if (!gone && facts->seated.contains(stake.account_id)) continue;
        if (auto back = wallets_.release(stake.account_id, code, now); !back) {
          log_failure(code, back.error());
        }
      }
    });
  };
  if (!host) return settle(std::nullopt);
  host->run([settle](Room& room) { settle(facts_of(room)); });
}

void Stakes::reconcile_all() {
  asio::post(background_, [this] {
    auto tables = wallets_.open_tables();
    if (!tables)
      return std::fprintf(stderr, "gavel: reading open tables: %s\n",
                          tables.error().message.c_str()),
             void();
    for (const auto& code : *tables) reconcile(code);
  });
}

}  // namespace gavel::server
