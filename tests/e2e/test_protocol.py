"""The generic agent protocol (docs/protocol.md) over real HTTP and WebSocket: the served
documents, the feed's visible state, turn and events per viewer, turn-checked moves,
resuming a WebSocket feed without a gap or a duplicate, the replay's events, and the
generic agent through a whole match of every registered game."""
import json
import os
import subprocess
import sys
import threading
import time

from harness import ApiTestCase, shared_server
from test_websocket import WebSocket

AGENT = os.path.join(os.path.dirname(__file__), "..", "..", "bots", "generic_agent.py")

# Short settings per game so each whole match takes seconds; a game without an entry plays
# its defaults.
QUICK_SETTINGS = {
    "right_price": {"rounds": 2, "itemsPerRound": 2, "roundBreakSeconds": 5, "bettingSeconds": 5},
    "auction": {"items": 3, "turn_deadline_ms": 2000},
}


class ProtocolTest(ApiTestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = shared_server()

    def setUp(self):
        self.client = self.server.client()

    def feed(self, code, token=None, since=0, wait=False, timeout=30):
        path = f"/api/matches/{code}/feed?since={since}" + ("&wait=1" if wait else "")
        return self.client.ok("GET", path, token=token, timeout=timeout)

    def two_agents(self, **options):
        code = self.client.create(seats=2, **options)["code"]
        a = self.client.join(code, "ProtoA")
        b = self.client.join(code, "ProtoB")  # the second join fills the table: it starts
        return code, a["token"], b["token"]

    # ------------------------------------------------------------------ documents

    def test_protocol_and_rules_are_served_and_linked_from_the_api_index(self):
        protocol = self.client.request("GET", "/protocol")
        self.assertEqual(protocol.status, 200)
        self.assertIn("text/markdown", protocol.headers["content-type"])
        for needle in ("your_turn", "legal_actions", "visible_state", "event", "move"):
            self.assertIn(needle, protocol.body.decode())
        index = self.client.ok("GET", "/api")
        self.assertEqual(index["protocol"], "/protocol")
        for game in index["games"]:
            path = index["rules"][game["name"]]
            rules = self.client.request("GET", path)
            self.assertEqual(rules.status, 200, path)
            self.assertIn("text/markdown", rules.headers["content-type"])
        self.assertIn("Bidlock", self.client.request("GET", "/rules/bidlock").body.decode())
        self.assertIn("The Right Price", self.client.request("GET", "/rules/right_price").body.decode())
        self.assertError(self.client.request("GET", "/rules/chess"), 404, "no rules")

    # ------------------------------------------------------------------ the feed

    def test_each_seat_sees_its_own_private_events_and_public_numbers_without_gaps(self):
        code, a, b = self.two_agents()
        feed_a = self.feed(code, a)
        self.assertEqual(feed_a["status"], "playing")
        self.assertEqual(feed_a["rules_version"], "bidlock-1")
        turn = feed_a["your_turn"]
        self.assertEqual(turn["seat"], 0)
        self.assertEqual(turn["turn"], 1)
        self.assertEqual(turn["phase"], "play")
        self.assertGreater(turn["deadline_ms"], 0)
        self.assertEqual(turn["deadline_at"] - turn["server_time"], turn["deadline_ms"])
        self.assertEqual(sorted(e["chip"] for e in turn["legal_actions"]), list(range(1, 14)))
        self.assertEqual(feed_a["visible_state"]["round"], 1)

        self.client.ok("POST", f"/api/matches/{code}/move", {"turn": 1, "chip": 9}, token=a)
        mine = self.feed(code, a, since=feed_a["version"])
        types = [e["type"] for e in mine["events"]]
        self.assertEqual(types, ["chip_locked", "chip_locked_private"])
        self.assertEqual(mine["events"][1]["data"]["chip"], 9)
        self.assertEqual(mine["events"][0]["version"], mine["events"][1]["version"])
        self.assertIsNone(mine["your_turn"], "a locked seat has nothing to decide")

        theirs = self.feed(code, b)
        self.assertNotIn("chip_locked_private", [e["type"] for e in theirs["events"]])
        self.assertNotIn('"chip": 9', json.dumps(theirs["events"]))
        spectator = self.feed(code)
        self.assertIsNone(spectator["your_turn"])
        self.assertEqual(spectator["events"], theirs["events"])
        numbers = [e["version"] for e in theirs["events"]]
        self.assertEqual(numbers, list(range(1, len(numbers) + 1)))
        self.assertEqual(theirs["version"], mine["version"])

    def test_a_long_poll_returns_when_the_other_seat_moves(self):
        code, a, b = self.two_agents()
        since = self.feed(code, b)["version"]
        got = {}
        waiter = threading.Thread(target=lambda: got.update(self.feed(code, b, since=since, wait=True)))
        started = time.monotonic()
        waiter.start()
        time.sleep(0.3)
        self.client.ok("POST", f"/api/matches/{code}/move", {"chip": 4}, token=a)
        waiter.join(20)
        self.assertLess(time.monotonic() - started, 20)
        self.assertEqual([e["type"] for e in got["events"]], ["chip_locked"])
        self.assertEqual(got["events"][0]["data"]["seat"], 0)
        self.assertGreater(got["version"], since)

    def test_moves_that_name_a_stale_turn_or_break_the_rules_change_nothing(self):
        code, a, b = self.two_agents()
        before = self.client.state(code, a)
        self.assertError(self.client.request("POST", f"/api/matches/{code}/move",
                                             {"turn": 7, "chip": 3}, token=a), 409, "not the current turn")
        self.assertError(self.client.request("POST", f"/api/matches/{code}/move",
                                             {"turn": "one", "chip": 3}, token=a), 400, "turn")
        self.assertError(self.client.request("POST", f"/api/matches/{code}/move",
                                             {"turn": 1, "chip": 14}, token=a), 400)
        self.assertError(self.client.request("POST", f"/api/matches/{code}/move",
                                             {"turn": 1, "action": "fold"}, token=a), 400)
        self.assertEqual(self.client.state(code, a)["version"], before["version"])
        # The protocol's named form and the published body are the same move.
        self.client.ok("POST", f"/api/matches/{code}/move", {"turn": 1, "action": "play", "chip": 3}, token=a)
        self.assertError(self.client.request("POST", f"/api/matches/{code}/move",
                                             {"turn": 1, "chip": 5}, token=a), 409, "not your turn")
        self.client.ok("POST", f"/api/matches/{code}/move", {"chip": 5}, token=b)
        feed = self.feed(code, a)
        self.assertEqual(feed["your_turn"]["turn"], 2)
        result = [e for e in feed["events"] if e["type"] == "round_result"][0]
        self.assertEqual(result["data"]["chips"], [3, 5])
        self.assertEqual(result["item"], 1)

    def test_the_states_turn_is_the_feeds_and_makes_a_move_safe_to_send_again(self):
        code, a, b = self.two_agents()
        state = self.client.state(code, a)
        self.assertEqual(state["you"]["turn"], self.feed(code, a)["your_turn"]["turn"])
        self.assertEqual(state["you"]["turn"], 1)
        self.assertIsNone(self.client.state(code)["you"], "a spectator has no turn")
        move = {"turn": state["you"]["turn"], "chip": 6}
        self.client.ok("POST", f"/api/matches/{code}/move", move, token=a)
        locked = self.client.state(code, a)
        self.assertNotIn("turn", locked["you"], "a locked seat has nothing to decide")
        self.client.ok("POST", f"/api/matches/{code}/move", {"chip": 2}, token=b)
        # The same move again once the round is played: refused as a turn gone by,
        # not judged anew (chip 6 is no longer held: that would be 400).
        self.assertError(self.client.request("POST", f"/api/matches/{code}/move", move, token=a),
                         409, "not the current turn")
        after = self.client.state(code, a)
        self.assertEqual(after["you"]["turn"], 2)
        self.assertEqual(after["history"][0]["bids"], [6, 2])
        self.assertError(self.client.request("POST", f"/api/matches/{code}/move", {"chip": 6},
                                             token=a), 400, "chip 6")

    def test_right_price_turns_and_ranges_in_the_protocol_form(self):
        code = self.client.create(game="right_price", seats=2, bots=1,
                                  settings=QUICK_SETTINGS["right_price"])["code"]
        me = self.client.join(code, "ProtoRP")
        token = me["token"]
        if me["state"]["status"] == "lobby":
            self.client.start_match(code, token)
        feed = self.feed(code, token)
        deadline = time.monotonic() + 20
        while not feed["your_turn"] and time.monotonic() < deadline:
            feed = self.feed(code, token, since=feed["version"], wait=True)
        turn = feed["your_turn"]
        self.assertEqual(turn["phase"], "bid")
        bid = [e for e in turn["legal_actions"] if e.get("action") == "bid"][0]
        self.assertEqual(bid["min"], 0)
        self.assertEqual(bid["max"], feed["visible_state"]["you"]["capital"])
        self.assertNotIn("params", bid)
        self.assertIn("item_up", [e["type"] for e in feed["events"]])
        self.client.ok("POST", f"/api/matches/{code}/move",
                       {"turn": turn["turn"], "action": "bid", "amount": 1}, token=token)
        private = [e for e in self.feed(code, token)["events"] if e["type"] == "action_private"]
        self.assertEqual(private[-1]["data"]["amount"], 1)
        public = self.feed(code)["events"]
        self.assertNotIn("action_private", [e["type"] for e in public])

    # ------------------------------------------------------------------ WebSocket

    def test_the_websocket_feed_resumes_without_a_gap_or_a_duplicate_and_takes_moves(self):
        code, a, b = self.two_agents()
        ws = WebSocket(self.server.port, f"/api/matches/{code}/ws?feed=1&token={a}")
        self.assertEqual(ws.status, 101)
        first = json.loads(ws.read_message())
        self.assertEqual(first["type"], "feed")
        seen = [e["version"] for e in first["events"] if e["type"] != "chip_locked_private"]
        turn = first["your_turn"]["turn"]
        ws.send_frame(0x1, json.dumps({"type": "move", "turn": turn + 5, "chip": 2}).encode())
        ws.send_frame(0x1, json.dumps({"type": "move", "turn": turn, "chip": 2}).encode())
        replies = {}
        while "ack" not in replies:
            message = json.loads(ws.read_message())
            if message["type"] == "feed":
                seen += [e["version"] for e in message["events"] if e["type"] != "chip_locked_private"]
            else:
                replies[message["type"]] = message
        self.assertEqual(replies["error"]["status"], 409)
        self.assertEqual(replies["ack"]["turn"], turn)
        last = max(seen)
        ws.close()
        # Events happen while the socket is closed; the reconnect gets exactly those.
        self.client.ok("POST", f"/api/matches/{code}/move", {"chip": 7}, token=b)
        ws = WebSocket(self.server.port, f"/api/matches/{code}/ws?feed=1&since={last}&token={a}")
        resumed = json.loads(ws.read_message())
        ws.close()
        numbers = [e["version"] for e in resumed["events"] if e["type"] != "chip_locked_private"]
        self.assertTrue(numbers, "nothing was resumed")
        self.assertEqual(numbers, list(range(last + 1, last + 1 + len(numbers))))
        full = [e["version"] for e in self.feed(code, a)["events"] if e["type"] != "chip_locked_private"]
        self.assertEqual(sorted(set(seen) | set(numbers)), full)
        self.assertFalse(set(seen) & set(numbers), "a resumed feed repeated an event")

    # ------------------------------------------------------------------ replays

    def test_the_replay_carries_the_public_events_and_the_final_view(self):
        code, a, b = self.two_agents()
        for _ in range(13):
            for token in (a, b):
                feed = self.feed(code, token)
                if feed["your_turn"]:
                    move = dict(feed["your_turn"]["legal_actions"][0], turn=feed["your_turn"]["turn"])
                    self.client.request("POST", f"/api/matches/{code}/move", move, token=token)
        replay = self.client.ok("GET", f"/api/matches/{code}/replay")
        self.assertEqual(replay["status"], "finished")
        self.assertEqual(replay["rules_version"], "bidlock-1")
        self.assertEqual(replay["events"], self.feed(code)["events"])
        self.assertEqual(replay["events"][-1]["type"], "match_end")
        self.assertNotIn("chip_locked_private", [e["type"] for e in replay["events"]])
        self.assertEqual(replay["final"], self.feed(code)["visible_state"])

    # ------------------------------------------------------------------ the generic agent

    def test_the_generic_agent_plays_a_whole_match_of_every_game(self):
        games = [g["name"] for g in self.client.ok("GET", "/api")["games"]]
        self.assertIn("bidlock", games)
        for game in games:
            with self.subTest(game=game):
                command = [sys.executable, AGENT, "--server", self.server.url, "--game", game,
                           "--quick", "--seed", "7"]
                if game in QUICK_SETTINGS:
                    command += ["--settings", json.dumps(QUICK_SETTINGS[game])]
                done = subprocess.run(command, capture_output=True, text=True, timeout=240)
                self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
                summary = json.loads(done.stdout.strip().splitlines()[-1])
                self.assertEqual(summary["status"], "finished")
                self.assertGreater(summary["moves"], 0)
                replay = self.client.ok("GET", f"/api/matches/{summary['code']}/replay")
                self.assertEqual(replay["status"], "finished")
                self.assertEqual(replay["rules_version"], summary["rules_version"])
