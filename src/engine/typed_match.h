// Adapters from a game's typed rules to the JSON contract: a game writes its
// state, actions and views as plain C++ types and gets Match and SeatBot from
// these templates, so parsing, cloning and bot plumbing live in one place.
//
// What a game provides is the concept TypedRules (engine/typed_game.h).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/match.h"
#include "engine/typed_game.h"

namespace gavel::engine {

template <TypedRules G>
class TypedMatch final : public Match {
  static_assert(!(WritesView<G> && HistoryInParts<G>),
                "a game that writes its view writes its history's entries too "
                "(WritesHistoryInParts)");

 public:
  explicit TypedMatch(typename G::State state) : state_(std::move(state)) {}

  const typename G::State& state() const { return state_; }

  std::string_view game() const override { return G::kName; }
  std::string_view rules_version() const override { return G::kRulesVersion; }
  int seat_count() const override { return state_.seat_count(); }
  bool finished() const override { return state_.finished(); }

  boost::json::array legal_actions(Seat seat) const override {
    if (seat < 0 || seat >= seat_count()) return {};
    return G::legal_actions(state_, seat);
  }
  bool write_legal_actions(Seat seat, JsonWriter& out) const override {
    if constexpr (WritesLegalActions<G>) {
      if (seat >= 0 && seat < seat_count()) return G::write_legal_actions(state_, seat, out);
      out.begin_array().end_array();
      return false;
    } else {
      return Match::write_legal_actions(seat, out);
    }
  }

  Result<void> apply(Seat seat, const boost::json::value& action, Millis now,
                     Origin origin) override {
    if (seat < 0 || seat >= seat_count())
      return invalid("there is no seat " + std::to_string(seat));
    auto parsed = G::parse_action(action);
    if (!parsed) return std::unexpected(parsed.error());
    return state_.apply(seat, *parsed, now, origin);
  }

  bool tick(Millis now) override { return state_.tick(now); }
  std::optional<Deadline> next_deadline() const override { return state_.next_deadline(); }

  std::optional<Turn> turn(Seat seat) const override {
    if (seat < 0 || seat >= seat_count()) return std::nullopt;
    return G::turn(state_, seat);
  }
  const EventLog& events() const override { return state_.events(); }

  boost::json::object view(Viewer viewer) const override {
    if constexpr (WritesView<G>) {
      return written_view([&](ViewWriter& out) { G::write_view(state_, viewer, out); });
    } else {
      return G::view_json(G::view(state_, viewer));
    }
  }
  void write_view(Viewer viewer, ViewWriter& out) const override {
    if constexpr (WritesHistoryInParts<G>) {
      // The same text as G::write_view's, the settled entries copied.
      G::write_view_without_history(state_, viewer, out);
      write_history(out.field(G::kHistoryKey));
    } else if constexpr (WritesView<G>) {
      G::write_view(state_, viewer, out);
    } else {
      Match::write_view(viewer, out);
    }
  }

  boost::json::object view_without_history(Viewer viewer) const override {
    if constexpr (WritesHistoryInParts<G>) {
      return written_view(
          [&](ViewWriter& out) { G::write_view_without_history(state_, viewer, out); });
    } else if constexpr (HistoryInParts<G>) {
      return G::view_json_without_history(state_, viewer);
    } else {
      return view(viewer);
    }
  }
  std::string_view history_key() const override {
    if constexpr (HistoryInParts<G> || WritesHistoryInParts<G>) {
      return G::kHistoryKey;
    } else {
      return {};
    }
  }
  void write_history(JsonWriter& out) const override {
    out.begin_array();
    if constexpr (HistoryInParts<G> || WritesHistoryInParts<G>) {
      const std::size_t size = G::history_size(state_);
      while (history_texts_.size() < size) {
        const std::size_t i = history_texts_.size();
        if constexpr (WritesHistoryInParts<G>) {
          std::string text;
          JsonWriter entry(text);
          G::write_history_entry(state_, i, entry);
          history_texts_.push_back(std::move(text));
        } else {
          history_texts_.push_back(boost::json::serialize(G::history_entry_json(state_, i)));
        }
      }
      for (std::size_t i = 0; i < size; ++i) out.raw(history_texts_[i]);
    }
    out.end_array();
  }

  Outcome outcome() const override { return state_.outcome(); }
  boost::json::value snapshot() const override { return G::snapshot(state_); }
  // A clone starts without the rendered history: bots read their copy's view, not its text.
  std::unique_ptr<Match> clone() const override { return std::make_unique<TypedMatch>(state_); }

  bool same_state(const Match& other) const override {
    const auto* typed = dynamic_cast<const TypedMatch*>(&other);
    return typed && typed->state_ == state_;
  }

  std::vector<std::unique_ptr<Match>> secret_variants(std::optional<Seat> owner,
                                                      Rng& rng) const override {
    std::vector<std::unique_ptr<Match>> out;
    for (auto& variant : G::secret_variants(state_, owner, rng)) {
      out.push_back(std::make_unique<TypedMatch>(std::move(variant)));
    }
    return out;
  }

  std::vector<boost::json::value> probe_actions(Seat seat) const override {
    return G::probe_actions(state_, seat);
  }

 private:
  typename G::State state_;
  // The history's entries as text, rendered once each (write_history). Only
  // the thread that owns this match renders it, as it alone applies inputs.
  mutable std::vector<std::string> history_texts_;
};

// Seats a typed bot: it is handed the view of its own seat and nothing more.
template <TypedRules G>
class TypedSeatBot final : public SeatBot {
 public:
  explicit TypedSeatBot(std::unique_ptr<BotOf<G>> bot) : bot_(std::move(bot)) {}

  BotOf<G>& bot() { return *bot_; }

  Result<boost::json::value> decide(const Match& match, Seat seat) override {
    return decide_within(match, seat, BotBudget::full());
  }

  Result<boost::json::value> decide_within(const Match& match, Seat seat,
                                           BotBudget budget) override {
    const auto* typed = dynamic_cast<const TypedMatch<G>*>(&match);
    if (!typed) return invalid("this bot plays " + std::string(G::kName) + " only");
    if (seat < 0 || seat >= match.seat_count()) return invalid("no such seat");
    return G::action_json(bot_->decide_within(G::view(typed->state(), Viewer::seat(seat)), budget));
  }

 private:
  std::unique_ptr<BotOf<G>> bot_;
};

}  // namespace gavel::engine
