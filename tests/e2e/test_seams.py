"""Defects fixed when a game became a plug-in (issue "One seam per game"), over real HTTP:
the passcode throttle counts per room and never against an invitee or a request without a
code; 401 means "who are you" and 403 "you may not"; the administrator's defaults are the
administrator's; display names at agent tables follow the account rules and anonymous
agents are marked; games without a finishing-order rating say why they have no what-if;
chat 429s say when to retry; a resign sent as a move is a resignation."""
import unittest

from harness import AdminServerTestCase, Player, new_player


class SeamsTest(AdminServerTestCase):
    """Its own server: wrong passcodes from 127.0.0.1 must not count against other suites."""

    def setUp(self):
        self.anon = self.server.client()

    def player(self, prefix="p"):
        return new_player(self.server, prefix)

    def test_wrong_passcodes_count_per_room_and_never_against_an_invitee(self):
        host = self.player("h")
        code = host.create_room(policy="passcode", passcode="0427", capacity=4)["code"]
        other_host = self.player("o")
        other = other_host.create_room(policy="passcode", passcode="1111", capacity=4)["code"]
        guesser = self.player("g")
        for _ in range(5):
            self.assertError(guesser.action(code, "join", {"passcode": "9999"}), 403, "wrong passcode")
        throttled = guesser.action(code, "join", {"passcode": "0427"})
        self.assertError(throttled, 429, "passcodes")
        self.assertGreaterEqual(int(throttled.headers["retry-after"]), 1)
        # The same address and player, another room: its own count.
        self.assertEqual(guesser.action(other, "join", {"passcode": "1111"}).status, 200)
        # An invitee from the same address sends no code and is never throttled.
        invitee = self.player("i")
        host.act(code, "invite", {"name": invitee.name})
        self.assertEqual(invitee.action(code, "join", {}).status, 200)

    def test_chat_401_for_nobody_403_for_a_guest_429_with_retry_after(self):
        host = self.player("c")
        code = host.create_room()["code"]
        self.assertError(self.anon.request("POST", f"/api/rooms/{code}/chat", {"text": "x"}), 401)
        guest = Player(self.server.url).as_guest()
        self.assertError(guest.action(code, "chat", {"text": "x"}), 403, "guests")
        for i in range(5):
            host.act(code, "chat", {"text": f"line {i}"})
        slow = host.action(code, "chat", {"text": "one more"})
        self.assertError(slow, 429, "slow down")
        self.assertTrue(1 <= int(slow.headers["retry-after"]) <= 10, slow.headers)

    def test_a_closed_room_takes_no_chat(self):
        host = self.player("x")
        code = host.create_room()["code"]
        host.act(code, "exit")
        self.assertEqual(self.anon.ok("GET", f"/api/rooms/{code}/state")["status"], "closed")
        self.assertError(host.action(code, "chat", {"text": "anyone?"}), 409, "closed")

    def test_the_administrators_defaults_are_for_the_administrator(self):
        self.assertError(self.anon.request("GET", "/api/admin/defaults"), 403, "administrator")
        self.assertError(self.player("n").request("GET", "/api/admin/defaults"), 403)
        self.assertIsInstance(self.admin.ok("GET", "/api/admin/defaults"), dict)
        # What a create form needs stays public, in GET /api.
        games = self.anon.ok("GET", "/api")["games"]
        self.assertTrue(all("defaults" in game and "room" in game for game in games))

    def test_agent_names_follow_the_account_rules(self):
        registered = self.player("reg")
        code = self.anon.create(seats=3)["code"]
        refused = {registered.name: 409, "Bot1": 400, "ada (bot)": 400, "Guest-1234": 400,
                   "admin": 400, "evil\u202Egnp": 400, "zero\u200Bwidth": 400, "  Bot7 ": 400}
        for name, status in refused.items():
            with self.subTest(name=name):
                self.assertError(self.anon.request("POST", f"/api/matches/{code}/join",
                                                   {"name": name}), status)
        first = self.anon.join(code, "Plain Agent")
        state = self.anon.state(code, first["token"])
        self.assertEqual([(p["name"], p["anonymous"]) for p in state["players"]],
                         [("Plain Agent", True)])
        lobby = self.anon.ok("GET", "/api/rooms")["rooms"]
        entry = next(e for e in lobby if e["code"] == code)
        self.assertEqual(entry["players"], [{"name": "Plain Agent", "bot": False, "anonymous": True}])
        # A registered player's seat in a waiting room is not anonymous.
        host = self.player("w")
        room = host.create_room()["code"]
        self.assertFalse(host.room_state(room)["players"][0]["anonymous"])

    def test_what_if_is_refused_clearly_where_the_rating_is_not_a_finishing_order(self):
        host = self.player("rp")
        code = host.create_room(game="right_price", capacity=2)["code"]
        host.act(code, "add-bot")
        host.act(code, "start")
        reply = host.action(code, "what-if", {"places": [1, 2]})
        self.assertError(reply, 400, "finishing order")

    def test_a_resign_sent_as_a_move_resigns(self):
        host = self.player("rs")
        code = host.create_room(game="right_price", capacity=2)["code"]
        host.act(code, "add-bot")
        host.act(code, "start")
        state = host.act(code, "move", {"action": "resign"})
        self.assertTrue(state["you"]["resigned"])
        self.assertTrue(state["players"][0]["resigned"])
        self.assertIn(f"{host.name} resigned", [line["text"] for line in state["log"]])
        self.assertError(host.action(code, "resign"), 409, "already")


if __name__ == "__main__":
    unittest.main()
