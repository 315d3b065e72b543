"""Several servers on one PostgreSQL behind nginx (docs/deploy.md, "Room ownership",
"Routing", "Failover"): rooms made through nginx are spread over the servers and reached
through it wherever they live; a server asked directly for another's room says where it
is; a server killed with kill -9, again and again, loses its rooms to the others (or
takes them back when it returns first), and agents playing through nginx finish every
match with every move they were told was accepted in it; tables with house bots finish;
rated rooms are rated once; a paid table keeps its pot and pays it once; a revoked token,
a sign-out and a new seat hold on every server; a server stopped with SIGTERM hands its
rooms over. Runs only with GAVEL_E2E_DATABASE_URL."""
import os
import random
import threading
import time
import unittest

from cluster import Cluster, PatientClient, PatientPlayer
import copy

from harness import (E2E_DATABASE_URL, TOY_BIN, ApiTestCase, Background, Client, Player,
                     any_legal, play_room, unique_name, wait_until)

ROOMS = int(os.environ.get("GAVEL_FAILOVER_ROOMS", "12"))


def on(player, server):
    """The same player (a copy of its cookies) asking `server` directly."""
    there = copy.copy(player)
    there.host, there.port = "127.0.0.1", server.fixed_port
    there.cookies = dict(player.cookies)
    return there


def owner(server, code):
    reply = server.client().request("GET", "/api/cluster/owner",
                                    headers={"X-Original-URI": f"/api/matches/{code}/state"})
    assert reply.status == 200, reply
    return reply.headers["x-gavel-owner"]


def holder(cluster, code):
    """The server that holds the room, as a live one says."""
    asked = next(s for s in cluster.servers if s.process and s.process.poll() is None)
    address = owner(asked, code)
    return next(s for s in cluster.servers if address == f"127.0.0.1:{s.fixed_port}")


class Seat(threading.Thread):
    """Plays one Bidlock seat through nginx, noting each chip the server accepted."""

    def __init__(self, url, code, token):
        super().__init__(daemon=True)
        self.client, self.code, self.token = PatientClient(url), code, token
        self.accepted = {}  # round -> chip
        self.final = None
        self.error = None

    def run(self):
        try:
            client, code, token = self.client, self.code, self.token
            state = client.state(code, token)
            deadline = time.monotonic() + 240
            while state["status"] != "finished":
                assert time.monotonic() < deadline, f"{code} did not finish"
                if state["you"]["mustMove"]:
                    time.sleep(random.uniform(0.1, 0.5))  # an agent thinking
                    chip = random.choice(state["you"]["chips"])
                    reply = client.try_move(code, token, chip)
                    if reply.status == 200:
                        self.accepted[state["round"]] = chip
                        state = reply.json["state"]
                        continue
                    # 409: too late for this round (or a retried move that had landed).
                    assert reply.status in (400, 409), reply
                    state = client.state(code, token)
                    continue
                state = client.state(code, token, since=state["version"])
            self.final = state
        except BaseException as e:  # reported by the test
            self.error = e


class LegalSeat(threading.Thread):
    """Plays one seat of any game through nginx by its legal actions (a random one, its
    numbers at random within their bounds), against house bots: the match must finish
    whatever server ends up holding it, its bots and clocks going on after each move."""

    def __init__(self, url, code, token):
        super().__init__(daemon=True)
        self.client, self.code, self.token = PatientClient(url), code, token
        self.moves = 0
        self.final = None
        self.error = None

    def run(self):
        try:
            client, code, token = self.client, self.code, self.token
            path = f"/api/matches/{code}/state"
            state = client.ok("GET", path, token=token)
            deadline = time.monotonic() + 240
            while state["status"] != "finished":
                assert time.monotonic() < deadline, f"{code} did not finish"
                if state["you"] and state["you"]["mustMove"] and state["legalActions"]:
                    time.sleep(random.uniform(0.05, 0.2))
                    legal = random.choice(state["legalActions"])
                    move = {k: v for k, v in legal.items() if k != "params"}
                    for name, bounds in legal.get("params", {}).items():
                        move[name] = random.randint(bounds["min"], bounds["max"])
                    reply = client.request("POST", f"/api/matches/{code}/move", move, token=token)
                    assert reply.status in (200, 400, 409), reply
                    self.moves += reply.status == 200
                    state = reply.json["state"] if reply.status == 200 else client.ok(
                        "GET", path, token=token)
                    continue
                state = client.ok("GET", f"{path}?wait=1&since={state['version']}", token=token)
            self.final = state
        except BaseException as e:  # reported by the test
            self.error = e


@unittest.skipUnless(E2E_DATABASE_URL, "needs GAVEL_E2E_DATABASE_URL (a PostgreSQL server)")
class ClusterTest(ApiTestCase):
    def setUp(self):
        self.cluster = Cluster(E2E_DATABASE_URL).start()
        self.addCleanup(self.cluster.stop)
        self.proxy = PatientClient(self.cluster.url)

    def tables(self, count):
        """`count` two-agent Bidlock tables made through nginx, with both seats taken."""
        seats = []
        for _ in range(count):
            code = self.proxy.create(seats=2)["code"]
            for _ in range(2):
                seats.append(Seat(self.cluster.url, code, self.proxy.join(code)["token"]))
        return seats

    def holder(self, code):
        return holder(self.cluster, code)

    def check_every_accepted_move(self, seats):
        for seat in seats:
            self.assertIsNone(seat.error, f"{seat.code}: {seat.error!r}")
            self.assertEqual(seat.final["status"], "finished", seat.code)
            history = seat.final["history"]
            self.assertEqual([r["round"] for r in history], list(range(1, 14)), seat.code)
            mine = seat.final["you"]["seat"]
            for round_number, chip in seat.accepted.items():
                played = history[round_number - 1]
                self.assertEqual((played["bids"][mine], played["decidedBy"][mine]),
                                 (chip, "player"),
                                 f"{seat.code} round {round_number}: an accepted move is lost")

    def test_rooms_are_spread_over_the_servers_and_reached_through_nginx(self):
        seats = self.tables(6)
        codes = sorted({seat.code for seat in seats})
        holders = {code: self.holder(code) for code in codes}
        self.assertGreaterEqual(len({s.fixed_port for s in holders.values()}), 2,
                                "nginx spreads new rooms over the servers")
        for code, server in holders.items():
            # Every server says the same about where the room is.
            for other in self.cluster.servers:
                self.assertEqual(owner(other, code), f"127.0.0.1:{server.fixed_port}")
            # Through nginx: the room answers, whichever server holds it.
            state = Client(self.cluster.url).state(code)
            self.assertEqual(state["status"], "playing")
            # Asked directly, another server says where the room is, and runs nothing.
            elsewhere = next(s for s in self.cluster.servers if s is not server)
            reply = elsewhere.client().request("GET", f"/api/matches/{code}/state")
            self.assertEqual(reply.status, 503)
            self.assertEqual(reply.headers.get("x-gavel-owner"), f"127.0.0.1:{server.fixed_port}")
            self.assertIn("retry-after", reply.headers)
        # A code no server holds is a plain 404 from each.
        for server in self.cluster.servers:
            self.assertEqual(server.client().request("GET", "/api/matches/ZZZZZZ/state").status,
                             404)
        self.assertEqual(Client(self.cluster.url).request("GET", "/api/matches/ZZZZZZ/state").status,
                         404)
        # Only a trusted proxy may ask where rooms are: nginx's own address is trusted
        # here (the tests run from it too), so ask as another address would be seen.
        self.assertEqual(Client(self.cluster.url).request(
            "GET", "/api/cluster/owner", headers={"X-Original-URI": f"/api/matches/{code}"}).status,
            404, "the lookup through the proxy is not for clients")
        # The lobby and everything not of one room is answered by any server.
        self.assertEqual(Client(self.cluster.url).request("GET", "/api/ping").status, 200)

    def test_kill_9_again_and_again_loses_no_accepted_move(self):
        seats = self.tables(ROOMS)
        for seat in seats:
            seat.start()
        rng = random.Random()
        moved_within = []
        for _ in range(3):
            time.sleep(rng.uniform(0.5, 1.5))
            live = [seat for seat in seats if seat.is_alive()]
            if not live:
                break
            code = rng.choice(live).code
            victim = self.holder(code)
            victim.kill()
            killed_at = time.monotonic()
            # The room answers again through nginx: adopted by another server.
            reply = self.proxy.request("GET", f"/api/matches/{code}/state")
            self.assertEqual(reply.status, 200, reply)
            moved_within.append(time.monotonic() - killed_at)
            victim.start()
        for seat in seats:
            seat.join(300)
            self.assertFalse(seat.is_alive(), f"{seat.code} still playing")
        self.check_every_accepted_move(seats)
        print(f"\n  {len(seats) // 2} rooms: a room answered again "
              f"{', '.join(f'{t:.2f}' for t in moved_within)} s after its server's kill -9 "
              f"(LEASE_MS={self.cluster.servers[0].env['LEASE_MS']})")

    def test_a_revoked_token_and_a_new_seat_hold_on_every_server(self):
        a, b, c = self.cluster.servers
        owner_player = Player(a.url).signup(unique_name("rv"))
        doomed = owner_player.agent_token("doomed")
        agents = [Player(s.url, bearer=doomed) for s in (a, b, c)]
        for agent in agents:  # now in every server's identity cache
            self.assertEqual(agent.me()["name"], owner_player.name)
        [entry] = [t for t in owner_player.ok("GET", "/api/auth/tokens")["tokens"]
                   if t["label"] == "doomed"]
        owner_player.ok("DELETE", f"/api/auth/tokens/{entry['id']}")
        for agent in agents:
            wait_until(lambda: agent.request("GET", "/api/auth/me").status, lambda s: s == 401,
                       timeout=2, what="the revoked token refused on every server")
        # A sign-out on one server ends the session on the others too.
        session_on_c = on(owner_player, c)
        self.assertEqual(session_on_c.me()["name"], owner_player.name)
        owner_player.ok("POST", "/api/auth/logout", {})
        wait_until(lambda: session_on_c.ok("GET", "/api/auth/me")["user"], lambda user: user is None,
                   timeout=2, what="the session ended on every server")

        # A player waiting in a room on b who makes a room on c leaves the one on b.
        host_b = Player(b.url).signup(unique_name("hb"))
        waiting = host_b.create_room(game="bidlock", capacity=3)["code"]
        player = Player(b.url).signup(unique_name("pl"))
        player.act(waiting, "join")
        names = lambda: [p["name"] for p in host_b.room_state(waiting)["players"]]
        self.assertEqual(names(), [host_b.name, player.name])
        on(player, c).create_room(game="bidlock")
        wait_until(names, lambda seated: seated == [host_b.name], timeout=2,
                   what="the player gone from the other server's waiting room")

    def test_tables_with_house_bots_finish_through_kill_9(self):
        seats = []
        for _ in range(max(2, ROOMS // 4)):
            code = self.proxy.create(game="right_price", seats=2, bots=1)["code"]
            seats.append(LegalSeat(self.cluster.url, code, self.proxy.join(code)["token"]))
        for seat in seats:
            seat.start()
        for _ in range(2):
            time.sleep(random.uniform(0.5, 1.5))
            live = [seat for seat in seats if seat.is_alive()]
            if not live:
                break
            victim = self.holder(random.choice(live).code)
            victim.kill()
            victim.start()
        for seat in seats:
            seat.join(300)
            self.assertIsNone(seat.error, f"{seat.code}: {seat.error!r}")
            self.assertEqual(seat.final["status"], "finished", seat.code)
            self.assertGreater(seat.moves, 0, seat.code)

    def test_rated_rooms_through_kill_9_are_rated_once(self):
        rooms = []
        for _ in range(3):
            first = PatientPlayer(self.cluster.url).signup(unique_name("f"))
            second = PatientPlayer(self.cluster.url).signup(unique_name("s"))
            code = first.create_room(capacity=3)["code"]
            second.act(code, "join")
            second.act(code, "ready", {"ready": True})
            first.act(code, "add-bot")
            first.act(code, "start")
            rooms.append((code, first, second))
        def thinking(state):
            # The move names its turn (Bidlock's round): a move whose answer was lost
            # with its server is sent again by PatientPlayer, and once taken it is then
            # refused as a turn gone by (409), even when the round has been played since
            # and the chip is no longer held (400 without the turn).
            time.sleep(random.uniform(0.05, 0.25))
            return {**any_legal(state), "turn": state["round"]}

        playing = [Background(lambda p=p, c=c: play_room(p, c, choose=thinking, limit_seconds=240))
                   for c, first, second in rooms for p in (first, second)]
        time.sleep(random.uniform(0.3, 1.0))
        victim = self.holder(rooms[0][0])
        victim.kill()
        victim.start()
        for background in playing:
            self.assertEqual(background.finish()["status"], "finished")
        for code, first, second in rooms:
            ratings = wait_until(lambda: first.room_state(code), lambda s: s["room"]["ratings"],
                                 timeout=15, what=f"{code}'s ratings")["room"]["ratings"]
            self.assertEqual(sorted(entry["seat"] for entry in ratings), [0, 1])
            for player in (first, second):
                history = Client(self.cluster.url).ok("GET", f"/api/players/{player.name}")
                self.assertEqual([row["match"] for row in history["history"]], [code],
                                 "one rated match, rated once")

    def test_sigterm_hands_the_rooms_over_and_the_matches_go_on(self):
        seats = self.tables(6)
        for seat in seats:
            seat.start()
        time.sleep(1.0)
        victim = self.holder(seats[0].code)
        held = sorted({seat.code for seat in seats if self.holder(seat.code) is victim})
        self.assertEqual(victim.stop(), 0, "a stop exits cleanly")
        for code in held:
            reply = self.proxy.request("GET", f"/api/matches/{code}/state")
            self.assertEqual(reply.status, 200, reply)
            self.assertNotEqual(self.holder(code), victim)
        victim.start()
        for seat in seats:
            seat.join(300)
        self.check_every_accepted_move(seats)
        released = [e for e in victim.log_events("rooms_released")]
        self.assertTrue(released and released[0]["rooms"] >= len(held), (released, held))


GRANT = 1000


@unittest.skipUnless(E2E_DATABASE_URL, "needs GAVEL_E2E_DATABASE_URL (a PostgreSQL server)")
class PaidTablesAcrossServersTest(ApiTestCase):
    """The toy game's paid tables (a tenth of the pot is the rake, the winner takes the
    rest) on three servers: a table whose server is killed between the two moves keeps
    its pot, and pays it out once."""

    def setUp(self):
        self.cluster = Cluster(E2E_DATABASE_URL, binary=TOY_BIN).start()
        self.addCleanup(self.cluster.stop)
        self.proxy = PatientClient(self.cluster.url)

    def agent(self, prefix):
        player = PatientPlayer(self.cluster.url).signup(unique_name(prefix))
        agent = PatientPlayer(self.cluster.url, bearer=player.agent_token())
        agent.name = player.name
        return agent

    def test_a_pot_survives_its_servers_kill_9_and_is_paid_once(self):
        tables = []
        for _ in range(4):
            code = self.proxy.create(game="toy", seats=2, settings={"stake": 100, "rounds": 1})["code"]
            ann, bob = self.agent("ann"), self.agent("bob")
            seats = [ann.ok("POST", f"/api/matches/{code}/join", {}),
                     bob.ok("POST", f"/api/matches/{code}/join", {})]
            ann.ok("POST", f"/api/matches/{code}/move", {"card": 5}, token=seats[0]["token"])
            tables.append((code, ann, bob, seats))
        # The first table's server dies and stays down: the others adopt its rooms, and
        # their pots with them.
        victim = holder(self.cluster, tables[0][0])
        victim.kill()
        for code, ann, bob, seats in tables:
            bob.ok("POST", f"/api/matches/{code}/move", {"card": 2}, token=seats[1]["token"])
        self.assertNotEqual(holder(self.cluster, tables[0][0]), victim)
        victim.start()
        for code, ann, bob, seats in tables:
            balance = lambda who: who.ok("GET", "/api/wallet")["balance"]
            wait_until(lambda: balance(ann), lambda b: b == GRANT + 80, timeout=15,
                       what=f"{code}'s pot paid to its winner")
            self.assertEqual(balance(bob), GRANT - 100)
            entries = [(e["kind"], e["amount"]) for e in ann.ok("GET", "/api/wallet")["entries"]]
            self.assertEqual(entries, [("payout", 180), ("stake", -100), ("grant", GRANT)],
                             "one stake, one payout")


if __name__ == "__main__":
    unittest.main()
