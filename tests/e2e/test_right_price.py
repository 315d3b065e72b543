"""The Right Price over real HTTP (shared/spec/right-price.md, docs/games/right-price.md):
Blind and Open games of an agent against the house bot to the end with long-polls, the
money invariant and the view's secrets after every state, the bot's exact bids (recomputed
here from the public view, and checked against the finished match's record), two
registered players' secret blind bets and the tie rules, refused bids, resigning mid-game,
a guest's unrated room, the room limits (one bot, guest capacity 2) and agent tables.

Games are kept small (1-2 rounds of 1-3 items). A round break waits for real: every
two-round game spends its 5-second break (the shortest the settings allow) in a long-poll.
"""
import itertools
import json
import random
import threading
import time
import unittest
from fractions import Fraction

from harness import (ApiTestCase, Player, all_keys, diff, new_guest, new_player, shared_server,
                     wait_until)

GAME = "right_price"
# Two rounds (one real 5-second break), two items each: the "small settings".
SMALL = {"rounds": 2, "itemsPerRound": 2, "bettingSeconds": 5, "roundBreakSeconds": 5}

PLAYER_FIELDS = {"seat", "capital", "eliminated", "resigned", "acted", "items", "winTenths",
                 "movement"}
MOVEMENT_FIELDS = {"toBank", "auctionPayments", "prize", "fromBank", "roundChanges"}
ITEM_FIELDS = {"number", "lo", "hi", "status", "winner", "price", "value"}
AUCTION_FIELDS = {"item", "lo", "hi", "deadline", "highBid", "highBidder", "minBid"}
YOU_FIELDS = {"seat", "capital", "acted", "bid", "skipped", "leading", "canBid", "minBid",
              "maxBid", "canSkip", "name", "host", "ready", "resigned", "mustMove"}
# Keys that would carry another seat's bet or the generator.
FORBIDDEN_KEYS = {"bets", "bids", "seed", "record", "inputs", "seatInfo", "generator", "plan"}
# What may differ in my view when another seat acts on a blind item: its "acted" flag.
VOLATILE = ("version", "serverTime", "secondsLeft")


# --- the rulebook's numbers, recomputed from what a seat sees -------------------

def _at_most(items, v):
    """P(the best value among these items <= v): values uniform in each inclusive range."""
    p = Fraction(1)
    for lo, hi in items:
        if v < lo:
            return Fraction(0)
        if v < hi:
            p *= Fraction(v - lo + 1, hi - lo + 1)
    return p


def win_probabilities(holdings):
    """Exact winning probabilities (ties shared equally); None when nobody holds an item."""
    holders = [seat for seat, items in enumerate(holdings) if items]
    if not holders:
        return None
    out = [Fraction(0)] * len(holdings)
    for i in holders:
        total = Fraction(0)
        for v in range(1, 101):
            p_i = _at_most(holdings[i], v) - _at_most(holdings[i], v - 1)
            if not p_i:
                continue
            poly = [Fraction(1)]  # poly[t]: exactly t others tie at v and nobody is above
            for q in holders:
                if q == i:
                    continue
                below = _at_most(holdings[q], v - 1)
                at = _at_most(holdings[q], v) - below
                grown = [Fraction(0)] * (len(poly) + 1)
                for t, c in enumerate(poly):
                    grown[t] += c * below
                    grown[t + 1] += c * at
                poly = grown
            total += p_i * sum(c / (t + 1) for t, c in enumerate(poly))
        out[i] = total
    return out


def bot_plan(state, bot):
    """The house bot's bid (Blind) or private maximum (Open) on the item under auction,
    by the rulebook's algorithm, from the public view."""
    auction, pool = state["auction"], state["pool"]
    capital = state["players"][bot]["capital"]
    lo, hi = auction["lo"], auction["hi"]
    if auction["item"] == 1:
        raw = pool if state["itemsPerRound"] == 1 else pool * (lo + hi) // 200
        return min(raw, capital)
    opponents = [p["seat"] for p in state["players"]
                 if p["seat"] != bot and not p["eliminated"] and not p["resigned"]]
    if not opponents:
        return 0
    holdings = [[] for _ in state["players"]]
    for item in state["items"]:
        if item["status"] == "won":
            holdings[item["winner"]].append((item["lo"], item["hi"]))

    def p_bot(extra_for=None):
        trial = [list(h) for h in holdings]
        if extra_for is not None:
            trial[extra_for].append((lo, hi))
        probabilities = win_probabilities(trial)
        return probabilities[bot] if probabilities else Fraction(0)

    current = p_bot()
    with_item = p_bot(bot)
    worst = min(p_bot(seat) for seat in opponents)
    gain = min(Fraction(1), max(Fraction(0), with_item - current) + max(Fraction(0), current - worst))
    amount = pool * gain
    return min(amount.numerator // amount.denominator, capital)


# --- JSON helpers ---------------------------------------------------------------

def public_part(state):
    """The state without what changes by itself (version, clocks, presence)."""
    copy = json.loads(json.dumps(state))
    for key in VOLATILE:
        copy.pop(key, None)
    for player in copy.get("players") or []:
        player.pop("online", None)
    return copy


def item_key(state):
    """(round, item) of the auction under way, or None outside betting."""
    if state.get("status") != "playing" or state.get("phase") != "betting":
        return None
    return state["round"], state["auction"]["item"]


def item_lines(state, round_number, number):
    prefix = f"Round {round_number}, item {number} ("
    return [line["text"] for line in state["log"] if line["text"].startswith(prefix)]


def bid(amount):
    return {"action": "bid", "amount": amount}


SKIP = {"action": "skip"}


class RightPriceTestCase(ApiTestCase):
    def setUp(self):
        self.server = shared_server()
        self.anon = self.server.client()

    # --- rooms ------------------------------------------------------------------

    def agent(self, prefix="rpa"):
        """A registered player acting through an agent token (no cookie)."""
        owner = new_player(self.server, prefix)
        agent = Player(self.server.url, bearer=owner.agent_token())
        agent.name = owner.name
        return agent

    def room(self, host, settings, capacity=2, others=(), bot=True):
        """host's right_price room with the others seated and ready, and the bot: started."""
        made = host.create_room(game=GAME, capacity=capacity, settings=settings)
        code = made["code"]
        self.assertEqual(made["state"]["room"]["maxBots"], 1)
        for other in others:
            other.act(code, "join")
            other.act(code, "ready", {"ready": True})
        if bot:
            host.act(code, "add-bot")
        state = host.act(code, "start")
        self.assertEqual(state["status"], "playing")
        self.assertEqual(state["game"], GAME)
        self.check_state(state)
        return code, state

    def poll_until(self, player, code, state, done, timeout=20, what="the state"):
        """Long-polls (checking every state) until done(state)."""
        deadline = time.monotonic() + timeout
        while not done(state):
            if time.monotonic() > deadline:
                raise AssertionError(f"{what} did not come within {timeout}s; last: "
                                     f"{json.dumps(state)[:1500]}")
            state = player.room_state(code, since=state["version"])
            self.check_state(state)
        return state

    def move(self, player, code, move, expect=200):
        reply = player.action(code, "move", move)
        self.assertEqual(reply.status, expect, f"{move}: {reply!r}")
        if expect == 200:
            state = reply.json["state"]
            self.check_state(state)
            return state
        self.assertError(reply, expect)
        return reply

    def wait_for_ratings(self, player, code, timeout=10):
        return wait_until(lambda: player.room_state(code), lambda s: s["room"]["ratings"] is not None,
                          timeout=timeout, what=f"room {code}'s ratings")["room"]["ratings"]

    def record(self, code):
        replay = self.anon.ok("GET", f"/api/matches/{code}/replay")
        self.assertEqual(replay["status"], "finished")
        return replay["record"]

    # --- what holds in every state ----------------------------------------------

    def check_state(self, state):
        if state["status"] not in ("playing", "finished"):
            return
        players = state["players"]
        n = len(players)
        settings = state["settings"]
        self.assertNotIn("seatInfo", settings, "the view shows the seats' ratings")
        self.assertFalse(FORBIDDEN_KEYS & set(all_keys(state)), "a secret key in the view")
        # The invariant: capital + pool + bank == B, B = startingCapital x participants.
        self.assertEqual(state["totalMoney"], settings["startingCapital"] * n)
        self.assertEqual(sum(p["capital"] for p in players) + state["pool"] + state["bank"],
                         state["totalMoney"], f"money is not conserved: {players} {state['pool']} "
                                              f"{state['bank']}")
        self.assertGreaterEqual(state["pool"], 0)
        self.assertGreaterEqual(state["bank"], 0)
        for p in players:
            self.assertTrue(PLAYER_FIELDS <= set(p), PLAYER_FIELDS - set(p))
            self.assertGreaterEqual(p["capital"], 0)
            self.assertEqual(set(p["movement"]), MOVEMENT_FIELDS)
            m = p["movement"]
            self.assertEqual(m["roundChanges"], m["toBank"] + m["auctionPayments"] + m["prize"]
                             + m["fromBank"])
            self.assertLessEqual(m["toBank"], 0)
            self.assertLessEqual(m["auctionPayments"], 0)
            self.assertGreaterEqual(m["prize"], 0)
            self.assertGreaterEqual(m["fromBank"], 0)
        if any(p["winTenths"] is not None for p in players):
            self.assertEqual(sum(p["winTenths"] for p in players), 1000)
        betting = state["phase"] == "betting"
        for item in state["items"]:
            self.assertEqual(set(item), ITEM_FIELDS)
            self.assertTrue(1 <= item["lo"] <= item["hi"] <= 100, item)
            if betting:
                self.assertIsNone(item["value"], "an item's value before its round settled")
            else:
                self.assertTrue(item["lo"] <= item["value"] <= item["hi"], item)
            if item["status"] == "won":
                self.assertIsInstance(item["winner"], int)
                self.assertIsInstance(item["price"], int)
            else:
                self.assertIsNone(item["winner"])
                self.assertIsNone(item["price"])
        if betting:
            self.check_funding(state)
            self.assertEqual(state["status"], "playing")
            auction = state["auction"]
            self.assertEqual(set(auction), AUCTION_FIELDS)
            current = state["items"][-1]
            self.assertEqual((current["number"], current["lo"], current["hi"], current["status"]),
                             (auction["item"], auction["lo"], auction["hi"], "bidding"))
            self.assertEqual(state["currentItem"], auction["item"])
            self.assertEqual([i["number"] for i in state["items"]], list(range(1, auction["item"] + 1)))
            self.assertTrue(all(i["status"] != "bidding" for i in state["items"][:-1]))
            self.assertIsNone(state["settlement"])
            self.assertIsNone(state["breakEndsAt"])
            if settings["bettingMode"] == "blind":
                self.assertIsNone(auction["highBid"], "a blind auction shows a high bid")
                self.assertIsNone(auction["highBidder"], "a blind auction shows a bidder")
                self.assertEqual(auction["minBid"], 0)
            elif auction["highBidder"] is not None:
                self.assertEqual(auction["minBid"], auction["highBid"] + settings["minIncrease"])
            # Nothing of the open item reaches the log before it closes.
            self.assertEqual(item_lines(state, state["round"], auction["item"]), [])
        else:
            self.assertIsNone(state["auction"])
            self.assertIsNone(state["currentItem"])
            self.check_settlement(state)
        if state["status"] == "finished":
            self.assertEqual(state["phase"], "finished")
            result = state["result"]
            capitals = [s["capital"] for s in result["standings"]]
            self.assertEqual(capitals, sorted(capitals, reverse=True))
            self.assertEqual(sorted(s["seat"] for s in result["standings"]), list(range(n)))
            for standing in result["standings"]:
                self.assertEqual(standing["capital"], players[standing["seat"]]["capital"])
            self.assertEqual((result["bank"], result["pool"]), (state["bank"], state["pool"]))
            self.assertEqual(state["pool"], 0)
        else:
            self.assertIsNone(state["result"])
        you = state.get("you")
        if you is not None and "capital" in you:
            # "turn" only while the seat has a decision, and then it names the feed's.
            self.assertEqual(set(you) - {"turn"}, YOU_FIELDS)
            if you["mustMove"]:
                self.assertIsInstance(you["turn"], int)
            self.assertEqual(you["capital"], players[you["seat"]]["capital"])
            if not you["canBid"]:
                self.assertIsNone(you["minBid"])

    def check_funding(self, state):
        """The current round's funding, while betting (these games never eliminate anyone):
        the charge is ceil((basePrizePool - bank) / active players), every active player
        paid it, the pool holds the base pool plus this round's payments."""
        settings, funding = state["settings"], state["funding"]
        self.assertEqual((funding["round"], state["shownRound"]), (state["round"], state["round"]))
        self.assertEqual(funding["eliminated"], [])
        self.assertFalse(funding["endedGame"])
        active = [p for p in state["players"] if not p["eliminated"]]
        shortfall = max(0, settings["basePrizePool"] - funding["bankBefore"])
        charge = -(-shortfall // len(active))
        self.assertEqual(funding["steps"], [{"shortfall": shortfall, "charge": charge, "eliminated": []}])
        self.assertEqual(funding["charge"], charge)
        for p in active:
            self.assertEqual(p["movement"]["toBank"], -charge, p)
        payments = sum(i["price"] for i in state["items"] if i["status"] == "won")
        if settings["paymentsTo"] == "pool":
            self.assertEqual(state["pool"], settings["basePrizePool"] + payments)
            self.assertEqual(state["bank"],
                             funding["bankBefore"] + charge * len(active) - settings["basePrizePool"])

    def check_settlement(self, state):
        s = state["settlement"]
        self.assertIsNotNone(s, "no settlement during the break or after the end")
        self.assertEqual(s["round"], state["shownRound"])
        self.assertEqual(s["items"], state["items"])
        self.assertEqual(state["breakEndsAt"], s["breakEndsAt"])
        self.assertEqual(s["breakEndsAt"] - s["settledAt"],
                         state["settings"]["roundBreakSeconds"] * 1000)
        scores = [None] * len(state["players"])
        for item in s["items"]:
            if item["winner"] is not None:
                scores[item["winner"]] = max(scores[item["winner"]] or 0, item["value"])
        self.assertEqual(s["scores"], scores)
        held = [v for v in scores if v is not None]
        winners = [seat for seat, v in enumerate(scores) if held and v == max(held)]
        self.assertEqual(s["winners"], winners)
        if winners:
            self.assertEqual((s["share"], s["remainder"], s["unclaimed"]),
                             (s["pool"] // len(winners), s["pool"] % len(winners), 0))
        else:
            self.assertEqual(s["unclaimed"], s["pool"])
        self.assertEqual(s["recipients"],
                         [p["seat"] for p in state["players"] if not p["eliminated"]])
        self.assertLess(s["bankLeft"], max(1, len(s["recipients"])))
        self.assertEqual(state["bank"], s["bankLeft"])


class BlindAgainstTheBotTest(RightPriceTestCase):
    def test_an_agent_plays_a_blind_game_against_the_bot_to_the_end(self):
        agent = self.agent()
        code, state = self.room(agent, dict(SMALL))
        me, bot = 0, 1
        self.assertEqual([(p["name"], p["bot"]) for p in state["players"]],
                         [(agent.name, False), ("Bot1", True)])
        self.assertEqual(state["totalMoney"], 2000)
        self.assertEqual((state["round"], state["totalRounds"], state["itemsPerRound"]), (1, 2, 2))
        # Round 1's funding: the bank holds nothing, each pays half of the base pool.
        self.assertEqual((state["pool"], state["bank"], state["funding"]["charge"]), (300, 0, 150))
        self.assertEqual([p["capital"] for p in state["players"]], [850, 850])

        strategies = itertools.cycle(["tie", "under", "skip"])
        expected, plans = {}, []
        seen_break = False
        while state["status"] != "finished":
            if state["phase"] == "break":
                seen_break = True
                self.assertEqual(state["deadline"], state["breakEndsAt"])
            if not (state["phase"] == "betting" and state["you"]["mustMove"]):
                state = self.poll_until(agent, code, state, lambda s: s["version"] != state["version"])
                continue
            round_number, number = item_key(state)
            # Let the bot bet first: its bet must not show before the item resolves.
            state = self.poll_until(agent, code, state, lambda s: s["players"][bot]["acted"],
                                    what="the bot's blind bet")
            self.assertEqual(item_key(state), (round_number, number))
            self.assertEqual((state["auction"]["highBid"], state["auction"]["highBidder"]), (None, None))
            self.assertEqual(state["items"][-1]["winner"], None)
            spectator = self.anon.ok("GET", f"/api/rooms/{code}/state")
            self.assertEqual(spectator["auction"], state["auction"])
            self.assertIsNone(spectator["you"])
            self.assertEqual(state["you"]["bid"], None)
            self.assertFalse(state["you"]["acted"])
            self.assertEqual((state["you"]["minBid"], state["you"]["maxBid"]),
                             (0, state["players"][me]["capital"]))

            plan = bot_plan(state, bot)
            plans.append(plan)
            strategy = next(strategies)
            if strategy == "tie" and plan <= state["you"]["capital"]:
                # An equal human and bot bid: the human wins, though the bot bet earlier.
                move, outcome = bid(plan), (me, plan)
            elif strategy == "under" and plan >= 1:
                move, outcome = bid(plan - 1), (bot, plan)
            else:
                move, outcome = SKIP, (bot, plan)  # the bot never skips; 0 beats a skip
            expected[(round_number, number)] = outcome
            state = self.move(agent, code, move)
            # Everyone acted: the item resolved at once, and only then shows its winner.
            self.assertEqual(state["shownRound"], round_number)
            item = state["items"][number - 1]
            self.assertEqual((item["status"], item["winner"], item["price"]), ("won",) + outcome,
                             f"round {round_number} item {number}: bot plan {plan}, we sent {move}")
            names = [agent.name, "Bot1"]
            self.assertEqual(item_lines(state, round_number, number),
                             [f"Round {round_number}, item {number} ({item['lo']}–{item['hi']}): "
                              f"{names[outcome[0]]} wins it for {outcome[1]}"])
        self.check_state(state)
        self.assertTrue(seen_break, "the break between the rounds was never seen")
        self.assertEqual(len(expected), 4)

        # The final statistics: every round, every item as it was resolved.
        self.assertEqual([r["round"] for r in state["history"]], [1, 2])
        for r in state["history"]:
            for item in r["items"]:
                self.assertEqual((item["winner"], item["price"]), expected[(r["round"], item["number"])])
                self.assertTrue(item["lo"] <= item["value"] <= item["hi"])
        # The record: the bot's inputs are exactly the bids recomputed here, one per item.
        record = self.record(code)
        self.assertEqual(record["settings"]["seatInfo"], [{"bot": False, "elo": 15000},
                                                          {"bot": True, "elo": 15000}])
        bot_bids = [i["action"] for i in record["inputs"]
                    if i["kind"] == "action" and i["seat"] == bot]
        self.assertEqual(bot_bids, [bid(plan) for plan in plans])

        # Rated: one human and the bot, so the human's rating never moves.
        self.assertTrue(state["room"]["rated"])
        ratings = self.wait_for_ratings(agent, code)
        self.assertEqual(ratings, [{"seat": 0, "old": 1500.0, "new": 1500.0, "change": 0.0}])
        page = self.anon.ok("GET", f"/api/players/{agent.name}")
        self.assertEqual(page["ratings"], [{"game": GAME, "rating": 1500.0, "games": 1}])
        self.assertEqual((page["history"][0]["match"], page["history"][0]["change"]), (code, 0.0))


class OpenAgainstTheBotTest(RightPriceTestCase):
    def test_an_agent_plays_an_open_game_against_the_bot_to_the_end(self):
        agent = self.agent("rpo")
        settings = dict(SMALL, bettingMode="open", minIncrease=10)
        code, state = self.room(agent, settings)
        me, bot, inc = 0, 1, 10
        strategies = iter(["chase", "skip", "once", "chase"])
        expected = {}
        tried_low_bid = False
        raises = 0
        while state["status"] != "finished":
            key = item_key(state)
            if key is None or key in expected:
                state = self.poll_until(agent, code, state, lambda s: s["version"] != state["version"])
                continue
            round_number, number = key
            # The bot opens every auction at 0, in public.
            state = self.poll_until(agent, code, state,
                                    lambda s: item_key(s) == key and s["auction"]["highBidder"] == bot,
                                    what="the bot's opening bid")
            self.assertEqual((state["auction"]["highBid"], state["auction"]["minBid"]), (0, inc))
            self.assertTrue(state["players"][bot]["acted"], "the leader counts as having acted")
            you = state["you"]
            self.assertEqual((you["leading"], you["canBid"], you["minBid"], you["canSkip"]),
                             (False, True, inc, True))
            self.assertEqual(state["legalActions"], [
                {"action": "bid", "params": {"amount": {"type": "int", "min": inc,
                                                        "max": you["capital"]}}},
                {"action": "skip"}])
            spectator = self.anon.ok("GET", f"/api/rooms/{code}/state")
            self.assertEqual((spectator["auction"]["highBid"], spectator["auction"]["highBidder"]),
                             (0, bot))
            plan = bot_plan(state, bot)
            strategy = next(strategies)
            mine = None  # my last accepted bid
            while True:
                high = state["auction"]["highBid"]
                minimum = high + inc
                if not tried_low_bid:
                    # Below high + minIncrease: 400, and nothing changes.
                    before = public_part(state)
                    refused = self.move(agent, code, bid(minimum - 1), expect=400)
                    self.assertIn(f"at least {minimum}", refused.json["error"])
                    after = agent.room_state(code)
                    self.check_state(after)
                    self.assertEqual(diff(before, public_part(after)), set())
                    tried_low_bid = True
                if strategy == "skip" or (strategy == "once" and mine is not None) \
                        or minimum > state["you"]["capital"]:
                    # The bot leads: skipping hands it the item at once, at its high bid.
                    outcome = (bot, high)
                    state = self.move(agent, code, SKIP)
                    break
                state = self.move(agent, code, bid(minimum))
                mine = minimum
                # The bot answers: exactly minIncrease more while that is within its
                # maximum, else it skips and I win at once.
                state = self.poll_until(
                    agent, code, state,
                    lambda s: item_key(s) != key or s["auction"]["highBidder"] == bot,
                    what="the bot's answer")
                if item_key(state) == key:
                    self.assertEqual(state["auction"]["highBid"], mine + inc)
                    self.assertLessEqual(mine + inc, plan, "the bot raised beyond its maximum")
                    self.assertFalse(state["you"]["leading"])
                    raises += 1
                    continue
                self.assertGreater(mine + inc, plan, f"the bot skipped {mine + inc} within its "
                                                     f"maximum {plan}")
                outcome = (me, mine)
                break
            expected[key] = outcome
            self.assertEqual(state["shownRound"], round_number)
            item = state["items"][number - 1]
            self.assertEqual((item["status"], item["winner"], item["price"]), ("won",) + outcome,
                             f"round {round_number} item {number}: plan {plan}, {strategy}")
        self.check_state(state)
        self.assertEqual(len(expected), 4)
        self.assertTrue(tried_low_bid)
        self.assertGreater(raises, 0, "the bot never raised (its maximums were all below 20)")
        for r in state["history"]:
            for item in r["items"]:
                self.assertEqual((item["winner"], item["price"]), expected[(r["round"], item["number"])])
        ratings = self.wait_for_ratings(agent, code)
        self.assertEqual(ratings, [{"seat": 0, "old": 1500.0, "new": 1500.0, "change": 0.0}])

    def test_the_open_leader_cannot_skip_and_a_bid_clears_the_skips(self):
        first, second = new_player(self.server, "rpl"), new_player(self.server, "rpm")
        settings = {"rounds": 1, "itemsPerRound": 1, "bettingMode": "open", "minIncrease": 10,
                    "bettingSeconds": 30, "roundBreakSeconds": 5}
        code, state = self.room(first, settings, capacity=3, others=[second])
        a, b, bot = 0, 1, 2
        state = self.poll_until(first, code, state, lambda s: s["auction"]["highBidder"] == bot)
        # The only item of the round: the bot's maximum is the whole pool.
        plan = bot_plan(state, bot)
        self.assertEqual(plan, 300)
        skipped = self.move(second, code, SKIP)
        self.assertTrue(skipped["you"]["skipped"])
        self.move(second, code, SKIP, expect=409)  # acting twice
        # A bid beyond the bot's maximum: the bot skips, and the leader waits for b.
        deadline_before = state["auction"]["deadline"]
        state = self.move(first, code, bid(plan + 1))
        self.assertEqual((state["auction"]["highBid"], state["auction"]["highBidder"]), (plan + 1, a))
        self.assertGreaterEqual(state["auction"]["deadline"], deadline_before)
        self.assertAlmostEqual(state["auction"]["deadline"] - state["serverTime"], 30000, delta=1000)
        state = self.poll_until(first, code, state, lambda s: s["players"][bot]["acted"],
                                what="the bot's skip")
        self.assertEqual(state["auction"]["highBidder"], a, "the bot raised beyond its maximum")
        you = state["you"]
        self.assertEqual((you["leading"], you["canSkip"], you["bid"]), (True, False, plan + 1))
        self.assertEqual(state["legalActions"], [
            {"action": "bid", "params": {"amount": {"type": "int", "min": plan + 11,
                                                    "max": you["capital"]}}}])
        # The leader cannot skip: 409 (docs/games/right-price.md, "Errors"), nothing changes.
        before = public_part(state)
        refused = self.move(first, code, SKIP, expect=409)
        self.assertIn("cannot skip", refused.json["error"])
        self.assertEqual(diff(before, public_part(first.room_state(code))), set())
        # a's bid cleared b's skip: b answers the new bidder.
        seen = second.room_state(code)
        self.assertEqual((seen["you"]["acted"], seen["you"]["skipped"], seen["you"]["canBid"],
                          seen["you"]["minBid"]), (False, False, True, plan + 11))
        self.assertFalse(seen["players"][b]["acted"])
        self.move(second, code, bid(plan + 11))
        # b's bid clears the bot's skip; it skips again (plan + 21 > its maximum), a skips.
        state = self.poll_until(first, code, first.room_state(code),
                                lambda s: s["players"][bot]["acted"])
        self.assertEqual(state["auction"]["highBidder"], b)
        self.assertFalse(state["you"]["leading"])
        state = self.move(first, code, SKIP)
        self.assertEqual(state["status"], "finished")
        self.assertEqual(state["items"][0]["winner"], b)
        self.assertEqual(state["items"][0]["price"], plan + 11)


class TwoPlayersBlindTest(RightPriceTestCase):
    def test_another_seats_blind_bet_is_secret_until_the_item_resolves(self):
        first, second = new_player(self.server, "rps"), new_player(self.server, "rpt")
        settings = {"rounds": 1, "itemsPerRound": 3, "startingCapital": 5000,
                    "bettingSeconds": 30, "roundBreakSeconds": 5}
        code, state = self.room(first, settings, capacity=3, others=[second])
        a, b, bot = 0, 1, 2

        def views():
            return {"a": first.room_state(code), "spectator": self.anon.ok("GET", f"/api/rooms/{code}/state")}

        def secret_action(move):
            """b acts on the item; nobody else may learn whether it bet, what, or skipped."""
            before = views()
            woken = {}
            poll = threading.Thread(target=lambda: woken.setdefault(
                "state", first.room_state(code, since=before["a"]["version"])))
            poll.start()
            mine = self.move(second, code, move)
            poll.join(10)
            self.assertTrue(mine["you"]["acted"])
            self.assertEqual(mine["you"]["bid"], move.get("amount"))
            self.assertEqual(mine["you"]["skipped"], move == SKIP)
            self.assertEqual((mine["legalActions"], mine["you"]["mustMove"]), ([], False))
            self.move(second, code, SKIP, expect=409)  # acting twice
            self.move(second, code, bid(0), expect=409)
            after = views()
            after["a long-poll"], before["a long-poll"] = woken["state"], before["a"]
            for who, seen in after.items():
                self.check_state(seen)
                self.assertEqual(diff(public_part(before[who]), public_part(seen)),
                                 {f"players.{b}.acted"}, f"{who} learnt more than that b acted")
            return after["a"]

        def bot_bet(state):
            return self.poll_until(first, code, state, lambda s: s["players"][bot]["acted"])

        # Item 1: b bets just under the bot, a bets the bot's amount: a human beats the
        # bot on an equal bid though the bot bet first.
        state = bot_bet(state)
        plan = bot_plan(state, bot)
        state = secret_action(bid(plan - 1))
        capital = state["you"]["capital"]
        before = public_part(state)
        for move, status, text in [(bid(capital + 1), 400, f"your capital is {capital}"),
                                   (bid(-1), 400, None), (bid(2.5), 400, None),
                                   (bid("5"), 400, None), ({"action": "bid"}, 400, None),
                                   ({"action": "bid", "amount": 1, "extra": 1}, 400, None),
                                   ({"action": "raise"}, 400, None)]:
            refused = self.move(first, code, move, expect=status)
            if text:
                self.assertIn(text, refused.json["error"])
        self.assertEqual(diff(before, public_part(first.room_state(code))), set())
        state = self.move(first, code, bid(plan))
        self.assertEqual([(i["winner"], i["price"]) for i in state["items"][:1]], [(a, plan)])
        # b's losing bet is never shown, even now.
        self.assertNotIn(f"wins it for {plan - 1}", json.dumps(state["log"]))

        # Item 2: b skips (indistinguishable from a bet), a skips: the bot's bid wins.
        state = bot_bet(state)
        self.assertEqual(state["auction"]["item"], 2)
        plan = bot_plan(state, bot)
        state = secret_action(SKIP)
        state = self.move(first, code, SKIP)
        self.assertEqual((state["items"][1]["winner"], state["items"][1]["price"]), (bot, plan))

        # Item 3: a and b bet the same, above the bot: the earlier submission (b) wins,
        # before the lower seat (a).
        state = bot_bet(state)
        self.assertEqual(state["auction"]["item"], 3)
        plan = bot_plan(state, bot)
        self.assertLessEqual(plan + 1, min(p["capital"] for p in state["players"][:2]))
        secret_action(bid(plan + 1))
        time.sleep(0.02)
        state = self.move(first, code, bid(plan + 1))
        self.assertEqual(state["status"], "finished")
        self.assertEqual((state["items"][2]["winner"], state["items"][2]["price"]), (b, plan + 1))
        self.check_state(state)

        ratings = self.wait_for_ratings(first, code)
        self.assertEqual(sorted(e["seat"] for e in ratings), [a, b])
        self.assertEqual(sum(round(e["change"] * 10) for e in ratings), 0)


class ResignTest(RightPriceTestCase):
    def test_a_resigned_player_is_skipped_and_keeps_its_place(self):
        first, second = new_player(self.server, "rpr"), new_player(self.server, "rpq")
        settings = dict(SMALL, startingCapital=5000, bettingSeconds=30)
        code, state = self.room(first, settings, capacity=3, others=[second])
        a, b, bot = 0, 1, 2

        # Round 1, item 1: b bets above the bot, then resigns: the submitted bet stays.
        state = self.poll_until(first, code, state, lambda s: s["players"][bot]["acted"])
        plan = bot_plan(state, bot)
        self.move(second, code, bid(plan + 1))
        resigned = second.act(code, "resign")
        self.assertTrue(resigned["you"]["resigned"])
        self.assertEqual((resigned["legalActions"], resigned["you"]["mustMove"]), ([], False))
        self.assertError(second.action(code, "resign"), 409, "already resigned")
        # Leaving the room stays the page's business while playing (docs/rooms.md, exit).
        self.assertError(second.action(code, "exit"), 409)
        state = first.room_state(code)
        self.check_state(state)
        self.assertTrue(state["players"][b]["resigned"])
        self.assertEqual(item_key(state), (1, 1), "the resignation closed the auction")
        state = self.move(first, code, SKIP)
        self.assertEqual((state["items"][0]["winner"], state["items"][0]["price"]), (b, plan + 1))
        self.assertEqual(state["funding"]["charge"], 100)
        self.assertEqual(state["players"][b]["capital"], 5000 - 100 - (plan + 1))

        # Every later auction skips b the moment it opens; the game goes on.
        winners_after = []
        charged_later = False
        while state["status"] != "finished":
            key = item_key(state)
            if key is None or not state["you"]["mustMove"]:
                state = self.poll_until(first, code, state, lambda s: s["version"] != state["version"])
                continue
            self.assertTrue(state["players"][b]["acted"], f"b not skipped at once on {key}")
            self.assertFalse(state["players"][b]["eliminated"])
            if key[0] == 2:
                # b is charged for round 2 like everyone else.
                self.assertEqual(state["players"][b]["movement"]["toBank"], -state["funding"]["charge"])
                self.assertGreater(state["funding"]["charge"], 0)
                charged_later = True
            theirs = second.room_state(code)
            self.check_state(theirs)
            self.assertEqual(item_key(theirs), key)
            self.assertEqual((theirs["you"]["acted"], theirs["you"]["skipped"], theirs["you"]["canBid"],
                              theirs["you"]["canSkip"], theirs["legalActions"]),
                             (True, True, False, False, []))
            self.assertError(second.action(code, "move", bid(0)), 409)
            state = self.poll_until(first, code, state, lambda s: s["players"][bot]["acted"])
            plan = bot_plan(state, bot)
            # a alternates a winning tie with a skip; b can never win.
            move = bid(plan) if key[1] == 1 and plan <= state["you"]["capital"] else SKIP
            state = self.move(first, code, move)
            winners_after.append(state["items"][key[1] - 1]["winner"])
        self.assertTrue(charged_later)
        self.assertEqual(len(winners_after), 3)
        self.assertNotIn(b, winners_after)
        self.assertEqual([i["winner"] for r in state["history"] for i in r["items"]][1:], winners_after)
        standings = {s["seat"]: s for s in state["result"]["standings"]}
        self.assertEqual(standings[b]["capital"], state["players"][b]["capital"])
        self.assertTrue(state["players"][b]["resigned"])
        ratings = self.wait_for_ratings(first, code)
        self.assertEqual(sorted(e["seat"] for e in ratings), [a, b], "the resigned player is rated")


class RoomLimitsTest(RightPriceTestCase):
    def test_a_guest_plays_an_unrated_room_against_the_bot(self):
        guest = new_guest(self.server)
        refused = guest.request("POST", "/api/rooms", {"game": GAME, "capacity": 3})
        self.assertError(refused, 400, "capacity")
        made = guest.create_room(game=GAME, settings={"rounds": 1, "itemsPerRound": 3,
                                                      "bettingSeconds": 5, "roundBreakSeconds": 5})
        code, room = made["code"], made["state"]["room"]
        self.assertEqual((room["guestRoom"], room["rated"], room["capacity"], room["maxBots"]),
                         (True, False, 2, 1))
        # "Add bot is fixed to yes": the bot is there from the start and stays.
        players = guest.room_state(code)["players"]
        self.assertEqual([(p["name"], p["bot"]) for p in players], [(guest.name, False), ("Bot1", True)])
        self.assertError(guest.action(code, "remove-bot", {"name": "Bot1"}), 409, "against the bot")
        self.assertError(guest.action(code, "add-bot"), 409, "at most 1 bot")
        state = guest.act(code, "start")
        self.assertEqual(state["status"], "playing")
        self.check_state(state)
        while state["status"] != "finished":
            if state["phase"] == "betting" and state["you"]["mustMove"]:
                amount = min(bot_plan(state, 1), state["you"]["maxBid"])
                state = self.move(guest, code, random.choice([SKIP, bid(0), bid(amount)]))
                continue
            state = self.poll_until(guest, code, state, lambda s: s["version"] != state["version"])
        self.check_state(state)
        self.assertEqual(len(state["items"]), 3)
        time.sleep(0.5)  # a rated game would have its ratings stored by now
        after = guest.room_state(code)
        self.assertFalse(after["room"]["rated"])
        self.assertIsNone(after["room"]["ratings"])
        self.assertError(self.anon.request("GET", f"/api/players/{guest.name}"), 404)

    def test_a_registered_room_holds_2_to_8_players_and_one_bot(self):
        host = new_player(self.server, "rph")
        self.assertError(host.request("POST", "/api/rooms", {"game": GAME, "capacity": 9}), 400,
                         "capacity")
        self.assertError(host.request("POST", "/api/rooms", {"game": GAME, "capacity": 1}), 400,
                         "capacity")
        self.assertEqual(host.create_room(game=GAME)["state"]["room"]["capacity"], 8)
        made = host.create_room(game=GAME, capacity=3)
        code = made["code"]
        self.assertEqual((made["state"]["room"]["capacity"], made["state"]["room"]["maxBots"]), (3, 1))
        host.act(code, "add-bot")
        self.assertError(host.action(code, "add-bot"), 409, "at most 1 bot")
        self.assertEqual([p["name"] for p in host.room_state(code)["players"]], [host.name, "Bot1"])

    def test_settings_are_checked_strictly(self):
        host = new_player(self.server, "rpx")
        for settings, field in [({"turnSeconds": 30}, "turnSeconds"),
                                ({"roundBreakSeconds": 7}, "roundBreakSeconds"),
                                ({"bettingSeconds": 4}, "bettingSeconds"),
                                ({"rounds": 21}, "rounds"),
                                ({"itemsPerRound": 0}, "itemsPerRound"),
                                ({"startingCapital": 1000, "basePrizePool": 2001}, "basePrizePool"),
                                ({"bettingMode": "sealed"}, "bettingMode"),
                                ({"rounds": 2.5}, "rounds"),
                                ({"seatInfo": []}, "seatInfo")]:
            with self.subTest(settings=settings):
                reply = host.request("POST", "/api/rooms", {"game": GAME, "settings": settings})
                self.assertError(reply, 400, field)
        state = host.create_room(game=GAME, settings={})["state"]
        self.assertEqual(state["status"], "lobby")


class AgentTableTest(RightPriceTestCase):
    """POST /api/matches with game right_price: anonymous agent tables work, always unrated."""

    def test_an_agent_table_against_the_bot_plays_to_the_end(self):
        settings = {"rounds": 1, "itemsPerRound": 1, "bettingSeconds": 5, "roundBreakSeconds": 5}
        self.assertError(self.anon.request("POST", "/api/matches",
                                           {"game": GAME, "turnSeconds": 30}), 400, "turnSeconds")
        made = self.anon.create(game=GAME, seats=2, bots=1, settings=settings)
        code = made["code"]
        room = made["state"]["room"]
        self.assertEqual((room["flow"], room["rated"], made["state"]["status"]), ("table", False, "lobby"))
        joined = self.anon.join(code, "Solo")
        token, me = joined["token"], joined["seat"]
        bot = 1 - me
        state = joined["state"]
        self.assertEqual(state["status"], "playing", "the last seat filled: the match starts")
        self.assertTrue(state["players"][bot]["bot"])
        self.check_state(state)
        deadline = time.monotonic() + 10
        while not state["players"][bot]["acted"]:
            self.assertLess(time.monotonic(), deadline, "the bot never bet")
            state = self.anon.state(code, token, since=state["version"])
            self.check_state(state)
        # The round's only item: the bot bets the whole pool; an equal bet wins for the human.
        plan = bot_plan(state, bot)
        self.assertEqual(plan, 300)
        reply = self.anon.request("POST", f"/api/matches/{code}/move", bid(plan), token=token)
        self.assertEqual(reply.status, 200, reply)
        state = reply.json["state"]
        self.check_state(state)
        self.assertEqual(state["status"], "finished")
        self.assertEqual((state["items"][0]["winner"], state["items"][0]["price"]), (me, plan))
        record = self.record(code)
        self.assertEqual(record["settings"]["seatInfo"][bot]["bot"], True)
        self.assertEqual(record["settings"]["seatInfo"][me]["bot"], False)
        time.sleep(0.3)
        self.assertIsNone(self.anon.state(code)["room"]["ratings"])

    def test_an_agent_table_seats_at_most_one_bot(self):
        # docs/games/right-price.md ("Rooms and rating": 2-8 players, at most one bot) and the
        # rulebook's single "the bot": agent tables follow the game's bot limit too.
        reply = self.anon.request("POST", "/api/matches", {"game": GAME, "seats": 3, "bots": 2})
        self.assertError(reply, 400, "bot")
        code = self.anon.ok("POST", "/api/matches", {"game": GAME, "seats": 3, "bots": 1},
                            expect=201)["code"]
        self.assertEqual(self.anon.state(code)["room"]["maxBots"], 1)
        token = self.anon.join(code, "Solo")["token"]
        # The host's start adds no second bot: the match has the two players present.
        started = self.anon.ok("POST", f"/api/matches/{code}/start", token=token)["state"]
        self.assertEqual(started["status"], "playing")
        self.assertEqual([p["bot"] for p in started["players"]], [True, False])

if __name__ == "__main__":
    unittest.main()
