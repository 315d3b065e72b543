"""Failover across servers (docs/deploy.md, "Failover"): three servers on one PostgreSQL
behind nginx host tables of every registered game, waiting rooms, rated rooms and guests,
all reached through nginx; one server at a time is killed with SIGKILL at random moments
and started again after a random pause, so that its rooms are sometimes adopted by the
others when its lease lapses and sometimes taken back by itself first. What must hold after
every kill is the crash test's (kill_run.py): nothing acknowledged is lost, every room
finishes, every rated room is rated once, every replay re-runs.

GAVEL_FAILOVER_TABLES sets the tables per game (default 20; docs/perf.md records a run
with 100). Runs only with GAVEL_E2E_DATABASE_URL."""
import os
import random
import sys
import time
import unittest

from cluster import Cluster, PatientClient, PatientPlayer
from harness import E2E_DATABASE_URL, ApiTestCase
from kill_run import KillRun

TABLES_PER_GAME = int(os.environ.get("GAVEL_FAILOVER_TABLES", "20"))
KILLS = int(os.environ.get("GAVEL_FAILOVER_KILLS", "5"))


@unittest.skipUnless(E2E_DATABASE_URL, "needs GAVEL_E2E_DATABASE_URL (a PostgreSQL server)")
class FailoverTest(KillRun, ApiTestCase):
    client_class = PatientClient
    player_class = PatientPlayer

    def setUp(self):
        # Every agent asks from nginx's address: the rate limit is not what is tested.
        self.cluster = Cluster(E2E_DATABASE_URL, RATE_LIMIT="1000000").start()
        self.addCleanup(self.cluster.stop)
        self.url = self.cluster.url
        self.rng = random.Random()
        self.victims = []

    def kill(self):
        victim = self.rng.choice(self.cluster.servers)
        victim.kill()
        lease_seconds = int(victim.env["LEASE_MS"]) / 1000
        # Down for less than a lease (it takes its rooms back) or for more (the others
        # adopt them), at random.
        down = self.rng.uniform(0, 2 * lease_seconds)
        time.sleep(down)
        victim.start()
        self.victims.append((self.cluster.servers.index(victim), round(down, 1)))

    def test_every_game_through_kill_9_of_one_server_at_a_time(self):
        figures = self.run_kills(TABLES_PER_GAME, KILLS)
        print(f"\nfailover figures: {figures['tables']} tables of {figures['games']} games on "
              f"3 servers, {figures['rated']} rated rooms; {figures['moves']} acknowledged "
              f"moves, lost {figures['lost']}; kills (server, seconds down): {self.victims}",
              file=sys.stderr)


if __name__ == "__main__":
    unittest.main()
