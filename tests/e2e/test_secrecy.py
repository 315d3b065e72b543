"""Secrecy: a locked chip is seen by its seat alone until the round resolves; a live replay
has no seed or record."""
import threading

from harness import ApiTestCase, all_keys, diff, shared_server

# Fields that may change when another seat locks a chip: nothing about the chip itself.
ALLOWED_CHANGES = {"version", "serverTime", "secondsLeft", "players.0.locked"}
FORBIDDEN_KEYS = {"seed", "deck", "record", "inputs", "lockedBy"}


class SecrecyTest(ApiTestCase):
    def setUp(self):
        self.client = shared_server().client()
        self.code = self.client.create(seats=3)["code"]
        self.seats = [self.client.join(self.code, name) for name in ("Zero", "One", "Two")]
        self.tokens = [s["token"] for s in self.seats]

    def views(self):
        return {"spectator": self.client.state(self.code),
                "seat1": self.client.state(self.code, self.tokens[1]),
                "seat2": self.client.state(self.code, self.tokens[2])}

    def check_lock_is_secret(self, chip):
        before = self.views()
        round_number = before["spectator"]["round"]
        woken = {}
        poll = threading.Thread(target=lambda: woken.setdefault(
            "state", self.client.state(self.code, self.tokens[1], since=before["seat1"]["version"])))
        poll.start()
        mine = self.client.move(self.code, self.tokens[0], chip)["state"]
        poll.join(10)
        # The seat itself sees its chip.
        self.assertEqual(mine["you"]["lockedChip"], chip)
        self.assertFalse(mine["you"]["mustMove"])
        self.assertEqual(mine["legalActions"], [])
        self.assertEqual(self.client.state(self.code, self.tokens[0])["you"]["lockedChip"], chip)

        after = self.views()
        after["seat1 long-poll"] = woken["state"]
        before["seat1 long-poll"] = before["seat1"]
        for who, state in after.items():
            with self.subTest(viewer=who, round=round_number):
                self.assertEqual(state["round"], round_number)
                self.assertTrue(state["players"][0]["locked"])
                self.assertIn(chip, state["players"][0]["chips"], "the spent chip left the hand early")
                changed = diff(before[who], state)
                self.assertTrue(changed <= ALLOWED_CHANGES,
                                f"{who}'s view changed beyond the lock flag: {changed - ALLOWED_CHANGES}")
                self.assertIn("players.0.locked", changed)
                self.assertFalse(FORBIDDEN_KEYS & set(all_keys(state)))
                if state["you"] is not None:
                    self.assertIsNone(state["you"]["lockedChip"])
                    self.assertTrue(state["you"]["mustMove"])
                self.assertEqual(len(state["history"]), round_number - 1)
                self.assertEqual(state["unseenPrizes"], sorted(state["unseenPrizes"]))
        self.assertIsNone(after["spectator"]["you"])

        replay = self.client.ok("GET", f"/api/matches/{self.code}/replay")
        self.assertEqual(replay["status"], "playing")
        self.assertNotIn("record", replay)
        self.assertFalse(FORBIDDEN_KEYS & set(all_keys(replay)), "a live replay shows secrets")
        self.assertEqual(len(replay.get("rounds", [])), round_number - 1)
        self.assertNotIn('"seed"', self.client.request("GET", f"/api/matches/{self.code}/replay")
                         .body.decode())

    def test_locked_chip_is_hidden_until_the_round_resolves(self):
        self.check_lock_is_secret(11)
        self.client.move(self.code, self.tokens[1], 4)
        self.client.move(self.code, self.tokens[2], 9)
        state = self.client.state(self.code, self.tokens[1])
        self.assertEqual(state["round"], 2)
        self.assertEqual(state["lastRound"]["bids"], [11, 4, 9])  # public once resolved
        self.assertNotIn(11, state["players"][0]["chips"])
        self.check_lock_is_secret(2)

    def test_lobby_replay_and_state_show_nothing_secret(self):
        code = self.client.create(seats=2)["code"]
        replay = self.client.ok("GET", f"/api/matches/{code}/replay")
        self.assertEqual(replay["status"], "lobby")
        self.assertFalse(FORBIDDEN_KEYS & set(all_keys(replay)))
        self.assertFalse(FORBIDDEN_KEYS & set(all_keys(self.client.state(code))))
