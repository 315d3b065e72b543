"""What an account holder manages (docs/api.md, "Accounts"): their agent tokens and browser
sessions (listed, never with a secret; revoked or ended by id, effective at once), their
password (12 characters at least; changing it ends every other session), a login throttle
that a stranger cannot turn against the owner, the log lines of it all, and guests that
survive a restart."""
import json

from harness import ApiTestCase, OwnServerTestCase, PASSWORD, Player, Server, new_player, shared_server, unique_name


class AgentTokensTest(ApiTestCase):
    def setUp(self):
        self.server = shared_server()
        self.owner = new_player(self.server, "tok")

    def test_tokens_are_listed_without_their_secret(self):
        first = self.owner.agent_token("first bot")
        second = self.owner.agent_token("second bot")
        reply = self.owner.request("GET", "/api/auth/tokens")
        self.assertEqual(reply.status, 200, reply)
        tokens = reply.json["tokens"]
        self.assertEqual(sorted(t["label"] for t in tokens), ["first bot", "second bot"])
        for token in tokens:
            self.assertEqual(set(token), {"id", "label", "created", "lastUsed"})
            self.assertRegex(token["id"], r"^[0-9a-f]{16}$")
        for secret in (first, second):
            self.assertNotIn(secret.removeprefix("gva_"), reply.body.decode())
        # Tokens are managed from the browser session, not by an agent's token.
        self.assertError(Player(self.server.url, bearer=first).request("GET", "/api/auth/tokens"), 401)
        self.assertError(Player(self.server.url).request("GET", "/api/auth/tokens"), 401)

    def test_a_revoked_token_is_refused_at_once(self):
        kept = self.owner.agent_token("kept")
        doomed = self.owner.agent_token("doomed")
        agent = Player(self.server.url, bearer=doomed)
        self.assertEqual(agent.me()["name"], self.owner.name)  # now in the identity cache
        [entry] = [t for t in self.owner.ok("GET", "/api/auth/tokens")["tokens"] if t["label"] == "doomed"]
        stranger = new_player(self.server, "str")
        self.assertError(stranger.request("DELETE", f"/api/auth/tokens/{entry['id']}"), 404)
        self.assertEqual(agent.me()["name"], self.owner.name)
        self.assertEqual(self.owner.ok("DELETE", f"/api/auth/tokens/{entry['id']}"), {"ok": True})
        self.assertError(agent.request("GET", "/api/auth/me"), 401, "revoked")
        self.assertEqual(Player(self.server.url, bearer=kept).me()["name"], self.owner.name)
        self.assertEqual([t["label"] for t in self.owner.ok("GET", "/api/auth/tokens")["tokens"]], ["kept"])
        self.assertError(self.owner.request("DELETE", f"/api/auth/tokens/{entry['id']}"), 404)
        revoked = [e for e in self.server.log_events("token_revoked") if e["token"] == entry["id"]]
        self.assertEqual(len(revoked), 1)
        self.assertNotIn(doomed.removeprefix("gva_"), self.server.stderr_text())


class SessionsTest(ApiTestCase):
    def setUp(self):
        self.server = shared_server()
        self.name = unique_name("ses")
        self.laptop = Player(self.server.url).signup(self.name)
        self.phone = Player(self.server.url).login(self.name)

    def test_sessions_are_listed_with_the_current_one_marked(self):
        reply = self.laptop.request("GET", "/api/auth/sessions")
        self.assertEqual(reply.status, 200, reply)
        sessions = reply.json["sessions"]
        self.assertEqual(len(sessions), 2)
        for session in sessions:
            self.assertEqual(set(session), {"id", "created", "lastSeen", "current"})
        self.assertEqual([s["current"] for s in sessions].count(True), 1)
        for player in (self.laptop, self.phone):
            self.assertNotIn(player.cookies["gavel_session"], reply.body.decode())
        self.assertError(Player(self.server.url).request("GET", "/api/auth/sessions"), 401)

    def test_ending_another_session_logs_it_out_at_once(self):
        self.assertEqual(self.phone.me()["name"], self.name)  # cached
        sessions = self.laptop.ok("GET", "/api/auth/sessions")["sessions"]
        [other] = [s for s in sessions if not s["current"]]
        self.assertError(new_player(self.server, "oth").request("DELETE", f"/api/auth/sessions/{other['id']}"), 404)
        self.assertEqual(self.laptop.ok("DELETE", f"/api/auth/sessions/{other['id']}"), {"ok": True})
        self.assertIsNone(self.phone.ok("GET", "/api/auth/me")["user"])
        self.assertEqual(self.laptop.me()["name"], self.name)
        self.assertEqual(len(self.laptop.ok("GET", "/api/auth/sessions")["sessions"]), 1)
        self.assertError(self.laptop.request("DELETE", "/api/auth/sessions/0000000000000000"), 404)


class PasswordTest(ApiTestCase):
    def setUp(self):
        self.server = shared_server()

    def test_passwords_have_at_least_twelve_characters(self):
        reply = Player(self.server.url).request("POST", "/api/auth/signup",
                                                {"username": unique_name("pw"), "password": "eleven char"})
        self.assertError(reply, 400, "at least 12 characters")
        ok = Player(self.server.url).request("POST", "/api/auth/signup",
                                             {"username": unique_name("pw"), "password": "twelve chars"})
        self.assertEqual(ok.status, 201, ok)

    def test_changing_the_password_ends_every_other_session_and_keeps_tokens(self):
        name = unique_name("chg")
        here = Player(self.server.url).signup(name)
        elsewhere = Player(self.server.url).login(name)
        token = here.agent_token("long-lived")
        self.assertEqual(elsewhere.me()["name"], name)  # cached

        self.assertError(here.request("POST", "/api/auth/password", {"current": "not my password", "new": "a new passphrase"}), 403, "wrong")
        self.assertError(here.request("POST", "/api/auth/password", {"current": PASSWORD, "new": "too short"}), 400, "12")
        self.assertError(here.request("POST", "/api/auth/password", {"current": PASSWORD}), 400)
        self.assertEqual(elsewhere.me()["name"], name)  # nothing changed so far

        self.assertEqual(here.ok("POST", "/api/auth/password", {"current": PASSWORD, "new": "a new passphrase"}), {"ok": True})
        self.assertIsNone(elsewhere.ok("GET", "/api/auth/me")["user"])
        self.assertEqual(here.me()["name"], name)
        self.assertEqual(Player(self.server.url, bearer=token).me()["name"], name)
        self.assertError(Player(self.server.url).request("POST", "/api/auth/login", {"username": name, "password": PASSWORD}), 401)
        Player(self.server.url).login(name, "a new passphrase")
        self.assertTrue([e for e in self.server.log_events("password_changed") if e["name"] == name])
        self.assertNotIn("a new passphrase", self.server.stderr_text())


class LoginThrottleTest(OwnServerTestCase):
    """Its own server: the counts must start from nothing."""

    def test_a_stranger_cannot_lock_the_owner_out_from_another_address(self):
        name = unique_name("vic")
        Player(self.server.url).signup(name)
        stranger = Player(self.server.url, source="127.0.0.2")
        statuses = [stranger.request("POST", "/api/auth/login", {"username": name, "password": "guess guess 12"}).status
                    for _ in range(8)]
        self.assertEqual(statuses[:5], [401] * 5)
        self.assertEqual(statuses[-1], 429)
        # The stranger stays slowed, even with the right password...
        self.assertError(stranger.request("POST", "/api/auth/login", {"username": name, "password": PASSWORD}), 429)
        # ...and the owner, elsewhere, is not.
        owner = Player(self.server.url, source="127.0.0.3").login(name)
        self.assertEqual(owner.me()["name"], name)
        self.assertTrue([e for e in self.server.log_events("login_throttled") if e["client"] == "127.0.0.2"])

    def test_a_failed_login_logs_the_name_and_never_the_password(self):
        name = unique_name("logd")
        Player(self.server.url).signup(name)
        Player(self.server.url, source="127.0.0.4").request(
            "POST", "/api/auth/login", {"username": name, "password": "hunter2 hunter2"})
        failed = [e for e in self.server.log_events("login_failed") if e["name"] == name]
        self.assertEqual(len(failed), 1, self.server.log_events("login_failed"))
        self.assertEqual(failed[0]["client"], "127.0.0.4")
        self.assertIsInstance(failed[0]["ts"], int)
        text = self.server.stderr_text()
        self.assertNotIn("hunter2", text)
        self.assertNotIn(PASSWORD, text)
        self.assertTrue([e for e in self.server.log_events("signup") if e["name"] == name])


class GuestRestartTest(ApiTestCase):
    def test_a_guest_is_the_same_guest_after_a_restart(self):
        server = Server().start()
        try:
            guest = Player(server.url).as_guest()
            before = guest.me()
            self.assertTrue(before["guest"])
            server.kill()  # no graceful shutdown: the guest must already be on disk
            server.start()  # on a new port: the same browser (cookies) comes back
            again = Player(server.url)
            again.cookies = dict(guest.cookies)
            self.assertEqual(again.me(), before)
            kept = again.request("POST", "/api/auth/guest")
            self.assertEqual(kept.status, 200, kept)
            self.assertEqual(kept.json["user"]["name"], before["name"])
            # A new visitor after the restart is someone else.
            other = Player(server.url).as_guest()
            self.assertNotEqual(other.cookies["gavel_guest"], guest.cookies["gavel_guest"])
            self.assertNotEqual(other.me()["name"], before["name"])
            created = [e for e in server.log_events("guest_created")]
            self.assertEqual(len(created), 2)
            self.assertGreater(created[1]["guest"], created[0]["guest"])  # numbers keep growing
        finally:
            server.kill()
            server.cleanup()
