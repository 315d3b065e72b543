"""gavel_load (tools/load/, docs/perf.md) against a real server, briefly, in
each mode, transport and game: it must complete matches with no errors, so
the load generator cannot rot unnoticed. Figures are not checked here."""
import json
import os
import subprocess

from harness import GAVEL_BIN, REPO, OwnServerTestCase

# The generator beside the server binary, else the plain build's (the
# sanitizer build makes only the server and the tests).
CANDIDATES = [os.environ.get("GAVEL_LOAD_BIN", ""),
              os.path.join(os.path.dirname(GAVEL_BIN), "gavel_load"),
              os.path.join(REPO, "build", "gavel_load")]
LOAD_BIN = next((path for path in CANDIDATES if path and os.access(path, os.X_OK)), None)

# Short matches, so that some finish within a one-second window.
QUICK_SETTINGS = {
    "bidlock": None,
    "right_price": {"rounds": 1, "itemsPerRound": 1},
    "auction": {"items": 1, "talk_rounds": 1},
    # A hand or a few (a stack of two big blinds), no selection phase.
    "holdem": {"starting_chips": 20, "big_blind": 10, "progression": "x2",
               "submission": "automatic"},
    "spendii": {"deck": "short", "target": 6},  # the Short deck: TESTING=1 (harness)
}


class LoadToolTest(OwnServerTestCase):
    SERVER_ENV = {"RATE_LIMIT": "1000000", "CONNECTIONS_PER_ADDRESS": "0",
                  "ROOMS_PER_ADDRESS": "1000000", "THREADS": "1"}

    def setUp(self):
        if LOAD_BIN is None:
            self.skipTest("no gavel_load binary: build the gavel_load target")

    def run_load(self, game, mode, transport="longpoll", extra=(), quick=True):
        command = [LOAD_BIN, "--port", str(self.server.port), "--game", game, "--mode", mode,
                   "--transport", transport, "--matches", "4", "--seconds", "1", "--json",
                   "--server-pid", str(self.server.process.pid), "--think-min-ms", "0",
                   "--think-max-ms", "10", *extra]
        if quick and QUICK_SETTINGS[game]:
            command += ["--settings", json.dumps(QUICK_SETTINGS[game])]
        done = subprocess.run(command, capture_output=True, text=True, timeout=30)
        self.assertEqual(done.returncode, 0, f"{command}: {done.stdout} {done.stderr}")
        figures = json.loads(done.stdout)
        label = f"{game} {mode} {transport}"
        if quick:  # the load's own defaults may take longer than the window
            self.assertGreater(figures["matches_completed"], 0, label)
        self.assertGreater(figures["moves"], 0, label)
        self.assertEqual(figures["errors"], 0, label)
        self.assertEqual(figures["connect_errors_with_ramp"], 0, label)
        self.assertGreater(figures["server_cpu_seconds"], -1, label)
        return figures

    def test_duel_bidlock_over_long_poll_and_websocket(self):
        figures = self.run_load("bidlock", "duel")
        self.assertEqual((figures["protocol"], figures["bots"]), ("state", 0))
        self.assertEqual(self.run_load("bidlock", "duel", "ws")["protocol"], "feed")

    def test_duel_of_the_other_games_over_the_feed(self):
        self.run_load("right_price", "duel")
        self.assertEqual(self.run_load("auction", "duel", "ws")["seats"], 3)

    def test_live_with_house_bots_in_every_game(self):
        for game in ("bidlock", "right_price", "auction"):
            figures = self.run_load(game, "live")
            self.assertGreaterEqual(figures["bots"], 1, game)

    def test_holdem_and_spendii_live_over_long_poll_and_websocket(self):
        for game in ("holdem", "spendii"):
            for transport in ("longpoll", "ws"):
                figures = self.run_load(game, "live", transport)
                self.assertEqual((figures["protocol"], figures["seats"], figures["bots"]),
                                 ("feed", 2, 1), f"{game} {transport}")
                self.assertEqual(json.loads(figures["settings"]), QUICK_SETTINGS[game])

    def test_the_load_defaults_of_holdem_and_spendii_are_accepted(self):
        # No --settings: gavel_load's short-match settings, which the server must take.
        for game in ("holdem", "spendii"):
            figures = self.run_load(game, "live", quick=False)
            self.assertTrue(json.loads(figures["settings"]), game)
            self.assertEqual(figures["live_at_start"], 4, game)  # every create was taken

    def test_live_two_agents_over_the_feed(self):
        figures = self.run_load("bidlock", "live", extra=["--bots", "0", "--protocol", "feed"])
        self.assertEqual(figures["bots"], 0)
