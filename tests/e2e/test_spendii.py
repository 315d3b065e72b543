"""Spendii over real HTTP (shared/spec/spendii.md, docs/games/spendii.md): a
registered player against a house bot, positions by betting, on the Short
test deck, to the end; no state the player receives shows the bot's hidden
held card, and bad moves are refused without a change."""
import random

from harness import ApiTestCase, new_player, shared_server

GAME = "spendii"
SHORT = {"deck": "short", "target": 6, "positions": "betting"}


class SpendiiTest(ApiTestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = shared_server()

    def start(self, host, bots, settings):
        made = host.create_room(game=GAME, capacity=bots + 1, settings=settings)
        code = made["code"]
        for _ in range(bots):
            host.act(code, "add-bot")
        state = host.act(code, "start")
        self.assertEqual(state["status"], "playing")
        return code, state

    def test_a_player_bets_and_plays_a_bot_to_the_end(self):
        host = new_player(self.server, "sp")
        code, state = self.start(host, bots=1, settings=SHORT)
        self.assertEqual(state["phase"], "bidding")
        me = state["you"]["seat"]
        seen_bidding = seen_play = False
        while state["status"] != "finished":
            if state["status"] == "playing":
                seen_bidding = seen_bidding or state["phase"] == "bidding"
                seen_play = seen_play or state["phase"] == "play"
                for player in state["players"]:
                    if player["seat"] == me:
                        continue
                    for held in player["held"]:
                        if held["hidden"]:
                            self.assertIsNone(held["card"], "another's hidden held card")
                    if state["phase"] == "bidding":
                        self.assertNotIn("bids", player)
                for tier in state["market"]:
                    self.assertIsInstance(tier["deck"], int, "a tier's size, never its order")
            if state["status"] == "playing" and state["you"] and state["you"]["mustMove"]:
                reply = host.action(code, "move", random.choice(state["legalActions"]))
                if reply.status == 200:
                    state = reply.json["state"]
                    continue
                self.assertEqual(reply.status, 409, repr(reply))
                state = host.room_state(code)
                continue
            state = host.room_state(code, since=state["version"])
        self.assertTrue(seen_bidding and seen_play)
        self.assertEqual(state["phase"], "over")
        self.assertIn(state["endReason"], ("target", "cleanPass", "repetition"))
        standings = state["result"]["standings"]
        self.assertEqual(sorted(s["seat"] for s in standings), [0, 1])
        points = {p["seat"]: p["points"] for p in state["players"]}
        self.assertEqual({s["seat"]: s["points"] for s in standings}, points)

    def test_bad_moves_are_refused_and_change_nothing(self):
        host = new_player(self.server, "sq")
        code, state = self.start(host, bots=1, settings={"deck": "short"})
        while not state["you"]["mustMove"]:
            state = host.room_state(code, since=state["version"])
        before = state["version"]
        for move in ({"action": "take", "chips": ["gold"]},
                     {"action": "take", "chips": ["white", "blue", "green", "red"]},
                     {"action": "hold", "tier": 4}, {"action": "buy", "card": 999},
                     {"action": "return", "chips": {"white": 1}}, {"action": "bid", "bids": [0, 0]},
                     {"action": "shout"}):
            reply = host.action(code, "move", move)
            self.assertIn(reply.status, (400, 409), f"{move}: {reply!r}")
            self.assertIn("error", reply.json)
        self.assertEqual(host.room_state(code)["version"], before)
