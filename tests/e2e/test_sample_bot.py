"""The sample agent plays real matches, and the server serves the same file at /bot.py."""
import os
import re
import subprocess
import sys

from harness import REPO, AgentThread, ApiTestCase, shared_server

BOT = os.path.join(REPO, "bots", "sample_bot.py")
STANDING = re.compile(r"^\s*([1-4])\. (.+?): (-?\d+) points, (\d+) negative cards$", re.M)


class SampleBotTest(ApiTestCase):
    def setUp(self):
        self.server = shared_server()
        self.client = self.server.client()

    def run_bot(self, *args, timeout=90):
        return subprocess.run([sys.executable, BOT, "--server", self.server.url, *args],
                              capture_output=True, text=True, timeout=timeout)

    def check_standings(self, output, seats):
        self.assertIn("final standings", output)
        standings = STANDING.findall(output)
        self.assertEqual(len(standings), seats, output)
        self.assertEqual(standings[0][0], "1")
        self.assertEqual(sum(1 for s in standings if s[1].endswith("(you)")), 1, output)
        return standings

    def test_quick_match_against_two_house_bots(self):
        done = self.run_bot("--quick", "--name", "QuickBot")
        self.assertEqual(done.returncode, 0, done.stderr + done.stdout)
        standings = self.check_standings(done.stdout, 3)
        code = re.search(r"joined match ([A-Z0-9]+)", done.stdout).group(1)
        state = self.client.state(code)
        self.assertEqual(state["status"], "finished")
        self.assertEqual([p["kind"] for p in state["players"]], ["bot", "bot", "agent"])
        self.assertEqual(state["players"][2]["name"], "QuickBot")
        self.assertEqual(state["players"][2]["timeouts"], 0)
        scores = {p["name"]: p["score"] for p in state["players"]}
        for _, name, score, _ in standings:
            self.assertEqual(scores[name.removesuffix(" (you)")], int(score))

    def test_join_waits_in_the_lobby_then_plays(self):
        code = self.client.create(seats=2)["code"]
        bot = subprocess.Popen([sys.executable, BOT, "--server", self.server.url + "/", "--join", code],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            # Wait until the bot has taken seat 0, then take the last seat: the match starts.
            state = self.client.state(code)
            while not state["players"]:
                state = self.client.state(code, since=state["version"])
            self.assertEqual(state["players"][0]["name"], "SampleBot")
            self.assertTrue(state["players"][0]["host"])
            me = self.client.join(code, "Opponent")
            final = AgentThread(self.client, code, me["token"])
            final.start()
            final.finish()
            out, err = bot.communicate(timeout=60)
        finally:
            if bot.poll() is None:
                bot.kill()
                bot.communicate()
        self.assertEqual(bot.returncode, 0, err + out)
        self.check_standings(out, 2)
        self.assertEqual(self.client.state(code)["players"][0]["timeouts"], 0)

    def test_errors_are_printed_from_the_error_field(self):
        done = self.run_bot("--join", "ZZZZZZ", timeout=30)
        self.assertNotEqual(done.returncode, 0)
        self.assertIn("no match with code ZZZZZZ", done.stderr)
        self.assertNotIn("Traceback", done.stderr)

    def test_bot_py_is_the_repository_file(self):
        reply = self.client.request("GET", "/bot.py")
        self.assertEqual(reply.status, 200)
        self.assertTrue(reply.headers["content-type"].startswith("text/x-python"))
        with open(BOT, "rb") as f:
            on_disk = f.read()
        self.assertEqual(reply.body, on_disk,
                         "GET /bot.py differs from bots/sample_bot.py: rebuild the server "
                         "(ninja -C build gavel) after changing the bot")
