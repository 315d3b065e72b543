"""Blind Auction over real HTTP (shared/spec/blind-auction.md,
docs/games/blind-auction.md): a registered player against house bots to the
end, the seat's view never holding another seat's value while the match
runs, refused moves, and the finished match re-simulated by
tools/verify_auction.py from its record and final state."""
import json
import os
import random
import subprocess
import sys
import tempfile

from harness import REPO, ApiTestCase, new_player, shared_server

GAME = "auction"
SMALL = {"items": 3, "talk_rounds": 1, "turn_deadline_ms": 5000}


def concrete(entry):
    """A concrete move from one of the engine's legal-action entries."""
    if entry["action"] == "say":
        return {"action": "say", "message": random.choice(["Mine.", "Not this one.", "é" * 280])}
    if entry["action"] == "bid":
        amount = entry["params"]["amount"]
        move = {"action": "bid", "amount": random.randint(amount["min"], amount["max"])}
        if random.random() < 0.3:
            move["message"] = "no comment"
        return move
    return {"action": entry["action"]}


class AuctionTest(ApiTestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = shared_server()

    def setUp(self):
        self.anon = self.server.client()

    def start(self, host, bots, settings=SMALL):
        made = host.create_room(game=GAME, capacity=bots + 1, settings=settings)
        code = made["code"]
        for _ in range(bots):
            host.act(code, "add-bot")
        state = host.act(code, "start")
        self.assertEqual(state["status"], "playing")
        return code, state

    def test_a_player_and_bots_play_to_the_end_and_the_replay_verifies(self):
        host = new_player(self.server, "ba")
        code, state = self.start(host, bots=3)
        self.assertEqual(state["rules_version"], "auction-0.2")
        self.assertEqual(len(state["commit"]), 64)
        while state["status"] != "finished":
            if state["status"] == "playing":
                # The view holds the seat's own value and nothing of another's.
                self.assertIn("your_value", state)
                for key in ("values", "seed"):
                    self.assertNotIn(key, state)
                for entry in state["history"]:
                    if entry.get("winner") != state["your_seat"]:
                        self.assertNotIn("value", entry)
            if state["status"] == "playing" and state["you"] and state["you"]["mustMove"]:
                reply = host.action(code, "move", concrete(random.choice(state["legalActions"])))
                if reply.status == 200:
                    state = reply.json["state"]
                    continue
                self.assertEqual(reply.status, 409, repr(reply))
                state = host.room_state(code)
                continue
            state = host.room_state(code, since=state["version"])
        self.assertEqual(state["phase"], "over")
        self.assertEqual(len(state["values"]), SMALL["items"])
        ranks = [r["rank"] for r in state["ranking"]]
        self.assertEqual(ranks, sorted(ranks))
        replay = self.anon.ok("GET", f"/api/matches/{code}/replay")
        replay.setdefault("final", state)
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "replay.json")
            with open(path, "w", encoding="utf-8") as f:
                json.dump(replay, f)
            verified = subprocess.run(
                [sys.executable, os.path.join(REPO, "tools", "verify_auction.py"), path],
                capture_output=True, text=True, timeout=60)
        self.assertEqual(verified.returncode, 0, verified.stdout + verified.stderr)

    def test_bad_moves_are_refused_and_change_nothing(self):
        host = new_player(self.server, "bb")
        code, state = self.start(host, bots=2, settings={"items": 1, "talk_rounds": 1})
        self.assertTrue(state["you"]["mustMove"], "the host sits in seat 0 and talks first")
        before = state["version"]
        for move in ({"action": "say", "message": "x" * 281}, {"action": "say", "message": "  "},
                     {"action": "bid", "amount": 5}, {"action": "say", "message": "a\u0007"},
                     {"action": "shout"}):
            reply = host.action(code, "move", move)
            self.assertIn(reply.status, (400, 409), f"{move}: {reply!r}")
        self.assertEqual(host.room_state(code)["version"], before)
        state = host.act(code, "move", {"action": "say", "message": "  I want it \n"})
        self.assertEqual(state["talk"][0]["text"], "I want it")
