"""Spendii's seats under Hide identities over real HTTP (docs/games/spendii.md note
68): the room deals the seats at Start Game from the match seed, so the seat a
player gets is not its joining order; play, a kill -9 and restart, and the final
results and replay still name the right player at every seat."""
import random

from harness import ApiTestCase, Background, Server, new_player, play_room

GAME = "spendii"
PORT = 18517  # fixed across the restart, so the players' addresses stay right


class DealtSeatsTest(ApiTestCase):
    def setUp(self):
        self.server = Server(port=PORT, TESTING="1").start()

    def tearDown(self):
        self.server.cleanup()

    def started(self, hide, prefix):
        """A room of a host, a second player and a bot, joined in that order."""
        host, other = new_player(self.server, prefix + "h"), new_player(self.server, prefix + "o")
        settings = {"deck": "short", "target": 6, "hideIdentities": hide}
        code = host.create_room(game=GAME, capacity=3, settings=settings)["code"]
        joined = other.act(code, "join")
        other.act(code, "ready", {"ready": True})
        host.act(code, "add-bot")
        self.assertEqual(joined["you"]["seat"], 1, "the waiting room seats in joining order")
        state = host.act(code, "start")
        self.assertEqual(state["status"], "playing")
        return code, host, other

    def seats(self, code, *players):
        return [p.room_state(code)["you"]["seat"] for p in players]

    def test_seats_are_dealt_and_every_result_credits_the_right_player(self):
        # With identities shown the seats stay in joining order.
        code, host, other = self.started("off", "so")
        self.assertEqual(self.seats(code, host, other), [0, 1])
        # Hidden: over ten rooms both humans keep seats 0 and 1 with chance 6^-10.
        dealt = [self.started("players", f"s{i}") for i in range(10)]
        seatings = [tuple(self.seats(code, host, other)) for code, host, other in dealt]
        self.assertTrue(any(s != (0, 1) for s in seatings), seatings)
        for first, second in seatings:
            self.assertNotEqual(first, second)

        code, host, other = dealt[0]
        before = self.seats(code, host, other)
        # A few moves, then kill -9 and start again: the journal re-deals the same seats.
        for _ in range(4):
            for player in (host, other):
                state = player.room_state(code)
                if state["status"] == "playing" and state["you"]["mustMove"]:
                    player.action(code, "move", random.choice(state["legalActions"]))
        self.server.kill()
        self.server.start()
        self.assertEqual(self.seats(code, host, other), before, "the seats changed on recovery")
        seen = host.room_state(code)
        me = next(p for p in seen["players"] if p["seat"] == before[0])
        self.assertEqual(me["name"], host.name)
        if seen["status"] == "playing":
            self.assertTrue(next(p for p in seen["players"] if p["seat"] == before[1])["hidden"])

        played = [Background(lambda p=p: play_room(p, code)) for p in (host, other)]
        final = [thread.finish(120) for thread in played]
        for state, player, seat in zip(final, (host, other), before):
            self.assertEqual(state["you"]["seat"], seat)
            named = {p["seat"]: p["name"] for p in state["players"]}
            self.assertEqual(named[before[0]], host.name)
            self.assertEqual(named[before[1]], other.name)
        standings = {s["seat"]: s["points"] for s in final[0]["result"]["standings"]}
        self.assertEqual(standings, {p["seat"]: p["points"] for p in final[1]["players"]})
        replay = host.ok("GET", f"/api/rooms/{code}/replay")
        names = {p["seat"]: p["name"] for p in replay["players"]}
        self.assertEqual((names[before[0]], names[before[1]]), (host.name, other.name))
        self.assertNotIn('"key"', host.request("GET", f"/api/rooms/{code}/replay").body.decode())
        # seatInfo in the record gives each seat its joining rank: host 0, the other 1, the bot 2.
        info = replay["record"]["settings"]["seatInfo"]
        self.assertEqual([info[s]["entry"] for s in before], [0, 1])
        self.assertEqual(sorted(i["entry"] for i in info), [0, 1, 2])
