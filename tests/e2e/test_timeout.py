"""Timeout: when the clock runs out the house plays for the seat, and says so."""
import time

from harness import ApiTestCase, shared_server

TURN_SECONDS = 5  # the minimum


class TimeoutTest(ApiTestCase):
    def test_house_plays_for_a_seat_that_does_not_move(self):
        client = shared_server().client()
        code = client.create(seats=2, bots=1, turnSeconds=TURN_SECONDS)["code"]
        # A second match, started at the same time, where nobody moves at all.
        idle = client.create(seats=2, turnSeconds=TURN_SECONDS)["code"]
        idlers = [client.join(idle, name)["token"] for name in ("Idle0", "Idle1")]
        me = client.join(code, "Sleepy")
        started = time.monotonic()
        token = me["token"]
        state = me["state"]
        self.assertEqual(state["status"], "playing")
        self.assertEqual(state["turnSeconds"], TURN_SECONDS)
        self.assertGreater(state["secondsLeft"], TURN_SECONDS - 1.5)
        self.assertLessEqual(state["secondsLeft"], TURN_SECONDS)
        self.assertEqual(me["seat"], 1)
        # Do not move; follow the state until round 1 is over.
        while state["round"] == 1 and state["status"] == "playing":
            self.assertLess(time.monotonic() - started, TURN_SECONDS + 8, "the deadline never fired")
            if state["players"][0]["locked"]:
                self.assertTrue(state["you"]["mustMove"])
            state = client.state(code, token, since=state["version"])
        waited = time.monotonic() - started
        self.assertGreaterEqual(waited, TURN_SECONDS - 0.5, "the house played before the deadline")
        self.assertLess(waited, TURN_SECONDS + 3, "the house played long after the deadline")

        self.assertEqual(state["round"], 2)
        last = state["lastRound"]
        self.assertEqual(last["round"], 1)
        self.assertEqual(last["decidedBy"], ["bot", "timeout"])
        self.assertEqual(state["players"][1]["timeouts"], 1)
        self.assertEqual(state["players"][0]["timeouts"], 0)
        chip = last["bids"][1]
        self.assertIn(chip, range(1, 14))
        self.assertNotIn(chip, state["you"]["chips"])
        self.assertEqual(len(state["you"]["chips"]), 12)
        self.assertTrue(state["you"]["mustMove"])
        self.assertTrue(any("ran out of time" in line["text"] and "Sleepy" in line["text"]
                            for line in state["log"]), state["log"][-3:])
        # The new round has a fresh clock and the seat can play it itself.
        self.assertGreater(state["secondsLeft"], TURN_SECONDS - 1.5)
        reply = client.try_move(code, token, state["you"]["chips"][0])
        self.assertEqual(reply.status, 200, reply)
        deadline = time.monotonic() + 5
        state = reply.json["state"]
        while state["round"] == 2:
            self.assertLess(time.monotonic(), deadline)
            state = client.state(code, token, since=state["version"])
        self.assertEqual(state["history"][1]["decidedBy"], ["bot", "player"])
        self.assertEqual(state["players"][1]["timeouts"], 1)

        # Nobody moved in the other match: the house played both seats.
        other = client.state(idle, idlers[0])
        while other["round"] == 1:
            self.assertLess(time.monotonic() - started, TURN_SECONDS + 8)
            other = client.state(idle, idlers[0], since=other["version"])
        self.assertEqual(other["history"][0]["decidedBy"], ["timeout", "timeout"])
        self.assertEqual([p["timeouts"] for p in other["players"]], [1, 1])
        self.assertTrue(other["you"]["mustMove"])
