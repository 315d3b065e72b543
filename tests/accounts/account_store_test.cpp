// The account store on SQLite and on PostgreSQL alike: accounts and
// case-insensitive names, logins, sessions and tokens (stored only as
// digests), guests, ratings, their all-or-nothing batches, history and the
// leaderboard.
#include "../support/store_backends.h"
#include "accounts/pg_account_store.h"
#include "accounts/sqlite_account_store.h"

#include <gtest/gtest.h>
#include <libpq-fe.h>
#include <sqlite3.h>

#include <unistd.h>
#include <atomic>
#include <chrono>
#include <filesystem>

namespace gavel::accounts {
namespace {

namespace fs = std::filesystem;

constexpr std::int64_t kDay = 24LL * 60 * 60 * 1000;
constexpr std::int64_t kT0 = 1'700'000'000'000;

// A file or a schema of its own per test, removed afterwards (ctest runs
// tests in parallel).
class AccountStoreTest : public gavel::testing::StoreBackendTest {
 protected:
  void SetUp() override {
    StoreBackendTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    store_ = open_store();
    ASSERT_TRUE(store_);
  }
  void TearDown() override { store_.reset(); }  // closed before the directory goes

  std::string db_path() const { return sqlite_path("accounts.db"); }

  std::unique_ptr<AccountStore> open_store() {
    AccountStoreOptions options;
    options.password_params = minimum_password_params();  // fast argon2 for tests
    options.administrator = "admin";
    using Opened = Result<std::unique_ptr<AccountStore>>;
    auto store = postgres() ? Opened(PgAccountStore::open(url(), options))
                            : Opened(SqliteAccountStore::open(db_path(), options));
    EXPECT_TRUE(store) << store.error().message;
    return store ? std::move(*store) : nullptr;
  }

  Account make_account(std::string_view name) {
    auto account = store_->create_account(name, "correct horse", kT0);
    EXPECT_TRUE(account) << account.error().message;
    return account ? *account : Account{};
  }

  // Every row of one query behind the store's back (through the plain C API
  // of SQLite or libpq), each row's columns joined with '|'.
  std::vector<std::string> raw_rows(const std::string& sql) {
    if (postgres()) return pg_rows(sql);
    sqlite3* db = nullptr;
    EXPECT_EQ(sqlite3_open_v2(db_path().c_str(), &db, SQLITE_OPEN_READWRITE, nullptr), SQLITE_OK);
    sqlite3_busy_timeout(db, 5000);
    sqlite3_stmt* stmt = nullptr;
    EXPECT_EQ(sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr), SQLITE_OK)
        << sqlite3_errmsg(db);
    std::vector<std::string> rows;
    while (sqlite3_step(stmt) == SQLITE_ROW) {
      std::string row;
      for (int c = 0; c < sqlite3_column_count(stmt); ++c) {
        if (c) row += '|';
        const auto* text = sqlite3_column_text(stmt, c);
        row += text ? reinterpret_cast<const char*>(text) : "NULL";
      }
      rows.push_back(row);
    }
    sqlite3_finalize(stmt);
    sqlite3_close(db);
    return rows;
  }
  std::vector<std::string> pg_rows(const std::string& sql) {
    auto result = pg().admin().query(sql);
    EXPECT_TRUE(result) << result.error().message;
    std::vector<std::string> rows;
    if (!result) return rows;
    for (int r = 0; r < postgres::row_count(*result); ++r) {
      std::string row;
      for (int c = 0; c < PQnfields(result->get()); ++c) {
        if (c) row += '|';
        row += postgres::is_null(*result, r, c) ? "NULL" : postgres::text(*result, r, c);
      }
      rows.push_back(row);
    }
    return rows;
  }

  // How opening fails (the test expects it to).
  ErrorKind open_store_error() {
    using Opened = Result<std::unique_ptr<AccountStore>>;
    auto store = postgres() ? Opened(PgAccountStore::open(url(), {}))
                            : Opened(SqliteAccountStore::open(db_path()));
    EXPECT_FALSE(store);
    return store ? ErrorKind::kInvalid : store.error().kind;
  }

  std::unique_ptr<AccountStore> store_;
};
GAVEL_ON_EVERY_BACKEND(AccountStoreTest);

TEST_P(AccountStoreTest, CreatesAndFindsAccountsInAnyCase) {
  const auto alice = make_account("Alice");
  EXPECT_GT(alice.id, 0);
  EXPECT_EQ(alice.name, "Alice");
  auto found = store_->find_account("aLiCe");
  ASSERT_TRUE(found);
  ASSERT_TRUE(*found);
  EXPECT_EQ(**found, alice);
  auto missing = store_->find_account("bob");
  ASSERT_TRUE(missing);
  EXPECT_FALSE(*missing);
}

TEST_P(AccountStoreTest, ATakenNameInAnyCaseIsAConflict) {
  make_account("Alice");
  auto again = store_->create_account("ALICE", "another password", kT0);
  ASSERT_FALSE(again);
  EXPECT_EQ(again.error().kind, ErrorKind::kConflict);
  EXPECT_EQ(again.error().message, "the username \"ALICE\" is taken");
}

TEST_P(AccountStoreTest, RefusesBrokenNamesAndPasswords) {
  auto name = store_->create_account("Bot7", "correct horse", kT0);
  ASSERT_FALSE(name);
  EXPECT_EQ(name.error().kind, ErrorKind::kInvalid);
  auto password = store_->create_account("Carol", "carol", kT0);
  ASSERT_FALSE(password);
  EXPECT_EQ(password.error().kind, ErrorKind::kInvalid);
  EXPECT_TRUE(store_->create_account("admin", "correct horse", kT0));  // the administrator
  EXPECT_TRUE(raw_rows("SELECT name FROM accounts WHERE name_key != 'admin'").empty());
}

TEST_P(AccountStoreTest, StoresOnlyAnArgon2idHash) {
  make_account("Alice");
  const auto rows = raw_rows("SELECT password_hash FROM accounts");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_TRUE(rows[0].starts_with("$argon2id$")) << rows[0];
  EXPECT_EQ(rows[0].find("correct horse"), std::string::npos);
}

TEST_P(AccountStoreTest, VerifiesLogins) {
  const auto alice = make_account("Alice");
  auto ok = store_->verify_login("alice", "correct horse");
  ASSERT_TRUE(ok) << ok.error().message;
  EXPECT_EQ(*ok, alice);
  auto wrong = store_->verify_login("Alice", "wrong horse");
  ASSERT_FALSE(wrong);
  EXPECT_EQ(wrong.error().kind, ErrorKind::kUnauthorized);
  auto unknown = store_->verify_login("Nobody", "correct horse");
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().kind, ErrorKind::kUnauthorized);
  // One message for both, so a login form does not reveal which names exist.
  EXPECT_EQ(unknown.error().message, wrong.error().message);
}

TEST_P(AccountStoreTest, RehashesAnOutdatedHashAtLogin) {
  make_account("Alice");
  const auto before = raw_rows("SELECT password_hash FROM accounts")[0];
  // Made with other parameters, then the store is reopened with the cheap ones.
  auto stronger = hash_password("correct horse", {2, 2u * 1024u * 1024u});
  ASSERT_TRUE(stronger);
  raw_rows("UPDATE accounts SET password_hash = '" + *stronger + "'");
  ASSERT_TRUE(store_->verify_login("Alice", "correct horse"));
  const auto after = raw_rows("SELECT password_hash FROM accounts")[0];
  EXPECT_NE(after, *stronger);
  EXPECT_FALSE(password_needs_rehash(after, minimum_password_params()));
  EXPECT_TRUE(store_->verify_login("Alice", "correct horse"));
  EXPECT_NE(before, after);
}

TEST_P(AccountStoreTest, SessionsAreStoredAsDigestsAndExpireWhenIdle) {
  const auto alice = make_account("Alice");
  auto secret = store_->create_session(alice.id, kT0);
  ASSERT_TRUE(secret) << secret.error().message;
  EXPECT_EQ(secret->size(), 32u);  // 128 bits in hex

  const auto stored = raw_rows("SELECT digest FROM sessions");
  ASSERT_EQ(stored.size(), 1u);
  EXPECT_NE(stored[0], *secret);
  EXPECT_EQ(stored[0].find(*secret), std::string::npos);
  EXPECT_EQ(stored[0].size(), 64u);

  auto found = store_->find_session(*secret, kT0 + kDay);
  ASSERT_TRUE(found);
  ASSERT_TRUE(*found);
  EXPECT_EQ(**found, alice);
  // Use keeps it alive: 29 days after each use is still within 30 days idle.
  ASSERT_TRUE(store_->find_session(*secret, kT0 + 30 * kDay).value());
  ASSERT_TRUE(store_->find_session(*secret, kT0 + 59 * kDay).value());
  // 31 idle days: gone, and deleted.
  auto expired = store_->find_session(*secret, kT0 + 90 * kDay);
  ASSERT_TRUE(expired);
  EXPECT_FALSE(*expired);
  EXPECT_TRUE(raw_rows("SELECT digest FROM sessions").empty());
}

TEST_P(AccountStoreTest, UnknownSessionsAreNotFound) {
  auto found = store_->find_session("00000000000000000000000000000000", kT0);
  ASSERT_TRUE(found);
  EXPECT_FALSE(*found);
}

TEST_P(AccountStoreTest, LogoutDeletesTheSession) {
  const auto alice = make_account("Alice");
  const auto first = store_->create_session(alice.id, kT0).value();
  const auto second = store_->create_session(alice.id, kT0).value();
  EXPECT_NE(first, second);
  ASSERT_TRUE(store_->delete_session(first));
  EXPECT_FALSE(store_->find_session(first, kT0).value());
  EXPECT_TRUE(store_->find_session(second, kT0).value());  // other devices stay logged in
  EXPECT_TRUE(store_->delete_session(first));              // twice is fine
}

TEST_P(AccountStoreTest, PurgesIdleSessions) {
  const auto alice = make_account("Alice");
  ASSERT_TRUE(store_->create_session(alice.id, kT0));
  ASSERT_TRUE(store_->create_session(alice.id, kT0 + 10 * kDay));
  auto purged = store_->purge_expired_sessions(kT0 + 35 * kDay);
  ASSERT_TRUE(purged);
  EXPECT_EQ(*purged, 1);
  EXPECT_EQ(raw_rows("SELECT digest FROM sessions").size(), 1u);
}

TEST_P(AccountStoreTest, SessionsNeedAnAccount) {
  auto secret = store_->create_session(12345, kT0);
  ASSERT_FALSE(secret);
  EXPECT_EQ(secret.error().kind, ErrorKind::kInvalid);
}

TEST_P(AccountStoreTest, ApiTokensAreStoredAsDigestsAndRevocable) {
  const auto alice = make_account("Alice");
  auto token = store_->create_api_token(alice.id, "my agent", kT0);
  ASSERT_TRUE(token) << token.error().message;
  const auto stored = raw_rows("SELECT digest, label FROM api_tokens");
  ASSERT_EQ(stored.size(), 1u);
  EXPECT_EQ(stored[0].find(*token), std::string::npos);
  EXPECT_TRUE(stored[0].ends_with("|my agent"));

  // Tokens do not expire with idleness.
  auto found = store_->find_api_token(*token, kT0 + 400 * kDay);
  ASSERT_TRUE(found);
  ASSERT_TRUE(*found);
  EXPECT_EQ(**found, alice);
  EXPECT_FALSE(store_->find_session(*token, kT0).value());  // not a session

  ASSERT_TRUE(store_->revoke_api_token(*token));
  EXPECT_FALSE(store_->find_api_token(*token, kT0).value());
}

TEST_P(AccountStoreTest, SessionsAndTokensAreListedAndEndedByTheirOwnerOnly) {
  const auto alice = make_account("Alice");
  const auto bob = make_account("Bob");
  const auto laptop = store_->create_session(alice.id, kT0).value();
  const auto phone = store_->create_session(alice.id, kT0 + 1).value();
  const auto token = store_->create_api_token(alice.id, "bot", kT0).value();
  auto sessions = store_->list_sessions(alice.id, laptop);
  ASSERT_TRUE(sessions) << sessions.error().message;
  ASSERT_EQ(sessions->size(), 2u);
  EXPECT_FALSE((*sessions)[0].current);  // newest first: the phone
  EXPECT_TRUE((*sessions)[1].current);
  EXPECT_EQ((*sessions)[0].created_at_ms, kT0 + 1);
  for (const auto& session : *sessions) {
    EXPECT_EQ(session.id.size(), 16u);
    EXPECT_EQ(session.id.find(laptop), std::string::npos);
  }
  // Bob cannot end Alice's session by its id; Alice can.
  EXPECT_FALSE(store_->end_session(bob.id, (*sessions)[0].id).value());
  EXPECT_TRUE(store_->find_session(phone, kT0).value());
  EXPECT_TRUE(store_->end_session(alice.id, (*sessions)[0].id).value());
  EXPECT_FALSE(store_->find_session(phone, kT0).value());
  EXPECT_TRUE(store_->find_session(laptop, kT0).value());

  auto tokens = store_->list_api_tokens(alice.id);
  ASSERT_TRUE(tokens);
  ASSERT_EQ(tokens->size(), 1u);
  EXPECT_EQ((*tokens)[0].label, "bot");
  EXPECT_TRUE(store_->list_api_tokens(bob.id)->empty());
  EXPECT_FALSE(store_->revoke_api_token_by_id(bob.id, (*tokens)[0].id).value());
  EXPECT_TRUE(store_->revoke_api_token_by_id(alice.id, (*tokens)[0].id).value());
  EXPECT_FALSE(store_->find_api_token(token, kT0).value());
}

TEST_P(AccountStoreTest, ChangingThePasswordEndsEveryOtherSessionButKeepsTokens) {
  const auto alice = make_account("Alice");
  const auto here = store_->create_session(alice.id, kT0).value();
  const auto there = store_->create_session(alice.id, kT0).value();
  const auto token = store_->create_api_token(alice.id, "bot", kT0).value();

  auto wrong = store_->change_password(alice.id, "not the password", "a fresh passphrase", here);
  ASSERT_FALSE(wrong);
  EXPECT_EQ(wrong.error().kind, ErrorKind::kUnauthorized);
  auto short_one = store_->change_password(alice.id, "correct horse", "too short", here);
  ASSERT_FALSE(short_one);
  EXPECT_EQ(short_one.error().kind, ErrorKind::kInvalid);
  EXPECT_TRUE(store_->find_session(there, kT0).value());  // nothing changed so far

  ASSERT_TRUE(store_->change_password(alice.id, "correct horse", "a fresh passphrase", here));
  EXPECT_TRUE(store_->find_session(here, kT0).value());
  EXPECT_FALSE(store_->find_session(there, kT0).value());
  EXPECT_TRUE(store_->find_api_token(token, kT0).value());
  EXPECT_FALSE(store_->verify_login("Alice", "correct horse"));
  EXPECT_TRUE(store_->verify_login("alice", "a fresh passphrase"));
}

TEST_P(AccountStoreTest, TheAdministratorFlagIsSetByNameOnly) {
  const auto alice = make_account("Alice");
  EXPECT_FALSE(alice.admin);
  auto granted = store_->set_admin("ALICE", true);
  ASSERT_TRUE(granted) << granted.error().message;
  EXPECT_TRUE(granted->admin);
  EXPECT_TRUE(store_->verify_login("Alice", "correct horse")->admin);
  EXPECT_TRUE(store_->find_account("alice").value()->admin);
  EXPECT_FALSE(store_->set_admin("Alice", false)->admin);
  EXPECT_FALSE(store_->find_account("alice").value()->admin);
  auto unknown = store_->set_admin("Nobody", true);
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().kind, ErrorKind::kInvalid);
}

TEST_P(AccountStoreTest, GuestsAreStoredAsDigestsWithNumbersThatNeverRepeat) {
  constexpr std::int64_t kHour = 3'600'000;
  auto first = store_->create_guest("secret-one", "Guest-1111", kT0);
  auto second = store_->create_guest("secret-two", "Guest-2222", kT0);
  ASSERT_TRUE(first && second);
  EXPECT_GT(second->number, first->number);
  EXPECT_EQ(raw_rows("SELECT digest FROM guests WHERE digest LIKE '%secret%'").size(), 0u);
  const auto found = store_->find_guest("secret-one", kT0 + kHour, 24 * kHour).value();
  ASSERT_TRUE(found);
  EXPECT_EQ(found->number, first->number);
  EXPECT_EQ(found->name, "Guest-1111");
  EXPECT_EQ(found->last_seen_at_ms, kT0 + kHour);  // the lookup counts as activity
  EXPECT_TRUE(store_->guest_name_taken("Guest-1111", kT0, 24 * kHour).value());
  EXPECT_FALSE(store_->guest_name_taken("Guest-3333", kT0, 24 * kHour).value());
  // The newest is deleted; its number is still never given again.
  EXPECT_EQ(store_->trim_guests(kT0, 24 * kHour, 1).value(), 1);
  auto third = store_->create_guest("secret-three", "Guest-3333", kT0);
  ASSERT_TRUE(third);
  EXPECT_GT(third->number, second->number);
  // Idle a day: gone.
  EXPECT_FALSE(store_->find_guest("secret-three", kT0 + 25 * kHour, 24 * kHour).value());
}

TEST_P(AccountStoreTest, RatingsDefaultTo1500) {
  const auto alice = make_account("Alice");
  EXPECT_EQ(store_->rating(alice.id, "bidlock").value(), 15000);
}

RatedMatch two_player_match(const Account& a, const Account& b, std::string code, std::int64_t at) {
  return {"bidlock", std::move(code), at, {{a.id, 15000, 15200}, {b.id, 15000, 14800}}};
}

TEST_P(AccountStoreTest, AppliesABatchWithHistory) {
  const auto alice = make_account("Alice");
  const auto bob = make_account("Bob");
  ASSERT_TRUE(store_->apply_ratings(two_player_match(alice, bob, "ABCDE", kT0)));
  EXPECT_EQ(store_->rating(alice.id, "bidlock").value(), 15200);
  EXPECT_EQ(store_->rating(bob.id, "bidlock").value(), 14800);
  EXPECT_EQ(store_->rating(alice.id, "spendii").value(), 15000);  // per game

  ASSERT_TRUE(store_->apply_ratings({"bidlock", "FGHJK", kT0 + 1000, {{alice.id, 15200, 15150}}}));
  auto history = store_->rating_history(alice.id, "bidlock", 10);
  ASSERT_TRUE(history);
  ASSERT_EQ(history->size(), 2u);
  EXPECT_EQ((*history)[0], (RatingHistoryEntry{"bidlock", "FGHJK", 15200, 15150, -50, kT0 + 1000}));
  EXPECT_EQ((*history)[1], (RatingHistoryEntry{"bidlock", "ABCDE", 15000, 15200, 200, kT0}));
  EXPECT_EQ(store_->rating_history(alice.id, "bidlock", 1).value().size(), 1u);
  EXPECT_TRUE(store_->rating_history(alice.id, "spendii", 10).value().empty());
}

TEST_P(AccountStoreTest, AFailureMidBatchWritesNothing) {
  const auto alice = make_account("Alice");
  const auto bob = make_account("Bob");
  const auto carol = make_account("Carol");
  ASSERT_TRUE(store_->apply_ratings({"bidlock", "ABCDE", kT0, {{alice.id, 15000, 15100}}}));
  // Carol's rows are written first; Alice's history row then clashes with
  // her row for the same match, so the whole batch must roll back.
  auto again = store_->apply_ratings(
      {"bidlock", "ABCDE", kT0, {{carol.id, 15000, 15300}, {alice.id, 15100, 15000}}});
  ASSERT_FALSE(again);
  EXPECT_EQ(again.error().kind, ErrorKind::kConflict);
  EXPECT_EQ(store_->rating(carol.id, "bidlock").value(), 15000);
  EXPECT_EQ(store_->rating(alice.id, "bidlock").value(), 15100);
  EXPECT_EQ(raw_rows("SELECT account_id FROM rating_history").size(), 1u);
  EXPECT_EQ(raw_rows("SELECT account_id FROM ratings").size(), 1u);

  // An unknown account late in the batch: also nothing written.
  auto unknown = store_->apply_ratings(
      {"bidlock", "LMNPQ", kT0, {{bob.id, 15000, 15100}, {99999, 15000, 14900}}});
  ASSERT_FALSE(unknown);
  EXPECT_EQ(store_->rating(bob.id, "bidlock").value(), 15000);
  EXPECT_EQ(raw_rows("SELECT account_id FROM rating_history").size(), 1u);

  // The store still works afterwards (no transaction left open).
  EXPECT_TRUE(store_->apply_ratings(two_player_match(bob, carol, "RSTUV", kT0)));
}

TEST_P(AccountStoreTest, AStaleOldRatingIsAConflict) {
  const auto alice = make_account("Alice");
  ASSERT_TRUE(store_->apply_ratings({"bidlock", "ABCDE", kT0, {{alice.id, 15000, 15100}}}));
  auto stale = store_->apply_ratings({"bidlock", "FGHJK", kT0, {{alice.id, 15000, 15200}}});
  ASSERT_FALSE(stale);
  EXPECT_EQ(stale.error().kind, ErrorKind::kConflict);
  EXPECT_EQ(store_->rating(alice.id, "bidlock").value(), 15100);
}

TEST_P(AccountStoreTest, RefusesMalformedBatches) {
  const auto alice = make_account("Alice");
  EXPECT_FALSE(store_->apply_ratings({"", "ABCDE", kT0, {{alice.id, 15000, 15100}}}));
  EXPECT_FALSE(store_->apply_ratings({"bidlock", "", kT0, {{alice.id, 15000, 15100}}}));
  EXPECT_FALSE(store_->apply_ratings(
      {"bidlock", "ABCDE", kT0, {{alice.id, 15000, 15100}, {alice.id, 15100, 15200}}}));
  EXPECT_FALSE(store_->apply_ratings({"bidlock", "ABCDE", kT0, {{alice.id, 15000, 0}}}));
  EXPECT_TRUE(raw_rows("SELECT account_id FROM rating_history").empty());
}

TEST_P(AccountStoreTest, LeaderboardOrdersByRatingThenName) {
  const auto alice = make_account("alice");
  const auto bob = make_account("Bob");
  const auto carol = make_account("Carol");
  const auto dave = make_account("Dave");
  make_account("Erin");  // never rated: not listed
  ASSERT_TRUE(store_->apply_ratings({"bidlock",
                                     "ABCDE",
                                     kT0,
                                     {{carol.id, 15000, 15200},
                                      {bob.id, 15000, 15100},
                                      {alice.id, 15000, 15100},
                                      {dave.id, 15000, 14600}}}));
  ASSERT_TRUE(store_->apply_ratings({"spendii", "FGHJK", kT0, {{dave.id, 15000, 16000}}}));
  auto board = store_->leaderboard("bidlock", 3);
  ASSERT_TRUE(board);
  const std::vector<LeaderboardEntry> expected = {
      {carol.id, "Carol", 15200}, {alice.id, "alice", 15100}, {bob.id, "Bob", 15100}};
  EXPECT_EQ(*board, expected);
  EXPECT_EQ(store_->leaderboard("bidlock", 10).value().size(), 4u);
  EXPECT_FALSE(store_->leaderboard("bidlock", -1));
}

TEST_P(AccountStoreTest, SurvivesAReopenInWalMode) {
  const auto alice = make_account("Alice");
  const auto secret = store_->create_session(alice.id, kT0).value();
  store_.reset();
  store_ = open_store();
  ASSERT_TRUE(store_);
  EXPECT_TRUE(store_->find_session(secret, kT0).value());
  if (postgres()) {
    EXPECT_EQ(raw_rows("SELECT version FROM schema_version WHERE store = 'accounts'"),
              std::vector<std::string>{"1"});
  } else {
    EXPECT_EQ(raw_rows("PRAGMA journal_mode"), std::vector<std::string>{"wal"});
    EXPECT_EQ(raw_rows("PRAGMA user_version"), std::vector<std::string>{"2"});
  }
}

TEST_P(AccountStoreTest, RefusesANewerSchema) {
  store_.reset();
  raw_rows(postgres() ? "UPDATE schema_version SET version = 99 WHERE store = 'accounts'"
                      : "PRAGMA user_version = 99");
  EXPECT_EQ(open_store_error(), ErrorKind::kStorage);
}

}  // namespace
}  // namespace gavel::accounts
