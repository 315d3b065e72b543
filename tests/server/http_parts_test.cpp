// Small server parts: query parsing, the rate limiter and static-file paths.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "../support/scratch_dir.h"
#include "server/http_types.h"
#include "server/rate_limiter.h"
#include "server/static_files.h"

namespace gavel::server {
namespace {

TEST(Query, DecodesPairs) {
  const auto query = parse_query("wait=1&since=42&token=a%2Bb&name=Ann+Lee&flag&bad=%zz");
  EXPECT_EQ(query.at("wait"), "1");
  EXPECT_EQ(query.at("since"), "42");
  EXPECT_EQ(query.at("token"), "a+b");
  EXPECT_EQ(query.at("name"), "Ann Lee");
  EXPECT_EQ(query.at("flag"), "");
  EXPECT_EQ(query.at("bad"), "%zz");
}

TEST(RateLimiter, AllowsABurstThenRefills) {
  RateLimiter limiter(10, 20);
  const auto t0 = RateLimiter::Clock::now();
  for (int i = 0; i < 20; ++i) ASSERT_FALSE(limiter.take("1.2.3.4", t0)) << i;
  const auto wait = limiter.take("1.2.3.4", t0);
  ASSERT_TRUE(wait);
  EXPECT_GE(*wait, 1);
  EXPECT_FALSE(limiter.take("5.6.7.8", t0));  // other addresses are not affected
  EXPECT_FALSE(limiter.take("1.2.3.4", t0 + std::chrono::milliseconds(150)));
}

TEST(StaticFiles, ServesTheClientAndNothingOutsideIt) {
  const gavel::testing::ScratchDir scratch("gavel_static_test");
  const auto root = scratch.path() / "client";
  std::filesystem::create_directories(root / "assets");
  std::ofstream(root / "index.html") << "<html>";
  std::ofstream(root / "assets" / "app-1.js") << "js";
  std::ofstream(scratch.path() / "gavel-secret.txt") << "secret";  // just outside the root
  const StaticFiles files(root.string());
  EXPECT_EQ(files.serve("/")->body, "<html>");
  EXPECT_EQ(files.serve("/m/ABCDE")->body, "<html>");
  EXPECT_EQ(files.serve("/replay/ABCDE")->body, "<html>");
  const auto js = files.serve("/assets/app-1.js");
  ASSERT_TRUE(js);
  EXPECT_EQ(js->content_type, "text/javascript; charset=utf-8");
  EXPECT_FALSE(files.serve("/../gavel-secret.txt"));
  EXPECT_FALSE(files.serve("/assets/../../gavel-secret.txt"));
  EXPECT_FALSE(files.serve("/.hidden"));
  EXPECT_FALSE(files.serve("/missing.js"));
}

TEST(StaticFiles, ServesTheAppForEveryClientRoute) {
  const gavel::testing::ScratchDir scratch("gavel_static_routes_test");
  const auto root = scratch.path() / "client";
  std::filesystem::create_directories(root);
  std::ofstream(root / "index.html") << "<html>";
  const StaticFiles files(root.string());
  for (const std::string path :
       {"/", "/m/ABCDE", "/replay/ABCDE", "/u/alice", "/u/Ann%20Lee", "/leaderboard",
        "/leaderboard/", "/leaderboard/some_game", "/admin", "/admin/"}) {
    const auto page = files.serve(path);
    ASSERT_TRUE(page) << path;
    EXPECT_EQ(page->status, 200) << path;
    EXPECT_EQ(page->body, "<html>") << path;
    EXPECT_EQ(page->content_type, "text/html; charset=utf-8") << path;
  }
  for (const std::string path : {"/nowhere", "/u", "/m", "/u/alice/extra", "/admin/settings",
                                 "/leaderboard/a/b", "/users/alice", "/adminx"}) {
    EXPECT_FALSE(files.serve(path)) << path;
    EXPECT_FALSE(is_client_route(path)) << path;
  }
}

}  // namespace
}  // namespace gavel::server
