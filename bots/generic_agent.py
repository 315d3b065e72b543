#!/usr/bin/env python3
"""An agent that plays any Gavel game from the generic protocol alone (/protocol).

It knows no game's rules: it reads the feed, and whenever it has a turn it
posts a random one of the legal actions it was given, naming the turn.

  python3 generic_agent.py --server http://localhost:8080 --game auction --quick
  python3 generic_agent.py --server http://localhost:8080 --join K7Q2M
  python3 generic_agent.py --server http://localhost:8080 --join K7Q2M --token TOKEN

--quick creates a table of the game's fewest seats, the others house bots.
Standard library only. Exit code 0 when the match finished, 1 otherwise.
"""
import argparse, json, random, sys, urllib.error, urllib.request


class ApiError(Exception):
    def __init__(self, status, message):
        super().__init__(f"HTTP {status}: {message}")
        self.status = status


def call(server, method, path, body=None, token=None):
    """One request; the reply's JSON, or ApiError carrying the server's {"error"}."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = "Bearer " + token
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(server + path, data, headers, method=method)
    try:
        with urllib.request.urlopen(request, timeout=60) as reply:
            return json.load(reply)
    except urllib.error.HTTPError as e:
        try:
            message = json.load(e)["error"]
        except (ValueError, KeyError, TypeError):
            message = e.reason
        raise ApiError(e.code, message) from None


def random_text(rng, most):
    words = ["maybe", "not", "this", "one", "mine", "later", "fine", "value", "high", "low"]
    text = " ".join(rng.choice(words) for _ in range(rng.randint(1, 6)))
    return text[:most].strip() or "ok"


def choose(entry, rng):
    """A concrete move from one legal_actions entry, read as /protocol says."""
    move = {}
    ranges = {}
    for key, value in entry.items():
        if key in ("min", "max"):
            ranges.setdefault("amount", {})[key] = value
        elif key.endswith("_min") or key.endswith("_max"):
            ranges.setdefault(key[:-4], {})[key[-3:]] = value
        elif key == "max_message_chars":
            if entry.get("message_required") or rng.random() < 0.2:
                move["message"] = random_text(rng, value)
        elif key.startswith("max_") and key.endswith("_chars"):
            name = key[4:-6]
            if entry.get(name + "_required") or rng.random() < 0.2:
                move[name] = random_text(rng, value)
        elif key == "message_required" or key.endswith("_required"):
            continue
        else:
            move[key] = value  # an exact field, such as the action's name or a chip
    for name, bounds in ranges.items():
        # Mostly low amounts: a random bidder that always went all in would end its budget at once.
        low, high = bounds["min"], bounds["max"]
        move[name] = low + int((high - low) * rng.random() ** 3)
    return move


def take_seat(server, args):
    if args.join:
        code = args.join.upper()
        if args.token:
            return code, args.token
    else:
        index = call(server, "GET", "/api")
        game = next((g for g in index["games"] if g["name"] == args.game), None)
        if game is None:
            sys.exit(f"no game named {args.game!r}; the server has " +
                     ", ".join(g["name"] for g in index["games"]))
        seats = args.seats or game["minSeats"]
        bots = min(seats - 1, game["room"]["maxBots"])
        body = {"game": args.game, "seats": seats, "bots": bots}
        if args.settings:
            body["settings"] = json.loads(args.settings)
        code = call(server, "POST", "/api/matches", body)["code"]
    joined = call(server, "POST", f"/api/matches/{code}/join", {"name": args.name, "kind": "agent"})
    token = joined["token"]
    if not args.join and joined.get("host") and joined["state"]["status"] == "lobby":
        call(server, "POST", f"/api/matches/{code}/start", {}, token)  # the rest are house bots
    return code, token


def play(server, code, token, rng, verbose):
    since, moves, refused = 0, 0, 0
    while True:
        feed = call(server, "GET", f"/api/matches/{code}/feed?since={since}&wait=1", token=token)
        since = feed["version"]
        for event in feed["events"]:
            if verbose:
                print(f"  event {event['version']} {event['type']} {json.dumps(event['data'])}")
        if feed["status"] in ("finished", "closed"):
            return feed, moves, refused
        turn = feed["your_turn"]
        if not turn or not turn["legal_actions"]:
            continue
        move = choose(rng.choice(turn["legal_actions"]), rng)
        move["turn"] = turn["turn"]
        try:
            call(server, "POST", f"/api/matches/{code}/move", move, token)
            moves += 1
            if verbose:
                print(f"turn {turn['turn']} ({turn['phase']}): {json.dumps(move)}")
        except ApiError as e:
            if e.status != 409:
                raise  # a 400 would mean the legal actions lied: that is a bug worth stopping for
            refused += 1  # the deadline or another seat moved first: read the feed again


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--server", default="http://localhost:8080")
    parser.add_argument("--game", default="bidlock")
    parser.add_argument("--quick", action="store_true", help="create a table and fill it with house bots")
    parser.add_argument("--join", help="join this match code instead")
    parser.add_argument("--token", help="with --join: play this seat token instead of joining")
    parser.add_argument("--seats", type=int, help="with --quick: seats at the table")
    parser.add_argument("--settings", help="with --quick: the game's settings as JSON")
    parser.add_argument("--name", default="GenericAgent")
    parser.add_argument("--seed", type=int, help="seed for the random choices")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    if not args.quick and not args.join:
        parser.error("give --quick or --join CODE")
    server = args.server.rstrip("/")
    rng = random.Random(args.seed)
    code, token = take_seat(server, args)
    print(f"playing {args.game if not args.join else ''} match {code}: {server}/m/{code}".replace("  ", " "))
    feed, moves, refused = play(server, code, token, rng, args.verbose)
    print(json.dumps({"code": code, "status": feed["status"], "rules_version": feed["rules_version"],
                      "moves": moves, "refused": refused, "version": feed["version"]}))
    return 0 if feed["status"] == "finished" else 1


if __name__ == "__main__":
    sys.exit(main())
