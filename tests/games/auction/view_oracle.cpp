// Blind Auction's view and legal actions as they were built before the game
// wrote them as text: boost::json trees from the typed View, kept here as the
// oracle the written forms are held to (view_text_test.cpp). Not used by the
// game itself.
#include "tests/games/auction/view_oracle.h"

namespace gavel::auction::test {
namespace json = boost::json;

namespace {

json::array bids_json(const std::vector<SealedBid>& bids) {
  json::array out;
  for (std::size_t seat = 0; seat < bids.size(); ++seat) {
    json::object bid{{"seat", seat}, {"amount", bids[seat].amount}};
    if (bids[seat].timeout) bid["timeout"] = true;
    if (bids[seat].no_turn) bid["no_turn"] = true;
    out.push_back(std::move(bid));
  }
  return out;
}

json::object payouts_json(const Payouts& payout) {
  return {{"pot", payout.pot},
          {"rake", payout.rake},
          {"paid", json::array(payout.paid.begin(), payout.paid.end())}};
}

json::object text_param(bool optional) {
  json::object spec{{"type", "text"}, {"max_chars", kMaxMessageChars}};
  if (optional) spec["optional"] = true;
  return spec;
}

json::object history_json(const HistoryView& entry) {
  const auto& record = entry.record;
  json::object out{{"item", record.item}, {"bids", bids_json(record.bids)}};
  if (record.winner) {
    out["winner"] = *record.winner;
    out["price"] = record.price;
  } else {
    out["winner"] = nullptr;
    out["unsold"] = true;
  }
  if (record.tie_break) {
    out["tie_break"] = true;
    out["tied"] = json::array(record.tied.begin(), record.tied.end());
  }
  if (entry.your_value) out["your_value"] = *entry.your_value;
  if (entry.value) {
    out["value"] = *entry.value;
    out["profit"] = *entry.value - record.price;
  }
  return out;
}

}  // namespace

json::object oracle_view_json(const View& view) {
  const auto& settings = view.settings;
  // "game" is the rulebook's too, but the room's state writes it (the same
  // "auction"), and a game's view never writes a room key (state_keys_test).
  json::object out{{"rules_version", "auction-0.2"},
                   {"items_total", settings.items},
                   {"item", view.item},
                   {"phase", phase_name(view.phase)},
                   {"pricing", pricing_name(settings.pricing)},
                   {"commit", view.commit}};
  if (view.your_seat) {
    out["your_seat"] = *view.your_seat;
    out["your_value"] = view.your_value;
    out["your_credits"] = view.your_credits;
    out["your_profit"] = view.your_profit;
    out["your_items"] = json::array(view.your_items.begin(), view.your_items.end());
  }
  out["bids_in"] = view.bids_in;
  json::array players;
  for (const auto& player : view.players) {
    json::object entry{{"seat", player.seat},
                       {"credits", player.credits},
                       {"profit", player.profit},
                       {"items_won", player.items_won}};
    if (player.left) entry["left"] = true;
    players.push_back(std::move(entry));
  }
  out["players"] = std::move(players);
  json::array talk;
  for (const auto& line : view.talk) {
    talk.push_back(json::object{{"item", line.item},
                                {"seat", line.seat},
                                {"phase", phase_name(line.phase)},
                                {"text", line.text}});
  }
  out["talk"] = std::move(talk);
  json::array history;
  for (const auto& entry : view.history) history.push_back(history_json(entry));
  out["history"] = std::move(history);
  out["limits"] = json::object{{"value_min", kValueMin},
                               {"value_max", kValueMax},
                               {"talk_rounds", settings.talk_rounds},
                               {"turn_deadline_ms", settings.turn_deadline_ms},
                               {"max_message_chars", kMaxMessageChars},
                               {"starting_credits", kStartingCredits},
                               {"seats", settings.seats},
                               {"stake", settings.stake},
                               {"rake_pct", settings.rake_pct}};
  if (view.turn) {
    out["turn"] = json::object{{"turn", view.turn->turn},
                               {"seat", view.turn->seat},
                               {"phase", phase_name(view.turn->phase)}};
  } else {
    out["turn"] = nullptr;
  }
  if (view.phase == Phase::kOver) {
    out["ranking"] = view.ranking;
    out["seed"] = view.seed;
    out["values"] = view.values;
    if (view.payouts) out["payouts"] = payouts_json(*view.payouts);
  }
  return out;
}

json::array oracle_legal_actions(const State& state, Seat seat) {
  json::array legal;
  if (state.to_act() != seat || state.players()[seat].left) return legal;
  if (state.phase() == Phase::kTalk) {
    legal.push_back(
        json::object{{"action", "say"}, {"params", json::object{{"message", text_param(false)}}}});
    legal.push_back(json::object{{"action", "pass"}});
  } else {
    const json::object amount{{"type", "int"}, {"min", 0}, {"max", state.players()[seat].credits}};
    legal.push_back(
        json::object{{"action", "bid"},
                     {"params", json::object{{"amount", amount}, {"message", text_param(true)}}}});
  }
  return legal;
}

}  // namespace gavel::auction::test
