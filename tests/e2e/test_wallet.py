"""Play-money wallets over HTTP (docs/accounts.md, "Wallets"): every account is granted
once at sign-up, the wallet answers the session cookie and agent tokens alike, guests and
nobody are refused, and the ledger survives kill -9 and a restart."""
from harness import ApiTestCase, OwnServerTestCase, Player, Server, new_player

GRANT = 1000


class WalletTest(OwnServerTestCase):

    def test_a_new_account_holds_the_grant_once(self):
        player = new_player(self.server, "w")
        for _ in range(2):
            wallet = player.ok("GET", "/api/wallet")
            self.assertEqual(wallet["balance"], GRANT)
            self.assertEqual(wallet["grant"], GRANT)
            self.assertEqual(wallet["name"], player.name)
            self.assertEqual([(e["kind"], e["amount"], e["table"]) for e in wallet["entries"]],
                             [("grant", GRANT, None)])
        agent = Player(self.server.url, bearer=player.agent_token())
        self.assertEqual(agent.ok("GET", "/api/wallet")["balance"], GRANT)

    def test_guests_and_nobody_have_no_wallet(self):
        self.assertError(self.server.client().request("GET", "/api/wallet"), 401, "log in")
        guest = Player(self.server.url).as_guest()
        self.assertError(guest.request("GET", "/api/wallet"), 403, "guests")
        self.assertIn("/api/wallet", [e["path"] for e in self.server.client().ok("GET", "/api")["endpoints"]])

    def test_the_ledger_survives_kill_9(self):
        player = new_player(self.server, "k")
        self.assertEqual(player.ok("GET", "/api/wallet")["balance"], GRANT)
        self.server.kill()
        self.server.restart()
        again = Player(self.server.url).login(player.name)
        wallet = again.ok("GET", "/api/wallet")
        self.assertEqual(wallet["balance"], GRANT)
        self.assertEqual(len(wallet["entries"]), 1, "a restart granted the account again")
