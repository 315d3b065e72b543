#!/usr/bin/env python3
"""A complete Bidlock agent in standard-library Python. Copy it and change choose_chip().

  python3 sample_bot.py --server http://localhost:8080 --quick       # new match vs 2 house bots
  python3 sample_bot.py --server http://localhost:8080 --join K7Q2M  # join someone's match
"""
import argparse, json, random, sys, urllib.error, urllib.request


class ApiError(Exception):
    def __init__(self, status, message):
        super().__init__(f"HTTP {status}: {message}")
        self.status = status


def call(server, method, path, body=None, token=None):
    """One API request. Returns the reply's JSON; raises ApiError with the server's {"error"}."""
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


def choose_chip(state):
    """A chip roughly in proportion to the pot, plus noise: a deterministic bot is easy to read."""
    value = state["pot"]["value"]
    weight = value if value >= 0 else -2 * value  # a negative pot goes to the LOWEST chip: dodge it
    target = 1 + 12 * min(weight, 10) / 10 + random.gauss(0, 1.5)
    return min(state["you"]["chips"], key=lambda chip: abs(chip - target))


def play(server, code, token, state):
    """The rulebook's loop: move when asked, otherwise long-poll until something changes."""
    while state["status"] != "finished":
        if state["you"]["mustMove"]:
            chip = choose_chip(state)
            print(f"round {state['round']}: pot {state['pot']['value']:+d}, playing chip {chip}")
            try:
                state = call(server, "POST", f"/api/matches/{code}/move", {"chip": chip}, token)["state"]
            except ApiError as e:
                if e.status != 409:
                    raise
                print(f"move refused ({e}); re-reading the state")  # e.g. the clock ran out first
                state = call(server, "GET", f"/api/matches/{code}/state", token=token)
            continue
        state = call(server, "GET", f"/api/matches/{code}/state?wait=1&since={state['version']}",
                     token=token)
    return state


def main():
    parser = argparse.ArgumentParser(description="Sample Bidlock agent")
    parser.add_argument("--server", default="http://localhost:8080")
    parser.add_argument("--name", default="SampleBot")
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--quick", action="store_true", help="new 3-seat match vs 2 house bots")
    group.add_argument("--join", metavar="CODE", help="join an existing match")
    args = parser.parse_args()
    server = args.server.rstrip("/")
    try:
        code = args.join or call(server, "POST", "/api/matches", {"seats": 3, "bots": 2})["code"]
        joined = call(server, "POST", f"/api/matches/{code}/join", {"name": args.name, "kind": "agent"})
        token, state = joined["token"], joined["state"]
        print(f"joined match {code} as seat {joined['seat']} ({server}/m/{code})")
        if args.quick and state["status"] == "lobby":  # joining the last seat already starts it
            state = call(server, "POST", f"/api/matches/{code}/start", {}, token)["state"]
        state = play(server, code, token, state)
    except ApiError as e:
        sys.exit(f"error: {e}")
    except urllib.error.URLError as e:
        sys.exit(f"cannot reach {server}: {e.reason}")
    names = {p["seat"]: p["name"] for p in state["players"]}
    print("final standings:")
    for s in state["result"]["standings"]:
        you = " (you)" if s["seat"] == joined["seat"] else ""
        print(f"  {s['place']}. {names[s['seat']]}{you}: {s['score']} points, {s['negatives']} negative cards")


if __name__ == "__main__":
    main()
