"""Spendii over real HTTP (shared/spec/spendii.md, docs/games/spendii.md): a
registered player against a house bot, positions by betting, on the Short
test deck, to the end (unrated); two generic agents and a house bot through
the feed; no state the player receives shows the bot's hidden
held card, and bad moves are refused without a change."""
import json
import os
import random
import re
import subprocess
import sys
import time

from harness import ApiTestCase, Background, Player, Server, new_player, play_room, shared_server

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
        # The Short test deck is unrated (note 58): the room's ratings come
        # back an empty list, and the player's record has no Spendii game.
        deadline = time.time() + 10
        while state["room"]["ratings"] is None and time.time() < deadline:
            time.sleep(0.1)
            state = host.room_state(code)
        self.assertEqual(state["room"]["ratings"], [])
        profile = host.ok("GET", f"/api/players/{host.name}")
        self.assertNotIn(GAME, [r["game"] for r in profile["ratings"]])
        self.assertNotIn(code, [h["match"] for h in profile["history"]])

    def test_a_direct_exit_while_playing_forfeits_as_resign_does(self):
        # The rulebook: "A direct active Exit request has the same forfeit
        # result"; the seat stays in the roster, and a later Exit is
        # navigation only.
        host = new_player(self.server, "sx")
        code, state = self.start(host, bots=1, settings=SHORT)
        me = state["you"]["seat"]
        state = host.act(code, "exit")
        self.assertTrue(state["you"]["resigned"])
        self.assertTrue(state["players"][me]["forfeited"])
        self.assertEqual(len(state["players"]), 2)
        self.assertError(host.action(code, "exit"), 409, "resigned")
        self.assertError(host.action(code, "resign"), 409, "already resigned")
        final = play_room(host, code)
        self.assertEqual(final["status"], "finished")
        self.assertTrue(final["players"][me]["forfeited"])

    def test_two_generic_agents_and_a_bot_play_a_betting_game_through_the_feed(self):
        # An agent table of three: two agents that know no rules (bots/generic_agent.py,
        # the feed's legal actions only) and a house bot; it starts when the second joins.
        client = self.server.client()
        made = client.create(game=GAME, seats=3, bots=1, settings=SHORT)
        code = made["code"]
        agent = os.path.join(os.path.dirname(__file__), "..", "..", "bots", "generic_agent.py")
        runs = [subprocess.Popen([sys.executable, agent, "--server", self.server.url, "--join", code,
                                  "--name", f"Agent{i}", "--seed", str(i)],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                for i in (1, 2)]
        summaries = []
        for run in runs:
            out, err = run.communicate(timeout=240)
            self.assertEqual(run.returncode, 0, out + err)
            summaries.append(json.loads(out.strip().splitlines()[-1]))
        for summary in summaries:
            self.assertEqual(summary["status"], "finished")
            self.assertGreater(summary["moves"], 0)  # its bids, its selection, its turns
        replay = client.ok("GET", f"/api/matches/{code}/replay")
        self.assertEqual(replay["status"], "finished")
        final = client.state(code)
        self.assertEqual(sorted(p["kind"] for p in final["players"]), ["agent", "agent", "bot"])
        self.assertTrue(all(p["position"] for p in final["players"]), "a seat without a position")
        self.assertEqual(len(final["result"]["standings"]), 3)

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


def start_advice_game(server, name):
    """A new player's short game against a bot with Move advice on, started:
    the player, the room's code and its first state."""
    host = new_player(server, name)
    made = host.create_room(game=GAME, capacity=2,
                            settings={"deck": "short", "target": 6, "moveAdvice": True})
    code = made["code"]
    host.act(code, "add-bot")
    return host, code, host.act(code, "start")


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
        host, code, state = start_advice_game(self.server, "ma")
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
            if first.json["advice"] is None:  # the bidding: advice covers play turns only
                self.assertIsNone(first.json["past"])
                state = host.action(code, "move", state["legalActions"][0]).json["state"]
                continue
            reply = host.action(code, "move", first.json["advice"])
            self.assertEqual(reply.status, 200, f"the advice {first.json['advice']} was refused: {reply!r}")
            state = reply.json["state"]
            checked += 1
        self.assertGreater(checked, 0)

    def test_my_last_turn_stage_by_stage_live_and_in_playback(self):
        # Playing the advice at every stage, the look back at a finished turn
        # must list exactly those moves, each with the advice it had live.
        host, code, state = start_advice_game(self.server, "mf")
        turn, looked = [], 0
        while state["status"] == "playing":
            state = self.play_until_my_turn(host, code, state)
            if state["status"] != "playing":
                break
            live = self.advice(host, code).json
            if live["advice"] is None:  # bidding or selection: no advice there
                self.assertIsNone(live["past"])
                reply = host.action(code, "move", state["legalActions"][0])
                state = reply.json["state"]
                continue
            reply = host.action(code, "move", live["advice"])
            self.assertEqual(reply.status, 200, repr(reply))
            turn.append(live["advice"])
            state = reply.json["state"]
            if state["status"] == "playing" and not state["you"]["mustMove"]:
                past = self.advice(host, code).json
                if past["advice"] is None:  # still the bot's turn
                    self.assertEqual([s["played"] for s in past["past"]], turn)
                    self.assertEqual([s["advice"] for s in past["past"]], turn)
                    self.assertEqual(past["past"][0]["stage"], "main")
                    looked += 1
                turn = []
            elif state["status"] != "playing":
                turn = []
        self.assertGreater(looked, 0)
        state = host.room_state(code)
        self.assertEqual(state["status"], "finished")
        steps = len(host.request("GET", f"/api/rooms/{code}/replay").json["record"]["inputs"])
        at_end = host.request("GET", f"/api/rooms/{code}/advice?step={steps}")
        self.assertEqual(at_end.status, 200, repr(at_end))
        self.assertEqual(at_end.json["step"], steps)
        self.assertIsNotNone(at_end.json["past"])
        at_start = host.request("GET", f"/api/rooms/{code}/advice?step=0").json
        self.assertIsNone(at_start["past"], "no turn of mine is complete before the first input")
        self.assertEqual(host.request("GET", f"/api/rooms/{code}/advice?step={steps + 1}").status, 400)
        stranger = new_player(self.server, "mg")
        self.assertEqual(stranger.request("GET", f"/api/rooms/{code}/advice?step=0").status, 403)

    def test_the_no_play_participant_gets_no_advice(self):
        host = new_player(self.server, "mh")
        made = host.create_room(game=GAME, capacity=3, settings={
            "deck": "short", "target": 6, "moveAdvice": True, "noPlay": True, "positions": "betting"})
        code = made["code"]
        host.act(code, "add-bot")
        host.act(code, "add-bot")
        state = host.act(code, "start")
        # The lowest NO PLAY bid ranks first in that column (the bots bid 0).
        state = host.action(code, "move", {"action": "bid", "bids": [1, 1, -2]}).json["state"]
        while state["phase"] != "play":
            if state["you"]["mustMove"]:
                state = host.action(code, "move", {"action": "select", "position": "NO PLAY"}).json["state"]
            else:
                state = host.room_state(code, since=state["version"])
        me = next(p for p in state["players"] if p["seat"] == state["you"]["seat"])
        self.assertTrue(me["noPlay"])
        reply = self.advice(host, code)
        self.assertEqual(reply.status, 403, repr(reply))
        self.assertIn("active position", reply.json["error"])

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


class StoredAdviceTest(ApiTestCase):
    """Move advice's look back once a finished match has left memory
    (FINISHED_ROOM_SECONDS): answered from the stored replay, the same as it
    was while the room was in memory, and still only to the seat's player."""

    @classmethod
    def setUpClass(cls):
        cls.server = Server(FINISHED_ROOM_SECONDS=1).start()

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def test_the_look_back_comes_from_the_store_unchanged(self):
        host, code, state = start_advice_game(self.server, "sa")
        while state["status"] == "playing":
            if not state["you"]["mustMove"]:
                state = host.room_state(code, since=state["version"])
                continue
            advice = host.request("GET", f"/api/rooms/{code}/advice").json["advice"]
            move = advice if advice is not None else state["legalActions"][0]
            reply = host.action(code, "move", move)
            self.assertEqual(reply.status, 200, repr(reply))
            state = reply.json["state"]
        self.assertEqual(state["status"], "finished")
        steps = len(host.request("GET", f"/api/rooms/{code}/replay").json["record"]["inputs"])
        probes = sorted({0, steps // 3, steps // 2, steps - 1, steps})
        in_memory = {}
        for step in probes:
            reply = host.request("GET", f"/api/rooms/{code}/advice?step={step}")
            self.assertEqual(reply.status, 200, repr(reply))
            in_memory[step] = reply.json
        self.assertTrue(any(answer["past"] for answer in in_memory.values()),
                        "some probe must look back at a turn of mine")
        # The room leaves memory within a few sweeps; its state is then gone.
        deadline = time.time() + 30
        while host.request("GET", f"/api/rooms/{code}/state").status != 404:
            self.assertLess(time.time(), deadline, "the finished room never left memory")
            time.sleep(0.25)
        for step in probes:
            reply = host.request("GET", f"/api/rooms/{code}/advice?step={step}")
            self.assertEqual(reply.status, 200, f"step {step} from the store: {reply!r}")
            self.assertEqual(reply.json, in_memory[step], f"step {step} differs from the store")
        self.assertEqual(host.request("GET", f"/api/rooms/{code}/advice?step={steps + 1}").status, 400)
        stranger = new_player(self.server, "sb")
        self.assertEqual(stranger.request("GET", f"/api/rooms/{code}/advice?step=0").status, 403)
        self.assertEqual(host.request("GET", "/api/rooms/nosuch/advice?step=0").status, 404)


class HiddenIdentitiesTest(ApiTestCase):
    """Hide identities, Players and bots: from Start Game to the end, no route shows
    anyone's name but one's own (state, feed, lobby, live replay, log, chat); the
    final table names everyone."""

    @classmethod
    def setUpClass(cls):
        cls.server = shared_server()

    def raw(self, client, path):
        reply = client.request("GET", path)
        self.assertEqual(reply.status, 200, repr(reply))
        return reply.body.decode()

    def assertShowsOnly(self, text, shown, hidden, where):
        # The waiting room showed who joined (note 67): its log lines stay.
        text = re.sub(r'"[^"]* joined"', '"(joined)"', text)
        for name in shown:
            self.assertIn(name, text, f"{where}: own name missing")
        for name in hidden:
            self.assertNotIn(name, text, f"{where} names {name}")

    def test_no_route_names_a_hidden_participant_before_the_end(self):
        host, guest = new_player(self.server, "hh"), new_player(self.server, "hg")
        anon = Player(self.server.url)
        settings = dict(SHORT, hideIdentities="playersAndBots")
        code = host.create_room(game=GAME, capacity=3, settings=settings)["code"]
        guest.act(code, "join")
        guest.act(code, "ready", {"ready": True})
        waiting = host.act(code, "add-bot")
        bot = next(p["name"] for p in waiting["players"] if p["bot"])
        names = {host.name, guest.name, bot}
        state = host.act(code, "start")
        self.assertEqual(state["phase"], "bidding")
        guest.act(code, "chat", {"text": "good luck"})
        self.assertError(anon.request("GET", f"/api/rooms/{code}/replay/0"), 409, "once the match")

        def check(phase):
            base = f"/api/rooms/{code}"
            for client, own in ((host, host.name), (guest, guest.name), (anon, None)):
                shown = [own] if own else []
                hidden = names - set(shown)
                for path in (f"{base}/state", f"{base}/feed?since=0"):
                    self.assertShowsOnly(self.raw(client, path), shown, hidden, f"{phase} {path}")
            self.assertShowsOnly(self.raw(anon, f"{base}/replay"), [], names, f"{phase} replay")
            self.assertShowsOnly(self.raw(anon, f"/api/rooms?game={GAME}"), [], names,
                                 f"{phase} lobby")
            seen = host.room_state(code)
            for player in seen["players"]:
                if player["seat"] == seen["you"]["seat"]:
                    self.assertEqual(player["name"], host.name)
                    continue
                self.assertTrue(player["hidden"])
                self.assertFalse(player["bot"])
                self.assertEqual(player["kind"], "hidden")
                self.assertNotIn("elo", player)
            return seen

        seen = check("bidding")
        self.assertEqual({p["name"] for p in seen["players"] if p.get("hidden")}, {"Hidden player"})
        self.assertEqual([line["name"] for line in seen["room"]["chat"]], ["Hidden player"])
        # Bid and select until play begins, then look again: positions are labels now.
        state = host.room_state(code)
        for _ in range(100):
            if state["status"] != "playing" or state["phase"] == "play":
                break
            for client in (host, guest):
                now = client.room_state(code)
                if now["status"] == "playing" and now["phase"] != "play" and now["you"]["mustMove"]:
                    client.action(code, "move", random.choice(now["legalActions"]))
            state = host.room_state(code, since=state["version"])
        seen = host.room_state(code)
        self.assertEqual(seen["phase"], "play", "the positions were not settled")
        if seen["status"] == "playing":
            seen = check("play")
            labels = {p["name"] for p in seen["players"] if p.get("hidden")}
            self.assertTrue(all(l.startswith("Player ") or l == "NO PLAY player" for l in labels),
                            labels)
            log = " ".join(seen["log"]) if all(isinstance(l, str) for l in seen["log"]) else str(
                seen["log"])
            self.assertTrue(any(l in log for l in labels) or not labels, log)
        played = [Background(lambda p=p: play_room(p, code)) for p in (host, guest)]
        final = [thread.finish(120) for thread in played]
        # The finished match steps through its record, as a spectator saw it.
        steps = anon.ok("GET", f"/api/rooms/{code}/replay/0")
        self.assertEqual(steps["step"], 0)
        self.assertEqual(steps["state"]["phase"], "bidding")
        last = anon.ok("GET", f"/api/rooms/{code}/replay/{steps['steps']}")
        self.assertEqual(last["state"]["phase"], "over")
        self.assertEqual(last["state"]["result"], final[0]["result"])
        self.assertError(anon.request("GET", f"/api/rooms/{code}/replay/{steps['steps'] + 1}"), 400,
                         "step must be")
        self.assertError(anon.request("GET", f"/api/rooms/{code}/replay/x"), 400)
        self.assertEqual({p["name"] for p in final[0]["players"]}, names, "named at the end")
        self.assertTrue(all(not p.get("hidden") for p in final[1]["players"]))


class ShortDeckGateTest(ApiTestCase):
    """The Short test deck only in the testing environment (TESTING=1): elsewhere a
    room asking for it is refused with a clear message and nothing is made."""

    def test_outside_testing_the_short_deck_is_refused(self):
        server = Server(TESTING="0").start()
        try:
            host = new_player(server, "sd")
            self.assertFalse(host.ok("GET", "/api")["testing"])
            reply = host.request("POST", "/api/rooms", {"game": GAME, "capacity": 2,
                                                        "settings": {"deck": "short"}})
            self.assertError(reply, 400, "Short test deck is offered only in the testing")
            reply = host.request("POST", "/api/matches", {"game": GAME, "seats": 2,
                                                          "settings": {"deck": "short"}})
            self.assertError(reply, 400, "testing environment")
            self.assertEqual(host.ok("GET", f"/api/rooms?game={GAME}")["rooms"], [])
            host.create_room(game=GAME, capacity=2, settings={"deck": "standard"})
        finally:
            server.stop()
            server.cleanup()

    def test_the_testing_environment_says_so(self):
        self.assertTrue(Player(shared_server().url).ok("GET", "/api")["testing"])
