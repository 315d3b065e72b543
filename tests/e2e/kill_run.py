"""The kill -9 run shared by the crash test (one server, killed and started again on its
DATA_DIR) and the failover test (three servers behind nginx, one killed at a time): tables
of every registered game played by agents over the generic protocol, waiting rooms with
chat, rated rooms and guests. After every kill nothing the servers answered 200 for may be
lost: every acknowledged move is in the finished match's record, every room resumes and
finishes, chat lines and seats are still there, guests are still themselves, every rated
room is rated exactly once, and every replay re-runs exactly (gavel replay-check).

A test mixes in KillRun next to ApiTestCase and sets `url`, `client_class`,
`player_class` and `kill()`, then calls `run_kills(tables_per_game, kills)`."""
import http.client
import json
import os
import random
import subprocess
import sys
import threading
import time

from harness import GAVEL_BIN, REPO, unique_name

sys.path.insert(0, os.path.join(REPO, "bots"))
from generic_agent import choose  # noqa: E402  (the generic protocol's reading of legal_actions)

WORKERS = 24
WAITING_ROOMS = 10
RATED_ROOMS = 4
GUESTS = int(os.environ.get("GAVEL_CRASH_GUESTS", "5"))
# Some games run long at their defaults (Hold'em's thousand chips, The Right
# Price's five rounds with a 10-second break after each): these tables are set
# short, so a kill finds them at every stage rather than always mid-match.
SHORT_SETTINGS = {
    "holdem": {"starting_chips": 40, "big_blind": 10, "progression": "x2",
               "submission": "automatic"},
    "spendii": {"target": 6},
    "right_price": {"rounds": 2, "roundBreakSeconds": 5},
}


class Down(Exception):
    """The server did not answer (killed, or not up yet)."""


def call(client, method, path, body=None, timeout=10, token=None):
    try:
        return client.request(method, path, body=body, timeout=timeout, token=token)
    except (OSError, http.client.HTTPException) as error:
        raise Down(str(error)) from None


def until_up(fn, limit=120):
    """fn() again while the server is down; what it returns once it answers."""
    deadline = time.monotonic() + limit
    while True:
        try:
            return fn()
        except Down:
            if time.monotonic() > deadline:
                raise AssertionError("the server stayed down")
            time.sleep(0.05)


class Ledger:
    """What the servers acknowledged, written by many threads."""

    def __init__(self):
        self.lock = threading.Lock()
        self.tables = {}  # code -> {"seat", "token", "moves": [acknowledged move], "final"}
        self.failures = []

    def fail(self, text):
        with self.lock:
            self.failures.append(text)


class TableWorker(threading.Thread):
    """Plays its share of tables one after another, as a generic agent."""

    def __init__(self, client, games, ledger, seed):
        super().__init__(daemon=True)
        self.client = client
        self.games = games
        self.ledger = ledger
        self.rng = random.Random(seed)

    def run(self):
        try:
            for game in self.games:
                self.play(*self.seat_at(game))
        except Exception as error:  # reported by the test, not lost in a thread
            self.ledger.fail(f"{type(error).__name__}: {error}")

    def seat_at(self, game):
        """A new table of the game, the agent seated and the match started."""
        while True:
            seats = game["minSeats"]
            body = {"game": game["name"], "seats": seats,
                    "bots": min(seats - 1, game["room"]["maxBots"]),
                    "settings": SHORT_SETTINGS.get(game["name"], {})}
            try:
                made = call(self.client, "POST", "/api/matches", body)
                if made.status != 201:
                    raise AssertionError(f"create {body}: {made!r}")
                code = made.json["code"]
                joined = call(self.client, "POST", f"/api/matches/{code}/join",
                              {"name": "Crash agent", "kind": "agent"})
            except Down:
                time.sleep(0.05)
                continue  # unknown whether it was made: take another table
            if joined.status != 200:
                raise AssertionError(f"join {code}: {joined!r}")
            token, seat = joined.json["token"], joined.json["seat"]
            with self.ledger.lock:
                self.ledger.tables[code] = {"seat": seat, "token": token, "moves": [], "final": None}
            return code, token

    def play(self, code, token):
        since = 0
        while True:
            try:
                state = call(self.client, "GET", f"/api/matches/{code}/feed?since={since}&wait=1",
                             timeout=15, token=token)
            except Down:
                time.sleep(0.05)
                continue
            if state.status != 200:
                raise AssertionError(f"feed of {code}: {state!r}")
            feed = state.json
            since = feed["version"]
            if feed["status"] == "lobby":
                # The agent is the host of a table that waits: the rest are house bots.
                try:
                    call(self.client, "POST", f"/api/matches/{code}/start", {}, token=token)
                except Down:
                    pass
                continue
            if feed["status"] in ("finished", "closed"):
                with self.ledger.lock:
                    self.ledger.tables[code]["final"] = feed["status"]
                return
            turn = feed["your_turn"]
            if not turn or not turn["legal_actions"]:
                continue
            move = choose(self.rng.choice(turn["legal_actions"]), self.rng)
            # The turn makes a move asked again after a lost answer safe: once the first
            # landed, the second names a turn gone by and is refused (409).
            move["turn"] = turn["turn"]
            try:
                reply = self.client.request("POST", f"/api/matches/{code}/move", body=move,
                                            token=token, timeout=15)
            except (OSError, http.client.HTTPException):
                continue  # no answer: it may or may not have been applied, so it is not counted
            if reply.status == 200:
                move.pop("turn")
                with self.ledger.lock:
                    self.ledger.tables[code]["moves"].append(move)
            elif reply.status != 409:
                raise AssertionError(f"move {move} at {code}: {reply!r}")


class RatedPlayer(threading.Thread):
    """Plays one seat of a rated waiting room to its end over the room routes."""

    def __init__(self, player, code, ledger):
        super().__init__(daemon=True)
        self.player, self.code, self.ledger = player, code, ledger

    def run(self):
        try:
            version = None
            while True:
                path = f"/api/rooms/{self.code}/state" + (f"?wait=1&since={version}" if version else "")
                try:
                    state = call(self.player, "GET", path, timeout=15).json
                except Down:
                    time.sleep(0.05)
                    continue
                version = state["version"]
                if state["status"] == "finished":
                    return
                if state["status"] == "playing" and state["you"] and state["you"]["mustMove"]:
                    try:
                        call(self.player, "POST", f"/api/rooms/{self.code}/move",
                             random.choice(state["legalActions"]))
                    except Down:
                        pass
                    version = None
        except Exception as error:
            self.ledger.fail(f"rated {self.code}: {type(error).__name__}: {error}")


class KillRun:
    """The run and its checks; see the module's text for what a test provides."""

    url = None
    client_class = None
    player_class = None

    def kill(self):
        raise NotImplementedError

    def new_player(self, prefix):
        return self.player_class(self.url).signup(unique_name(prefix))

    # --- what is set up before the kills and checked after each ------------------

    def seated_room(self):
        """A waiting room of three: its host, a second player (ready) and a bot."""
        host, other = self.new_player("ch"), self.new_player("co")
        code = host.create_room(capacity=3)["code"]
        other.act(code, "join")
        other.act(code, "ready", {"ready": True})
        host.act(code, "add-bot")
        return code, host, other

    def make_waiting_rooms(self):
        rooms = []
        for _ in range(WAITING_ROOMS):
            code, host, guest = self.seated_room()
            said = [f"hello from {host.name}"]
            host.act(code, "chat", {"text": said[0]})
            rooms.append({"code": code, "host": host, "guest": guest, "said": said,
                          "names": [host.name, guest.name]})
        return rooms

    def check_waiting_rooms(self, rooms):
        for room in rooms:
            state = until_up(lambda: call(room["host"], "GET", f"/api/rooms/{room['code']}/state")).json
            self.assertEqual(state["status"], "lobby", room["code"])
            names = [p["name"] for p in state["players"]]
            self.assertEqual(names[:2], room["names"], room["code"])
            self.assertEqual(len(names), 3, "the bot is still seated")
            self.assertTrue(state["players"][1]["ready"], "the ready mark survived")
            lines = [line["text"] for line in state["room"]["chat"]]
            for text in room["said"]:
                self.assertIn(text, lines, f"an acknowledged chat line of {room['code']}")

    def make_guests(self):
        guests = []
        for _ in range(GUESTS):
            guest = self.player_class(self.url).as_guest()
            guests.append((guest, guest.me()))
        return guests

    def check_guests(self, guests):
        for guest, me in guests:
            now = until_up(lambda: call(guest, "GET", "/api/auth/me")).json["user"]
            self.assertEqual((now["name"], now.get("guest")), (me["name"], me.get("guest")))

    def make_rated_rooms(self):
        rooms = []
        for _ in range(RATED_ROOMS):
            code, first, second = self.seated_room()
            first.act(code, "start")
            rooms.append({"code": code, "players": [first, second]})
        return rooms

    def check_rated_rooms(self, rooms):
        anon = self.client_class(self.url)
        for room in rooms:
            code = room["code"]
            deadline = time.monotonic() + 60
            while True:
                state = until_up(lambda: call(anon, "GET", f"/api/rooms/{code}/state")).json
                if state["status"] == "finished" and state["room"]["ratings"] is not None:
                    break
                self.assertLess(time.monotonic(), deadline, f"room {code} was never rated")
                time.sleep(0.1)
            self.assertEqual(sorted(r["seat"] for r in state["room"]["ratings"]), [0, 1])
            for player in room["players"]:
                page = call(anon, "GET", f"/api/players/{player.name}").json
                rows = [row for row in page["history"] if row["match"] == code]
                self.assertEqual(len(rows), 1, f"{player.name} is rated once for {code}: {page}")

    # --- the run --------------------------------------------------------------------

    def run_kills(self, tables_per_game, kills, pause=(0.5, 3.0)):
        """Returns the figures: tables, games, moves, lost."""
        games = self.client_class(self.url).request("GET", "/api").json["games"]
        self.assertGreaterEqual(len(games), 5)
        ledger = Ledger()
        waiting = self.make_waiting_rooms()
        guests = self.make_guests()
        rated = self.make_rated_rooms()
        for room in rated:
            for player in room["players"]:
                RatedPlayer(player, room["code"], ledger).start()

        jobs = [game for game in games for _ in range(tables_per_game)]
        random.Random(7).shuffle(jobs)
        workers = [TableWorker(self.client_class(self.url), jobs[i::WORKERS], ledger, seed=i)
                   for i in range(WORKERS)]
        for worker in workers:
            worker.start()

        rng = random.Random()
        for kill in range(kills):
            time.sleep(rng.uniform(*pause))
            # One more acknowledged chat line, said just before the kill.
            room = rng.choice(waiting)
            text = f"line {kill} before the kill"
            until_up(lambda: room["host"].act(room["code"], "chat", {"text": text}))
            room["said"].append(text)
            self.kill()
            self.check_waiting_rooms(waiting)
            self.check_guests(guests)

        for worker in workers:
            worker.join(timeout=600)
            self.assertFalse(worker.is_alive(), "a table never finished")
        self.assertEqual(ledger.failures, [])
        self.check_rated_rooms(rated)
        self.check_waiting_rooms(waiting)

        # Every acknowledged move is in its match's record, in order; every replay re-runs.
        anon = self.client_class(self.url)
        moves = lost = 0
        for code, table in ledger.tables.items():
            self.assertEqual(table["final"], "finished", code)
            replay = call(anon, "GET", f"/api/matches/{code}/replay").json
            # Hold'em's public replay has no record (note 75): the test-only endpoint has it.
            replay["record"] = call(anon, "GET", f"/api/matches/{code}/record").json["record"]
            played = [entry["action"] for entry in replay["record"]["inputs"]
                      if entry.get("kind") == "action" and entry["seat"] == table["seat"]]
            remaining = iter(played)
            for move in table["moves"]:
                moves += 1
                if not any(action == move for action in remaining):
                    lost += 1
            check = subprocess.run([GAVEL_BIN, "replay-check", "-"], input=json.dumps(replay),
                                   capture_output=True, text=True)
            self.assertEqual(check.returncode, 0, f"{code}: {check.stderr}")
        self.assertEqual(lost, 0, f"{lost} of {moves} acknowledged moves were lost")
        return {"tables": len(ledger.tables), "games": len(games), "moves": moves, "lost": lost,
                "waiting": len(waiting), "rated": len(rated), "guests": len(guests)}
