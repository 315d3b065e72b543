// SettingsText as one row of PostgreSQL's settings table, shared by every
// server on the database.
#pragma once

#include <memory>
#include <string>

#include "postgres/pool.h"
#include "store/settings_text.h"

namespace gavel::store {

class PgSettingsText final : public SettingsText {
 public:
  // The row `name` of the settings table, created (with the table) as needed.
  static Result<std::unique_ptr<PgSettingsText>> open(const std::string& url, std::string name);

  Result<std::optional<std::string>> read() override;
  Result<void> write(const std::string& text) override;
  std::string where() const override { return "the settings row '" + name_ + "'"; }

 private:
  PgSettingsText(std::unique_ptr<postgres::Pool> pool, std::string name)
      : pool_(std::move(pool)), name_(std::move(name)) {}
  // Changes are rare (an administrator's): one connection is plenty.
  std::unique_ptr<postgres::Pool> pool_;
  std::string name_;
};

}  // namespace gavel::store
