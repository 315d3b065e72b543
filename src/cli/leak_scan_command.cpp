// gavel leak-scan: reads a finished match's replay and every body its viewers
// were sent, and says which held what its viewer could not see
// (server/leak_scan.h). tests/e2e/test_leak_scan.py feeds it over every game.
#include <cstdio>

#include "cli/commands.h"
#include "cli/input_text.h"
#include "engine/journal.h"
#include "games/all_games.h"
#include "server/leak_scan.h"

namespace gavel::cli {
namespace json = boost::json;

namespace {

constexpr const char* kUsage =
    "usage: gavel leak-scan FILE\n"
    "\n"
    "Reads {\"replay\": <GET /api/replay/{code} of a finished match>, \"seen\": [{\"viewer\":\n"
    "seat or null, \"source\": \"state\" | \"feed\" | \"replay\", \"body\": <what was "
    "received>}]}\n"
    "(FILE '-' reads standard input), re-runs the record and checks that every body holds\n"
    "only what its viewer may see: the game's view at some point of the match, unchanged\n"
    "by the game's secret variants of every other seat, and events the viewer may see.\n"
    "Prints {\"views_checked\", \"secrets_checked\", \"events_checked\", \"leaks\": [...]}.\n"
    "Exit code 0: no leak; 1: a leak, or input that cannot be read; 2: bad usage.\n";

int refuse(const std::string& why) {
  std::fprintf(stderr, "leak-scan: %s\n", why.c_str());
  return 1;
}

}  // namespace

int leak_scan_command(Args args) {
  if (args.size() != 1 || args[0] == "--help" || args[0] == "-h") {
    std::fputs(kUsage, args.size() == 1 ? stdout : stderr);
    return args.size() == 1 ? 0 : 2;
  }
  const auto text = read_input_text(args[0]);
  if (!text) return refuse("cannot read " + std::string(args[0]));
  std::error_code ec;
  const auto input = json::parse(*text, ec);
  const auto* fields = input.if_object();
  const auto* replay = fields ? fields->if_contains("replay") : nullptr;
  const auto* record_json =
      replay && replay->is_object() ? replay->as_object().if_contains("record") : nullptr;
  const auto* seen_json = fields ? fields->if_contains("seen") : nullptr;
  if (ec || !record_json || !seen_json || !seen_json->is_array())
    return refuse("expected {\"replay\": {... \"record\" ...}, \"seen\": [...]}");
  auto record = engine::record_from_json(*record_json);
  if (!record) return refuse(record.error().message);

  std::vector<server::SeenView> seen;
  for (const auto& entry : seen_json->as_array()) {
    const auto* item = entry.if_object();
    const auto* viewer = item ? item->if_contains("viewer") : nullptr;
    const auto* source = item ? item->if_contains("source") : nullptr;
    const auto* body = item ? item->if_contains("body") : nullptr;
    if (!viewer || !(viewer->is_null() || viewer->is_int64()) || !source || !source->is_string() ||
        !body) {
      return refuse("each seen entry is {\"viewer\", \"source\", \"body\"}");
    }
    server::SeenView view;
    if (viewer->is_int64()) view.viewer = static_cast<engine::Seat>(viewer->as_int64());
    view.source = std::string(source->as_string());
    view.body = *body;
    seen.push_back(std::move(view));
  }
  auto report = server::scan_for_leaks(all_games(), *record, seen);
  if (!report) return refuse(report.error().message);
  json::array leaks(report->leaks.begin(), report->leaks.end());
  std::puts(json::serialize(json::object{{"views_checked", report->views_checked},
                                         {"secrets_checked", report->secrets_checked},
                                         {"events_checked", report->events_checked},
                                         {"leaks", std::move(leaks)}})
                .c_str());
  return report->leaks.empty() ? 0 : 1;
}

}  // namespace gavel::cli
