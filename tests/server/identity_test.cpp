// Who a request comes from: guests kept in memory (unique names, idle
// expiry, the bound), the resolver's order and cache in front of a real
// SQLite account store, and the auth endpoints built on both (guest cookies,
// me for every kind of identity, logout).
#include "server/identity.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <boost/json.hpp>
#include <set>
#include <thread>

#include "../support/handle_now.h"
#include "../support/scratch_dir.h"
#include "accounts/password.h"
#include "accounts/sqlite_account_store.h"
#include "accounts/sqlite_wallet_store.h"
#include "server/auth_api.h"
#include "server/clock.h"

namespace gavel::server {
namespace {

namespace json = boost::json;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

const Clock::time_point kT0 = Clock::time_point(1'000'000h);

// --- Identity and cookies ---

TEST(IdentityTest, KeysTellAccountsAndGuestsApart) {
  EXPECT_EQ((Identity{Identity::Kind::kAccount, 12, "Alice", false}.key()), "a:12");
  EXPECT_EQ((Identity{Identity::Kind::kGuest, 12, "Guest-1234", false}.key()), "g:12");
  EXPECT_EQ(Identity{}.key(), "");
  EXPECT_FALSE(Identity{}.known());
}

TEST(IdentityTest, CookieValuesAreFoundByExactName) {
  const std::string header = "gavel_sessionx=1; gavel_guest=g123;gavel_session=s456";
  EXPECT_EQ(cookie_value(header, "gavel_session"), "s456");
  EXPECT_EQ(cookie_value(header, "gavel_guest"), "g123");
  EXPECT_EQ(cookie_value(header, "other"), "");
  EXPECT_EQ(cookie_value("", "gavel_session"), "");
  EXPECT_EQ(cookie_value("gavel_session=", "gavel_session"), "");
}

// --- GuestBook ---

TEST(GuestBookTest, GuestsGetSecretsAndGuestNames) {
  GuestBook book;
  const auto a = book.create(kT0);
  const auto b = book.create(kT0);
  EXPECT_EQ(a.secret.size(), 32u);
  EXPECT_NE(a.secret, b.secret);
  EXPECT_TRUE(a.identity.guest());
  EXPECT_TRUE(a.identity.name.starts_with("Guest-")) << a.identity.name;
  EXPECT_NE(a.identity.name, b.identity.name);
  EXPECT_NE(a.identity.key(), b.identity.key());
  EXPECT_FALSE(a.identity.admin);
  EXPECT_EQ(book.find(a.secret, kT0), a.identity);
  EXPECT_EQ(book.find(b.secret, kT0), b.identity);
  EXPECT_EQ(book.size(), 2u);
}

// There are only 9000 numbered guest names; the book must still never hand
// out one twice.
TEST(GuestBookTest, NamesStayUniqueBeyondTheNumberedNames) {
  GuestBook book(GuestBook::Options{.max_guests = 20'000});
  std::set<std::string> names;
  for (int i = 0; i < 10'000; ++i) names.insert(book.create(kT0).identity.name);
  EXPECT_EQ(names.size(), 10'000u);
  EXPECT_EQ(book.size(), 10'000u);
}

TEST(GuestBookTest, UnknownAndIdleGuestsAreNotFound) {
  GuestBook book(GuestBook::Options{.idle_limit = 1h});
  const auto guest = book.create(kT0);
  EXPECT_FALSE(book.find("", kT0));
  EXPECT_FALSE(book.find("0123456789abcdef0123456789abcdef", kT0));
  // Each visit counts as activity, so a guest who keeps coming back stays.
  EXPECT_TRUE(book.find(guest.secret, kT0 + 59min));
  EXPECT_TRUE(book.find(guest.secret, kT0 + 118min));
  EXPECT_FALSE(book.find(guest.secret, kT0 + 178min));  // an hour after the last visit
  EXPECT_EQ(book.size(), 0u);
}

TEST(GuestBookTest, AFullBookForgetsTheLongestIdleGuest) {
  GuestBook book(GuestBook::Options{.max_guests = 3, .idle_limit = 1h});
  const auto a = book.create(kT0);
  const auto b = book.create(kT0 + 1min);
  const auto c = book.create(kT0 + 2min);
  ASSERT_TRUE(book.find(a.secret, kT0 + 3min));  // a is now the most recent
  const auto d = book.create(kT0 + 4min);
  EXPECT_EQ(book.size(), 3u);
  EXPECT_FALSE(book.find(b.secret, kT0 + 5min));
  EXPECT_TRUE(book.find(a.secret, kT0 + 5min));
  EXPECT_TRUE(book.find(c.secret, kT0 + 5min));
  EXPECT_TRUE(book.find(d.secret, kT0 + 5min));
}

TEST(GuestBookTest, AFullBookDropsEveryIdleGuestFirst) {
  GuestBook book(GuestBook::Options{.max_guests = 3, .idle_limit = 1h});
  book.create(kT0);
  book.create(kT0);
  const auto live = book.create(kT0 + 90min);
  const auto fresh = book.create(kT0 + 100min);
  // Both idle guests went in one sweep, not only the one needed.
  EXPECT_EQ(book.size(), 2u);
  EXPECT_TRUE(book.find(live.secret, kT0 + 100min));
  EXPECT_TRUE(book.find(fresh.secret, kT0 + 100min));
}

// --- IdentityResolver, with a real store ---

class StoreTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(store_); }
  void TearDown() override { store_.reset(); }  // closed before the directory goes

  std::string db_path() const { return (scratch_.path() / "accounts.db").string(); }

  // Opened while the fixture is built, so derived fixtures can hand it to
  // their members.
  std::unique_ptr<accounts::SqliteAccountStore> open_store() const {
    accounts::SqliteAccountStore::Options options;
    options.password_params = accounts::minimum_password_params();  // fast argon2 for tests
    options.administrator = "admin";
    auto store = accounts::SqliteAccountStore::open(db_path(), options);
    EXPECT_TRUE(store) << store.error().message;
    return store ? std::move(*store) : nullptr;
  }

  accounts::Account make_account(std::string_view name) {
    auto account = store_->create_account(name, "correct horse", now_ms());
    EXPECT_TRUE(account) << account.error().message;
    return account ? *account : accounts::Account{};
  }
  std::string make_session(const accounts::Account& account) {
    auto session = store_->create_session(account.id, now_ms());
    EXPECT_TRUE(session) << session.error().message;
    return session ? *session : "";
  }
  // The real time: the store ends sessions idle too long by it.
  static std::int64_t now_ms() { return server::now_ms(); }

  // Breaks the store behind its back: every session lookup then fails.
  void drop_sessions_table() const {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(db_path().c_str(), &db), SQLITE_OK);
    sqlite3_busy_timeout(db, 5000);
    EXPECT_EQ(sqlite3_exec(db, "DROP TABLE sessions", nullptr, nullptr, nullptr), SQLITE_OK)
        << sqlite3_errmsg(db);
    sqlite3_close(db);
  }

  static Request with_cookie(std::string cookie) {
    Request request;
    request.cookie = std::move(cookie);
    return request;
  }
  static Request with_bearer(std::string bearer) {
    Request request;
    request.bearer = std::move(bearer);
    return request;
  }

  gavel::testing::ScratchDir scratch_{"gavel_identity_test"};
  std::unique_ptr<accounts::SqliteAccountStore> store_ = open_store();
  GuestBook guests_;
};

using IdentityResolverTest = StoreTest;

TEST_F(IdentityResolverTest, NothingIsNobody) {
  IdentityResolver resolver(*store_, guests_);
  EXPECT_EQ(resolver.resolve(Request{}), Identity{});
  EXPECT_EQ(resolver.resolve(with_cookie("theme=dark")), Identity{});
}

TEST_F(IdentityResolverTest, ASessionCookieIsItsAccount) {
  IdentityResolver resolver(*store_, guests_);
  const auto alice = make_account("Alice");
  const auto identity = resolver.resolve(with_cookie("gavel_session=" + make_session(alice)));
  EXPECT_EQ(identity, (Identity{Identity::Kind::kAccount, alice.id, "Alice", false}));
  EXPECT_EQ(identity.key(), "a:" + std::to_string(alice.id));
}

TEST_F(IdentityResolverTest, TheAdministratorIsTheStoredFlag) {
  const auto admin = make_account("Chief");
  const auto alice = make_account("Alice");
  const auto admin_cookie = with_cookie("gavel_session=" + make_session(admin));
  const auto alice_cookie = with_cookie("gavel_session=" + make_session(alice));
  IdentityResolver resolver(*store_, guests_, 1h);
  EXPECT_FALSE(resolver.resolve(admin_cookie).admin);  // a name alone is nothing
  ASSERT_TRUE(store_->set_admin("cHIEF", true));
  resolver.forget_account(admin.id);
  EXPECT_TRUE(resolver.resolve(admin_cookie).admin);
  EXPECT_FALSE(resolver.resolve(alice_cookie).admin);
  ASSERT_TRUE(store_->set_admin("Chief", false));
  resolver.forget_account(admin.id);
  EXPECT_FALSE(resolver.resolve(admin_cookie).admin);
  const auto unknown = store_->set_admin("Nobody", true);
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().message, "there is no account named \"Nobody\"");
}

TEST_F(IdentityResolverTest, ForgettingAnAccountDropsItsCachedSessionsAndTokens) {
  const auto alice = make_account("Alice");
  const auto bob = make_account("Bob");
  const auto session = with_cookie("gavel_session=" + make_session(alice));
  const auto bobs = with_cookie("gavel_session=" + make_session(bob));
  auto token = store_->create_api_token(alice.id, "bot", now_ms());
  ASSERT_TRUE(token);
  const auto agent = with_bearer("gva_" + *token);
  IdentityResolver resolver(*store_, guests_, 1h);
  ASSERT_EQ(resolver.resolve(session, kT0).name, "Alice");
  ASSERT_EQ(resolver.resolve(agent, kT0).name, "Alice");
  ASSERT_EQ(resolver.resolve(bobs, kT0).name, "Bob");
  auto tokens = store_->list_api_tokens(alice.id);
  ASSERT_TRUE(tokens);
  ASSERT_EQ(tokens->size(), 1u);
  ASSERT_TRUE(*store_->revoke_api_token_by_id(alice.id, (*tokens)[0].id));
  auto sessions = store_->list_sessions(alice.id, "");
  ASSERT_TRUE(sessions);
  ASSERT_TRUE(*store_->end_session(alice.id, (*sessions)[0].id));
  // Still cached for an hour...
  EXPECT_EQ(resolver.resolve(agent, kT0).name, "Alice");
  resolver.forget_account(alice.id);
  // ...until the account is forgotten: then both are refused at once.
  EXPECT_FALSE(resolver.resolve(agent, kT0).known());
  EXPECT_FALSE(resolver.resolve(session, kT0).known());
  EXPECT_EQ(resolver.resolve(bobs, kT0).name, "Bob");
}

TEST_F(IdentityResolverTest, StoredGuestsSurviveANewBookAndNumbersNeverRepeat) {
  std::optional<GuestBook::Created> first;
  std::int64_t last_number = 0;
  {
    GuestBook book(GuestBook::Options{}, store_.get());
    first = book.create(kT0);
    ASSERT_FALSE(first->secret.empty());
    last_number = book.create(kT0).identity.id;
  }
  // A new book on the same store: the server after a restart.
  GuestBook book(GuestBook::Options{}, store_.get());
  const auto found = book.find(first->secret, kT0);
  ASSERT_TRUE(found);
  EXPECT_EQ(*found, first->identity);
  EXPECT_EQ(found->key(), first->identity.key());
  EXPECT_GT(book.create(kT0).identity.id, last_number);
  EXPECT_FALSE(book.find("not a guest's secret", kT0));
}

TEST_F(IdentityResolverTest, OnlyAgentTokensWithThePrefixAreAccounts) {
  IdentityResolver resolver(*store_, guests_);
  const auto bob = make_account("Bob");
  const auto token = store_->create_api_token(bob.id, "bot", now_ms());
  ASSERT_TRUE(token);
  EXPECT_EQ(resolver.resolve(with_bearer("gva_" + *token)).name, "Bob");
  EXPECT_TRUE(resolver.resolve(with_bearer("gva_" + *token)).registered());
  // Without the prefix it is a seat token, which rooms handle themselves.
  EXPECT_FALSE(resolver.resolve(with_bearer(*token)).known());
  EXPECT_FALSE(resolver.resolve(with_bearer("gva_")).known());
  EXPECT_FALSE(resolver.resolve(with_bearer("gva_0123456789abcdef0123456789abcdef")).known());
}

TEST_F(IdentityResolverTest, GuestCookiesAreGuests) {
  IdentityResolver resolver(*store_, guests_);
  const auto guest = guests_.create(Clock::now());
  const auto identity = resolver.resolve(with_cookie("gavel_guest=" + guest.secret));
  EXPECT_EQ(identity, guest.identity);
  EXPECT_TRUE(identity.key().starts_with("g:"));
  EXPECT_FALSE(resolver.resolve(with_cookie("gavel_guest=nonsense")).known());
}

TEST_F(IdentityResolverTest, ASessionWinsOverAGuestAndAStaleOneFallsBackToIt) {
  IdentityResolver resolver(*store_, guests_);
  const auto alice = make_account("Alice");
  const auto guest = guests_.create(Clock::now());
  const auto both = "gavel_guest=" + guest.secret + "; gavel_session=" + make_session(alice);
  EXPECT_EQ(resolver.resolve(with_cookie(both)).name, "Alice");
  const auto stale = "gavel_session=0123456789abcdef0123456789abcdef; gavel_guest=" + guest.secret;
  EXPECT_EQ(resolver.resolve(with_cookie(stale)), guest.identity);
}

TEST_F(IdentityResolverTest, ACachedSessionOutlivesItsDeletionUntilTheCacheExpires) {
  IdentityResolver resolver(*store_, guests_, 5s);
  const auto alice = make_account("Alice");
  const auto secret = make_session(alice);
  const auto request = with_cookie("gavel_session=" + secret);
  ASSERT_EQ(resolver.resolve(request, kT0).name, "Alice");
  ASSERT_TRUE(store_->delete_session(secret));
  // Served from memory: the store no longer knows the session.
  EXPECT_EQ(resolver.resolve(request, kT0 + 4s).name, "Alice");
  EXPECT_FALSE(resolver.resolve(request, kT0 + 5s).known());
}

// The same with the real clock and a tiny cache time, as the server runs it.
TEST_F(IdentityResolverTest, ATinyCacheExpiresOnTheRealClock) {
  IdentityResolver resolver(*store_, guests_, 50ms);
  const auto secret = make_session(make_account("Alice"));
  const auto request = with_cookie("gavel_session=" + secret);
  ASSERT_EQ(resolver.resolve(request).name, "Alice");
  ASSERT_TRUE(store_->delete_session(secret));
  EXPECT_EQ(resolver.resolve(request).name, "Alice");
  std::this_thread::sleep_for(60ms);
  EXPECT_FALSE(resolver.resolve(request).known());
}

TEST_F(IdentityResolverTest, ForgettingASessionDropsItFromTheCacheAtOnce) {
  IdentityResolver resolver(*store_, guests_, 1h);
  const auto secret = make_session(make_account("Alice"));
  const auto request = with_cookie("gavel_session=" + secret);
  ASSERT_TRUE(resolver.resolve(request, kT0).known());
  ASSERT_TRUE(store_->delete_session(secret));
  resolver.forget_session(secret);
  EXPECT_FALSE(resolver.resolve(request, kT0 + 1s).known());
}

TEST_F(IdentityResolverTest, TokensAreCachedToo) {
  IdentityResolver resolver(*store_, guests_, 5s);
  const auto bob = make_account("Bob");
  const auto token = store_->create_api_token(bob.id, "bot", now_ms());
  ASSERT_TRUE(token);
  const auto request = with_bearer("gva_" + *token);
  ASSERT_TRUE(resolver.resolve(request, kT0).registered());
  ASSERT_TRUE(store_->revoke_api_token(*token));
  EXPECT_TRUE(resolver.resolve(request, kT0 + 4s).registered());
  EXPECT_FALSE(resolver.resolve(request, kT0 + 5s).known());
}

// A miss is remembered like a hit, and a storage failure is nobody: the
// request must not quietly become its guest cookie's guest instead.
TEST_F(IdentityResolverTest, MissesAreCachedAndStorageFailuresAreNobody) {
  IdentityResolver resolver(*store_, guests_, 5s);
  const auto guest = guests_.create(kT0);
  const auto missed =
      with_cookie("gavel_session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa; gavel_guest=" + guest.secret);
  const auto fresh =
      with_cookie("gavel_session=bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb; gavel_guest=" + guest.secret);
  ASSERT_EQ(resolver.resolve(missed, kT0), guest.identity);
  drop_sessions_table();
  // The cached miss never reaches the broken store...
  EXPECT_EQ(resolver.resolve(missed, kT0 + 1s), guest.identity);
  // ...an uncached secret does, fails, and resolves to nobody, uncached.
  EXPECT_FALSE(resolver.resolve(fresh, kT0 + 1s).known());
  EXPECT_FALSE(resolver.resolve(fresh, kT0 + 2s).known());
  // Once the miss expires, the same happens to it.
  EXPECT_FALSE(resolver.resolve(missed, kT0 + 5s).known());
}

// --- AuthApi ---

class AuthApiTest : public StoreTest {
 protected:
  // Runs one request to its reply, driving the background executor here.
  Response call(std::string method, std::string path, std::string cookie = "",
                std::string body = "", std::string bearer = "") {
    Request request;
    request.method = std::move(method);
    request.path = std::move(path);
    request.cookie = std::move(cookie);
    request.body = std::move(body);
    request.bearer = std::move(bearer);
    request.client = "192.0.2.1";
    return handle_now(api_, io_, request);
  }

  static std::string header(const Response& response, std::string_view name) {
    for (const auto& [key, value] : response.headers) {
      if (key == name) return value;
    }
    return "";
  }
  // "name=value" from the response's Set-Cookie.
  static std::string cookie_of(const Response& response) {
    const auto set = header(response, "Set-Cookie");
    return set.substr(0, set.find(';'));
  }

  Response signup(std::string_view name) {
    return call("POST", "/api/auth/signup", "",
                R"({"username":")" + std::string(name) + R"(","password":"correct horse"})");
  }

  static std::unique_ptr<accounts::SqliteWalletStore> open_wallets(const std::string& path) {
    auto wallets = accounts::SqliteWalletStore::open(path);
    EXPECT_TRUE(wallets) << wallets.error().message;
    return wallets ? std::move(*wallets) : nullptr;
  }

  boost::asio::io_context io_;
  IdentityResolver identities_{*store_, guests_, 1h};
  std::unique_ptr<accounts::SqliteWalletStore> wallets_ =
      open_wallets((scratch_.path() / "wallets.db").string());
  AuthApi api_{*store_, *wallets_, guests_, identities_, io_.get_executor()};
};

TEST_F(AuthApiTest, ASignUpIsGrantedItsWalletOnceAndOnlyAccountsHaveOne) {
  const auto created = signup("walleter");
  ASSERT_EQ(created.status, 201) << created.body;
  const auto cookie = cookie_of(created);
  for (int look = 0; look < 2; ++look) {
    const auto wallet = call("GET", "/api/wallet", cookie);
    ASSERT_EQ(wallet.status, 200) << wallet.body;
    const auto body = boost::json::parse(wallet.body).as_object();
    EXPECT_EQ(body.at("balance").as_int64(), accounts::kWalletGrant);
    ASSERT_EQ(body.at("entries").as_array().size(), 1u);
    EXPECT_EQ(body.at("entries").as_array()[0].at("kind").as_string(), "grant");
  }
  EXPECT_EQ(call("GET", "/api/wallet").status, 401);
  const auto guest = call("POST", "/api/auth/guest");
  EXPECT_EQ(call("GET", "/api/wallet", cookie_of(guest)).status, 403);
  EXPECT_EQ(*wallets_->total(), 0);
}

TEST_F(AuthApiTest, AGuestCookieIsMadeOnceAndThenReused) {
  const auto first = call("POST", "/api/auth/guest");
  ASSERT_EQ(first.status, 201) << first.body;
  const auto name = json::parse(first.body).at("user").at("name").as_string();
  EXPECT_EQ(first.body, R"({"user":{"name":")" + std::string(name) + R"(","guest":true}})");
  const auto set_cookie = header(first, "Set-Cookie");
  const auto cookie = cookie_of(first);
  EXPECT_TRUE(cookie.starts_with("gavel_guest=")) << set_cookie;
  EXPECT_EQ(set_cookie, cookie + "; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400");

  const auto again = call("POST", "/api/auth/guest", "theme=dark; " + cookie);
  EXPECT_EQ(again.status, 200);
  EXPECT_EQ(again.body, first.body);
  EXPECT_EQ(header(again, "Set-Cookie"), set_cookie);
  EXPECT_EQ(guests_.size(), 1u);

  const auto other = call("POST", "/api/auth/guest", "gavel_guest=forgotten");
  EXPECT_EQ(other.status, 201);
  EXPECT_NE(cookie_of(other), cookie);
  EXPECT_EQ(guests_.size(), 2u);
}

TEST_F(AuthApiTest, GuestIsPostOnly) {
  const auto response = call("GET", "/api/auth/guest");
  EXPECT_EQ(response.status, 405);
  EXPECT_EQ(header(response, "Allow"), "POST");
}

TEST_F(AuthApiTest, SignupAndLoginSayGuestAndAdmin) {
  const auto alice = signup("Alice");
  EXPECT_EQ(alice.status, 201);
  EXPECT_EQ(alice.body, R"({"user":{"name":"Alice","guest":false,"admin":false}})");
  EXPECT_TRUE(cookie_of(alice).starts_with("gavel_session="));
  // Signing up as the name the store lets the administrator have is not
  // being the administrator: only the stored flag is.
  const auto admin = signup("admin");
  EXPECT_EQ(admin.body, R"({"user":{"name":"admin","guest":false,"admin":false}})");
  ASSERT_TRUE(store_->set_admin("admin", true));
  const auto login =
      call("POST", "/api/auth/login", "", R"({"username":"ADMIN","password":"correct horse"})");
  EXPECT_EQ(login.status, 200);
  EXPECT_EQ(login.body, R"({"user":{"name":"admin","guest":false,"admin":true}})");
}

TEST_F(AuthApiTest, MeReportsEachKindOfIdentity) {
  EXPECT_EQ(call("GET", "/api/auth/me").body, R"({"user":null})");

  const auto guest = call("POST", "/api/auth/guest");
  const auto guest_cookie = cookie_of(guest);
  const auto guest_name = std::string(json::parse(guest.body).at("user").at("name").as_string());
  EXPECT_EQ(call("GET", "/api/auth/me", guest_cookie).body,
            R"({"user":{"name":")" + guest_name + R"(","guest":true,"admin":false}})");

  const auto session_cookie = cookie_of(signup("Alice"));
  const auto alice = R"({"user":{"name":"Alice","guest":false,"admin":false}})";
  EXPECT_EQ(call("GET", "/api/auth/me", session_cookie).body, alice);
  // A registered session wins over a guest cookie.
  EXPECT_EQ(call("GET", "/api/auth/me", guest_cookie + "; " + session_cookie).body, alice);

  const auto token = call("POST", "/api/auth/tokens", session_cookie, R"({"label":"bot"})");
  ASSERT_EQ(token.status, 201) << token.body;
  const auto bearer = std::string(json::parse(token.body).at("token").as_string());
  EXPECT_TRUE(bearer.starts_with("gva_"));
  EXPECT_EQ(call("GET", "/api/auth/me", "", "", bearer).body, alice);
  const auto dead = call("GET", "/api/auth/me", "", "", "gva_unknown");
  EXPECT_EQ(dead.status, 401);  // an agent hears that its token is dead
  EXPECT_NE(dead.body.find("unknown or revoked"), std::string::npos);

  // The administrator is the stored flag (gavel admin grant), not the name.
  const auto admin_cookie = cookie_of(signup("Admin"));
  ASSERT_TRUE(store_->set_admin("Admin", true));
  EXPECT_EQ(call("GET", "/api/auth/me", admin_cookie).body,
            R"({"user":{"name":"Admin","guest":false,"admin":true}})");
}

TEST_F(AuthApiTest, LogoutForgetsTheCachedSession) {
  const auto session_cookie = cookie_of(signup("Alice"));
  // Cached now, for the hour this resolver keeps entries.
  ASSERT_EQ(call("GET", "/api/auth/me", session_cookie).body,
            R"({"user":{"name":"Alice","guest":false,"admin":false}})");
  const auto logout = call("POST", "/api/auth/logout", session_cookie);
  EXPECT_EQ(logout.status, 200);
  EXPECT_EQ(header(logout, "Set-Cookie"),
            "gavel_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  EXPECT_EQ(call("GET", "/api/auth/me", session_cookie).body, R"({"user":null})");
}

}  // namespace
}  // namespace gavel::server
