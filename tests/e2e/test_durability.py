"""Durability of what the server answered for (docs/decisions.md, "Crash-safe rooms"):
a live match survives kill -9, a finished match's ratings are never lost once its replay
is saved, and SIGTERM answers every request in flight (or runs none of it) and exits 0."""
import http.client
import threading
import time
import unittest

from harness import (ApiTestCase, Player, Server, free_port, new_player, play_to_end, unique_name,
                     wait_until)


class KillTest(ApiTestCase):
    def setUp(self):
        # The same port across restarts, so that clients keep their address.
        self.server = Server(port=free_port())
        self.server.start()
        self.addCleanup(self.server.cleanup)

    def test_a_live_match_and_its_moves_survive_kill_9(self):
        client = self.server.client()
        code = client.create(seats=2, bots=1)["code"]
        token = client.join(code)["token"]
        client.move(code, token, 13)
        before = client.state(code, token)
        self.server.kill()
        self.server.start()
        client = self.server.client()
        after = client.state(code, token)
        self.assertEqual(after["status"], "playing")
        me = next(p for p in after["players"] if p["seat"] == before["you"]["seat"])
        # The chip is still locked, or the round resolved and it is spent.
        self.assertTrue(me["locked"] or 13 not in me["chips"], f"the acknowledged move is gone: {me}")
        self.assertGreater(after["version"], before["version"])
        # The match goes on to its end after the restart.
        final = play_to_end(client, code, token)
        self.assertEqual(final["status"], "finished")

    def test_a_waiting_room_and_a_guest_survive_kill_9(self):
        host = new_player(self.server, "kh")
        code = host.create_room(capacity=3)["code"]
        host.act(code, "chat", {"text": "back soon"})
        guest = Player(self.server.url).as_guest()
        guest_name = guest.me()["name"]
        self.server.kill()
        self.server.start()
        state = host.room_state(code)
        self.assertEqual(state["status"], "lobby")
        self.assertEqual([c["text"] for c in state["room"]["chat"]], ["back soon"])
        self.assertTrue(state["you"], "the host still holds the seat")
        self.assertEqual(guest.me()["name"], guest_name)

    def test_ratings_are_never_lost_when_the_server_dies_at_the_finish(self):
        # One round of one item: the second bid ends the match. The kill comes as soon as
        # that bid is answered, before the ratings can be applied in the background.
        for trial in range(8):
            with self.subTest(trial=trial):
                first, second = new_player(self.server, "df"), new_player(self.server, "ds")
                code = first.create_room(game="right_price", capacity=2, settings={
                    "rounds": 1, "itemsPerRound": 1, "bettingMode": "blind"})["code"]
                second.act(code, "join")
                second.act(code, "ready", {"ready": True})
                first.act(code, "start")
                first.act(code, "move", {"action": "bid", "amount": 10})
                second.act(code, "move", {"action": "bid", "amount": 20})
                self.server.kill()
                self.server.start()
                anon = self.server.client()
                state = wait_until(lambda: anon.ok("GET", f"/api/rooms/{code}/state"),
                                   lambda s: s["room"]["ratings"] is not None, timeout=20,
                                   what=f"room {code}'s ratings")
                self.assertEqual(state["status"], "finished")
                self.assertEqual(sorted(r["seat"] for r in state["room"]["ratings"]), [0, 1])
                self.assertEqual(anon.request("GET", f"/api/replay/{code}").status, 200)
                for player in (first, second):
                    history = anon.ok("GET", f"/api/players/{player.name}")["history"]
                    self.assertEqual([row["match"] for row in history], [code])
                if trial == 0:
                    # The finished room came back whole: "Create same room" works, once,
                    # and the link to the new room survives the next restart too.
                    again = first.action(code, "recreate")
                    self.assertEqual(again.status, 201, again)
                    self.server.kill()
                    self.server.start()
                    self.assertEqual(anon.ok("GET", f"/api/rooms/{code}/state")["room"]["next"],
                                     again.json["code"])
                    self.assertError(second.action(code, "recreate"), 409, "already")


class GracefulStopTest(ApiTestCase):
    def test_sigterm_answers_every_request_in_flight_or_runs_none_of_it(self):
        server = Server()
        server.start()
        self.addCleanup(server.cleanup)
        names = [unique_name("st") for _ in range(40)]
        answers = {}

        def sign_up(name):
            try:
                reply = server.client().request(
                    "POST", "/api/auth/signup", {"username": name, "password": "correct horse 9"},
                    timeout=30)
                answers[name] = reply.status
            except (OSError, http.client.HTTPException):
                answers[name] = None  # no answer at all

        threads = [threading.Thread(target=sign_up, args=(name,)) for name in names]
        for thread in threads:
            thread.start()
        time.sleep(0.05)  # password hashing keeps many of them in flight
        self.assertEqual(server.stop(timeout=30), 0, "SIGTERM exits 0")
        for thread in threads:
            thread.join()

        server.start()
        for name in names:
            login = server.client().request("POST", "/api/auth/login",
                                            {"username": name, "password": "correct horse 9"})
            created = login.status == 200
            if answers[name] == 201:
                self.assertTrue(created, f"{name} was told 201 but has no account")
            else:
                self.assertFalse(created, f"{name} has an account but was answered {answers[name]}")
        self.assertGreater(sum(1 for status in answers.values() if status == 201), 0)


if __name__ == "__main__":
    unittest.main()
