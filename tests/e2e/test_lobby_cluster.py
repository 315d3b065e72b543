"""One lobby across servers (docs/deploy.md, "Lobby across servers"): two
servers on one PostgreSQL database each list the other's rooms in GET
/api/rooms and GET /api/matches, an invitation made on one is seen from the
other (GET /api/invitations), and a room that finished or closed leaves both
lists. Runs only with GAVEL_E2E_DATABASE_URL (scripts/test.sh's PostgreSQL line).

Both servers start before any room is made: until room ownership lands, a
server starting later would rebuild the other's journaled rooms as its own.
"""
import unittest

from harness import (E2E_DATABASE_URL, ApiTestCase, Player, Server, fresh_schema_url, play_room,
                     unique_name, wait_until)

# A change on one server reaches the other within a flush (150 ms) and a read.
SEEN_WITHIN = 5


@unittest.skipUnless(E2E_DATABASE_URL, "needs GAVEL_E2E_DATABASE_URL (a PostgreSQL server)")
class LobbyAcrossServersTest(ApiTestCase):
    @classmethod
    def setUpClass(cls):
        url = fresh_schema_url(E2E_DATABASE_URL)
        cls.servers = [Server(DATABASE_URL=url), Server(DATABASE_URL=url)]
        for server in cls.servers:
            server.start()

    @classmethod
    def tearDownClass(cls):
        for server in cls.servers:
            server.stop()
            server.cleanup()

    def rooms(self, server, game=""):
        query = f"?game={game}" if game else ""
        return server.client().ok("GET", f"/api/rooms{query}")["rooms"]

    def open_tables(self, server):
        return server.client().ok("GET", "/api/matches")["open"]

    def wait_on_both(self, listing, done, what):
        for server in self.servers:
            wait_until(lambda: listing(server), done, timeout=SEEN_WITHIN, what=f"{what} on {server.url}")

    def test_rooms_and_tables_of_both_servers_are_listed_on_both(self):
        a, b = self.servers
        host_a = Player(a.url).signup(unique_name("ha"))
        host_b = Player(b.url).signup(unique_name("hb"))
        room_a = host_a.create_room(game="bidlock")["code"]
        room_b = host_b.create_room(game="holdem")["code"]
        table_b = b.client().create(seats=3)["code"]

        def codes(rooms):
            return [room["code"] for room in rooms]

        self.wait_on_both(self.rooms, lambda rooms: {room_a, room_b, table_b} <= set(codes(rooms)),
                          "every room in GET /api/rooms")
        # Each room once, with the entry its own server renders.
        for server in self.servers:
            listed = self.rooms(server)
            for code in (room_a, room_b, table_b):
                self.assertEqual(codes(listed).count(code), 1, (server.url, code))
        self.assertEqual(self.rooms(a), self.rooms(b), "both servers list the same lobby")
        entry = next(room for room in self.rooms(a) if room["code"] == room_b)
        self.assertEqual((entry["game"], entry["status"], entry["players"][0]["name"]),
                         ("holdem", "lobby", host_b.name))
        # ?game= filters the other server's rooms too.
        self.assertIn(room_b, codes(self.rooms(a, "holdem")))
        self.assertNotIn(room_a, codes(self.rooms(a, "holdem")))
        self.assertNotIn(room_b, codes(self.rooms(b, "bidlock")))
        # The agent table waits for players: listed by GET /api/matches on both.
        self.wait_on_both(self.open_tables, lambda tables: table_b in codes(tables),
                          "the open table in GET /api/matches")

        # Filled, the table plays and leaves GET /api/matches on both.
        for seat in range(3):
            b.client().join(table_b, name=f"Agent{seat}")
        self.wait_on_both(self.open_tables, lambda tables: table_b not in codes(tables),
                          "the full table gone from GET /api/matches")

        # The host alone leaves: the room closes and leaves both lobbies.
        host_a.act(room_a, "exit")
        self.wait_on_both(self.rooms, lambda rooms: room_a not in codes(rooms),
                          "the closed room gone from GET /api/rooms")

    def test_a_finished_room_shows_finished_on_the_other_server(self):
        a, b = self.servers
        host = Player(b.url).signup(unique_name("fin"))
        code = host.create_room(game="bidlock")["code"]
        host.act(code, "add-bot")
        host.act(code, "start")
        self.assertEqual(play_room(host, code)["status"], "finished")

        def status(rooms):
            return next((room["status"] for room in rooms if room["code"] == code), None)

        wait_until(lambda: self.rooms(a), lambda rooms: status(rooms) == "finished",
                   timeout=SEEN_WITHIN, what="the finished room on the other server")

    def test_an_invitation_made_on_one_server_is_seen_from_the_other(self):
        a, b = self.servers
        host = Player(a.url).signup(unique_name("inv"))
        guest_name = unique_name("gst")
        Player(a.url).signup(guest_name)
        invitee = Player(b.url).login(guest_name)  # the account is shared; the session is B's
        code = host.create_room(game="bidlock", policy="approval")["code"]
        self.assertEqual(invitee.ok("GET", "/api/invitations")["rooms"], [])
        host.act(code, "invite", {"name": guest_name})
        rooms = wait_until(lambda: invitee.ok("GET", "/api/invitations")["rooms"],
                           lambda rooms: [room["code"] for room in rooms] == [code],
                           timeout=SEEN_WITHIN, what="the invitation on the other server")
        self.assertEqual(rooms[0]["game"], "bidlock")
        self.assertEqual(rooms[0]["policy"], "approval")  # the invitee joins anyway
        # Someone else is not told, and an anonymous reader is refused.
        other = Player(b.url).signup(unique_name("oth"))
        self.assertEqual(other.ok("GET", "/api/invitations")["rooms"], [])
        self.assertError(b.client().request("GET", "/api/invitations"), 401)
        # The room closes: the invitation goes with it.
        host.act(code, "exit")
        wait_until(lambda: invitee.ok("GET", "/api/invitations")["rooms"], lambda rooms: rooms == [],
                   timeout=SEEN_WITHIN, what="the invitation gone with its room")


if __name__ == "__main__":
    unittest.main()
