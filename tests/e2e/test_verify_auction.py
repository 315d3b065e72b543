"""The two Blind Auction verifiers on the same replay files: the standalone
tools/verify_auction.py (standard library) and `gavel verify-auction`. The
fixture (tests/fixtures/auction/replay.json) is a paid match played through
the engine by the C++ tests; each tampered copy changes one thing."""
import copy
import json
import os
import subprocess
import sys
import tempfile
import unittest

from harness import GAVEL_BIN, REPO

TOOL = os.path.join(REPO, "tools", "verify_auction.py")
FIXTURE = os.path.join(REPO, "tests", "fixtures", "auction", "replay.json")


def first_positive_bid(replay):
    for step in replay["record"]["inputs"]:
        action = step.get("action") or {}
        if action.get("action") == "bid" and action.get("amount", 0) > 0:
            return action
    raise AssertionError("the fixture has no positive bid")


def tampered():
    """(name, replay, text the report must contain) for each kind of tampering."""
    with open(FIXTURE, encoding="utf-8") as f:
        base = json.load(f)
    out = []
    bid = copy.deepcopy(base)
    first_positive_bid(bid)["amount"] -= 1
    out.append(("bid", bid, "bids"))
    value = copy.deepcopy(base)
    cell = value["final"]["values"][2][1]
    value["final"]["values"][2][1] = 59 if cell == 60 else cell + 1
    out.append(("value", value, "value of item 3 for seat 1"))
    seed = copy.deepcopy(base)
    seed["record"]["seed"] = str(int(seed["record"]["seed"]) + 1)
    out.append(("seed", seed, "commit"))
    payout = copy.deepcopy(base)
    payout["final"]["payouts"]["paid"][0] += 1
    out.append(("payout", payout, "payouts"))
    return out


class VerifyAuctionTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.TemporaryDirectory()

    @classmethod
    def tearDownClass(cls):
        cls.dir.cleanup()

    def run_both(self, path):
        python = subprocess.run([sys.executable, TOOL, path], capture_output=True, text=True,
                                timeout=60)
        gavel = subprocess.run([GAVEL_BIN, "verify-auction", path], capture_output=True,
                               text=True, timeout=60)
        return python, gavel

    def test_both_verifiers_accept_the_played_match(self):
        python, gavel = self.run_both(FIXTURE)
        self.assertEqual(python.returncode, 0, python.stdout + python.stderr)
        self.assertIn("verified", python.stdout)
        self.assertEqual(gavel.returncode, 0, gavel.stdout + gavel.stderr)
        self.assertIn("verified", gavel.stdout)

    def test_both_verifiers_catch_each_tampering(self):
        for name, replay, expected in tampered():
            with self.subTest(tampered=name):
                path = os.path.join(self.dir.name, f"{name}.json")
                with open(path, "w", encoding="utf-8") as f:
                    json.dump(replay, f)
                python, gavel = self.run_both(path)
                self.assertEqual(python.returncode, 1, python.stdout)
                self.assertIn(expected, python.stdout)
                self.assertEqual(gavel.returncode, 1, gavel.stdout)
                self.assertIn(expected, gavel.stdout)

    def test_a_replay_of_another_game_is_refused(self):
        path = os.path.join(self.dir.name, "other.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump({"record": {"game": "bidlock"}}, f)
        python, gavel = self.run_both(path)
        self.assertEqual(python.returncode, 1)
        self.assertEqual(gavel.returncode, 1)


if __name__ == "__main__":
    unittest.main()
