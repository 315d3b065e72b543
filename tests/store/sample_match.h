// A finished match with every kind of input, and a field-by-field
// comparison, for the match store's tests on every backend.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "store/store.h"

namespace gavel::store {

inline FinishedMatch sample(const std::string& code, std::int64_t finished_at) {
  engine::MatchRecord record;
  record.game = "bidlock";
  record.settings = boost::json::object{{"turnSeconds", 10}, {"variant", "classic"}};
  record.seats = 2;
  record.seed = 18'446'744'073'709'551'615ULL;  // the largest seed must survive the text column
  record.start = 1'000;
  record.inputs = {
      {engine::JournalEntry::Kind::kAction, 2'000, 0, boost::json::object{{"chip", 3}},
       engine::Origin::kPlayer},
      {engine::JournalEntry::Kind::kAction, 2'500, 1, boost::json::object{{"chip", 9}},
       engine::Origin::kBot},
      {engine::JournalEntry::Kind::kTick, 40'000, 0, nullptr, engine::Origin::kPlayer},
      {engine::JournalEntry::Kind::kAction, 40'000, 0, boost::json::object{{"chip", 1}},
       engine::Origin::kTimeout},
  };
  FinishedMatch match;
  match.code = code;
  match.game = "bidlock";
  match.finished_at_ms = finished_at;
  match.record = std::move(record);
  match.players =
      boost::json::array{boost::json::object{{"seat", 0}, {"name", "Ada"}, {"kind", "human"}},
                         boost::json::object{{"seat", 1}, {"name", "Bot Bea"}, {"kind", "bot"}}};
  match.summary =
      boost::json::object{{"winner", 0}, {"scores", boost::json::array{7, 3}}, {"ratio", 0.1}};
  return match;
}

inline void expect_same(const FinishedMatch& got, const FinishedMatch& want) {
  EXPECT_EQ(got.code, want.code);
  EXPECT_EQ(got.game, want.game);
  EXPECT_EQ(got.finished_at_ms, want.finished_at_ms);
  EXPECT_EQ(got.record, want.record);
  EXPECT_EQ(got.players, want.players);
  EXPECT_EQ(got.summary, want.summary);
}

}  // namespace gavel::store
