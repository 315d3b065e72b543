// A ViewWriter by itself writes the view and nothing else; a renderer's hooks
// run exactly where it merges fields of its own (each players entry, "you",
// the top-level keys); a tree written through it reads back as itself.
#include "engine/view_writer.h"

#include <gtest/gtest.h>

#include <vector>

#include "engine/outcome_json.h"

namespace gavel::engine {
namespace {

namespace json = boost::json;

void write_sample(ViewWriter& view, bool seated) {
  view.field("phase").string("bid");
  view.begin_players();
  for (int seat = 0; seat < 2; ++seat) {
    view.begin_player().key("seat").number(seat);
    view.end_player();
  }
  view.end_players();
  if (seated) {
    view.begin_you().key("seat").number(1);
    view.end_you();
  } else {
    view.no_you();
  }
  view.field("settings").begin_object().end_object();
}

TEST(ViewWriter, ByItselfWritesTheViewAlone) {
  EXPECT_EQ(written_view([](ViewWriter& view) { write_sample(view, true); }),
            json::parse(R"({"phase":"bid","players":[{"seat":0},{"seat":1}],"you":{"seat":1},
                            "settings":{}})"));
  EXPECT_EQ(written_view([](ViewWriter& view) { write_sample(view, false); }),
            json::parse(R"({"phase":"bid","players":[{"seat":0},{"seat":1}],"you":null,
                            "settings":{}})"));
}

// Merges a mark into each entry and "you", one entry for a seat the game did
// not list, and notes the keys.
class Merging final : public ViewWriter {
 public:
  using ViewWriter::ViewWriter;
  std::vector<std::string> keys;

 private:
  void on_field(std::string_view key) override { keys.emplace_back(key); }
  void player_fields(std::size_t index) override { out().key("mark").number(index * 10); }
  void more_players(std::size_t written) override {
    out().begin_object().key("seat").number(written);
    player_fields(written);
    out().end_object();
  }
  void you_fields() override { out().key("mustMove").boolean(true); }
  void write_no_you() override { out().string("nobody"); }
};

json::value merged(bool seated, std::vector<std::string>* keys = nullptr) {
  std::string text;
  JsonWriter out(text);
  out.begin_object();
  Merging view(out);
  write_sample(view, seated);
  out.end_object();
  if (keys) *keys = view.keys;
  return json::parse(text);
}

TEST(ViewWriter, ARendererMergesItsFieldsWhereTheHooksRun) {
  std::vector<std::string> keys;
  EXPECT_EQ(merged(true, &keys), json::parse(R"({"phase":"bid",
      "players":[{"seat":0,"mark":0},{"seat":1,"mark":10},{"seat":2,"mark":20}],
      "you":{"seat":1,"mustMove":true},"settings":{}})"));
  EXPECT_EQ(keys, (std::vector<std::string>{"phase", "settings"}));
  EXPECT_EQ(merged(false).at("you"), "nobody");
}

// A renderer that gives a key itself drops the game's.
class Dropping final : public ViewWriter {
 public:
  using ViewWriter::ViewWriter;

 private:
  bool keeps(std::string_view key) const override { return key != "phase"; }
};

TEST(ViewWriter, ARendererMayDropAKeyItWritesItself) {
  std::string text;
  JsonWriter out(text);
  out.begin_object();
  Dropping view(out);
  write_sample(view, true);
  out.key("phase").string("the renderer's");
  out.end_object();
  EXPECT_EQ(json::parse(text), json::parse(R"({"players":[{"seat":0},{"seat":1}],
      "you":{"seat":1},"settings":{},"phase":"the renderer's"})"));
}

TEST(ViewWriter, ATreeWrittenThroughItReadsBackAsItself) {
  const auto tree = json::parse(R"({"history":[1,2],"players":[{"seat":0,"x":[true]},{"seat":1}],
      "you":{"seat":1,"secret":"mine"},"result":null})")
                        .as_object();
  EXPECT_EQ(written_view([&](ViewWriter& view) { write_view_members(tree, view); }), tree);
  const auto spectator = json::parse(R"({"players":[],"you":null})").as_object();
  EXPECT_EQ(written_view([&](ViewWriter& view) { write_view_members(spectator, view); }),
            spectator);
}

TEST(ViewWriter, TheResultWrittenAsTextIsTheResultTree) {
  const Outcome outcome{{{2, 1, 30}, {0, 1, 30}, {1, 3, -4}}};
  const auto tree = result_json(outcome, [](const Standing& standing, json::object& entry) {
    entry["score"] = static_cast<std::int64_t>(standing.score);
  });
  const auto text = written_view([&](ViewWriter& view) {
    auto& out = view.field("result").begin_object();
    write_result_members(out, outcome, [](const Standing& standing, JsonWriter& entry) {
      entry.key("score").number(static_cast<std::int64_t>(standing.score));
    });
    out.end_object();
  });
  EXPECT_EQ(text.at("result"), tree);
  EXPECT_EQ(json::serialize(text.at("result")), json::serialize(tree));
}

}  // namespace
}  // namespace gavel::engine
