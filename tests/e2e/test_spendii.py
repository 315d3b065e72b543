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


class MoveAdviceTest(ApiTestCase):
    """Move advice (notes 59-62): only when the room turned it on, only to a
    seated human on their own turn, a legal move of theirs, the same answer
    for the same position, and asking changes nothing anyone sees."""

    @classmethod
    def setUpClass(cls):
        cls.server = shared_server()

    def play_until_my_turn(self, host, code, state):
        while state["status"] == "playing" and not state["you"]["mustMove"]:
            state = host.room_state(code, since=state["version"])
        return state

    def advice(self, player, code):
        return player.request("GET", f"/api/rooms/{code}/advice")

    def test_advice_is_a_legal_move_of_mine_and_changes_nothing(self):
        host = new_player(self.server, "ma")
        made = host.create_room(game=GAME, capacity=2,
                                settings={"deck": "short", "target": 6, "moveAdvice": True})
        code = made["code"]
        host.act(code, "add-bot")
        state = host.act(code, "start")
        checked = 0
        while state["status"] == "playing" and checked < 6:
            state = self.play_until_my_turn(host, code, state)
            if state["status"] != "playing":
                break
            version = state["version"]
            first = self.advice(host, code)
            self.assertEqual(first.status, 200, repr(first))
            again = self.advice(host, code)
            self.assertEqual(again.json, first.json, "the same position, the same advice")
            self.assertEqual(first.json["seat"], state["you"]["seat"])
            self.assertEqual(host.room_state(code)["version"], version, "asking changed the room")
            reply = host.action(code, "move", first.json["advice"])
            self.assertEqual(reply.status, 200, f"the advice {first.json['advice']} was refused: {reply!r}")
            state = reply.json["state"]
            checked += 1
        self.assertGreater(checked, 0)

    def test_no_advice_when_off_before_play_or_not_seated(self):
        host = new_player(self.server, "mb")
        made = host.create_room(game=GAME, capacity=2, settings={"deck": "short"})
        code = made["code"]
        host.act(code, "add-bot")
        state = host.act(code, "start")
        state = self.play_until_my_turn(host, code, state)
        off = self.advice(host, code)
        self.assertEqual(off.status, 409)
        self.assertIn("off", off.json["error"])

        other = new_player(self.server, "mc")
        made = other.create_room(game=GAME, capacity=2, settings={"deck": "short", "moveAdvice": True})
        code = made["code"]
        other.act(code, "add-bot")
        stranger = new_player(self.server, "md")
        self.assertEqual(self.advice(other, code).status, 409, "not during the waiting room")
        other.act(code, "start")
        self.assertEqual(self.advice(stranger, code).status, 403)

    def test_a_game_without_advice_says_so(self):
        host = new_player(self.server, "me")
        made = host.create_room(game="bidlock", capacity=2)
        host.act(made["code"], "add-bot")
        host.act(made["code"], "start")
        reply = self.advice(host, made["code"])
        self.assertEqual(reply.status, 400)
        self.assertIn("no move advice", reply.json["error"])
