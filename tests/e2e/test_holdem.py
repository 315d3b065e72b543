"""Hold'em over real HTTP (shared/spec/holdem.md, docs/games/holdem.md): a
registered player against two house bots to the end of a short tournament,
the seat's view never holding an unshown card of another seat while a hand
runs, and a refused move that changes nothing."""
import json
import random
import time

from harness import ApiTestCase, Server, free_port, new_player, shared_server, wait_until

GAME = "holdem"
SHORT = {"starting_chips": 40, "big_blind": 10, "progression": "x2", "action_seconds": 15,
         "selection_seconds": 30, "break_seconds": 30}


def concrete(entry):
    """A concrete move from one of the engine's legal-action entries."""
    if "params" in entry:
        (field, spec), = entry["params"].items()
        return {"action": entry["action"], field: random.randint(spec["min"], spec["max"])}
    return dict(entry)


def table_of(state):
    """What the rules decide in a state: the table, the turn and the moves open."""
    keys = ("phase", "street", "hand", "board", "pot", "current_bet", "min_raise_to", "to_act")
    return ({key: state.get(key) for key in keys},
            [(p["stack"], p["bet"], p["committed"], p["folded"]) for p in state["players"]],
            state.get("legalActions"))


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

    def test_a_house_bot_is_on_auto_and_quiet_through_a_break(self):
        """Bots agree to every break and take no optional move (notes 60-63): the
        rules know them as bots, so the host never asks one to flip Continue or to
        reveal, and a break a human keeps open changes nothing by itself."""
        host = new_player(self.server, "hq")
        code, state = self.start(host, 1, SHORT)
        state = host.act(code, "move", {"action": "continue", "mode": "manual"})
        bot = 1 - state["your_seat"]
        for _ in range(500):
            if state.get("phase") == "break" or state["status"] == "finished":
                break
            if state["you"] and state["you"]["mustMove"]:
                moves = [m for m in state["legalActions"] if m["action"] != "continue"]
                reply = host.action(code, "move", concrete(random.choice(moves)))
                state = reply.json["state"] if reply.status == 200 else host.room_state(code)
                continue
            state = host.room_state(code, since=state["version"])
        if state["status"] == "finished":
            self.skipTest("the first hand ended the tournament")
        self.assertEqual(state["phase"], "break")
        entry = state["players"][bot]
        self.assertEqual((entry["continue"], entry["agreed"]), ("auto", True))
        shown = state["last_hand"]["seats"][bot]["shown"]
        time.sleep(1.0)  # the test server's bots answer within 20 ms
        later = host.room_state(code)
        self.assertEqual(later["phase"], "break")
        self.assertEqual(later["version"], state["version"], "nothing happens in a held break")
        self.assertEqual(later["players"][bot]["continue"], "auto")
        self.assertEqual(later["last_hand"]["seats"][bot]["shown"], shown)

    def test_a_point_voronoi_tournament_plays_to_the_end(self):
        host = new_player(self.server, "hz")
        code, state = self.start(host, 2, dict(SHORT, card_type="point_voronoi"))
        self.assertEqual(state["settings"]["card_type"], "point_voronoi")
        self.assertNotIn("max_sum", state["settings"])
        self.play_to_end(host, code, state)

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
        # The room's version also counts presence (a seat going on- or offline),
        # so the game's own fields are compared, not the version.
        self.assertEqual(table_of(host.room_state(code)), table_of(before))

    def test_every_read_of_one_version_shows_the_same_cards(self):
        # The page draws the pushed State; an agent reads the published one.
        # At one version both, and a spectator, must show every card alike:
        # a shown card to all of them, a hidden one to none but its owner.
        host = new_player(self.server, "hv")
        watcher = new_player(self.server, "hw")
        code, state = self.start(host, 2, dict(SHORT, submission="manual"))
        compared = 0
        for _ in range(3000):
            if state["status"] == "finished":
                break
            plain = host.room_state(code)
            seen = watcher.room_state(code)
            if plain["version"] == state["version"]:
                compared += 1
                me = state["your_seat"]
                self.assertEqual([p["cards"] for p in plain["players"]],
                                 [p["cards"] for p in state["players"]])
                self.assertEqual(plain.get("last_hand"), state.get("last_hand"))
                if seen["version"] == state["version"]:
                    for mine, theirs in zip(state["players"], seen["players"]):
                        if mine["seat"] != me:
                            self.assertEqual(mine["cards"], theirs["cards"])
            if state["status"] == "playing" and state["you"] and state["you"]["mustMove"]:
                reply = host.action(code, "move", concrete(random.choice(state["legalActions"])))
                state = reply.json["state"] if reply.status == 200 else host.room_state(code)
                continue
            state = host.room_state(code, since=state["version"])
        self.assertEqual(state["status"], "finished")
        self.assertGreater(compared, 0)


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


class HoldemEndingTest(ApiTestCase):
    """The final-results break (note 68) and abandonment (note 84), on servers
    of their own: a long break, and a short idle limit swept every second."""

    def play_to_the_end(self, host, code, state):
        for _ in range(3000):
            if state["status"] == "finished":
                return state
            if state["status"] == "playing" and state["you"] and state["you"]["mustMove"]:
                reply = host.action(code, "move", concrete(random.choice(state["legalActions"])))
                state = reply.json["state"] if reply.status == 200 else host.room_state(code)
                continue
            state = host.room_state(code, since=state["version"])
        self.fail("the tournament did not end")

    def test_the_final_results_break_waits_for_every_human(self):
        server = Server(FINAL_RESULTS_SECONDS=600).start()
        try:
            host = new_player(server, "hf")
            made = host.create_room(game=GAME, capacity=2, settings=dict(SHORT, starting_chips=20))
            code = made["code"]
            host.act(code, "add-bot")
            state = host.act(code, "start")
            self.assertIsNone(state["room"]["finalBreak"])
            early = host.action(code, "agree-results", {})
            self.assertEqual(early.status, 409, repr(early))
            state = self.play_to_the_end(host, code, state)
            me = state["your_seat"]
            brk = state["room"]["finalBreak"]
            self.assertEqual(brk["eligible"], [me])
            self.assertEqual(brk["agreed"], [])
            self.assertFalse(brk["everyoneAgreed"])
            self.assertGreater(brk["until"], state["serverTime"] + 590_000)
            outsider = new_player(server, "ho")
            refused = outsider.action(code, "agree-results", {})
            self.assertEqual(refused.status, 403, repr(refused))
            agreed = host.action(code, "agree-results", {})
            self.assertEqual(agreed.status, 200, repr(agreed))
            brk = agreed.json["state"]["room"]["finalBreak"]
            self.assertEqual(brk["agreed"], [me])
            self.assertTrue(brk["everyoneAgreed"])
            again = host.action(code, "agree-results", {})
            self.assertEqual(again.status, 409, repr(again))
            self.assertEqual(host.room_state(code)["version"], agreed.json["state"]["version"])
        finally:
            server.stop()
            server.cleanup()

    def test_the_final_results_break_keeps_its_end_across_a_kill(self):
        server = Server(port=free_port(), FINAL_RESULTS_SECONDS=600).start()
        try:
            host = new_player(server, "hk")
            made = host.create_room(game=GAME, capacity=2, settings=dict(SHORT, starting_chips=20))
            code = made["code"]
            host.act(code, "add-bot")
            state = self.play_to_the_end(host, code, dict(host.act(code, "start")))
            until = state["room"]["finalBreak"]["until"]
            before = state["serverTime"]
            self.assertGreater(until, before)
            # An acknowledged line after the end: every input before it is journaled.
            host.act(code, "chat", {"text": "before the kill"})
            server.kill()
            server.start()
            state = host.room_state(code)
            self.assertEqual(state["status"], "finished")
            brk = state["room"]["finalBreak"]
            self.assertEqual(brk["until"], until)  # neither extended nor cut
            self.assertGreaterEqual(state["serverTime"], before)
            self.assertLess(state["serverTime"], until)
            self.assertEqual(brk["agreed"], [])
            agreed = host.action(code, "agree-results", {})
            self.assertEqual(agreed.status, 200, repr(agreed))
            self.assertTrue(agreed.json["state"]["room"]["finalBreak"]["everyoneAgreed"])
        finally:
            server.stop()
            server.cleanup()

    def test_a_tournament_nobody_plays_is_abandoned_unrated(self):
        server = Server(ABANDON_SECONDS=5, UNJOINED_ROOM_SECONDS=4).start()
        try:
            host = new_player(server, "ha")
            made = host.create_room(game=GAME, capacity=2,
                                    settings=dict(SHORT, progression="fixed", action_seconds=60))
            code = made["code"]
            host.act(code, "add-bot")
            state = host.act(code, "start")
            for _ in range(100):
                if state["status"] == "finished":
                    break
                state = host.room_state(code, since=state["version"])
            self.assertEqual(state["status"], "finished")
            self.assertEqual(state["room"]["endedBy"], "abandoned")
            self.assertNotEqual(state["phase"], "over")  # the rules did not end it
            self.assertTrue(any("abandoned" in line["text"] for line in state["log"]))
            self.assertIsNone(state["room"]["ratings"])  # nothing rated, nothing stored
        finally:
            server.stop()
            server.cleanup()


class HoldemRevealAfterTheEndTest(ApiTestCase):
    """Reveal now in the final-results break (notes 68, 71): two registered
    players; whoever acts first resigns, so the other wins the only hand by
    folds with both cards unshown, and may show them while the break runs.
    The stored replay is saved again with the card, the ratings once."""

    def test_the_winner_reveals_in_the_final_results_break_and_not_after(self):
        server = Server(FINAL_RESULTS_SECONDS=6).start()
        try:
            ann, bob = new_player(server, "hv"), new_player(server, "hw")
            code = ann.create_room(game=GAME, capacity=2, settings=SHORT)["code"]
            bob.act(code, "join")
            bob.act(code, "ready", {"ready": True})
            state = ann.act(code, "start")
            first = state["to_act"]
            by_seat = {p["seat"]: p["name"] for p in state["players"]}
            quitter, winner = (ann, bob) if by_seat[first] == ann.name else (bob, ann)
            quitter.act(code, "resign")
            state = winner.room_state(code)
            self.assertEqual(state["status"], "finished")
            self.assertEqual(state["phase"], "over")
            seat = state["your_seat"]
            self.assertEqual(state["legalActions"], [{"action": "reveal_now", "card": 0},
                                                     {"action": "reveal_now", "card": 1}])
            self.assertFalse(state["you"]["mustMove"])
            hidden = [s for s in server.client().ok("GET", f"/api/rooms/{code}/state")
                      ["last_hand"]["seats"] if s["seat"] == seat][0]
            self.assertEqual(hidden["cards"], [None, None])
            mine = [s for s in state["last_hand"]["seats"] if s["seat"] == seat][0]["cards"]
            self.assertEqual(quitter.room_state(code)["legalActions"], [])
            ratings = wait_until(lambda: winner.room_state(code),
                                 lambda s: s["room"]["ratings"] is not None,
                                 what="the ratings")["room"]["ratings"]

            refused = quitter.action(code, "move", {"action": "reveal_now", "card": 0})
            self.assertEqual(refused.status, 409, repr(refused))
            shown = winner.act(code, "move", {"action": "reveal_now", "card": 1})
            self.assertEqual(shown["legalActions"], [{"action": "reveal_now", "card": 0}])
            spectator = server.client().ok("GET", f"/api/rooms/{code}/state")
            cards = [s for s in spectator["last_hand"]["seats"] if s["seat"] == seat][0]["cards"]
            self.assertEqual(cards, [None, mine[1]])
            self.assertEqual(spectator["room"]["ratings"], ratings)  # not settled again
            live = server.client().ok("GET", f"/api/replay/{code}")
            self.assertIn(mine[1], [s for s in live["final"]["last_hand"]["seats"]
                                    if s["seat"] == seat][0]["cards"])

            until = shown["room"]["finalBreak"]["until"]
            wait_until(lambda: winner.room_state(code), lambda s: s["serverTime"] >= until,
                       timeout=10, interval=0.25, what="the end of the final-results break")
            late = winner.action(code, "move", {"action": "reveal_now", "card": 0})
            self.assertEqual(late.status, 409, repr(late))
            self.assertIn("final-results break", late.json["error"])

            for player in (ann, bob):
                history = server.client().ok("GET", f"/api/players/{player.name}")["history"]
                self.assertEqual([row["match"] for row in history], [code])
            server.stop()
            stored = json.loads(server.stored_match(code, "summary"))  # the row itself
            cards = [s for s in stored["final"]["last_hand"]["seats"] if s["seat"] == seat][0]
            self.assertEqual(cards["cards"], [None, mine[1]])
            # After a restart the replay comes from the store, on either backend.
            server.start()
            stored = server.client().ok("GET", f"/api/replay/{code}")
            cards = [s for s in stored["final"]["last_hand"]["seats"] if s["seat"] == seat][0]
            self.assertEqual(cards["cards"], [None, mine[1]])
        finally:
            server.stop()
            server.cleanup()


class HoldemPrivateRecordTest(ApiTestCase):
    """Note 75: a finished tournament's seed and inputs stay on the server. Its
    replay, live and stored, has no record; outside the testing environment
    the store keeps an empty one and GET .../record is not offered."""

    def test_the_seed_and_inputs_never_leave_the_server(self):
        server = Server(port=free_port(), TESTING="0", FINAL_RESULTS_SECONDS=0).start()
        try:
            host = new_player(server, "hr")
            made = host.create_room(game=GAME, capacity=3, settings=dict(SHORT, starting_chips=20))
            code = made["code"]
            host.act(code, "add-bot")
            host.act(code, "add-bot")
            state = host.act(code, "start")
            state = HoldemEndingTest.play_to_the_end(self, host, code, state)
            for path in (f"/api/matches/{code}/replay", f"/api/replay/{code}"):
                replay = host.ok("GET", path)
                self.assertEqual(replay["status"], "finished")
                self.assertNotIn("record", replay)
                self.assertNotIn('"seed"', json.dumps(replay), path)
                self.assertNotIn('"inputs"', json.dumps(replay), path)
            refused = host.request("GET", f"/api/matches/{code}/record")
            self.assertEqual(refused.status, 404, repr(refused))
            self.assertIn("TESTING=1", refused.json["error"])
            server.stop()
            record = server.stored_match(code)
            self.assertEqual(json.loads(record)["inputs"], [])
            self.assertEqual(json.loads(record)["seed"], "0")
            server.start()
            stored = host.ok("GET", f"/api/replay/{code}")
            self.assertNotIn("record", stored)
        finally:
            server.stop()
            server.cleanup()

    def test_the_testing_environment_hands_the_record_to_the_checks(self):
        server = shared_server()
        host = new_player(server, "ht")
        made = host.create_room(game=GAME, capacity=2, settings=dict(SHORT, starting_chips=20))
        code = made["code"]
        host.act(code, "add-bot")
        early = host.request("GET", f"/api/matches/{code}/record")
        self.assertEqual(early.status, 409, repr(early))
        state = host.act(code, "start")
        HoldemEndingTest.play_to_the_end(self, host, code, state)
        self.assertNotIn("record", host.ok("GET", f"/api/matches/{code}/replay"))
        record = host.ok("GET", f"/api/matches/{code}/record")["record"]
        self.assertEqual(record["game"], GAME)
        self.assertGreater(len(record["inputs"]), 0)
