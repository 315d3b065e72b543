// The route table: which handler a path reaches, the "{...}" segments it is
// handed, HEAD served as GET, and 405 with Allow for a known path.
#include "server/router.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>

namespace gavel::server {
namespace {

struct Hit {
  std::string route;
  Router::Params params;
};

class RouterTest : public ::testing::Test {
 protected:
  void SetUp() override {
    for (const auto& [method, pattern] : std::vector<std::pair<std::string, std::string>>{
             {"GET", "/api/ping"},
             {"GET", "/api/matches/{code}/state"},
             {"POST", "/api/matches/{code}/join"},
             {"POST", "/api/matches/{code}/state"},
             {"GET", "/api/matches/{code}/seats/{seat}"},
             {"GET", "/api/matches/mine/state"},
         }) {
      router_.add(method, pattern,
                  [this, route = method + " " + pattern](const Request&, const Router::Params& p,
                                                         const Reply&) {
                    hit_ = Hit{route, p};
                  });
    }
  }

  // What the path reached, and the reply when the router answered itself.
  bool dispatch(std::string method, std::string path) {
    hit_.reset();
    reply_.reset();
    Request request;
    request.method = std::move(method);
    request.path = std::move(path);
    return router_.dispatch(request, [this](Response response) { reply_ = std::move(response); });
  }

  Router router_;
  std::optional<Hit> hit_;
  std::optional<Response> reply_;
};

TEST_F(RouterTest, HandsTheNamedSegmentsInOrder) {
  ASSERT_TRUE(dispatch("GET", "/api/matches/AB12/seats/3"));
  ASSERT_TRUE(hit_);
  EXPECT_EQ(hit_->route, "GET /api/matches/{code}/seats/{seat}");
  EXPECT_EQ(hit_->params, (Router::Params{"AB12", "3"}));
}

TEST_F(RouterTest, TheFirstRouteAddedWinsAndMethodsPickAmongSamePaths) {
  ASSERT_TRUE(dispatch("GET", "/api/matches/mine/state"));
  EXPECT_EQ(hit_->route, "GET /api/matches/{code}/state");
  EXPECT_EQ(hit_->params, (Router::Params{"mine"}));
  ASSERT_TRUE(dispatch("POST", "/api/matches/X/state"));
  EXPECT_EQ(hit_->route, "POST /api/matches/{code}/state");
}

TEST_F(RouterTest, HeadIsServedAsGetAndATrailingSlashIsIgnored) {
  ASSERT_TRUE(dispatch("HEAD", "/api/ping/"));
  EXPECT_EQ(hit_->route, "GET /api/ping");
  EXPECT_TRUE(hit_->params.empty());
}

TEST_F(RouterTest, AKnownPathWithAnotherMethodIs405WithAllow) {
  ASSERT_TRUE(dispatch("DELETE", "/api/matches/X/state"));
  EXPECT_FALSE(hit_);
  ASSERT_TRUE(reply_);
  EXPECT_EQ(reply_->status, 405);
  const auto allow = std::find_if(reply_->headers.begin(), reply_->headers.end(),
                                  [](const auto& header) { return header.first == "Allow"; });
  ASSERT_NE(allow, reply_->headers.end());
  EXPECT_EQ(allow->second, "GET, POST");
  EXPECT_NE(reply_->body.find("use GET, POST for /api/matches/X/state"), std::string::npos);
}

TEST_F(RouterTest, UnknownPathsAndEmptySegmentsMatchNothing) {
  EXPECT_FALSE(dispatch("GET", "/api/matches//state"));
  EXPECT_FALSE(dispatch("GET", "/api/matches/X/state/more/and/more/still"));
  EXPECT_FALSE(dispatch("GET", "/api/pong"));
  EXPECT_FALSE(dispatch("GET", ""));
  EXPECT_FALSE(hit_);
  EXPECT_FALSE(reply_);
}

TEST(SplitPath, SegmentsWithoutTheLeadingAndTrailingSlash) {
  EXPECT_EQ(split_path("/a/b/"), (std::vector<std::string_view>{"a", "b"}));
  EXPECT_EQ(split_path("/"), (std::vector<std::string_view>{}));
  EXPECT_EQ(split_path("a//b"), (std::vector<std::string_view>{"a", "", "b"}));
}

}  // namespace
}  // namespace gavel::server
