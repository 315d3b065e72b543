#include "server/advice_history.h"

#include <algorithm>
#include <memory>

namespace gavel::server {
namespace json = boost::json;

engine::Seed advice_seed(const engine::MatchRecord& record, engine::Seat seat) {
  return engine::derive_seed(record.seed, 1000 + static_cast<std::uint64_t>(seat));
}

bool advised_decision(const engine::Match& match, engine::Seat seat,
                      const std::vector<std::string>& phases) {
  const auto turn = match.turn(seat);
  if (!turn) return false;
  return phases.empty() || std::find(phases.begin(), phases.end(), turn->phase) != phases.end();
}

namespace {

engine::Result<void> step_once(engine::Match& match, const engine::JournalEntry& entry) {
  if (entry.kind == engine::JournalEntry::Kind::kTick) {
    match.tick(entry.at);
    return {};
  }
  return match.apply(entry.seat, entry.action, entry.at, entry.origin);
}

// Re-runs one turn from the match as it stood at its start, asking a fresh
// advice bot before each of the seat's inputs, as live advice did then.
engine::Result<std::vector<PastStage>> advise_turn(const engine::GameInfo& game,
                                                   const engine::MatchRecord& record,
                                                   engine::Seat seat, engine::Match& match,
                                                   std::size_t from, std::size_t to) {
  std::vector<PastStage> stages;
  for (std::size_t i = from; i < to; ++i) {
    const auto& entry = record.inputs[i];
    if (entry.kind == engine::JournalEntry::Kind::kAction && entry.seat == seat) {
      auto bot = game.make_bot(game.bot_names.front(), advice_seed(record, seat));
      if (!bot) return std::unexpected(bot.error());
      auto advice = (*bot)->decide(match, seat);
      if (!advice) return std::unexpected(advice.error());
      const auto turn = match.turn(seat);
      stages.push_back(PastStage{.step = i,
                                 .phase = turn ? turn->phase : std::string(),
                                 .advice = std::move(*advice),
                                 .played = entry.action});
    }
    if (auto stepped = step_once(match, entry); !stepped) return std::unexpected(stepped.error());
  }
  return stages;
}

}  // namespace

engine::Result<std::optional<std::vector<PastStage>>> latest_completed_turn(
    const engine::GameInfo& game, const engine::MatchRecord& record, engine::Seat seat,
    std::size_t upto, const std::vector<std::string>& phases) {
  if (game.bot_names.empty() || !game.make_bot) return engine::invalid("the game has no bot");
  upto = std::min(upto, record.inputs.size());
  auto match = game.create(record.settings, record.seats, record.seed, record.start);
  if (!match) return std::unexpected(match.error());
  // The match at the start of the seat's latest complete turn, and where
  // that turn's inputs lie; the open turn's start while one is under way.
  std::unique_ptr<engine::Match> done_start, open_start;
  std::size_t done_from = 0, done_to = 0, open_from = 0;
  bool open = false, acted = false;
  const auto watch = [&](std::size_t next) {
    const bool deciding = advised_decision(**match, seat, phases);
    if (deciding && !open) {
      open = true;
      acted = false;
      open_from = next;
      open_start = (*match)->clone();
    } else if (!deciding && open) {
      open = false;
      // A turn the house played for the seat from its first stage is not one
      // the seat could have asked about.
      if (acted) {
        done_start = std::move(open_start);
        done_from = open_from;
        done_to = next;
      }
    }
  };
  watch(0);
  for (std::size_t i = 0; i < upto; ++i) {
    const auto& entry = record.inputs[i];
    if (open && entry.kind == engine::JournalEntry::Kind::kAction && entry.seat == seat) {
      acted = true;
    }
    if (auto stepped = step_once(**match, entry); !stepped) return std::unexpected(stepped.error());
    watch(i + 1);
  }
  if (!done_start) return std::optional<std::vector<PastStage>>();
  auto stages = advise_turn(game, record, seat, *done_start, done_from, done_to);
  if (!stages) return std::unexpected(stages.error());
  return std::optional<std::vector<PastStage>>(std::move(*stages));
}

json::array past_turn_json(const std::vector<PastStage>& stages) {
  json::array list;
  for (const auto& stage : stages) {
    list.push_back(json::object{{"step", stage.step},
                                {"stage", stage.phase},
                                {"advice", stage.advice},
                                {"played", stage.played}});
  }
  return list;
}

}  // namespace gavel::server
