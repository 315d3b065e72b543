#!/usr/bin/env python3
"""Verify a finished Blind Auction (rules auction-0.2) from its public replay.

Standard library only, written apart from the server's code, so that a
player need not trust Gavel's own binary:

    python3 tools/verify_auction.py replay.json
    python3 tools/verify_auction.py http://localhost:8080/api/matches/ABCD/replay

It re-plays the record (settings, the 64-bit seed, every input) with its own
copy of the rules and checks: the 32-byte seed is SHA-256 of the record's
seed (8 bytes, big-endian); commit = SHA-256(seed); every value; every
item's bids, tie-break, winner and price; credits, profits, ranking and
payouts, against the replay's "final" view and "events". Exit code 0 when
everything agrees, 1 when something differs (each difference is printed).
"""

import hashlib
import json
import sys
import urllib.request

RULES = "auction-0.2"
CREDITS = 100
VALUE_MIN, VALUE_MAX = 5, 60


def sha256(data):
    return hashlib.sha256(data).digest()


def draw(seed, label, n):
    """Note 7: uniform in [0, n) by SHA-256(seed || label:j), rejection sampling."""
    limit = 2**64 - (2**64 % n)
    j = 0
    while True:
        u = int.from_bytes(sha256(seed + f"{label}:{j}".encode("utf-8"))[:8], "big")
        if u < limit:
            return u % n
        j += 1


def value(seed, item, seat):
    return VALUE_MIN + draw(seed, f"{RULES}/value/{item}/{seat}", VALUE_MAX - VALUE_MIN + 1)


def ranks(profits, credits):
    """Competition ranks (1, 1, 3) by profit, then credits."""
    n = len(profits)
    return [1 + sum(1 for b in range(n)
                    if (profits[b], credits[b]) > (profits[a], credits[a]))
            for a in range(n)]


def payouts(profits, rank, stake, rake_pct, seed):
    """Notes 32-34."""
    n = len(profits)
    pot = n * stake
    rake = pot * rake_pct // 100
    prize = pot - rake
    paid = [0] * n
    positive = sum(p for p in profits if p > 0)
    rem = [0] * n
    if positive > 0:
        order = [s for s in range(n) if profits[s] > 0]
        for s in order:
            paid[s], rem[s] = divmod(prize * profits[s], positive)
        order.sort(key=lambda s: (-rem[s], rank[s]))  # stable: seat order within
    else:
        order = [s for s in range(n) if rank[s] == 1]
        for s in order:
            paid[s] = prize // len(order)
    units = prize - sum(paid)
    at, pick = 0, 0
    while units > 0 and at < len(order):
        end = at + 1
        while end < len(order) and (rem[order[end]], rank[order[end]]) == (
                rem[order[at]], rank[order[at]]):
            end += 1
        group = order[at:end]
        if len(group) <= units:
            for s in group:
                paid[s] += 1
            units -= len(group)
        else:
            group = sorted(group)
            while units > 0:
                i = draw(seed, f"{RULES}/payout/{pick}", len(group))
                pick += 1
                paid[group.pop(i)] += 1
                units -= 1
        at = end
    return {"pot": pot, "rake": rake, "paid": paid}


class Table:
    """The rules, turn by turn, as docs/games/blind-auction.md describes them."""

    def __init__(self, settings, seats, seed):
        self.n = seats
        self.items = settings.get("items", 10)
        self.talk_rounds = settings.get("talk_rounds", 1)
        self.second = settings.get("pricing", "first") == "second"
        self.seed = seed
        self.values = [[value(seed, i, s) for s in range(seats)]
                       for i in range(1, self.items + 1)]
        self.credits = [CREDITS] * seats
        self.profit = [0] * seats
        self.won = [0] * seats
        self.left = [False] * seats
        self.history = []
        self.item = 0
        self.over = False
        self.open_item()
        self.advance()

    def open_item(self):
        self.item += 1
        self.phase, self.round, self.seat = "talk", 0, -1
        self.bids = [None] * self.n
        if self.talk_rounds == 0:
            self.open_bidding()

    def open_bidding(self):
        self.phase, self.seat = "bid", -1
        for s in range(self.n):
            if self.credits[s] == 0:
                self.bids[s] = {"seat": s, "amount": 0, "no_turn": True}

    def open_turn(self):
        while True:
            if self.phase == "talk":
                self.seat += 1
                if self.seat == self.n:
                    self.round += 1
                    if self.round >= self.talk_rounds:
                        return False
                    self.seat = 0
                if self.left[self.seat]:
                    continue  # its turn resolves at once as a pass
            else:
                self.seat += 1
                while self.seat < self.n and self.bids[self.seat] is not None:
                    self.seat += 1
                if self.seat == self.n:
                    return False
                if self.left[self.seat]:
                    self.bids[self.seat] = {"seat": self.seat, "amount": 0, "timeout": True}
                    continue
            return True

    def advance(self):
        while not self.over:
            if self.open_turn():
                return
            if self.phase == "talk":
                self.open_bidding()
                continue
            self.resolve()
            if self.item == self.items:
                self.over = True
                return
            self.open_item()

    def resolve(self):
        amounts = [b["amount"] for b in self.bids]
        high = max(amounts)
        entry = {"item": self.item, "bids": self.bids}
        if high == 0:
            entry.update(winner=None, unsold=True)
        else:
            top = [s for s in range(self.n) if amounts[s] == high]
            winner = top[0]
            if len(top) > 1:
                winner = top[draw(self.seed, f"{RULES}/tie/{self.item}", len(top))]
                entry.update(tie_break=True, tied=top)
            price = high
            if self.second:
                price = max(amounts[s] for s in range(self.n) if s != winner)
            entry.update(winner=winner, price=price)
            self.credits[winner] -= price
            self.profit[winner] += self.values[self.item - 1][winner] - price
            self.won[winner] += 1
        self.history.append(entry)

    def act(self, seat, action):
        kind = action.get("action")
        if self.over:
            raise ValueError("a move after the end")
        if kind == "leave":
            self.left[seat] = True
            if seat != self.seat:
                return
            if self.phase == "bid":
                self.bids[seat] = {"seat": seat, "amount": 0, "timeout": True}
        elif seat != self.seat:
            raise ValueError(f"seat {seat} moved out of turn")
        elif self.phase == "talk":
            if kind not in ("say", "pass"):
                raise ValueError(f"{kind} in the talk phase")
        else:
            amount = action.get("amount")
            if isinstance(amount, float) and amount.is_integer():
                amount = int(amount)
            if kind != "bid" or not isinstance(amount, int) or not 0 <= amount <= self.credits[seat]:
                raise ValueError(f"an illegal bid {action}")
            self.bids[seat] = {"seat": seat, "amount": amount}
        self.advance()

    def tick(self):
        if self.phase == "bid":
            self.bids[self.seat] = {"seat": self.seat, "amount": 0, "timeout": True}
        self.advance()


def load(source):
    if source.startswith(("http://", "https://")):
        with urllib.request.urlopen(source, timeout=30) as response:
            return json.load(response)
    if source == "-":
        return json.load(sys.stdin)
    with open(source, encoding="utf-8") as f:
        return json.load(f)


def verify(replay):
    """Returns (differences, summary)."""
    out = []

    def same(what, claimed, rerun):
        if claimed != rerun:
            out.append(f"{what}: the replay says {json.dumps(claimed)}, "
                       f"re-simulation gives {json.dumps(rerun)}")

    record = replay.get("record")
    if not isinstance(record, dict) or record.get("game") != "auction":
        return ["not a finished Blind Auction replay (no auction \"record\")"], ""
    settings = record.get("settings") or {}
    seats = record["seats"]
    seed = sha256(int(record["seed"]).to_bytes(8, "big"))
    table = Table(settings, seats, seed)
    for i, step in enumerate(record["inputs"]):
        try:
            if step.get("kind") == "tick":
                table.tick()
            else:
                table.act(step["seat"], step["action"])
        except ValueError as e:
            return [f"input {i}: {e}"], ""
    if not table.over:
        return ["the record does not reach the end of the match"], ""

    events = replay.get("events") or []
    final = replay.get("final") or {}
    start = next((e["data"] for e in events if e.get("type") == "auction_start"), {})
    end = next((e["data"] for e in events if e.get("type") == "auction_end"), {})
    for name, place in (("final view", final), ("auction_end", end)):
        if "seed" in place:
            same(f"seed in the {name}", place["seed"], seed.hex())
            try:
                opened = sha256(bytes.fromhex(place["seed"])).hex()
            except ValueError:
                opened = None
            for cname, cplace in (("auction_start", start), ("final view", final)):
                if "commit" in cplace:
                    same(f"commit in the {cname} = SHA-256(seed in the {name})",
                         cplace["commit"], opened)
    for cname, cplace in (("auction_start", start), ("final view", final)):
        if "commit" in cplace:
            same(f"commit in the {cname}", cplace["commit"], sha256(seed).hex())

    claimed_values = final.get("values") or end.get("values") or []
    for i, row in enumerate(table.values):
        for s, v in enumerate(row):
            try:
                claimed = claimed_values[i][s]
            except (IndexError, TypeError):
                claimed = None
            same(f"value of item {i + 1} for seat {s}", claimed, v)

    claimed_history = final.get("history") or []
    results = {e["item"]: e["data"] for e in events if e.get("type") == "item_result"}
    revealed = {e["item"]: e["data"]["bids"] for e in events if e.get("type") == "bids_revealed"}
    for entry in table.history:
        i = entry["item"]
        mine = claimed_history[i - 1] if i - 1 < len(claimed_history) else {}
        for key in ("bids", "winner", "price", "unsold", "tie_break", "tied"):
            if key in entry or key in mine:
                same(f"item {i} {key}", mine.get(key), entry.get(key))
        if events:
            same(f"item {i} bids_revealed", revealed.get(i), entry["bids"])
            result = {"unsold": True} if entry["winner"] is None else {
                "winner": entry["winner"], "price": entry["price"]}
            if entry.get("tie_break"):
                result.update(tie_break=True, tied=entry["tied"])
            same(f"item {i} item_result", results.get(i), result)

    players = final.get("players") or []
    for s in range(seats):
        p = players[s] if s < len(players) else {}
        same(f"seat {s} credits", p.get("credits"), table.credits[s])
        same(f"seat {s} profit", p.get("profit"), table.profit[s])
        same(f"seat {s} items_won", p.get("items_won"), table.won[s])
    rank = ranks(table.profit, table.credits)
    order = sorted(range(seats), key=lambda s: (rank[s], s))
    ranking = [{"seat": s, "rank": rank[s], "score": table.profit[s],
                "profit": table.profit[s], "credits": table.credits[s]} for s in order]
    for name, place in (("final view", final), ("auction_end", end)):
        if "ranking" in place or place is final:
            same(f"ranking in the {name}", place.get("ranking"), ranking)
    stake = settings.get("stake", 0)
    if stake > 0:
        expected = payouts(table.profit, rank, stake, settings.get("rake_pct", 5), seed)
        for name, place in (("final view", final), ("auction_end", end)):
            if place:
                same(f"payouts in the {name}", place.get("payouts"), expected)
    elif final.get("payouts") or end.get("payouts"):
        out.append("payouts: the replay has payouts for a free table")
    if not final and not events:
        out.append('the replay has neither "final" nor "events" to check')
    summary = (f"{len(table.history)} items, {len(record['inputs'])} inputs, "
               f"{len(events)} public events")
    return out, summary


def main(argv):
    if len(argv) != 2 or argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(argv) == 2 else 2
    try:
        replay = load(argv[1])
    except (OSError, ValueError) as e:
        print(f"verify_auction: cannot read {argv[1]}: {e}", file=sys.stderr)
        return 1
    differences, summary = verify(replay)
    for d in differences:
        print(f"DIFFERS  {d}")
    if differences:
        print(f"verify_auction: {len(differences)} difference(s)")
        return 1
    print(f"verify_auction: verified ({summary}; commitment and seed)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
