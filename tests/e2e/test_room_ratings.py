"""Rated rooms and the administrator over real HTTP (docs/rooms.md, docs/ratings.md): a
rated game's stored result (room.ratings, the player pages, the leaderboard), and the
administrator's powers (ending a game unrated, the default settings of new rooms)."""
import time
import unittest

from harness import (AdminServerTestCase, ApiTestCase, Background, Player, Server, new_player, play_room, shared_server,
                     unique_name, wait_until)


def tenths(value):
    """A one-decimal rating as whole tenths, so that sums are exact."""
    return round(value * 10)


def wait_for_ratings(player, code, timeout=10):
    return wait_until(lambda: player.room_state(code), lambda s: s["room"]["ratings"] is not None,
                      timeout=timeout, what=f"room {code}'s ratings")["room"]["ratings"]


class RatedResultTest(ApiTestCase):
    def setUp(self):
        self.server = shared_server()
        self.anon = self.server.client()

    def test_a_rated_game_stores_both_humans_ratings(self):
        first, second = new_player(self.server, "r1"), new_player(self.server, "r2")
        made = first.create_room(capacity=3)
        code = made["code"]
        self.assertTrue(made["state"]["room"]["rated"])
        second.act(code, "join")
        second.act(code, "ready", {"ready": True})
        first.act(code, "add-bot")
        first.act(code, "start")
        playing = [Background(lambda p=p: play_room(p, code)) for p in (first, second)]
        final = [background.finish() for background in playing][0]
        self.assertEqual(final["status"], "finished")
        self.assertEqual([p["bot"] for p in final["players"]], [False, False, True])

        ratings = wait_for_ratings(first, code)
        self.assertEqual(sorted(entry["seat"] for entry in ratings), [0, 1], "entries for the two humans")
        by_seat = {entry["seat"]: entry for entry in ratings}
        for entry in ratings:
            self.assertEqual(set(entry), {"seat", "old", "new", "change"})
            self.assertEqual(entry["old"], 1500.0)
            self.assertEqual(tenths(entry["new"]) - tenths(entry["old"]), tenths(entry["change"]))
        # The humans' total is kept: the bot's share goes to them (docs/ratings.md).
        self.assertEqual(sum(tenths(e["new"]) for e in ratings), 30000)
        self.assertEqual(sum(tenths(e["change"]) for e in ratings), 0)
        places = {s["seat"]: s["place"] for s in final["result"]["standings"]}
        if places[0] != places[1]:
            better, worse = (0, 1) if places[0] < places[1] else (1, 0)
            self.assertGreater(by_seat[better]["change"], by_seat[worse]["change"])
        else:
            self.assertEqual(by_seat[0]["change"], by_seat[1]["change"])
        # Everyone reads the same ratings in the room.
        self.assertEqual(self.anon.ok("GET", f"/api/rooms/{code}/state")["room"]["ratings"], ratings)
        # The players show their new ELO in the room from now on.
        self.assertEqual([p.get("elo") for p in second.room_state(code)["players"]],
                         [int(by_seat[0]["new"] + 0.5), int(by_seat[1]["new"] + 0.5), None])

        board = self.anon.ok("GET", "/api/leaderboard/bidlock")
        self.assertEqual(board["game"], "bidlock")
        ranked = {row["name"]: row for row in board["players"]}
        for index, player in enumerate((first, second)):
            entry = by_seat[index]
            page = self.anon.ok("GET", f"/api/players/{player.name}")
            self.assertEqual(page["name"], player.name)
            self.assertEqual(page["ratings"], [{"game": "bidlock", "rating": entry["new"], "games": 1}])
            self.assertEqual(len(page["history"]), 1)
            row = page["history"][0]
            self.assertEqual((row["game"], row["match"], row["old"], row["new"], row["change"]),
                             ("bidlock", code, 1500.0, entry["new"], entry["change"]))
            self.assertIsInstance(row["at"], int)
            self.assertIn(player.name, ranked)
            self.assertEqual(ranked[player.name]["rating"], entry["new"])
        ranks = [row["rank"] for row in board["players"]]
        self.assertEqual(ranks, list(range(1, len(ranks) + 1)))
        self.assertEqual([r["rating"] for r in board["players"]],
                         sorted((r["rating"] for r in board["players"]), reverse=True))
        self.assertError(self.anon.request("GET", f"/api/players/{unique_name('nobody')}"), 404)
        self.assertError(self.anon.request("GET", "/api/leaderboard/chess"), 404)


class AdministratorTest(AdminServerTestCase):
    """Its own server with ADMIN set: the defaults it changes belong to that server alone."""

    def setUp(self):
        self.anon = self.server.client()

    def playing_room(self):
        """A registered player's rated room with a bot, in play; returns (host, code)."""
        host = new_player(self.server, "h")
        code = host.create_room(capacity=2)["code"]
        host.act(code, "add-bot")
        host.act(code, "start")
        return host, code

    def test_the_administrator_is_known_as_such(self):
        self.assertEqual(self.admin.me(), {"name": self.admin_name, "guest": False, "admin": True})
        host, code = self.playing_room()
        self.assertTrue(self.admin.room_state(code)["viewer"]["admin"])
        self.assertFalse(host.room_state(code)["viewer"]["admin"])

    def test_the_administrator_ends_a_game_unrated(self):
        host, code = self.playing_room()
        self.assertError(host.action(code, "end"), 403, "administrator")
        self.assertError(new_player(self.server, "n").action(code, "end"), 403, "administrator")
        self.assertError(self.anon.request("POST", f"/api/rooms/{code}/end"), 403)
        self.assertEqual(host.room_state(code)["status"], "playing")

        state = self.admin.act(code, "end")
        self.assertEqual(state["status"], "finished")
        self.assertEqual(state["room"]["endedBy"], "admin")
        self.assertIsNone(state["room"]["ratings"])
        self.assertError(self.admin.action(code, "end"), 409, "already over")
        seen = host.room_state(code)
        self.assertEqual((seen["status"], seen["room"]["endedBy"]), ("finished", "admin"))
        self.assertError(host.action(code, "move", {"chip": 1}), 409)
        time.sleep(1)  # a rated result would be stored by now
        self.assertIsNone(host.room_state(code)["room"]["ratings"])
        page = self.anon.ok("GET", f"/api/players/{host.name}")
        self.assertEqual((page["ratings"], page["history"]), ([], []))
        board = self.anon.ok("GET", "/api/leaderboard/bidlock")["players"]
        self.assertNotIn(host.name, [row["name"] for row in board])

        # A waiting room can be ended too: nothing was played, so it is closed, not
        # finished, and there is nothing to recreate.
        waiting_host = new_player(self.server, "w")
        waiting = waiting_host.create_room()["code"]
        self.assertEqual(self.admin.act(waiting, "end")["status"], "closed")
        self.assertEqual(waiting_host.room_state(waiting)["room"]["endedBy"], "admin")
        self.assertError(waiting_host.action(waiting, "recreate"), 409, "closed")

    def test_an_ended_game_offers_no_moves(self):
        # After the administrator's end nothing can be played: legalActions is empty and
        # mustMove false (docs/api.md: empty when you have nothing to do).
        host, code = self.playing_room()
        self.admin.act(code, "end")
        state = host.room_state(code)
        self.assertEqual(state["status"], "finished")
        self.assertError(host.action(code, "move", state["legalActions"][0]
                                     if state["legalActions"] else {"chip": 1}), 409)
        self.assertEqual(state["legalActions"], [])
        self.assertFalse(state["you"]["mustMove"])

    def test_the_administrator_sets_the_defaults_of_new_rooms(self):
        player = new_player(self.server, "d")
        change = {"game": "bidlock", "settings": {"turnSeconds": 12}}
        self.assertError(player.request("POST", "/api/admin/defaults", change), 403, "administrator")
        self.assertError(self.anon.request("POST", "/api/admin/defaults", change), 403)

        saved = self.admin.ok("POST", "/api/admin/defaults", change)
        self.assertEqual(saved["bidlock"]["turnSeconds"], 12)
        self.assertEqual(self.admin.ok("GET", "/api/admin/defaults")["bidlock"]["turnSeconds"], 12)
        made = player.create_room()
        self.assertEqual(made["state"]["turnSeconds"], 12)
        # A room's own settings still win over the defaults (another player: creating a
        # room would take this one out of its waiting room).
        self.assertEqual(new_player(self.server, "e").create_room(settings={"turnSeconds": 20})
                         ["state"]["turnSeconds"], 20)
        # The turn really is 12 s once the game starts.
        code = made["code"]
        player.act(code, "add-bot")
        started = player.act(code, "start")
        self.assertLessEqual(started["secondsLeft"], 12)
        self.assertGreater(started["secondsLeft"], 9)

        for bad in ({"game": "bidlock", "settings": {"turnSeconds": 4}},
                    {"game": "bidlock", "settings": {"turnSeconds": "fast"}},
                    {"game": "bidlock", "settings": 12},
                    {"game": "chess", "settings": {"turnSeconds": 12}},
                    {"settings": {"turnSeconds": 12}}):
            with self.subTest(body=bad):
                self.assertError(self.admin.request("POST", "/api/admin/defaults", bad), 400)
        self.assertEqual(new_player(self.server, "f").create_room()["state"]["turnSeconds"], 12,
                         "a refused change changed the defaults")
