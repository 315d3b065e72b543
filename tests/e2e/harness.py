"""End-to-end harness: runs the real gavel binary and talks to it over HTTP.

Nothing is built here. The binary comes from $GAVEL_BIN (default: build/gavel
in the repository). Each Server gets a free port (PORT=0) and a temporary
DATA_DIR, and can be stopped (SIGTERM) and started again on the same DATA_DIR.
"""
import http.client
import itertools
import json
import os
import queue
import random
import re
import secrets
import shutil
import signal
import subprocess
import tempfile
import threading
import time
import unittest
import urllib.parse

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
GAVEL_BIN = os.environ.get("GAVEL_BIN", os.path.join(REPO, "build", "gavel"))
# The same server over a catalog with the toy third game (tests/toy_game/).
TOY_BIN = os.environ.get("GAVEL_TOY_BIN",
                         os.path.join(os.path.dirname(GAVEL_BIN), "gavel_toy_server"))

# Fast defaults for the suite: house bots think 0-20 ms, long-polls hold 2 s.
# The rate limit and the rooms per address are raised so the suite (every
# request from 127.0.0.1) never trips them by accident; the tests of those
# limits start their own servers (test_errors.RateLimitTest, test_limits).
DEFAULT_ENV = {
    "BOT_DELAY_MS": "0-20",
    "LONG_POLL_SECONDS": "2",
    "RATE_LIMIT": "1000",
    "ROOMS_PER_ADDRESS": "100000",
    "HOST": "127.0.0.1",
    "TESTING": "1",  # test-only settings (Spendii's Short test deck) are offered
}
LONG_POLL_SECONDS = 2

PRIZES = [-4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9]
ALL_CHIPS = list(range(1, 14))


# GAVEL_E2E_DATABASE_URL (scripts/with-postgres.sh's server, see
# scripts/test.sh): every Server keeps its stores in PostgreSQL, in a schema
# per DATA_DIR (so a restart on the same DATA_DIR finds its data), instead
# of SQLite under DATA_DIR.
E2E_DATABASE_URL = os.environ.get("GAVEL_E2E_DATABASE_URL", "")
_schemas = itertools.count(1)
_schema_urls = {}  # DATA_DIR -> its schema's URL


def schema_url_for(data_dir, base):
    """The URL of DATA_DIR's own schema in the database at `base`, made on first use."""
    if data_dir not in _schema_urls:
        _schema_urls[data_dir] = fresh_schema_url(base)
    return _schema_urls[data_dir]


def fresh_schema_url(base):
    """A new, empty schema in the database at `base`, as a URL whose sessions use it."""
    schema = f"e2e_{os.getpid()}_{next(_schemas)}"
    subprocess.run(["psql", "-q", "-v", "ON_ERROR_STOP=1", base, "-c", f"CREATE SCHEMA {schema}"],
                   check=True, capture_output=True, timeout=30)
    separator = "&" if "?" in base else "?"
    return f"{base}{separator}options=-csearch_path%3D{schema}"


class Server:
    """One gavel process (binary: GAVEL_BIN unless given). start() waits for its "listening" line.

    preexec: run in the child before the server starts (e.g. to lower its resource limits).
    """

    def __init__(self, data_dir=None, binary=None, port=0, preexec=None, **env):
        self.binary = binary or GAVEL_BIN
        self.fixed_port = port  # 0: a free one each start; else the same across restarts
        self.preexec = preexec
        self.env = dict(DEFAULT_ENV)
        self.env.update({k: str(v) for k, v in env.items()})
        self.own_data_dir = data_dir is None
        self.data_dir = data_dir or tempfile.mkdtemp(prefix="gavel-e2e-")
        if E2E_DATABASE_URL and "DATABASE_URL" not in self.env:
            self.env["DATABASE_URL"] = schema_url_for(self.data_dir, E2E_DATABASE_URL)
        self.process = None
        self.url = None
        self.port = None
        self.stderr_path = os.path.join(self.data_dir, "server-stderr.log")

    def start(self, timeout=20):
        if not os.access(self.binary, os.X_OK):
            raise RuntimeError(f"no server binary at {self.binary} (set GAVEL_BIN or build it)")
        env = dict(os.environ)
        env.update(self.env)
        env["PORT"] = str(self.fixed_port)
        env["DATA_DIR"] = self.data_dir
        stderr = open(self.stderr_path, "ab")
        self.process = subprocess.Popen([self.binary, "serve"], env=env, stdout=subprocess.PIPE,
                                        stderr=stderr, stdin=subprocess.DEVNULL,
                                        preexec_fn=self.preexec)
        stderr.close()
        lines = queue.Queue()

        def pump():  # keeps reading stdout so the server never blocks on a full pipe
            for raw in self.process.stdout:
                lines.put(raw.decode(errors="replace"))
            lines.put(None)

        threading.Thread(target=pump, daemon=True).start()
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                self.kill()
                raise RuntimeError("the server did not say it was listening in time")
            if line is None:
                code = self.process.wait()
                raise RuntimeError(f"the server exited with {code} before listening: "
                                   f"{self.stderr_text()}")
            match = re.search(r"listening on http://[^:/]+:(\d+)/", line)
            if match:
                self.port = int(match.group(1))
                self.url = f"http://127.0.0.1:{self.port}"
                return self

    def stop(self, timeout=20):
        """SIGTERM and wait: the graceful path. Returns the exit code."""
        if not self.process or self.process.poll() is not None:
            return self.process.returncode if self.process else None
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise RuntimeError("the server did not stop within %ss of SIGTERM" % timeout)

    def kill(self):
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def restart(self):
        self.stop()
        return self.start()

    def cleanup(self):
        self.kill()
        if self.own_data_dir:
            shutil.rmtree(self.data_dir, ignore_errors=True)

    def stderr_text(self):
        try:
            with open(self.stderr_path, errors="replace") as f:
                return f.read()
        except OSError:
            return ""

    def client(self):
        return Client(self.url)

    def admin(self, *args):
        """Runs `gavel admin ARGS` on this server's DATA_DIR: (exit code, stdout, stderr)."""
        env = dict(os.environ)
        env["DATA_DIR"] = self.data_dir
        if "DATABASE_URL" in self.env:
            env["DATABASE_URL"] = self.env["DATABASE_URL"]
        done = subprocess.run([self.binary, "admin", *args], env=env, capture_output=True,
                              text=True, timeout=30)
        return done.returncode, done.stdout, done.stderr

    def stored_match(self, code, column="record"):
        """A column of the row the server stored for a finished match (SQLite or PostgreSQL)."""
        assert column in ("record", "summary")
        if "DATABASE_URL" in self.env:
            done = subprocess.run(["psql", "-At", self.env["DATABASE_URL"], "-c",
                                   f"SELECT {column} FROM matches WHERE code = '{code}'"],
                                  check=True, capture_output=True, text=True, timeout=30)
            return done.stdout.strip()
        import sqlite3
        with sqlite3.connect(os.path.join(self.data_dir, "gavel.db")) as db:
            (value,), = db.execute(f"SELECT {column} FROM matches WHERE code = ?", (code,))
        return value

    def log_events(self, event=None):
        """The server's structured log lines (one JSON object each on stderr), optionally one event's."""
        events = []
        for line in self.stderr_text().splitlines():
            try:
                entry = json.loads(line)
            except ValueError:
                continue
            if isinstance(entry, dict) and "event" in entry and (event is None or entry["event"] == event):
                events.append(entry)
        return events


_shared = None
_shared_lock = threading.Lock()


def read_raw_response(sock):
    """The status, headers and body of one HTTP response read from a raw socket."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            raise AssertionError(f"the connection closed without an answer (got {data!r})")
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.decode(errors="replace").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    length = int(headers.get("content-length", "0"))
    while len(rest) < length:
        chunk = sock.recv(65536)
        if not chunk:
            break
        rest += chunk
    return status, headers, rest[:length].decode(errors="replace")


def free_port():
    """A port nobody listens on now, for a server that must keep its address across restarts."""
    import socket
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


# GAVEL_E2E_CLUSTER=1 (with GAVEL_E2E_DATABASE_URL): the shared server is three servers
# behind nginx (tests/e2e/cluster.py), so every test that uses it runs through the proxy.
E2E_CLUSTER = os.environ.get("GAVEL_E2E_CLUSTER", "") == "1"
LOBBY_PATHS = ("/api/matches", "/api/rooms", "/api/invitations")
LOBBY_SETTLES = 0.4
SETTLING_PORTS = set()  # the proxies of clusters (tests/e2e/cluster.py)


def shared_server():
    """One server for the tests that do not need their own; stopped by stop_shared_server()."""
    global _shared
    with _shared_lock:
        if _shared is None:
            if E2E_CLUSTER:
                from cluster import ClusterAsServer
                _shared = ClusterAsServer(E2E_DATABASE_URL).start()
            else:
                _shared = Server().start()
        return _shared


def stop_shared_server():
    global _shared
    with _shared_lock:
        if _shared is not None:
            try:
                _shared.stop()
            finally:
                _shared.cleanup()
                _shared = None


class Reply:
    def __init__(self, status, headers, body, elapsed):
        self.status = status
        self.headers = headers  # lower-cased names
        self.body = body
        self.elapsed = elapsed
        self._json = None

    @property
    def json(self):
        if self._json is None:
            self._json = json.loads(self.body.decode())
        return self._json

    def __repr__(self):
        return f"<Reply {self.status} {self.body[:300]!r}>"


class Client:
    """Plain HTTP/1.1 over http.client, one connection per request."""

    def __init__(self, url):
        parsed = urllib.parse.urlsplit(url)
        self.host, self.port = parsed.hostname, parsed.port

    def request(self, method, path, body=None, token=None, raw=None, headers=None, timeout=30):
        """body: JSON-encoded; raw: sent as is (bytes or str); token: as Bearer."""
        send_headers = {}
        data = None
        if raw is not None:
            data = raw.encode() if isinstance(raw, str) else raw
            send_headers["Content-Type"] = "application/json"
        elif body is not None:
            data = json.dumps(body).encode()
            send_headers["Content-Type"] = "application/json"
        token = token or self.default_token()
        if token:
            send_headers["Authorization"] = "Bearer " + token
        send_headers.update(self.identity_headers())
        send_headers.update(headers or {})
        if self.port in SETTLING_PORTS and method == "GET" and path.split("?")[0] in LOBBY_PATHS:
            # Through several servers the lobby is one within a quarter of a second
            # (docs/deploy.md, "Lobby across servers"): let a change made just now arrive.
            time.sleep(LOBBY_SETTLES)
        connection = http.client.HTTPConnection(self.host, self.port, timeout=timeout,
                                                source_address=self.source_address())
        started = time.monotonic()
        try:
            connection.request(method, path, body=data, headers=send_headers)
            response = connection.getresponse()
            content = response.read()
            elapsed = time.monotonic() - started
            self.received(response.getheaders())
            names = {k.lower(): v for k, v in response.getheaders()}
            return Reply(response.status, names, content, elapsed)
        finally:
            connection.close()

    # Hooks for clients that carry an identity (Player): none by default.
    def default_token(self):
        return None

    def identity_headers(self):
        return {}

    def source_address(self):
        return None

    def received(self, headers):
        pass

    # --- the API, returning parsed JSON and asserting success -----------------

    def ok(self, method, path, body=None, token=None, expect=200, **kw):
        reply = self.request(method, path, body=body, token=token, **kw)
        if reply.status != expect:
            raise AssertionError(f"{method} {path} {body!r}: expected {expect}, got {reply!r}")
        return reply.json

    def create(self, expect=201, **options):
        return self.ok("POST", "/api/matches", options, expect=expect)

    def join(self, code, name="Agent", kind="agent"):
        return self.ok("POST", f"/api/matches/{code}/join", {"name": name, "kind": kind})

    def start_match(self, code, token):
        return self.ok("POST", f"/api/matches/{code}/start", {}, token=token)

    def state(self, code, token=None, since=None, timeout=30):
        path = f"/api/matches/{code}/state"
        if since is not None:
            path += f"?wait=1&since={since}"
        return self.ok("GET", path, token=token, timeout=timeout)

    def move(self, code, token, chip):
        return self.ok("POST", f"/api/matches/{code}/move", {"chip": chip}, token=token)

    def try_move(self, code, token, chip):
        return self.request("POST", f"/api/matches/{code}/move", {"chip": chip}, token=token)


def random_chooser(state):
    return random.choice(state["you"]["chips"])


def play_to_end(client, code, token, choose=random_chooser, limit_seconds=90):
    """The rulebook loop for one seat: move when asked, else long-poll. Returns the final state."""
    state = client.state(code, token)
    deadline = time.monotonic() + limit_seconds
    while state["status"] != "finished":
        if time.monotonic() > deadline:
            raise AssertionError(f"match {code} did not finish in {limit_seconds}s")
        if state["you"]["mustMove"]:
            reply = client.try_move(code, token, choose(state))
            if reply.status == 200:
                state = reply.json["state"]
                continue
            if reply.status != 409:
                raise AssertionError(f"move refused: {reply!r}")
            state = client.state(code, token)
            continue
        state = client.state(code, token, since=state["version"])
    return state


class AgentThread(threading.Thread):
    """Plays one seat to the end in the background; .result or .error afterwards."""

    def __init__(self, client, code, token, choose=random_chooser):
        super().__init__(daemon=True)
        self.client, self.code, self.token, self.choose = client, code, token, choose
        self.result = None
        self.error = None

    def run(self):
        try:
            self.result = play_to_end(self.client, self.code, self.token, self.choose)
        except BaseException as e:  # reported by the test thread
            self.error = e

    def finish(self, timeout=90):
        self.join(timeout)
        if self.is_alive():
            raise AssertionError("an agent thread did not finish")
        if self.error:
            raise self.error
        return self.result


class ApiTestCase(unittest.TestCase):
    """Assertions shared by the suites."""

    def assertError(self, reply, status, contains=None):
        """An API error: the status, JSON content, exactly {"error": "<non-empty text>"}."""
        self.assertEqual(reply.status, status, f"expected {status}, got {reply!r}")
        self.assertTrue(reply.headers.get("content-type", "").startswith("application/json"),
                        f"error without a JSON content type: {reply.headers}")
        body = reply.json
        self.assertIsInstance(body, dict, reply)
        self.assertEqual(set(body), {"error"}, f"error body has other fields: {body}")
        self.assertIsInstance(body["error"], str)
        self.assertTrue(body["error"].strip(), "empty error message")
        if contains:
            self.assertIn(contains.lower(), body["error"].lower(), body)
        return body["error"]


# --- an independent model of the rules, for checking histories and replays -----

class OwnServerTestCase(ApiTestCase):
    """A suite with a server of its own, started once for the class: SERVER_ENV sets its
    environment, SERVER_BINARY its binary (GAVEL_BIN by default)."""
    SERVER_ENV = {}
    SERVER_BINARY = None

    @classmethod
    def setUpClass(cls):
        cls.server = Server(binary=cls.SERVER_BINARY, **cls.SERVER_ENV).start()

    @classmethod
    def tearDownClass(cls):
        try:
            cls.server.stop()
        finally:
            cls.server.cleanup()


class AdminServerTestCase(ApiTestCase):
    """A suite with its own server whose administrator is a fresh account (made one by
    `gavel admin grant`), signed in as self.admin."""

    @classmethod
    def setUpClass(cls):
        cls.admin_name = unique_name("boss")
        cls.server = Server().start()
        Player(cls.server.url).signup(cls.admin_name)
        code, _, err = cls.server.admin("grant", cls.admin_name)
        if code != 0:
            raise RuntimeError(f"gavel admin grant failed: {err}")
        # A new session: the first one's identity may be cached from before the grant.
        cls.admin = Player(cls.server.url).login(cls.admin_name)

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()
        cls.server.cleanup()


def resolve(pot_cards, bids):
    """One round by the rulebook: returns (clashed list, winner seat or None)."""
    value = sum(pot_cards)
    clashed = [bids.count(b) > 1 for b in bids]
    survivors = [seat for seat, c in enumerate(clashed) if not c]
    if not survivors:
        return clashed, None
    if value >= 0:  # "negative goes low, everything else goes high" (docs/games/bidlock.md)
        return clashed, max(survivors, key=lambda s: bids[s])
    return clashed, min(survivors, key=lambda s: bids[s])


def simulate(deck, bids_by_round, seats):
    """Plays 13 rounds from the deck order and each round's bids. Returns rounds and players."""
    scores = [0] * seats
    negatives = [0] * seats
    won = [[] for _ in range(seats)]
    pot = []
    rounds = []
    for index, bids in enumerate(bids_by_round):
        pot = pot + [deck[index]]
        clashed, winner = resolve(pot, bids)
        record = {"round": index + 1, "pot": list(pot), "value": sum(pot), "bids": list(bids),
                  "clashed": clashed, "winner": winner, "carried": winner is None,
                  "discarded": winner is None and index == len(bids_by_round) - 1}
        rounds.append(record)
        if winner is not None:
            scores[winner] += sum(pot)
            negatives[winner] += sum(1 for card in pot if card < 0)
            won[winner].extend(pot)
            pot = []
    return rounds, {"scores": scores, "negatives": negatives, "won": won}


def expected_standings(scores, negatives):
    """[(seat, place)]: more score first, then fewer negatives; full ties share the place."""
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], negatives[s], s))
    out = []
    for i, seat in enumerate(order):
        prev = order[i - 1] if i else None
        tied = prev is not None and (scores[prev], negatives[prev]) == (scores[seat], negatives[seat])
        out.append((seat, out[-1][1] if tied else i + 1))
    return out


# --- people: registered players, guests and agents with cookies or gva_ tokens --

PASSWORD = "correct horse 9"


def unique_name(prefix):
    """A fresh account name (3-20 characters, starting with a letter)."""
    return prefix[:10] + secrets.token_hex(4)


class Player(Client):
    """A client that keeps its cookies like a browser (gavel_session, gavel_guest) and
    optionally sends an agent token (Bearer gva_...) with every request.

    source: a local address to connect from (any 127.x.y.z), so that tests of limits per
    address can use an address of their own.
    """

    def __init__(self, url, bearer=None, source=None):
        super().__init__(url)
        self.cookies = {}
        self.bearer = bearer
        self.source = source
        self.name = None

    def default_token(self):
        return self.bearer

    def identity_headers(self):
        if not self.cookies:
            return {}
        return {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}

    def source_address(self):
        return (self.source, 0) if self.source else None

    def received(self, headers):
        for name, value in headers:
            if name.lower() == "set-cookie":
                self._keep_cookie(value)

    def _keep_cookie(self, header):
        first, _, attributes = header.partition(";")
        name, _, value = first.strip().partition("=")
        if not value or "max-age=0" in attributes.lower().replace(" ", ""):
            self.cookies.pop(name, None)
        else:
            self.cookies[name] = value

    # --- identities ---------------------------------------------------------

    def signup(self, name=None, password=PASSWORD):
        name = name or unique_name("p")
        user = self.ok("POST", "/api/auth/signup", {"username": name, "password": password},
                       expect=201)["user"]
        self.name = user["name"]
        return self

    def login(self, name, password=PASSWORD):
        self.name = self.ok("POST", "/api/auth/login", {"username": name, "password": password})["user"]["name"]
        return self

    def as_guest(self):
        reply = self.request("POST", "/api/auth/guest")
        if reply.status not in (200, 201):
            raise AssertionError(f"POST /api/auth/guest: {reply!r}")
        self.name = reply.json["user"]["name"]
        return self

    def agent_token(self, label="agent"):
        return self.ok("POST", "/api/auth/tokens", {"label": label}, expect=201)["token"]

    def me(self):
        return self.ok("GET", "/api/auth/me")["user"]

    # --- rooms (docs/rooms.md) ----------------------------------------------

    def create_room(self, expect=201, **options):
        return self.ok("POST", "/api/rooms", options, expect=expect)

    def action(self, code, what, body=None):
        """POST /api/rooms/{code}/{what}: the reply, whatever its status."""
        return self.request("POST", f"/api/rooms/{code}/{what}", body if body is not None else {})

    def act(self, code, what, body=None, expect=200):
        """A room action that must succeed; returns the state as this player now sees it."""
        reply = self.action(code, what, body)
        if reply.status != expect:
            raise AssertionError(f"{self.name} {what} in {code} {body!r}: expected {expect}, got {reply!r}")
        return reply.json.get("state", reply.json)

    def room_state(self, code, since=None, timeout=30):
        path = f"/api/rooms/{code}/state"
        if since is not None:
            path += f"?wait=1&since={since}"
        return self.ok("GET", path, timeout=timeout)


def new_player(server, prefix="p", **kw):
    """A freshly signed-up player with its session cookie."""
    return Player(server.url, **kw).signup(unique_name(prefix))


def new_guest(server, **kw):
    return Player(server.url, **kw).as_guest()


def any_legal(state):
    """A random entry of state.legalActions, sent as it is."""
    return random.choice(state["legalActions"])


def play_room(player, code, choose=any_legal, limit_seconds=90):
    """Plays the player's seat (found from its identity) to the end with long-polls.
    Returns the final state as the player sees it."""
    state = player.room_state(code)
    deadline = time.monotonic() + limit_seconds
    while state["status"] != "finished":
        if time.monotonic() > deadline:
            raise AssertionError(f"room {code} did not finish in {limit_seconds}s")
        if state["status"] == "playing" and state["you"] and state["you"]["mustMove"]:
            reply = player.action(code, "move", choose(state))
            if reply.status == 200:
                state = reply.json["state"]
                continue
            if reply.status != 409:
                raise AssertionError(f"move refused: {reply!r}")
            state = player.room_state(code)
            continue
        state = player.room_state(code, since=state["version"])
    return state


class Background(threading.Thread):
    """Runs fn() in a thread; finish() returns its result or raises its error."""

    def __init__(self, fn):
        super().__init__(daemon=True)
        self.fn = fn
        self.result = None
        self.error = None
        self.start()

    def run(self):
        try:
            self.result = self.fn()
        except BaseException as e:  # reported by the test thread
            self.error = e

    def finish(self, timeout=90):
        self.join(timeout)
        if self.is_alive():
            raise AssertionError("a background player did not finish")
        if self.error:
            raise self.error
        return self.result


def wait_until(fetch, done, timeout=10, interval=0.05, what="the condition"):
    """Calls fetch() until done(value) holds; returns that value."""
    deadline = time.monotonic() + timeout
    while True:
        value = fetch()
        if done(value):
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} did not hold within {timeout}s; last: {value!r}"[:2000])
        time.sleep(interval)


# Comparing views: where two states differ, and every key a value contains.
def diff(before, after, path=""):
    """Dotted paths where two JSON values differ."""
    if isinstance(before, dict) and isinstance(after, dict):
        out = set()
        for key in set(before) | set(after):
            sub = f"{path}.{key}" if path else key
            if key not in before or key not in after:
                out.add(sub)
            else:
                out |= diff(before[key], after[key], sub)
        return out
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        out = set()
        for i, (x, y) in enumerate(zip(before, after)):
            out |= diff(x, y, f"{path}.{i}" if path else str(i))
        return out
    return set() if before == after else {path}


def all_keys(value):
    if isinstance(value, dict):
        for key, sub in value.items():
            yield key
            yield from all_keys(sub)
    elif isinstance(value, list):
        for sub in value:
            yield from all_keys(sub)
