// Bad values stop the server at start with a message, rather than running
// with a surprise.
#include "server/config.h"

#include "server/request_guard.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <string_view>

namespace gavel::server {
namespace {

engine::Result<long> number(const char* name, long lo, long hi, long fallback) {
  const char* text = std::getenv(name);
  if (!text || !*text) return fallback;
  long value = 0;
  const std::string_view view(text);
  const auto [end, ec] = std::from_chars(view.data(), view.data() + view.size(), value);
  if (ec != std::errc() || end != view.data() + view.size() || value < lo || value > hi) {
    return engine::invalid(std::string(name) + " must be a whole number from " +
                           std::to_string(lo) + " to " + std::to_string(hi));
  }
  return value;
}

std::string text(const char* name, std::string fallback) {
  const char* value = std::getenv(name);
  return value && *value ? std::string(value) : fallback;
}

}  // namespace

engine::Result<Config> config_from_environment() {
  Config config;
  config.host = text("HOST", config.host);
  config.data_dir = text("DATA_DIR", config.data_dir);
  config.database_url = text("DATABASE_URL", "");
  if (!config.database_url.empty() && !config.database_url.starts_with("postgres://") &&
      !config.database_url.starts_with("postgresql://")) {
    return engine::invalid(
        "DATABASE_URL must be a postgres:// URL, like postgres://gavel@db.example/gavel");
  }
  config.server_address = text("SERVER_ADDRESS", "");
  if (!config.server_address.empty() &&
      (config.server_address.find(':') == std::string::npos ||
       config.server_address.find_first_of("/ \t") != std::string::npos)) {
    return engine::invalid("SERVER_ADDRESS must be host:port, like 10.0.0.5:8080");
  }
  const std::string proxies = text("TRUSTED_PROXIES", "");
  for (std::size_t at = 0; at < proxies.size();) {
    const auto comma = std::min(proxies.find(',', at), proxies.size());
    if (comma > at) config.trusted_proxies.push_back(proxies.substr(at, comma - at));
    at = comma + 1;
  }
  config.web_dir = text("WEB_DIR", config.web_dir);
  config.administrator = text("ADMIN", "");
  config.public_url = text("PUBLIC_URL", "");
  if (!config.public_url.empty() && origin_of(config.public_url).empty()) {
    return engine::invalid(
        "PUBLIC_URL must be an http:// or https:// URL, like https://gavel.example");
  }
  const struct {
    const char* name;
    long lo, hi;
    int* field;
  } numbers[] = {
      {"PORT", 0, 65535, &config.port},
      {"TURN_SECONDS", 5, 300, &config.turn_seconds},
      {"THREADS", 0, 256, &config.threads},
      {"LONG_POLL_SECONDS", 1, 120, &config.long_poll_seconds},
      {"MAX_MATCHES", 1, 1'000'000, &config.max_live_matches},
      {"CONNECTIONS_PER_ADDRESS", 0, 1'000'000, &config.connections_per_address},
      {"ROOMS_PER_ADDRESS", 1, 1'000'000, &config.rooms_per_address},
      {"UNJOINED_ROOM_SECONDS", 1, 86'400, &config.unjoined_room_seconds},
      {"FINISHED_ROOM_SECONDS", 1, 7 * 24 * 3600, &config.finished_room_seconds},
      {"SLOW_READER_SECONDS", 1, 300, &config.slow_reader_seconds},
      {"FINAL_RESULTS_SECONDS", 0, 600, &config.final_results_seconds},
      {"ABANDON_SECONDS", 5, 7 * 24 * 3600, &config.abandon_seconds},
      {"LEASE_MS", 500, 120'000, &config.lease_ms},
      {"JOURNAL_GATHER_US", 0, 100'000, &config.journal_gather_us},
  };
  for (const auto& n : numbers) {
    auto value = number(n.name, n.lo, n.hi, *n.field);
    if (!value) return std::unexpected(value.error());
    *n.field = static_cast<int>(*value);
  }
  auto rate = number("RATE_LIMIT", 1, 1'000'000, 100);
  if (!rate) return std::unexpected(rate.error());
  config.requests_per_second = static_cast<double>(*rate);
  const std::string sync = text("JOURNAL_SYNC", "full");
  if (sync != "full" && sync != "normal") {
    return engine::invalid("JOURNAL_SYNC must be \"full\" or \"normal\"");
  }
  config.journal_fsync = sync == "full";
  const std::string testing = text("TESTING", "0");
  if (testing != "0" && testing != "1") return engine::invalid("TESTING must be 0 or 1");
  config.testing = testing == "1";
  const std::string delay = text("BOT_DELAY_MS", "");
  if (!delay.empty()) {
    const auto dash = delay.find('-');
    const std::string lo = delay.substr(0, dash);
    const std::string hi = dash == std::string::npos ? lo : delay.substr(dash + 1);
    int a = -1, b = -1;
    std::from_chars(lo.data(), lo.data() + lo.size(), a);
    std::from_chars(hi.data(), hi.data() + hi.size(), b);
    if (a < 0 || b < a || b > 60'000) {
      return engine::invalid("BOT_DELAY_MS must be a number of milliseconds or min-max");
    }
    config.bot_delay_min_ms = a;
    config.bot_delay_max_ms = b;
  }
  return config;
}

}  // namespace gavel::server
