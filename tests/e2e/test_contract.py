"""The documented shapes (docs/api.md, the rulebook's State object) and the server limits."""
import time

from harness import AgentThread, ApiTestCase, Server, shared_server

COMMON_FIELDS = {"code", "game", "status", "version", "seats", "botLevel", "public", "createdAt",
                 "serverTime", "secondsLeft", "players", "you", "legalActions", "log", "room",
                 "viewer"}
BIDLOCK_FIELDS = {"round", "totalRounds", "turnSeconds", "deadline", "pot", "unseenPrizes",
                  "lastRound", "history", "result"}
PLAYER_FIELDS = {"seat", "name", "kind", "anonymous", "host", "score", "negatives", "chips", "won", "locked",
                 "timeouts", "ready", "online", "resigned", "bot", "guest"}
FIXED_STRATEGIES = ("random", "greedy", "extremist", "shark", "reader", "deep")


class ContractTest(ApiTestCase):
    def setUp(self):
        self.client = shared_server().client()

    def test_state_fields_in_lobby_and_play(self):
        code = self.client.create(seats=2, turnSeconds=45)["code"]
        lobby = self.client.state(code)
        self.assertTrue(COMMON_FIELDS <= set(lobby), COMMON_FIELDS - set(lobby))
        self.assertFalse({"round", "pot", "history", "unseenPrizes"} & set(lobby),
                         "game fields in a lobby")
        self.assertEqual(lobby["status"], "lobby")
        self.assertIsNone(lobby["secondsLeft"])

        me = self.client.join(code, "Fields")
        self.assertRegex(me["token"], r"^[0-9a-f]{32}$")
        self.client.join(code, "Other")
        state = self.client.state(code, me["token"])
        self.assertTrue(COMMON_FIELDS | BIDLOCK_FIELDS <= set(state),
                        (COMMON_FIELDS | BIDLOCK_FIELDS) - set(state))
        self.assertEqual((state["game"], state["status"], state["round"], state["totalRounds"]),
                         ("bidlock", "playing", 1, 13))
        self.assertEqual(state["turnSeconds"], 45)
        self.assertTrue(0 < state["secondsLeft"] <= 45)
        self.assertAlmostEqual(state["deadline"] - state["serverTime"], state["secondsLeft"] * 1000,
                               delta=200)
        self.assertLess(abs(state["serverTime"] / 1000 - time.time()), 60)
        for player in state["players"]:
            self.assertEqual(set(player), PLAYER_FIELDS)
            self.assertEqual(player["chips"], list(range(1, 14)))
        pot = state["pot"]
        self.assertEqual(len(pot["cards"]), 1)
        self.assertEqual(pot["value"], pot["cards"][0])
        self.assertEqual(sorted(state["unseenPrizes"] + pot["cards"]),
                         [-4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9])
        self.assertEqual(state["unseenPrizes"], sorted(state["unseenPrizes"]))
        self.assertIsNone(state["lastRound"])
        self.assertEqual(state["history"], [])
        self.assertIsNone(state["result"])
        you = state["you"]
        self.assertEqual({k: you[k] for k in ("seat", "name", "host", "chips", "lockedChip", "mustMove")},
                         {"seat": 0, "name": "Fields", "host": True, "chips": list(range(1, 14)),
                          "lockedChip": None, "mustMove": True})
        self.assertEqual(state["legalActions"], [{"chip": c} for c in range(1, 14)])
        # Every entry of legalActions is accepted as it is.
        moved = self.client.ok("POST", f"/api/matches/{code}/move", state["legalActions"][6],
                               token=me["token"])["state"]
        self.assertEqual(moved["you"]["lockedChip"], 7)
        self.assertEqual(moved["legalActions"], [])

    def test_open_list_shape_and_order(self):
        older = self.client.create(seats=2)["code"]
        time.sleep(0.02)
        newer = self.client.create(seats=4, turnSeconds=20)["code"]
        listing = self.client.ok("GET", "/api/matches")["open"]
        codes = [entry["code"] for entry in listing]
        self.assertLess(codes.index(newer), codes.index(older), "lobbies are not newest first")
        stamps = [entry["createdAt"] for entry in listing]
        self.assertEqual(stamps, sorted(stamps, reverse=True))
        entry = listing[codes.index(newer)]
        self.assertEqual(set(entry), {"code", "game", "seats", "filled", "players", "turnSeconds",
                                      "createdAt"})
        self.assertEqual((entry["game"], entry["seats"], entry["filled"], entry["turnSeconds"]),
                         ("bidlock", 4, 0, 20))

    def test_names(self):
        code = self.client.create(seats=4)["code"]
        first = self.client.ok("POST", f"/api/matches/{code}/join", {})
        self.assertEqual(first["name"], "Player 1")
        self.assertEqual(self.client.join(code, "  Padded  ")["name"], "Padded")
        self.assertEqual(self.client.join(code, "é" * 24)["name"], "é" * 24)
        self.assertError(self.client.request("POST", f"/api/matches/{code}/join",
                                             {"name": "é" * 25}), 400, "24")

    def test_ping(self):
        reply = self.client.request("GET", "/api/ping")
        self.assertEqual(reply.status, 200, reply)
        self.assertEqual(reply.json, {"ok": True})

    def test_fixed_strategy_bot_levels(self):
        for level in FIXED_STRATEGIES:
            with self.subTest(level=level):
                self.assertEqual(self.client.create(bots=1, botLevel=level)["state"]["botLevel"], level)
        code = self.client.create(seats=4, bots=3, botLevel="reader")["code"]
        me = self.client.join(code, "VsReaders")
        agent = AgentThread(self.client, code, me["token"])
        agent.start()
        final = agent.finish()
        self.assertEqual(final["status"], "finished")
        self.assertEqual(final["botLevel"], "reader")

    def test_replay_shape(self):
        code = self.client.create(seats=2, bots=1)["code"]
        me = self.client.join(code, "Shape")
        agent = AgentThread(self.client, code, me["token"])
        agent.start()
        agent.finish()
        replay = self.client.ok("GET", f"/api/matches/{code}/replay")
        self.assertTrue({"code", "game", "status", "players", "rounds", "result", "log", "record"}
                        <= set(replay))
        for player in replay["players"]:
            self.assertEqual(set(player), {"seat", "name", "kind", "anonymous"})
        self.assertEqual(set(replay["record"]), {"game", "settings", "seats", "seed", "start", "inputs"})
        for item in replay["record"]["inputs"]:
            if item["kind"] == "action":
                self.assertEqual(set(item), {"at", "kind", "seat", "action", "origin"})


class CapacityTest(ApiTestCase):
    def test_503_when_the_server_is_full(self):
        server = Server(MAX_MATCHES=2).start()
        try:
            client = server.client()
            client.create()
            client.create()
            self.assertError(client.request("POST", "/api/matches", {}), 503, "try again")
            self.assertEqual(len(client.ok("GET", "/api/matches")["open"]), 2)
        finally:
            server.stop()
            server.cleanup()
