// gavel admin grant|revoke NAME: the one way to make an account the
// administrator (or stop it being one), acting on DATA_DIR/accounts.db. It
// runs beside a live server safely (SQLite's locking); a running server
// sees the change at the account's next login, or within its identity
// cache's 30 s for sessions already open.
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "accounts/sqlite_account_store.h"
#include "cli/commands.h"
#include "server/log_line.h"

namespace gavel::cli {

int admin_command(Args args) {
  const bool help = args.size() == 1 && (args[0] == "--help" || args[0] == "-h");
  if (help || args.size() != 2 || (args[0] != "grant" && args[0] != "revoke")) {
    std::fputs(
        "usage: gavel admin grant NAME\n"
        "       gavel admin revoke NAME\n"
        "\n"
        "Makes the existing account NAME the administrator, or no longer one, in\n"
        "DATA_DIR/accounts.db (DATA_DIR from the environment, ./data by default).\n"
        "Exit code 0: done; 1: no such account or the database failed; 2: bad usage.\n",
        help ? stdout : stderr);
    return help ? 0 : 2;
  }
  const bool grant = args[0] == "grant";
  const std::string name(args[1]);
  const char* dir = std::getenv("DATA_DIR");
  const std::filesystem::path data_dir = dir && *dir ? dir : "./data";
  auto store = accounts::SqliteAccountStore::open((data_dir / "accounts.db").string());
  if (!store) {
    std::fprintf(stderr, "gavel admin: cannot open the accounts: %s\n",
                 store.error().message.c_str());
    return 1;
  }
  auto account = (*store)->set_admin(name, grant);
  if (!account) {
    std::fprintf(stderr, "gavel admin: %s\n", account.error().message.c_str());
    return 1;
  }
  server::log_line(grant ? "admin_granted" : "admin_revoked",
                   {{"name", account->name}, {"by", "gavel admin"}});
  std::printf("%s is %s the administrator\n", account->name.c_str(), grant ? "now" : "no longer");
  return 0;
}

}  // namespace gavel::cli
