// The administrator's room defaults on disk: memory-only mode, a missing
// file, the round trip through a real file, malformed files, and a failed
// write that must change nothing; then the same round trip and refusal in
// PostgreSQL's settings row.
#include "server/room_defaults.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "../support/pg_scratch.h"
#include "../support/scratch_dir.h"
#include "store/pg_settings_text.h"

namespace gavel::server {
namespace {

namespace json = boost::json;
namespace fs = std::filesystem;

class RoomDefaultsTest : public ::testing::Test {
 protected:
  std::string path(std::string_view name) const { return (scratch_.path() / name).string(); }
  void write(const std::string& file, std::string_view text) const {
    std::ofstream(file, std::ios::binary) << text;
  }

  gavel::testing::ScratchDir scratch_{"gavel_room_defaults_test"};
};

TEST_F(RoomDefaultsTest, AnEmptyPathKeepsThemInMemory) {
  auto defaults = RoomDefaults::load("");
  ASSERT_TRUE(defaults);
  EXPECT_TRUE(defaults->get("bidlock").empty());
  ASSERT_TRUE(defaults->set("bidlock", json::object{{"rounds", 5}}));
  EXPECT_EQ(defaults->get("bidlock"), (json::object{{"rounds", 5}}));
  EXPECT_TRUE(fs::is_empty(scratch_.path()));
}

TEST_F(RoomDefaultsTest, AMissingFileIsNoDefaults) {
  auto defaults = RoomDefaults::load(path("nothing-yet.json"));
  ASSERT_TRUE(defaults) << defaults.error().message;
  EXPECT_TRUE(defaults->all().empty());
  EXPECT_FALSE(fs::exists(path("nothing-yet.json")));  // loading writes nothing
}

TEST_F(RoomDefaultsTest, SettingsSurviveARestart) {
  const auto file = path("data/room-defaults.json");  // the directory is made too
  {
    auto defaults = RoomDefaults::load(file);
    ASSERT_TRUE(defaults);
    ASSERT_TRUE(defaults->set("bidlock", json::object{{"rounds", 5}, {"turnSeconds", 12.5}}));
    ASSERT_TRUE(defaults->set("tiles", json::object{{"size", 9}}));
    // A second set replaces the game's whole object.
    ASSERT_TRUE(defaults->set("bidlock", json::object{{"rounds", 7}}));
  }
  auto reloaded = RoomDefaults::load(file);
  ASSERT_TRUE(reloaded) << reloaded.error().message;
  EXPECT_EQ(reloaded->all(), (json::object{{"bidlock", json::object{{"rounds", 7}}},
                                           {"tiles", json::object{{"size", 9}}}}));
  EXPECT_EQ(reloaded->get("tiles"), (json::object{{"size", 9}}));
  EXPECT_TRUE(reloaded->get("chess").empty());
  EXPECT_FALSE(fs::exists(file + ".tmp"));  // renamed into place, nothing left behind
}

TEST_F(RoomDefaultsTest, MalformedFilesAreErrors) {
  for (const char* text : {"", "{\"bidlock\": ", "[1, 2]", R"({"bidlock": 3})", "null"}) {
    const auto file = path("defaults.json");
    write(file, text);
    const auto defaults = RoomDefaults::load(file);
    ASSERT_FALSE(defaults) << text;
    EXPECT_NE(defaults.error().message.find(file), std::string::npos) << defaults.error().message;
  }
}

TEST_F(RoomDefaultsTest, AFailedWriteChangesNothing) {
  const auto file = path("defaults.json");
  auto defaults = RoomDefaults::load(file);
  ASSERT_TRUE(defaults);
  ASSERT_TRUE(defaults->set("bidlock", json::object{{"rounds", 5}}));
  // A directory where the file should be: the rename over it fails.
  fs::remove(file);
  fs::create_directory(file);
  const auto failed = defaults->set("bidlock", json::object{{"rounds", 9}});
  ASSERT_FALSE(failed);
  EXPECT_EQ(defaults->get("bidlock"), (json::object{{"rounds", 5}}));
  EXPECT_FALSE(fs::exists(file + ".tmp"));

  // A file where the directory should be: nothing can be created under it.
  write(path("plain"), "x");
  auto nested = RoomDefaults::load(path("plain/defaults.json"));
  ASSERT_TRUE(nested);  // "does not exist" (ENOTDIR) reads as no defaults yet
  EXPECT_FALSE(nested->set("bidlock", json::object{{"rounds", 9}}));
  EXPECT_TRUE(nested->all().empty());
}

TEST_F(RoomDefaultsTest, MovingKeepsTheDefaults) {
  auto defaults = RoomDefaults::load("");
  ASSERT_TRUE(defaults);
  ASSERT_TRUE(defaults->set("bidlock", json::object{{"rounds", 5}}));
  RoomDefaults moved(std::move(*defaults));
  EXPECT_EQ(moved.get("bidlock"), (json::object{{"rounds", 5}}));
}

// In PostgreSQL (skipped without GAVEL_TEST_DATABASE_URL): every server
// sharing the database starts from what the administrator set on any one.
class PgRoomDefaultsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string error;
    auto created = gavel::testing::PgScratch::create(&error);
    if (!error.empty()) FAIL() << error;
    if (!created) GTEST_SKIP() << gavel::testing::PgScratch::kSkipReason;
    scratch_.emplace(std::move(*created));
  }
  engine::Result<RoomDefaults> load() {
    auto text = store::PgSettingsText::open(scratch_->url(), "room_defaults");
    if (!text) return std::unexpected(text.error());
    return RoomDefaults::load(std::move(*text));
  }
  std::optional<gavel::testing::PgScratch> scratch_;
};

TEST_F(PgRoomDefaultsTest, SettingsSurviveARestartAndReachAnotherServer) {
  {
    auto first = load();
    ASSERT_TRUE(first) << first.error().message;
    EXPECT_TRUE(first->all().empty());
    ASSERT_TRUE(first->set("bidlock", json::object{{"rounds", 5}}));
    ASSERT_TRUE(first->set("holdem", json::object{{"seats", 6}}));
  }
  auto second = load();
  ASSERT_TRUE(second) << second.error().message;
  EXPECT_EQ(second->get("bidlock"), (json::object{{"rounds", 5}}));
  EXPECT_EQ(second->get("holdem"), (json::object{{"seats", 6}}));
}

TEST_F(PgRoomDefaultsTest, AMalformedRowIsAnError) {
  ASSERT_TRUE(load());  // creates the table
  ASSERT_TRUE(
      scratch_->admin().run("INSERT INTO settings VALUES ('room_defaults', '{\"bidlock\": 7}')"));
  auto defaults = load();
  ASSERT_FALSE(defaults);
  EXPECT_NE(defaults.error().message.find("must be an object"), std::string::npos)
      << defaults.error().message;
}

}  // namespace
}  // namespace gavel::server
