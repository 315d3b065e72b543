"""The toy third game (High Card, tests/toy_game/) through the real server:
a server built over a catalog with it hosts it like any game, and the real
gavel binary does not know it."""
import random

from harness import ApiTestCase, OwnServerTestCase, Server, TOY_BIN, diff, shared_server

# What may change in one seat's state when the other seat plays face down.
UNSEEN_CHANGES = {"version", "serverTime", "secondsLeft", "players.1.played"}


class ToyGameTest(OwnServerTestCase):
    SERVER_BINARY = TOY_BIN

    def setUp(self):
        self.client = self.server.client()

    def move(self, code, token, action, expect=200):
        return self.client.ok("POST", f"/api/matches/{code}/move", action, token=token,
                              expect=expect)

    def test_a_toy_match_plays_to_the_end_and_hides_the_face_down_card(self):
        created = self.client.create(game="toy", seats=2, settings={"rounds": 3})
        code = created["code"]
        self.assertEqual(created["state"]["game"], "toy")
        ann = self.client.join(code, "Ann")
        bob = self.client.join(code, "Bob")
        self.assertEqual((ann["seat"], bob["seat"]), (0, 1))
        self.assertEqual(bob["state"]["status"], "playing")
        self.assertEqual(bob["state"]["turnSeconds"], 30, "the server's TURN_SECONDS fills it")

        bad = self.client.request("POST", f"/api/matches/{code}/move", {"card": 9},
                                  token=ann["token"])
        self.assertError(bad, 400, "a move is {\"card\": n}")

        played = []
        for round_number in (1, 2, 3):
            before = self.client.state(code, ann["token"])
            self.assertEqual(before["round"], round_number)
            bob_state = self.client.state(code, bob["token"])
            bob_card = random.choice(bob_state["legalActions"])["card"]
            self.move(code, bob["token"], {"card": bob_card})

            after = self.client.state(code, ann["token"])
            changes = diff(before, after)
            self.assertIn("players.1.played", changes)
            self.assertLessEqual(changes, UNSEEN_CHANGES)
            self.assertTrue(after["players"][1]["played"])
            self.assertIn(bob_card, after["players"][1]["hand"], "a face-down card stays listed")
            self.assertIsNone(after["you"]["playedCard"])
            self.assertEqual(len(after["history"]), round_number - 1)

            ann_card = random.choice(after["legalActions"])["card"]
            self.move(code, ann["token"], {"card": ann_card})
            played.append([ann_card, bob_card])

        final = self.client.state(code, ann["token"])
        spectator = self.client.state(code)
        self.assertEqual(final["status"], "finished")
        self.assertEqual(final["legalActions"], [])
        self.assertEqual([r["cards"] for r in final["history"]], played)
        scores = [sum(1 for a, b in played if a > b), sum(1 for a, b in played if b > a)]
        self.assertEqual([p["score"] for p in final["players"]], scores)
        standings = final["result"]["standings"]
        self.assertEqual({s["seat"]: s["score"] for s in standings}, {0: scores[0], 1: scores[1]})
        winners = [s for s in (0, 1) if scores[s] == max(scores)]
        self.assertEqual(sorted(final["result"]["winners"]), winners)
        self.assertEqual(spectator["result"], final["result"])
        texts = [line["text"] for line in final["log"]]
        for n, (a, b) in enumerate(played, start=1):
            self.assertIn(f"Round {n}: Ann plays {a}, Bob plays {b}", " | ".join(texts))

    def test_bidlock_stays_the_default_game(self):
        self.assertEqual(self.client.create()["state"]["game"], "bidlock")


class RealServerTest(ApiTestCase):
    def test_the_real_server_does_not_know_the_toy_game(self):
        reply = shared_server().client().request("POST", "/api/matches", {"game": "toy"})
        self.assertError(reply, 400, "no game named 'toy'")
