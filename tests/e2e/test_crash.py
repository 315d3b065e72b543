"""Crash safety (docs/decisions.md, "Crash-safe rooms"): the real server is killed with
SIGKILL at random moments and started again on the same DATA_DIR and port, while it hosts
tables of every registered game, waiting rooms, rated rooms and guests (kill_run.py says
what is played and what must hold after every kill).

GAVEL_CRASH_ROOMS sets the tables per game (default 100; the run under sanitizers uses
fewer). The figures (rooms, inputs, lost, restart times) are printed for docs/perf.md.
"""
import os
import sys
import time
import unittest

from harness import ApiTestCase, Client, Player, Server, free_port
from kill_run import KillRun

TABLES_PER_GAME = int(os.environ.get("GAVEL_CRASH_ROOMS", "100"))
KILLS = 5


class CrashRestartTest(KillRun, ApiTestCase):
    client_class = Client
    player_class = Player

    def setUp(self):
        # Short tables make 24 agents on one address ask faster than the
        # harness's rate limit allows: the limit is not what is tested here.
        self.server = Server(port=free_port(), BOT_DELAY_MS="0-20", RATE_LIMIT="1000000")
        self.server.start()
        self.addCleanup(self.server.cleanup)
        self.url = self.server.url
        self.restarts_ms = []

    def kill(self):
        self.server.kill()
        started = time.monotonic()
        self.server.start()
        self.restarts_ms.append(round((time.monotonic() - started) * 1000))

    def test_nothing_answered_is_lost_across_kills(self):
        figures = self.run_kills(TABLES_PER_GAME, KILLS)
        print(f"\ncrash figures: {figures['tables']} tables of {figures['games']} games, "
              f"{figures['waiting']} waiting rooms, {figures['rated']} rated rooms, "
              f"{figures['guests']} guests; {figures['moves']} acknowledged moves, lost "
              f"{figures['lost']}; {KILLS} kills, restart "
              f"{min(self.restarts_ms)}-{max(self.restarts_ms)} ms", file=sys.stderr)


if __name__ == "__main__":
    unittest.main()
