// gavel admin grant|revoke NAME: the one way to make an account the
// administrator (or stop it being one), acting on DATA_DIR/accounts.db or
// on DATABASE_URL's PostgreSQL. It runs beside a live server safely (each
// database's own locking); a running server
// sees the change at the account's next login, or within its identity
// cache's 30 s for sessions already open.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "cli/commands.h"
#include "server/log_line.h"
#include "server/store_selection.h"

namespace gavel::cli {

int admin_command(Args args) {
  const bool help = args.size() == 1 && (args[0] == "--help" || args[0] == "-h");
  if (help || args.size() != 2 || (args[0] != "grant" && args[0] != "revoke")) {
    std::fputs(
        "usage: gavel admin grant NAME\n"
        "       gavel admin revoke NAME\n"
        "\n"
        "Makes the existing account NAME the administrator, or no longer one, in\n"
        "DATA_DIR/accounts.db (DATA_DIR from the environment, ./data by default),\n"
        "or in PostgreSQL when DATABASE_URL is set.\n"
        "Exit code 0: done; 1: no such account or the database failed; 2: bad usage.\n",
        help ? stdout : stderr);
    return help ? 0 : 2;
  }
  const bool grant = args[0] == "grant";
  const std::string name(args[1]);
  // Only the two settings that say where the accounts are: an unrelated
  // setting of the server's environment should not stop this command.
  server::Config config;
  const char* dir = std::getenv("DATA_DIR");
  if (dir && *dir) config.data_dir = dir;
  const char* url = std::getenv("DATABASE_URL");
  if (url && *url) config.database_url = url;
  auto store = server::open_account_store(config);
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
