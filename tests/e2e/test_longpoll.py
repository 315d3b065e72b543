"""Long-poll: GET state?wait=1&since=V is held until the version changes, or LONG_POLL_SECONDS."""
import threading
import time

from harness import LONG_POLL_SECONDS, ApiTestCase, shared_server


class LongPollTest(ApiTestCase):
    def setUp(self):
        self.client = shared_server().client()
        self.code = self.client.create(seats=2)["code"]
        self.a = self.client.join(self.code, "A")
        self.b = self.client.join(self.code, "B")

    def poll_in_background(self, since, token=None):
        box = {}

        def run():
            box["reply"] = self.client.request(
                "GET", f"/api/matches/{self.code}/state?wait=1&since={since}", token=token)

        thread = threading.Thread(target=run, daemon=True)
        thread.start()
        return thread, box

    def test_returns_promptly_when_another_seat_moves(self):
        version = self.client.state(self.code, self.a["token"])["version"]
        seat_poll, seat_box = self.poll_in_background(version, self.a["token"])
        watcher, watch_box = self.poll_in_background(version)  # a spectator waits too
        time.sleep(0.5)
        self.assertTrue(seat_poll.is_alive(), "the long-poll returned before anything changed")
        moved_at = time.monotonic()
        self.client.move(self.code, self.b["token"], 9)
        seat_poll.join(5)
        watcher.join(5)
        woke_after = time.monotonic() - moved_at
        self.assertLess(woke_after, 1.0, "the long-poll was not woken by the move")
        for box, viewer in ((seat_box, 0), (watch_box, None)):
            reply = box["reply"]
            self.assertEqual(reply.status, 200, reply)
            state = reply.json
            self.assertGreater(state["version"], version)
            self.assertTrue(state["players"][1]["locked"])
            self.assertEqual(state["you"]["seat"] if state["you"] else None, viewer)
        self.assertTrue(seat_box["reply"].json["you"]["mustMove"])

    def test_held_about_long_poll_seconds_when_nothing_changes(self):
        state = self.client.state(self.code, self.a["token"])
        reply = self.client.request(
            "GET", f"/api/matches/{self.code}/state?wait=1&since={state['version']}",
            token=self.a["token"])
        self.assertEqual(reply.status, 200, reply)
        self.assertGreaterEqual(reply.elapsed, LONG_POLL_SECONDS * 0.85,
                                "the long-poll returned early although nothing changed")
        self.assertLess(reply.elapsed, LONG_POLL_SECONDS + 2.0, "the long-poll was held too long")
        self.assertEqual(reply.json["version"], state["version"])
        self.assertEqual(reply.json["you"]["seat"], 0)

    def test_stale_or_missing_since_returns_at_once(self):
        current = self.client.state(self.code)["version"]
        for path in (f"state?wait=1&since={current - 1}", "state?wait=1&since=0",
                     "state?wait=1", f"state?wait=0&since={current}", f"state?since={current}"):
            reply = self.client.request("GET", f"/api/matches/{self.code}/{path}")
            self.assertEqual(reply.status, 200, (path, reply))
            self.assertLess(reply.elapsed, 1.0, f"{path} was held")
            self.assertEqual(reply.json["version"], current)

    def test_bad_since_is_400(self):
        for since in ("abc", "-1", "1.5", ""):
            reply = self.client.request("GET", f"/api/matches/{self.code}/state?wait=1&since={since}")
            self.assertError(reply, 400, "since")

    def test_wrong_token_is_refused_at_once(self):
        # An error is an answer: it must not wait out the long-poll first.
        stranger = self.client.join(self.client.create(seats=2)["code"], "Stranger")["token"]
        version = self.client.state(self.code)["version"]
        for path, token in ((f"state?wait=1&since={version}", stranger),
                            (f"state?wait=1&since={version}&token=nope", None)):
            with self.subTest(path=path):
                reply = self.client.request("GET", f"/api/matches/{self.code}/{path}", token=token)
                self.assertError(reply, 403)
                self.assertLess(reply.elapsed, 1.0, "a 403 was held for the whole long-poll")

    def test_unknown_match_long_poll_is_404_at_once(self):
        reply = self.client.request("GET", "/api/matches/ZZZZZZ/state?wait=1&since=1")
        self.assertError(reply, 404)
        self.assertLess(reply.elapsed, 1.0)

    def test_long_poll_in_a_lobby_wakes_on_join(self):
        code = self.client.create(seats=3)["code"]
        first = self.client.join(code, "First")
        version = first["state"]["version"]
        self.code = code
        poll, box = self.poll_in_background(version, first["token"])
        time.sleep(0.3)
        self.assertTrue(poll.is_alive())
        self.client.join(code, "Second")
        poll.join(5)
        state = box["reply"].json
        self.assertEqual(state["status"], "lobby")
        self.assertEqual([p["name"] for p in state["players"]], ["First", "Second"])
        self.assertLess(box["reply"].elapsed, 0.3 + 1.0)
