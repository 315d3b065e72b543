// The backends every store test runs against: a SQLite file in a scratch
// directory, and a fresh schema in the PostgreSQL server of
// GAVEL_TEST_DATABASE_URL (skipped, with the reason, when it is not set).
#pragma once

#include <gtest/gtest.h>

#include <optional>
#include <ostream>
#include <string>

#include "pg_scratch.h"
#include "scratch_dir.h"

namespace gavel::testing {

enum class Backend { kSqlite, kPostgres };

// How GoogleTest (and ctest's test names) show the parameter.
inline void PrintTo(Backend backend, std::ostream* out) {
  *out << (backend == Backend::kSqlite ? "Sqlite" : "Postgres");
}

inline std::string backend_name(const ::testing::TestParamInfo<Backend>& info) {
  return info.param == Backend::kSqlite ? "Sqlite" : "Postgres";
}

class StoreBackendTest : public ::testing::TestWithParam<Backend> {
 protected:
  void SetUp() override {
    if (GetParam() != Backend::kPostgres) return;
    std::string error;
    auto created = PgScratch::create(&error);
    if (!error.empty()) FAIL() << error;
    if (!created) GTEST_SKIP() << PgScratch::kSkipReason;
    pg_.emplace(std::move(*created));
  }
  bool postgres() const { return GetParam() == Backend::kPostgres; }
  // Where a SQLite store of this name lives (a nested path: open() makes it).
  std::string sqlite_path(const std::string& file) const {
    return (backend_dir_.path() / "data" / file).string();
  }
  const std::string url() const { return pg_->url(); }
  PgScratch& pg() { return *pg_; }

  ScratchDir backend_dir_{"gavel_backend_test"};
  std::optional<PgScratch> pg_;
};

#define GAVEL_ON_EVERY_BACKEND(suite)                                                              \
  INSTANTIATE_TEST_SUITE_P(                                                                        \
      Backends, suite,                                                                             \
      ::testing::Values(::gavel::testing::Backend::kSqlite, ::gavel::testing::Backend::kPostgres), \
      ::gavel::testing::backend_name)

}  // namespace gavel::testing
