"""The lobby across servers (docs/perf.md, "The lobby across servers"): two
servers on one PostgreSQL database; how long a room made on one takes to
show in the other's GET /api/rooms, and what GET /api/rooms costs with N
rooms held by the other server against N held by the server itself.

    GAVEL_BIN=$PWD/build/gavel scripts/with-postgres.sh sh -c \\
      'GAVEL_E2E_DATABASE_URL=$GAVEL_TEST_DATABASE_URL python3 bench/lobby_across_servers.py 2000'
"""
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests", "e2e"))
from harness import E2E_DATABASE_URL, Player, Server, fresh_schema_url  # noqa: E402


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def seen_delay(maker, reader):
    """Milliseconds from the answer to a room's creation on one server to its
    code in the other's GET /api/rooms (polled every 2 ms)."""
    code = maker.create_room(game="bidlock")["code"]
    made = time.monotonic()
    while code not in reader.request("GET", "/api/rooms").body.decode():
        time.sleep(0.002)
    return (time.monotonic() - made) * 1000


def request_cost(client, count=300):
    """Mean milliseconds of one GET /api/rooms over `count` sequential requests."""
    client.request("GET", "/api/rooms")  # the rendering is cached from here
    start = time.monotonic()
    for _ in range(count):
        reply = client.request("GET", "/api/rooms")
    return (time.monotonic() - start) * 1000 / count, len(reply.body)


def main():
    rooms = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    if not E2E_DATABASE_URL:
        sys.exit("set GAVEL_E2E_DATABASE_URL (see the docstring)")
    url = fresh_schema_url(E2E_DATABASE_URL)
    env = {"DATABASE_URL": url, "THREADS": "1", "RATE_LIMIT": "1000000"}
    a, b = Server(**env), Server(**env)
    a.start()
    b.start()
    try:
        delays = [seen_delay(Player(a.url).as_guest(), b.client()) for _ in range(40)]
        print(f"creation on A to listed on B: median {statistics.median(delays):.0f} ms, "
              f"p90 {percentile(delays, 0.9):.0f} ms, max {max(delays):.0f} ms (40 rooms)")
        for _ in range(rooms - 40):  # one guest per room: the bound per player
            Player(a.url).as_guest().create_room(game="bidlock")
        time.sleep(1)
        local_ms, size = request_cost(a.client())
        remote_ms, remote_size = request_cost(b.client())
        print(f"GET /api/rooms, {rooms} rooms: on A (its own) {local_ms:.2f} ms, "
              f"on B (A's, remote) {remote_ms:.2f} ms; {size} / {remote_size} bytes")
    finally:
        for server in (a, b):
            server.stop()
            server.cleanup()


if __name__ == "__main__":
    main()
