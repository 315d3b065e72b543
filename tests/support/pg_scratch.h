// A PostgreSQL schema of its own for one test, in the server named by
// GAVEL_TEST_DATABASE_URL (scripts/with-postgres.sh starts one), dropped
// when it goes out of scope. Stores opened on url() see only that schema.
#pragma once

#include <unistd.h>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>

#include "postgres/pg.h"

namespace gavel::testing {

class PgScratch {
 public:
  static constexpr const char* kSkipReason =
      "GAVEL_TEST_DATABASE_URL is not set: the PostgreSQL cases need a server "
      "(scripts/with-postgres.sh <command> starts one)";

  // nullopt when no server is configured; a failure to reach a configured
  // one is not hidden as a skip: `error` says why.
  static std::optional<PgScratch> create(std::string* error) {
    const char* base = std::getenv("GAVEL_TEST_DATABASE_URL");
    if (!base || !*base) return std::nullopt;
    auto admin = postgres::Connection::open(base);
    if (!admin) {
      *error = "cannot reach GAVEL_TEST_DATABASE_URL: " + admin.error().message;
      return std::nullopt;
    }
    static std::atomic<int> counter = 0;
    const auto stamp = std::chrono::steady_clock::now().time_since_epoch().count();
    std::string schema = "gavel_test_" + std::to_string(::getpid()) + "_" + std::to_string(stamp) +
                         "_" + std::to_string(++counter);
    if (auto made = admin->run("CREATE SCHEMA " + schema); !made) {
      *error = "cannot create a test schema: " + made.error().message;
      return std::nullopt;
    }
    // admin() then reads and writes the test's own tables, as the stores do.
    if (auto set = admin->run("SET search_path TO " + schema); !set) {
      *error = "cannot use the test schema: " + set.error().message;
      return std::nullopt;
    }
    return PgScratch(base, std::move(schema), std::move(*admin));
  }

  // A moved-from scratch drops nothing.
  PgScratch(PgScratch&& other) noexcept
      : base_(std::move(other.base_)),
        schema_(std::move(other.schema_)),
        admin_(std::exchange(other.admin_, std::nullopt)) {}
  PgScratch& operator=(PgScratch&&) = delete;
  ~PgScratch() {
    if (admin_) (void)admin_->run("DROP SCHEMA " + schema_ + " CASCADE");
  }

  // The base URL with search_path set to the schema ('=' escaped: libpq
  // reads the query part as key=value pairs), and the schema's name as the
  // application name, which tells this test's sessions from those of tests
  // running beside it.
  std::string url() const {
    const char separator = base_.find('?') == std::string::npos ? '?' : '&';
    return base_ + separator + "options=-csearch_path%3D" + schema_ +
           "&application_name=" + schema_;
  }
  const std::string& schema() const { return schema_; }
  // The connection that made the schema, for statements behind a store's back.
  postgres::Connection& admin() { return *admin_; }

 private:
  PgScratch(std::string base, std::string schema, postgres::Connection admin)
      : base_(std::move(base)), schema_(std::move(schema)), admin_(std::move(admin)) {}
  std::string base_;
  std::string schema_;
  std::optional<postgres::Connection> admin_;
};

}  // namespace gavel::testing
