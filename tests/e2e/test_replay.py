"""Replays survive a restart, and re-simulating the record in Python gives the stored result."""
import collections
import json
import re
import subprocess

from harness import (GAVEL_BIN, PRIZES, AgentThread, ApiTestCase, Server, expected_standings, play_to_end,
                     resolve)

# Two agents that clash on purpose in rounds 1, 4, 7, 10 and 13 (pots carry, and the last one
# is discarded) and differ in the other rounds.
ORDER_A = list(range(1, 14))
ORDER_B = [1, 3, 2, 4, 6, 5, 7, 9, 8, 10, 12, 11, 13]


def scripted(order):
    return lambda state: order[state["round"] - 1]


def resimulate(test, replay):
    """Replays the record's inputs one by one with an independent model of the rules.

    The record has the seed and every input but not the deck order; the card each round
    turned up is the newest card of that round's pot in the replay.
    """
    record = replay["record"]
    seats = record["seats"]
    rounds = replay["rounds"]
    deck = [r["pot"][-1] for r in rounds]
    test.assertEqual(sorted(deck), PRIZES, "the rounds' new cards are not the 13 prizes")

    chips = [set(range(1, 14)) for _ in range(seats)]
    scores, negatives = [0] * seats, [0] * seats
    won = [[] for _ in range(seats)]
    pot = [deck[0]]
    round_index = 0
    locked = [None] * seats
    origins = [None] * seats
    resolved = []
    last_at = record["start"]

    def resolve_round():
        nonlocal pot, round_index, locked, origins
        bids = list(locked)
        clashed, winner = resolve(pot, bids)
        resolved.append({"round": round_index + 1, "pot": list(pot), "value": sum(pot),
                         "bids": bids, "clashed": clashed, "decidedBy": list(origins),
                         "winner": winner, "carried": winner is None,
                         "discarded": winner is None and round_index == 12})
        for seat in range(seats):
            chips[seat].discard(bids[seat])
        if winner is not None:
            scores[winner] += sum(pot)
            negatives[winner] += sum(1 for c in pot if c < 0)
            won[winner].extend(pot)
            pot = []
        round_index += 1
        locked, origins = [None] * seats, [None] * seats
        if round_index < 13:
            pot = pot + [deck[round_index]]
        if round_index == 12:  # the last round plays itself: each seat's one chip
            test.assertTrue(all(len(c) == 1 for c in chips))
            locked = [min(c) for c in chips]
            origins = ["auto"] * seats
            resolve_round()

    for i, entry in enumerate(record["inputs"]):
        test.assertGreaterEqual(entry["at"], last_at, f"input {i} goes back in time")
        last_at = entry["at"]
        if entry["kind"] == "tick":
            continue
        test.assertEqual(entry["kind"], "action")
        test.assertLess(round_index, 12, f"input {i} comes after the match ended")
        seat = entry["seat"]
        chip = entry["action"]["chip"]
        test.assertIsNone(locked[seat], f"input {i}: seat {seat} locked twice in one round")
        test.assertIn(chip, chips[seat], f"input {i}: seat {seat} does not hold chip {chip}")
        test.assertIn(entry["origin"], ("player", "bot", "timeout"))
        locked[seat] = chip
        origins[seat] = entry["origin"]
        if all(c is not None for c in locked):
            resolve_round()
    test.assertEqual(round_index, 13, "the inputs do not play 13 rounds")

    for mine, theirs in zip(resolved, rounds):
        for key, value in mine.items():
            test.assertEqual(theirs[key], value, f"round {mine['round']}: {key}")
    result = replay["result"]
    places = dict(expected_standings(scores, negatives))
    test.assertEqual(sorted(result["winners"]), sorted(s for s, p in places.items() if p == 1))
    for standing in result["standings"]:
        seat = standing["seat"]
        test.assertEqual((standing["score"], standing["negatives"], standing["place"]),
                         (scores[seat], negatives[seat], places[seat]), f"seat {seat}")
    test.assertEqual(sorted(s["seat"] for s in result["standings"]), list(range(seats)))
    return resolved, scores


class ReplayAfterRestartTest(ApiTestCase):
    def test_finished_matches_are_replayed_after_a_restart(self):
        server = Server(TURN_SECONDS=40).start()
        try:
            self.run_with(server)
        finally:
            server.stop()
            server.cleanup()

    def run_with(self, server):
        client = server.client()
        # Match 1: two agents and a house bot, random chips.
        mixed = client.create(seats=3, bots=1)["code"]
        a = client.join(mixed, "Alpha")
        b = client.join(mixed, "Beta")
        agents = [AgentThread(client, mixed, a["token"]), AgentThread(client, mixed, b["token"])]
        for agent in agents:
            agent.start()
        for agent in agents:
            agent.finish()
        # Match 2: two scripted agents that clash every third round.
        clash = client.create(seats=2, turnSeconds=77)["code"]
        c = client.join(clash, "Carry")
        d = client.join(clash, "Discard")
        other = AgentThread(client, clash, d["token"], scripted(ORDER_B))
        other.start()
        play_to_end(client, clash, c["token"], scripted(ORDER_A))
        other.finish()

        before = {code: client.ok("GET", f"/api/replay/{code}") for code in (mixed, clash)}
        self.assertEqual(server.stop(), 0, "the server did not exit cleanly on SIGTERM")
        server.start()
        client = server.client()
        self.assertEqual(client.ok("GET", "/api/matches")["open"], [])
        # The finished room itself came back from its journal (kept an hour, as before).
        self.assertEqual(client.ok("GET", f"/api/matches/{mixed}/state")["status"], "finished")

        for code, names, kinds, turn in ((mixed, ["Alpha", "Beta"], ["bot", "agent", "agent"], 40),
                                         (clash, ["Carry", "Discard"], ["agent", "agent"], 77)):
            with self.subTest(code=code):
                replay = client.ok("GET", f"/api/replay/{code}")
                self.assertEqual(replay, before[code], "the stored replay differs from the live one")
                self.assertEqual(client.ok("GET", f"/api/replay/{code.lower()}"), replay)
                self.assertEqual(client.ok("GET", f"/api/matches/{code}/replay"), replay)
                self.assertEqual(replay["code"], code)
                self.assertEqual(replay["game"], "bidlock")
                self.assertEqual(replay["status"], "finished")
                players = replay["players"]
                self.assertEqual([p["seat"] for p in players], list(range(len(kinds))))
                self.assertEqual([p["kind"] for p in players], kinds)
                self.assertEqual([p["name"] for p in players if p["kind"] != "bot"], names)
                self.assertEqual(len(replay["rounds"]), 13)
                self.assertTrue(any("The match is over" in line["text"] for line in replay["log"]))
                record = replay["record"]
                self.assertEqual(record["game"], "bidlock")
                self.assertEqual(record["seats"], len(kinds))
                self.assertEqual(record["settings"], {"turnSeconds": turn})
                self.assertIsInstance(record["seed"], str)
                self.assertRegex(record["seed"], r"^(0|[1-9][0-9]*)$")
                self.assertLess(int(record["seed"]), 2 ** 64)
                self.assertIsInstance(record["start"], int)
                actions = [i for i in record["inputs"] if i["kind"] == "action"]
                self.assertEqual(len(actions), 12 * len(kinds), "round 13 plays itself, unrecorded")
                counts = collections.Counter(i["seat"] for i in actions)
                self.assertEqual(set(counts.values()), {12})
                resimulate(self, replay)
                # And through the engine itself: gavel replay-check re-runs the record.
                check = subprocess.run([GAVEL_BIN, "replay-check", "-"], input=json.dumps(replay),
                                       capture_output=True, text=True, timeout=30)
                self.assertEqual(check.returncode, 0, check.stderr)
                tampered = json.loads(json.dumps(replay))
                tampered["result"]["standings"][0]["score"] += 1
                check = subprocess.run([GAVEL_BIN, "replay-check", "-"], input=json.dumps(tampered),
                                       capture_output=True, text=True, timeout=30)
                self.assertEqual(check.returncode, 1, "a tampered result must not pass")

        clash_replay = client.ok("GET", f"/api/replay/{clash}")
        rounds = clash_replay["rounds"]
        for n in (1, 4, 7, 10):
            self.assertTrue(rounds[n - 1]["carried"], f"round {n} should carry")
            self.assertEqual(rounds[n]["pot"][:-1], rounds[n - 1]["pot"])
        self.assertTrue(rounds[12]["discarded"])
        total = sum(s["score"] for s in clash_replay["result"]["standings"])
        self.assertEqual(total + rounds[12]["value"], sum(PRIZES))
        self.assertTrue(re.search(r"Round 13: every chip clashed; the last pot \([+-]?\d+\) is discarded",
                                  "\n".join(line["text"] for line in clash_replay["log"])))
        # A second restart still has them (the store is durable, not a one-shot cache).
        server.restart()
        self.assertEqual(server.client().ok("GET", f"/api/replay/{mixed}"), before[mixed])
