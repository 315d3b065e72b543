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

    def test_a_player_and_two_bots_play_a_tournament_to_the_end(self):
        host = new_player(self.server, "he")
        code, state = self.start(host, 2, SHORT)
        self.play_to_end(host, code, state)

    def test_a_grid_tournament_keeps_its_edited_panel_to_the_end(self):
        host = new_player(self.server, "hg")
        panel = [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1], [0, 2]]
        code, state = self.start(host, 2, dict(SHORT, card_type="square_grid", panel=panel))
        self.assertEqual(state["settings"]["panel"], panel)
        self.assertEqual(len(state["grid"]["pieces"]), 21)
        self.assertEqual(state["grid"]["frame"], {"width": 8, "height": 5})
        final = self.play_to_end(host, code, state)
        self.assertEqual(final["settings"]["panel"], panel)

    def test_a_bad_panel_is_refused(self):
        host = new_player(self.server, "hp")
        settings = dict(SHORT, card_type="square_grid", panel=[[9, 9]])
        reply = host.request("POST", "/api/rooms", {"game": GAME, "capacity": 2,
                                                    "settings": settings})
        if reply.status == 201:  # settings read at Start
            code = reply.json["code"]
            host.act(code, "add-bot")
            reply = host.action(code, "start")
        self.assertEqual(reply.status, 400, repr(reply))
        self.assertIn("panel must be a list of [x, y] tiles", reply.json["error"])

    def play_to_end(self, host, code, state):
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
