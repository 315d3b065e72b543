"""Hold'em over real HTTP (shared/spec/holdem.md, docs/games/holdem.md): a
registered player against two house bots to the end of a short tournament,
the seat's view never holding an unshown card of another seat while a hand
runs, and a refused move that changes nothing."""
import random

from harness import ApiTestCase, new_player, shared_server

GAME = "holdem"
SHORT = {"starting_chips": 40, "big_blind": 10, "progression": "x2", "action_seconds": 15,
         "selection_seconds": 30, "break_seconds": 30}


def concrete(entry):
    """A concrete move from one of the engine's legal-action entries."""
    if "params" in entry:
        (field, spec), = entry["params"].items()
        return {"action": entry["action"], field: random.randint(spec["min"], spec["max"])}
    return dict(entry)


class HoldemTest(ApiTestCase):
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

    def play_to_the_end(self, host, code, state):
        for _ in range(3000):
            if state["status"] == "finished":
                break
            if state["status"] == "playing" and state.get("phase") == "betting":
                me = state["your_seat"]
                for player in state["players"]:
                    if player["seat"] != me and player["dealt"]:
                        # Another seat's cards are hidden until shown.
                        self.assertEqual(player["cards"], [None, None])
            if state["status"] == "playing" and state["you"] and state["you"]["mustMove"]:
                reply = host.action(code, "move", concrete(random.choice(state["legalActions"])))
                if reply.status == 200:
                    state = reply.json["state"]
                    continue
                self.assertEqual(reply.status, 409, repr(reply))
                state = host.room_state(code)
                continue
            state = host.room_state(code, since=state["version"])
        self.assertEqual(state["status"], "finished")
        self.assertEqual(state["phase"], "over")
        self.assertEqual(sorted(state["places"])[0], 1)
        return state

    def test_a_player_and_two_bots_play_a_tournament_to_the_end(self):
        host = new_player(self.server, "he")
        code, state = self.start(host, 2, SHORT)
        self.play_to_the_end(host, code, state)

    def test_a_point_voronoi_tournament_plays_to_the_end(self):
        host = new_player(self.server, "hz")
        code, state = self.start(host, 2, dict(SHORT, card_type="point_voronoi"))
        self.assertEqual(state["settings"]["card_type"], "point_voronoi")
        self.assertNotIn("max_sum", state["settings"])
        self.play_to_the_end(host, code, state)

    def test_a_bad_move_is_refused_and_changes_nothing(self):
        host = new_player(self.server, "hb")
        code, state = self.start(host, 1, SHORT)
        # On the player's own turn the bot waits, so nothing else moves.
        while not (state["you"] and state["you"]["mustMove"]):
            state = host.room_state(code, since=state["version"])
        before = host.room_state(code)
        reply = host.action(code, "move", {"action": "raise", "to": 10**9})
        self.assertIn(reply.status, (400, 409))
        self.assertIn("error", reply.json)
        self.assertEqual(host.room_state(code)["version"], before["version"])

    def test_practice_scores_sample_hands_for_the_room_and_changes_nothing(self):
        """Practice (note 94): one sample hand per participant, at least two,
        the room's card type, the same seed the same scenario."""
        host = new_player(self.server, "hp")
        made = host.create_room(game=GAME, capacity=4, settings={"card_type": "point_voronoi"})
        code = made["code"]
        before = host.room_state(code)
        reply = host.request("GET", f"/api/rooms/{code}/practice?seed=7")
        self.assertEqual(reply.status, 200, repr(reply))
        scenario = reply.json["scenario"]
        self.assertEqual(reply.json["players"], 1)
        self.assertEqual(len(scenario["hands"]), 2)  # at least two
        self.assertEqual(len(scenario["diagram"]["regions"]), 6)
        for hand in scenario["hands"]:
            self.assertIn("share_percent", hand)
        self.assertTrue(scenario["winners"])
        self.assertEqual(host.request("GET", f"/api/rooms/{code}/practice?seed=7").json, reply.json)
        # Asking records nothing.
        self.assertEqual(host.room_state(code)["version"], before["version"])
        host.act(code, "add-bot")
        host.act(code, "add-bot")
        three = host.request("GET", f"/api/rooms/{code}/practice?seed=8").json
        self.assertEqual(len(three["scenario"]["hands"]), 3)
        self.assertEqual(host.request("GET", f"/api/rooms/{code}/practice?seed=x").status, 400)

    def test_value_sum_practice_scores_each_hand(self):
        host = new_player(self.server, "hv")
        code = host.create_room(game=GAME, capacity=3, settings={"max_sum": 25})["code"]
        scenario = host.request("GET", f"/api/rooms/{code}/practice?seed=3").json["scenario"]
        self.assertEqual(len(scenario["hands"]), 2)
        for hand in scenario["hands"]:
            self.assertLessEqual(hand["score"], 25)
            self.assertEqual(sum(hand["used"]), hand["score"])
        self.assertNotIn("diagram", scenario)
