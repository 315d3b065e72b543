// MatchStore on PostgreSQL: finished matches in a database several Gavel
// servers share, through a bounded pool of connections.
#pragma once

#include <memory>
#include <string>

#include "postgres/pool.h"
#include "store/store.h"

namespace gavel::store {

class PgStore final : public MatchStore {
 public:
  // Connects to `url` (postgres://...) and brings the tables up to date.
  static Result<std::unique_ptr<PgStore>> open(const std::string& url, std::size_t connections = 4);

  Result<void> save_finished(const FinishedMatch& match) override;
  Result<void> save_all(std::span<const MatchTexts> matches) override;
  Result<std::optional<FinishedMatch>> load(std::string_view code) override;
  Result<int> purge_older_than(std::int64_t cutoff_ms) override;
  Result<std::vector<MatchSummary>> recent(int limit) override;

 private:
  explicit PgStore(std::unique_ptr<postgres::Pool> pool) : pool_(std::move(pool)) {}
  std::unique_ptr<postgres::Pool> pool_;
};

}  // namespace gavel::store
