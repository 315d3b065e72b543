"""Whole matches over the API, the lobby (host, auto-start, open list) and token forms."""
import collections
import http.client
import json
import threading

from harness import (PRIZES, AgentThread, ApiTestCase, expected_standings, shared_server,
                     simulate)


def check_finished_state(test, state, seats):
    """Everything a finished state must say, checked against the rules."""
    test.assertEqual(state["status"], "finished")
    test.assertEqual(state["totalRounds"], 13)
    players = state["players"]
    test.assertEqual([p["seat"] for p in players], list(range(seats)))
    for p in players:
        test.assertEqual(p["chips"], [], f"seat {p['seat']} still holds chips")
        test.assertFalse(p["locked"])
        test.assertEqual(p["score"], sum(p["won"]), p)
        test.assertEqual(p["negatives"], sum(1 for c in p["won"] if c < 0), p)
    if state["you"] is not None:
        test.assertEqual(state["you"]["chips"], [])
        test.assertFalse(state["you"]["mustMove"])
    test.assertEqual(state["legalActions"], [])
    test.assertIsNone(state["secondsLeft"])

    # History: 13 rounds that follow the rules from their own pots and bids.
    history = state["history"]
    test.assertEqual([r["round"] for r in history], list(range(1, 14)))
    test.assertEqual(state["lastRound"], history[-1])
    deck = [r["pot"][-1] for r in history]  # each round turns up the pot's newest card
    test.assertEqual(sorted(deck), PRIZES)
    bids = [r["bids"] for r in history]
    for seat in range(seats):
        test.assertEqual(sorted(b[seat] for b in bids), list(range(1, 14)),
                         f"seat {seat} did not spend each chip once")
    rounds, totals = simulate(deck, bids, seats)
    for mine, theirs in zip(rounds, history):
        for key in ("pot", "value", "bids", "clashed", "winner", "carried", "discarded"):
            test.assertEqual(theirs[key], mine[key], f"round {mine['round']} {key}")
    test.assertEqual([p["score"] for p in players], totals["scores"])
    test.assertEqual([p["negatives"] for p in players], totals["negatives"])
    won = collections.Counter(c for p in players for c in p["won"])
    lost = collections.Counter(history[-1]["pot"] if history[-1]["discarded"] else [])
    test.assertEqual(won + lost, collections.Counter(PRIZES), "every prize is won or discarded")

    # Result: standings consistent with the scores and the tiebreak.
    result = state["result"]
    standings = result["standings"]
    test.assertEqual(sorted(s["seat"] for s in standings), list(range(seats)))
    for s in standings:
        test.assertEqual(s["score"], players[s["seat"]]["score"])
        test.assertEqual(s["negatives"], players[s["seat"]]["negatives"])
    keys = [(-s["score"], s["negatives"]) for s in standings]
    test.assertEqual(keys, sorted(keys), "standings are not ordered by score then negatives")
    places = dict(expected_standings(totals["scores"], totals["negatives"]))
    test.assertEqual({s["seat"]: s["place"] for s in standings}, places)
    test.assertEqual(sorted(result["winners"]), sorted(s for s, p in places.items() if p == 1))

    # Log: one line per round at least, and the end.
    log = state["log"]
    test.assertTrue(log, "no log lines")
    for line in log:
        test.assertIsInstance(line["at"], int)
        test.assertIsInstance(line["text"], str)
    texts = [line["text"] for line in log]
    for n in range(1, 14):
        test.assertTrue(any(t.startswith(f"Round {n}: ") for t in texts), f"no log line for round {n}")
    test.assertTrue(any("The match is over" in t for t in texts), texts[-3:])


class CompleteMatchTest(ApiTestCase):
    def setUp(self):
        self.client = shared_server().client()

    def test_two_agents_and_a_house_bot_play_to_the_end(self):
        created = self.client.create(seats=3, bots=1)
        code = created["code"]
        self.assertRegex(code, r"^[A-Z0-9]{4,8}$")
        self.assertEqual(created["url"], f"/m/{code}")
        self.assertEqual(created["state"]["status"], "lobby")
        a = self.client.join(code, "AgentA")
        b = self.client.join(code, "AgentB")
        self.assertEqual((a["seat"], b["seat"]), (1, 2))
        self.assertEqual(b["state"]["status"], "playing")  # the last seat filled: it started
        agents = [AgentThread(self.client, code, a["token"]), AgentThread(self.client, code, b["token"])]
        for agent in agents:
            agent.start()
        finals = [agent.finish() for agent in agents]
        spectator = self.client.state(code)
        for state in finals + [spectator]:
            check_finished_state(self, state, 3)
        self.assertEqual(finals[0]["you"]["seat"], 1)
        self.assertEqual(finals[1]["you"]["seat"], 2)
        self.assertIsNone(spectator["you"])
        self.assertEqual(finals[0]["result"], finals[1]["result"])
        self.assertEqual(finals[0]["result"], spectator["result"])
        players = spectator["players"]
        self.assertEqual([p["kind"] for p in players], ["bot", "agent", "agent"])
        self.assertEqual([p["name"] for p in players][1:], ["AgentA", "AgentB"])
        self.assertTrue(players[0]["name"].endswith("(bot)"))
        for p in players:
            self.assertEqual(p["timeouts"], 0)
        for r in spectator["history"][:12]:  # round 13 plays itself
            self.assertEqual(r["decidedBy"], ["bot", "player", "player"], r)

    def test_four_seat_match_with_one_agent(self):
        code = self.client.create(seats=4, bots=3, botLevel="sharp")["code"]
        me = self.client.join(code, "Solo")
        self.assertEqual(me["seat"], 3)
        self.assertTrue(me["host"])
        state = AgentThread(self.client, code, me["token"])
        state.start()
        check_finished_state(self, state.finish(), 4)


class LobbyTest(ApiTestCase):
    def setUp(self):
        self.client = shared_server().client()

    def open_codes(self):
        listing = self.client.ok("GET", "/api/matches")
        self.assertEqual(set(listing), {"open"})
        return {entry["code"]: entry for entry in listing["open"]}

    def test_host_auto_start_and_open_list(self):
        public = self.client.create(seats=3, turnSeconds=60)["code"]
        private = self.client.create(seats=3, public=False)["code"]
        self.assertFalse(self.client.state(private)["public"])
        listed = self.open_codes()
        self.assertIn(public, listed)
        self.assertNotIn(private, listed)
        entry = listed[public]
        self.assertEqual(entry["seats"], 3)
        self.assertEqual(entry["filled"], 0)
        self.assertEqual(entry["players"], [])
        self.assertEqual(entry["turnSeconds"], 60)
        self.assertIsInstance(entry["createdAt"], int)

        first = self.client.join(public, "First")
        second = self.client.join(public, "Second", kind="human")
        self.assertTrue(first["host"])
        self.assertFalse(second["host"])
        self.assertEqual((first["seat"], second["seat"]), (0, 1))
        self.assertEqual(first["name"], "First")
        self.assertEqual(second["state"]["status"], "lobby")
        self.assertTrue(second["state"]["you"]["seat"] == 1 and not second["state"]["you"]["host"])
        self.assertFalse(second["state"]["you"]["mustMove"])
        entry = self.open_codes()[public]
        self.assertEqual(entry["filled"], 2)
        self.assertEqual(entry["players"], ["First", "Second"])

        third = self.client.join(public, "Third")
        self.assertFalse(third["host"])
        state = third["state"]
        self.assertEqual(state["status"], "playing")
        self.assertEqual(state["round"], 1)
        self.assertTrue(state["you"]["mustMove"])
        self.assertEqual([p["kind"] for p in state["players"]], ["agent", "human", "agent"])
        self.assertEqual([p["host"] for p in state["players"]], [True, False, False])
        self.assertNotIn(public, self.open_codes(), "a started match is still listed")
        self.assertTrue(any(line["text"] == "The match starts" for line in state["log"]))

        # A private match can still be joined by code.
        self.assertEqual(self.client.join(private, "ByCode")["seat"], 0)

    def test_first_non_bot_is_host_and_start_fills_with_bots(self):
        code = self.client.create(seats=4, bots=1)["code"]
        listed = self.open_codes()[code]
        self.assertEqual(listed["filled"], 1)
        host = self.client.join(code, "Host")
        self.assertEqual(host["seat"], 1)
        self.assertTrue(host["host"])
        guest = self.client.join(code, "Guest")
        self.assertFalse(guest["host"])
        started = self.client.start_match(code, host["token"])
        self.assertTrue(started["ok"])
        state = started["state"]
        self.assertEqual(state["status"], "playing")
        self.assertEqual(len(state["players"]), 4)
        self.assertEqual([p["kind"] for p in state["players"]], ["bot", "agent", "agent", "bot"])
        self.assertEqual(len({p["name"] for p in state["players"]}), 4, "bot names repeat")
        self.assertNotIn(code, self.open_codes())


class ConcurrentJoinTest(ApiTestCase):
    def test_racing_joins_fill_each_seat_once(self):
        client = shared_server().client()
        code = client.create(seats=3)["code"]
        replies = [None] * 8
        barrier = threading.Barrier(len(replies))

        def join(i):
            barrier.wait()
            replies[i] = client.request("POST", f"/api/matches/{code}/join", {"name": f"Racer{i}"})

        threads = [threading.Thread(target=join, args=(i,)) for i in range(len(replies))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(10)
        joined = [r.json for r in replies if r.status == 200]
        self.assertEqual(len(joined), 3, replies)
        self.assertEqual(sorted(j["seat"] for j in joined), [0, 1, 2])
        self.assertEqual(sum(j["host"] for j in joined), 1)
        self.assertEqual(len({j["token"] for j in joined}), 3)
        for r in replies:
            if r.status != 200:
                self.assertEqual(r.status, 409, r)
        state = client.state(code)
        self.assertEqual(state["status"], "playing")
        self.assertEqual(sorted(p["name"] for p in state["players"]), sorted(j["name"] for j in joined))


class KeepAliveTest(ApiTestCase):
    def test_several_requests_on_one_connection(self):
        server = shared_server()
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        try:
            connection.request("POST", "/api/matches", body=json.dumps({"seats": 2}),
                               headers={"Content-Type": "application/json"})
            response = connection.getresponse()
            self.assertEqual(response.status, 201)
            code = json.loads(response.read())["code"]
            version = None
            for path in ("/api/matches/%s/state", "/api/matches/%s/replay",
                         "/api/matches/%s/state?wait=1&since=%s"):
                connection.request("GET", path % ((code,) if "since" not in path else (code, version)))
                response = connection.getresponse()
                self.assertEqual(response.status, 200)
                body = json.loads(response.read())
                version = body.get("version", version)
            connection.request("GET", "/api/nope")
            response = connection.getresponse()
            self.assertEqual(response.status, 404)
            response.read()
            connection.request("GET", "/api/ping")
            self.assertEqual(connection.getresponse().status, 200)
        finally:
            connection.close()


class TokenFormsTest(ApiTestCase):
    """The seat token may be a Bearer header, "token" in the body, or ?token=."""

    def test_bearer_body_and_query_tokens(self):
        client = shared_server().client()
        code = client.create(seats=2)["code"]
        a = client.join(code, "A")
        b = client.join(code, "B")
        # Round 1: A by Bearer header, B by "token" in the body.
        reply = client.request("POST", f"/api/matches/{code}/move", {"chip": 3}, token=a["token"])
        self.assertEqual(reply.status, 200, reply)
        self.assertEqual(reply.json["state"]["you"]["lockedChip"], 3)
        reply = client.request("POST", f"/api/matches/{code}/move", {"chip": 4, "token": b["token"]})
        self.assertEqual(reply.status, 200, reply)
        self.assertTrue(reply.json["ok"])
        self.assertEqual(reply.json["state"]["you"]["seat"], 1)
        self.assertEqual(reply.json["state"]["lastRound"]["bids"], [3, 4])
        # Round 2: both by ?token=, and the state read by ?token= too.
        for seat, who, chip in ((0, a, 5), (1, b, 6)):
            reply = client.request("POST", f"/api/matches/{code}/move?token={who['token']}", {"chip": chip})
            self.assertEqual(reply.status, 200, reply)
            self.assertEqual(reply.json["state"]["you"]["seat"], seat)
        state = client.ok("GET", f"/api/matches/{code}/state?token={a['token']}")
        self.assertEqual(state["you"]["seat"], 0)
        self.assertEqual(state["round"], 3)
        self.assertEqual(state["lastRound"]["bids"], [5, 6])
        # A whole number written 7.0 is a chip; the start body may carry the token as well.
        reply = client.request("POST", f"/api/matches/{code}/move", raw='{"chip": 7.0}', token=a["token"])
        self.assertEqual(reply.status, 200, reply)
        self.assertEqual(reply.json["state"]["you"]["lockedChip"], 7)
        lobby = client.create(seats=3)["code"]
        host = client.join(lobby, "H")
        reply = client.request("POST", f"/api/matches/{lobby}/start", {"token": host["token"]})
        self.assertEqual(reply.status, 200, reply)
        reply = client.request("POST", f"/api/matches/{lobby}/start?token={host['token']}")
        self.assertError(reply, 409, "already started")


class IndexTest(ApiTestCase):
    def test_index_and_docs(self):
        client = shared_server().client()
        index = client.ok("GET", "/api")
        self.assertEqual(index["name"], "Gavel")
        self.assertIn("bidlock", [g["name"] for g in index["games"]])
        paths = {(e["method"], e["path"]) for e in index["endpoints"]}
        for needed in [("POST", "/api/matches"), ("GET", "/api/matches/{code}/state"),
                       ("POST", "/api/matches/{code}/move"), ("GET", "/bot.py")]:
            self.assertIn(needed, paths)
        docs = client.request("GET", "/api/docs")
        self.assertEqual(docs.status, 200)
        self.assertTrue(docs.headers["content-type"].startswith("text/markdown"))
        self.assertTrue(docs.body.strip())
