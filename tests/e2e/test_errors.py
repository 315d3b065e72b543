"""Every error the API promises: status code, {"error": "..."} body, and nothing changes."""
import json
import socket
import threading
import time

from harness import ApiTestCase, Server, play_to_end, read_raw_response, shared_server


class CreateErrorsTest(ApiTestCase):
    def setUp(self):
        self.client = shared_server().client()

    def test_bad_create_options_are_400(self):
        cases = [
            ({"seats": 5}, "seats"),
            ({"seats": 1}, "seats"),
            ({"seats": "3"}, "seats"),
            ({"seats": 3, "bots": 3}, "bots"),
            ({"seats": 2, "bots": 2}, "bots"),
            ({"bots": -1}, "bots"),
            ({"turnSeconds": 4}, "turnSeconds"),
            ({"turnSeconds": 301}, "turnSeconds"),
            ({"turnSeconds": 7.5}, "turnSeconds"),
            ({"botLevel": "nope"}, "botLevel"),
            ({"game": "chess"}, "chess"),
            ({"public": "yes"}, "public"),
            ({"colour": "red"}, "colour"),
            ({"settings": {"turnSeconds": 2}}, "turnSeconds"),
            ({"settings": {"speed": 2}}, "speed"),
            ({"settings": [1]}, "settings"),
        ]
        for body, mention in cases:
            with self.subTest(body=body):
                self.assertError(self.client.request("POST", "/api/matches", body), 400, mention)
        for raw in ('{"seats": 3', "[1, 2]", "not json", '"seats"'):
            with self.subTest(raw=raw):
                self.assertError(self.client.request("POST", "/api/matches", raw=raw), 400)

    def test_good_create_options(self):
        state = self.client.create(seats=2, bots=1, botLevel="sharp", turnSeconds=300,
                                   public=False, game="bidlock")["state"]
        self.assertEqual((state["seats"], state["botLevel"], state["turnSeconds"]), (2, "sharp", 300))
        self.assertEqual(self.client.create(turnSeconds=5)["state"]["turnSeconds"], 5)
        default = self.client.create()["state"]  # an empty body is fine: 3 seats
        self.assertEqual(default["seats"], 3)
        self.assertEqual(default["botLevel"], "steady")


class MoveErrorsTest(ApiTestCase):
    def setUp(self):
        self.client = shared_server().client()
        self.code = self.client.create(seats=2)["code"]
        self.a = self.client.join(self.code, "A")
        self.b = self.client.join(self.code, "B")

    def path(self, what="move", code=None):
        return f"/api/matches/{code or self.code}/{what}"

    def assertUnchanged(self, before):
        after = self.client.state(self.code, self.a["token"])
        self.assertEqual(after["version"], before["version"], "a refused move changed the match")
        self.assertEqual(after["you"], before["you"])

    def test_bad_moves_are_400_and_change_nothing(self):
        token = self.a["token"]
        self.client.move(self.code, token, 5)
        self.client.move(self.code, self.b["token"], 6)
        before = self.client.state(self.code, token)
        self.assertEqual(before["round"], 2)
        self.assertNotIn(5, before["you"]["chips"])
        self.assertError(self.client.try_move(self.code, token, 5), 400, "do not hold chip 5")
        for chip in (0, 14, -1, 7.5, "7", None, True):
            with self.subTest(chip=chip):
                self.assertError(self.client.try_move(self.code, token, chip), 400)
        for raw in ('{"chip": 3, "extra": 1}', '{"card": 3}', "{}", '{"chip":', "[3]", "3", "chip=3"):
            with self.subTest(raw=raw):
                reply = self.client.request("POST", self.path(), raw=raw, token=token)
                self.assertError(reply, 400)
        reply = self.client.request("POST", self.path(), raw='{"chip": 3, "extra": 1}', token=token)
        self.assertError(reply, 400, "extra")
        self.assertError(self.client.request("POST", self.path(), raw='{"chip":', token=token),
                         400, "JSON")
        self.assertUnchanged(before)

    def test_401_without_token_and_403_with_a_wrong_one(self):
        before = self.client.state(self.code, self.a["token"])
        self.assertError(self.client.request("POST", self.path(), {"chip": 3}), 401, "token")
        other = self.client.create(seats=2)["code"]
        stranger = self.client.join(other, "Stranger")["token"]
        self.assertError(self.client.try_move(self.code, stranger, 3), 403)
        self.assertError(self.client.try_move(self.code, "not-a-token", 3), 403)
        self.assertError(self.client.request("POST", self.path(), {"chip": 3, "token": stranger}), 403)
        self.assertError(self.client.request("POST", self.path() + f"?token={stranger}", {"chip": 3}),
                         403)
        self.assertError(self.client.request("GET", self.path("state"), token=stranger), 403)
        self.assertError(self.client.request("GET", self.path("state") + "?token=nope"), 403)
        self.assertUnchanged(before)

    def test_409_when_already_locked(self):
        self.client.move(self.code, self.a["token"], 8)
        before = self.client.state(self.code, self.a["token"])
        self.assertError(self.client.try_move(self.code, self.a["token"], 9), 409, "already locked")
        self.assertError(self.client.try_move(self.code, self.a["token"], 8), 409, "already locked")
        self.assertUnchanged(before)
        self.assertEqual(before["you"]["lockedChip"], 8)

    def test_concurrent_moves_by_one_seat_lock_once(self):
        token = self.a["token"]
        replies = [None] * 6
        barrier = threading.Barrier(len(replies))

        def fire(i):
            barrier.wait()
            replies[i] = self.client.try_move(self.code, token, i + 1)

        threads = [threading.Thread(target=fire, args=(i,)) for i in range(len(replies))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(10)
        statuses = sorted(r.status for r in replies)
        self.assertEqual(statuses, [200] + [409] * (len(replies) - 1), replies)
        winner = next(i + 1 for i, r in enumerate(replies) if r.status == 200)
        state = self.client.state(self.code, token)
        self.assertEqual(state["you"]["lockedChip"], winner)
        for r in replies:
            if r.status == 409:
                self.assertError(r, 409, "already locked")

    def test_409_move_in_lobby_and_after_the_end(self):
        lobby = self.client.create(seats=3)["code"]
        host = self.client.join(lobby, "Early")
        reply = self.client.try_move(lobby, host["token"], 3)
        self.assertError(reply, 409, "not started")
        # A finished match refuses moves and joins.
        done = self.client.create(seats=2, bots=1)["code"]
        me = self.client.join(done, "Finisher")
        final = play_to_end(self.client, done, me["token"])
        self.assertEqual(final["status"], "finished")
        self.assertError(self.client.try_move(done, me["token"], 1), 409, "over")
        self.assertError(self.client.request("POST", self.path("join", done), {"name": "Late"}), 409,
                         "over")
        self.assertError(self.client.request("POST", self.path("start", done), token=me["token"]), 409)

    def test_409_join_a_full_or_started_match(self):
        reply = self.client.request("POST", self.path("join"), {"name": "C"})
        self.assertError(reply, 409, "started")
        bots = self.client.create(seats=2, bots=1)["code"]
        self.client.join(bots, "Only")
        self.assertError(self.client.request("POST", self.path("join", bots), {}), 409)

    def test_join_errors(self):
        code = self.client.create(seats=3)["code"]
        for body in ({"name": ""}, {"name": "x" * 25}, {"name": 7}, {"kind": "robot"},
                     {"name": "bad\nname"}):
            with self.subTest(body=body):
                self.assertError(self.client.request("POST", self.path("join", code), body), 400)
        self.assertError(self.client.request("POST", self.path("join", code), raw="{nope"), 400)
        self.assertEqual(self.client.state(code)["players"], [])
        default = self.client.join(code, name=None)  # no name: a default one
        self.assertTrue(default["name"])

    def test_start_errors(self):
        code = self.client.create(seats=3)["code"]
        host = self.client.join(code, "Host")
        guest = self.client.join(code, "Guest")
        self.assertError(self.client.request("POST", self.path("start", code)), 401, "token")
        self.assertError(self.client.request("POST", self.path("start", code), token=guest["token"]),
                         403, "host")
        self.assertError(self.client.request("POST", self.path("start", code), token=self.a["token"]),
                         403)
        self.assertEqual(self.client.state(code)["status"], "lobby")
        self.client.start_match(code, host["token"])
        self.assertError(self.client.request("POST", self.path("start", code), token=host["token"]),
                         409, "already started")


class RoutingErrorsTest(ApiTestCase):
    def setUp(self):
        self.client = shared_server().client()
        self.code = self.client.create(seats=3)["code"]

    def test_404_unknown_match(self):
        for method, what in (("GET", "state"), ("POST", "join"), ("POST", "start"),
                             ("POST", "move"), ("GET", "replay")):
            with self.subTest(what=what):
                reply = self.client.request(method, f"/api/matches/ZZZZZZ/{what}", {"chip": 1},
                                            token="whatever")
                self.assertError(reply, 404)
        self.assertError(self.client.request("GET", "/api/replay/ZZZZZZ"), 404, "ZZZZZZ")
        # A live, unfinished match has no stored replay yet.
        self.assertError(self.client.request("GET", f"/api/replay/{self.code}"), 404)

    def test_codes_are_case_insensitive(self):
        state = self.client.state(self.code.lower())
        self.assertEqual(state["code"], self.code)

    def test_404_unknown_endpoint(self):
        for method, path in (("GET", "/api/nope"), ("GET", f"/api/matches/{self.code}/nope"),
                             ("POST", f"/api/matches/{self.code}/move/extra"),
                             ("GET", "/api/matches/a/b/c/d")):
            with self.subTest(path=path):
                self.assertError(self.client.request(method, path), 404)
        self.assertEqual(self.client.request("GET", "/no/such/page.txt").status, 404)

    def test_405_wrong_method(self):
        cases = [
            ("DELETE", "/api/matches", "GET, POST"),
            ("PUT", "/api/matches", "GET, POST"),
            ("GET", f"/api/matches/{self.code}/move", "POST"),
            ("GET", f"/api/matches/{self.code}/join", "POST"),
            ("GET", f"/api/matches/{self.code}/start", "POST"),
            ("POST", f"/api/matches/{self.code}/state", "GET"),
            ("POST", f"/api/matches/{self.code}/replay", "GET"),
            ("POST", "/api/replay/ABCDE", "GET"),
            ("POST", "/api", "GET"),
            ("POST", "/api/docs", "GET"),
        ]
        for method, path, allow in cases:
            with self.subTest(method=method, path=path):
                reply = self.client.request(method, path, {})
                self.assertError(reply, 405)
                self.assertEqual(reply.headers.get("allow"), allow)
        self.assertEqual(len(self.client.state(self.code)["players"]), 0)

    def test_413_body_too_large(self):
        server = shared_server()
        before = len(self.client.ok("GET", "/api/matches")["open"])
        size = 64 * 1024 + 1
        head = (f"POST /api/matches/{self.code}/join HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                f"Content-Type: application/json\r\nContent-Length: {size}\r\n\r\n").encode()
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
            # The headers announce the size; the answer must come without reading the body.
            sock.sendall(head + b'{"name": "' + b"x" * 1000)
            status, headers, body = read_raw_response(sock)
        self.assertEqual(status, 413, body)
        self.assertTrue(headers.get("content-type", "").startswith("application/json"))
        self.assertEqual(set(json.loads(body)), {"error"})
        # The whole body, sent by an ordinary client.
        padded = '{"name": "big", "kind": "agent", "pad": "' + "x" * (70 * 1024) + '"}'
        try:
            reply = self.client.request("POST", f"/api/matches/{self.code}/join", raw=padded)
            self.assertError(reply, 413)
        except (ConnectionError, OSError):
            pass  # the server may close before the client has sent it all; the first case covers it
        self.assertEqual(self.client.state(self.code)["players"], [])
        self.assertEqual(len(self.client.ok("GET", "/api/matches")["open"]), before)
        # Just under the limit is read (and refused for its content, not its size).
        near = '{"pad": "' + "x" * (60 * 1024) + '"}'
        self.assertError(self.client.request("POST", "/api/matches", raw=near), 400, "pad")


class RateLimitTest(ApiTestCase):
    """A separate server with RATE_LIMIT=5 (burst 10)."""

    @classmethod
    def setUpClass(cls):
        cls.server = Server(RATE_LIMIT=5).start()

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()
        cls.server.cleanup()

    def test_429_with_retry_after_when_flooding(self):
        client = self.server.client()
        replies = [client.request("GET", "/api/matches") for _ in range(30)]
        statuses = [r.status for r in replies]
        self.assertEqual(statuses[0], 200)
        self.assertIn(429, statuses, statuses)
        self.assertLessEqual(statuses.count(200), 20, statuses)  # burst 10, plus refill if slow
        limited = [r for r in replies if r.status == 429]
        for reply in limited:
            self.assertError(reply, 429, "long-polling")
            retry = reply.headers.get("retry-after")
            self.assertIsNotNone(retry, "429 without Retry-After")
            self.assertRegex(retry, r"^[1-9][0-9]*$")
        # Waiting as told lets the client in again.
        time.sleep(int(limited[-1].headers["retry-after"]) + 0.3)
        self.assertEqual(client.request("GET", "/api/matches").status, 200)
        # Any endpoint is limited, not only the listing.
        statuses = [client.request("POST", "/api/matches", {"seats": 9}).status for _ in range(20)]
        self.assertIn(429, statuses)
        self.assertIn(400, statuses)
