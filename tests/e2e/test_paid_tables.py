"""Paid tables over HTTP (docs/accounts.md "Wallets"), on the toy game's pot rule (a tenth
of the pot is the rake, the winner takes the rest): the stake is held at join and only
from accounts, comes back when a seat is refused, when a player leaves a waiting room and
after kill -9 (rooms do not survive a restart yet), and the pot is paid out once at the
end. No unit is created or lost."""
import os
import time

from harness import ApiTestCase, OwnServerTestCase, Player, Server, TOY_BIN, new_player

GRANT = 1000


class PaidTablesTest(OwnServerTestCase):
    SERVER_BINARY = TOY_BIN

    def agent(self, prefix):
        """A registered player's agent: its account token, so it sits as itself."""
        player = new_player(self.server, prefix)
        agent = Player(self.server.url, bearer=player.agent_token())
        agent.name = player.name
        return agent

    def balance(self, player):
        return player.ok("GET", "/api/wallet")["balance"]

    def paid_table(self, stake=100, **options):
        return self.server.client().create(game="toy", seats=2,
                                           settings={"stake": stake, "rounds": 1}, **options)["code"]

    def join(self, player, code, body=None, expect=200):
        return player.ok("POST", f"/api/matches/{code}/join", body or {}, expect=expect)

    def test_stakes_are_held_at_join_and_the_pot_is_paid_out_once_at_the_end(self):
        ann, bob = self.agent("ann"), self.agent("bob")
        code = self.paid_table()
        ann_seat = self.join(ann, code)
        self.assertEqual(ann_seat["name"], ann.name)
        self.assertEqual(self.balance(ann), GRANT - 100)
        self.join(ann, code, expect=409)  # one seat, one stake
        self.assertEqual(self.balance(ann), GRANT - 100)
        bob_seat = self.join(bob, code)
        self.assertEqual(bob_seat["state"]["status"], "playing", "a full paid table starts")
        self.assertEqual(self.balance(bob), GRANT - 100)
        ann.ok("POST", f"/api/matches/{code}/move", {"card": 5}, token=ann_seat["token"])
        bob.ok("POST", f"/api/matches/{code}/move", {"card": 2}, token=bob_seat["token"])
        # Pot 200, rake 20: the winner takes 180.
        deadline = time.monotonic() + 10
        while self.balance(ann) == GRANT - 100 and time.monotonic() < deadline:
            time.sleep(0.05)
        self.assertEqual(self.balance(ann), GRANT + 80)
        self.assertEqual(self.balance(bob), GRANT - 100)
        kinds = [(e["kind"], e["amount"], e["table"]) for e in ann.ok("GET", "/api/wallet")["entries"]]
        self.assertEqual(kinds, [("payout", 180, code), ("stake", -100, code), ("grant", GRANT, None)])

    def test_only_accounts_sit_at_a_paid_table_and_a_refused_seat_costs_nothing(self):
        code = self.paid_table()
        self.assertError(self.server.client().request("POST", f"/api/matches/{code}/join", {"name": "Anon"}),
                         400, "as yourself")
        self.assertError(self.server.client().request("POST", f"/api/matches/{code}/join", {}), 401)
        guest = Player(self.server.url).as_guest()
        self.assertError(guest.request("POST", f"/api/matches/{code}/join", {}), 403, "guests")
        self.assertError(self.server.client().request(
            "POST", "/api/matches", {"game": "toy", "seats": 2, "bots": 1, "settings": {"stake": 5}}),
            400, "bots")
        spender = self.agent("spend")
        self.join(spender, self.paid_table(stake=GRANT))
        self.assertEqual(self.balance(spender), 0)
        self.assertError(spender.request("POST", f"/api/matches/{self.paid_table(stake=1)}/join", {}),
                         409, "wallet holds 0")
        self.assertEqual(self.balance(spender), 0)
        # A full table refuses the third player, whose stake comes straight back.
        ann, bob = self.agent("a"), self.agent("b")
        self.join(ann, code)
        self.join(bob, code)
        late = self.agent("late")
        late.ok("POST", f"/api/matches/{code}/join", {}, expect=409)
        self.assertEqual(self.balance(late), GRANT)

    def test_leaving_a_paid_waiting_room_gives_the_stake_back(self):
        host = new_player(self.server, "host")
        room = host.ok("POST", "/api/rooms", {"game": "toy", "settings": {"stake": 40}}, expect=201)
        code = room["code"]
        self.assertEqual(self.balance(host), GRANT - 40, "the creator's stake is held too")
        self.assertError(host.request("POST", f"/api/rooms/{code}/add-bot", {}), 409, "stake")
        self.assertError(host.request("POST", f"/api/rooms/{code}/start", {}), 409, "every seat")
        guest = Player(self.server.url).as_guest()
        self.assertError(guest.request("POST", "/api/rooms", {"game": "toy", "settings": {"stake": 40}}),
                         403, "wallet")
        self.assertError(host.request("POST", "/api/rooms",
                                      {"game": "toy", "policy": "approval", "settings": {"stake": 40}}),
                         400, "requests")
        host.ok("POST", f"/api/rooms/{code}/exit", {})
        deadline = time.monotonic() + 10
        while self.balance(host) != GRANT and time.monotonic() < deadline:
            time.sleep(0.05)
        self.assertEqual(self.balance(host), GRANT)

    def test_a_paid_table_survives_kill_9_with_its_stakes_held(self):
        ann = new_player(self.server, "k9")
        code = self.paid_table(stake=70)
        ann.ok("POST", f"/api/matches/{code}/join", {}, expect=200)
        self.assertEqual(self.balance(ann), GRANT - 70)
        self.server.kill()
        self.server.restart()
        again = Player(self.server.url).login(ann.name)
        # The table is back from its journal, so its pot stays where it was.
        state = again.ok("GET", f"/api/matches/{code}/state")
        self.assertEqual(state["status"], "lobby")
        self.assertIn(ann.name, [p["name"] for p in state["players"]])
        time.sleep(0.5)  # the start-up reconciling has run by now
        self.assertEqual(self.balance(again), GRANT - 70)
        entries = [e["kind"] for e in again.ok("GET", "/api/wallet")["entries"]]
        self.assertEqual(entries, ["stake", "grant"])

    def test_a_stake_whose_table_is_gone_comes_back_after_the_restart(self):
        ann = new_player(self.server, "kg")
        code = self.paid_table(stake=70)
        ann.ok("POST", f"/api/matches/{code}/join", {}, expect=200)
        self.server.kill()
        # The journal lost (an operator removed it): the table cannot come back.
        for suffix in ("", "-wal", "-shm"):
            path = os.path.join(self.server.data_dir, "rooms.db" + suffix)
            if os.path.exists(path):
                os.remove(path)
        self.server.restart()
        again = Player(self.server.url).login(ann.name)
        self.assertEqual(again.request("GET", f"/api/matches/{code}/state").status, 404)
        deadline = time.monotonic() + 10
        while self.balance(again) != GRANT and time.monotonic() < deadline:
            time.sleep(0.05)
        self.assertEqual(self.balance(again), GRANT)
        entries = [e["kind"] for e in again.ok("GET", "/api/wallet")["entries"]]
        self.assertEqual(entries, ["refund", "stake", "grant"])


class PaidAuctionTest(OwnServerTestCase):
    """Blind Auction's own pot rule (notes 32-34) moving real wallet units."""

    def test_the_pot_after_rake_goes_to_the_profit_and_the_replay_says_the_same(self):
        agents = []
        for prefix in ("pa", "pb", "pc"):
            player = new_player(self.server, prefix)
            agents.append(Player(self.server.url, bearer=player.agent_token()))
        settings = {"stake": 100, "rake_pct": 5, "items": 2, "talk_rounds": 0, "turn_deadline_ms": 5000}
        code = self.server.client().create(game="auction", seats=3, settings=settings)["code"]
        tokens = [a.ok("POST", f"/api/matches/{code}/join", {})["token"] for a in agents]
        for agent in agents:
            self.assertEqual(agent.ok("GET", "/api/wallet")["balance"], GRANT - 100)
        deadline = time.monotonic() + 60
        status = "playing"
        while status == "playing" and time.monotonic() < deadline:
            for agent, token in zip(agents, tokens):
                feed = agent.ok("GET", f"/api/matches/{code}/feed", token=token)
                status = feed["status"]
                turn = feed["your_turn"]
                if turn:
                    bid = [e for e in turn["legal_actions"] if e["action"] == "bid"][0]
                    # Seat 0 bids high enough to win something; the others bid 1.
                    amount = 40 if turn["seat"] == 0 else 1
                    agent.request("POST", f"/api/matches/{code}/move",
                                  {"turn": turn["turn"], "action": "bid", "amount": min(amount, bid["max"])},
                                  token=token)
        self.assertEqual(status, "finished")
        final = self.server.client().ok("GET", f"/api/matches/{code}/replay")["final"]
        paid = final["payouts"]["paid"]
        self.assertEqual(sum(paid), 300 - 15)
        deadline = time.monotonic() + 10
        balances = []
        while time.monotonic() < deadline:
            balances = [a.ok("GET", "/api/wallet")["balance"] for a in agents]
            if balances != [GRANT - 100] * 3:
                break
            time.sleep(0.05)
        self.assertEqual(balances, [GRANT - 100 + share for share in paid])
        self.assertEqual(sum(balances), 3 * GRANT - 15, "the rake, and only the rake, left the players")
