"""The administrator (docs/accounts.md, "The administrator"): never whoever signs up first
with the ADMIN name; only `gavel admin grant NAME` on an existing account, or ADMIN naming
an account that already exists when the server starts."""
import json
import shutil

from harness import ApiTestCase, Player, Server, unique_name


class AdministratorTest(ApiTestCase):
    @classmethod
    def setUpClass(cls):
        cls.boss = unique_name("boss")
        cls.server = Server(ADMIN=cls.boss).start()

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()
        cls.server.cleanup()

    def me(self, player):
        return player.ok("GET", "/api/auth/me")["user"]

    def test_signing_up_as_the_admin_name_does_not_make_an_administrator(self):
        # The finding: ADMIN=boss unclaimed, a stranger signs up as "BOSS" and is the administrator.
        stranger = Player(self.server.url)
        reply = stranger.request("POST", "/api/auth/signup",
                                 {"username": self.boss.upper(), "password": "correct horse 9"})
        self.assertEqual(reply.status, 201, reply)
        self.assertFalse(reply.json["user"]["admin"])
        self.assertFalse(self.me(stranger)["admin"])
        self.assertFalse(self.me(Player(self.server.url).login(self.boss))["admin"])

    def test_grant_then_login_is_administrator_and_revoke_ends_it(self):
        name = unique_name("chief")
        Player(self.server.url).signup(name)
        code, out, err = self.server.admin("grant", name)
        self.assertEqual(code, 0, err)
        self.assertIn(name, out)
        granted = Player(self.server.url).login(name)
        self.assertTrue(self.me(granted)["admin"])
        self.assertEqual(granted.request("GET", "/api/admin/defaults").status, 200)

        code, _, err = self.server.admin("revoke", name.upper())
        self.assertEqual(code, 0, err)
        self.assertIn('"event":"admin_revoked"', err)
        revoked = Player(self.server.url).login(name)
        self.assertFalse(self.me(revoked)["admin"])
        self.assertError(revoked.request("GET", "/api/admin/defaults"), 403)

    def test_grant_of_an_unknown_name_fails_clearly(self):
        name = unique_name("ghost")
        code, _, err = self.server.admin("grant", name)
        self.assertEqual(code, 1)
        self.assertIn(f'there is no account named "{name}"', err)
        code, _, err = self.server.admin("promote", name)
        self.assertEqual(code, 2)
        self.assertIn("usage", err)


class AdminSettingTest(ApiTestCase):
    def test_admin_names_an_account_that_exists_when_the_server_starts(self):
        server = Server().start()
        try:
            name = unique_name("owner")
            Player(server.url).signup(name)
            server.stop()
            server = Server(data_dir=server.data_dir, ADMIN=name.lower()).start()
            owner = Player(server.url).login(name)
            self.assertTrue(owner.ok("GET", "/api/auth/me")["user"]["admin"])
            # A sign-up after the start is never the administrator, whatever its name.
            later = Player(server.url).signup(unique_name("later"))
            self.assertFalse(later.ok("GET", "/api/auth/me")["user"]["admin"])
        finally:
            server.kill()
            shutil.rmtree(server.data_dir, ignore_errors=True)
