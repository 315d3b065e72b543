"""Rooms over real HTTP (docs/rooms.md): guests and their unrated rooms, joining by
policy (open, passcode, approval, invitation), ready marks and starting, bots, watchers
and chat, exit and the host role, resigning, "Create same room", agents with gva_
tokens, and the lobby. Ratings and the administrator are in test_room_ratings.py.

Every test signs up fresh players: creating or joining a room leaves the player's
other waiting rooms, so players are never shared between tests.
"""
import time
import unittest

from harness import (ApiTestCase, Background, Player, Server, new_guest, new_player, play_room,
                     shared_server, unique_name, wait_until)

ROOM_FIELDS = {"flow", "policy", "rated", "guestRoom", "showElo", "capacity", "minPlayers",
               "maxBots", "canStart", "startHint", "chat", "next", "endedBy", "ratings",
               "finalBreak"}
HOST_ROOM_FIELDS = {"passcode", "requests", "invited"}
VIEWER_FIELDS = {"name", "guest", "admin", "seated", "requested", "invited", "canChat"}
ROOM_PLAYER_FIELDS = {"seat", "name", "kind", "host", "ready", "online", "resigned", "bot", "guest"}
LOBBY_FIELDS = {"code", "game", "title", "status", "flow", "policy", "guestRoom", "rated",
                "capacity", "players", "createdAt"}
STATUS_ORDER = {"lobby": 0, "playing": 1, "finished": 2}


def names(state):
    return [p["name"] for p in state["players"]]


def seat(state, name):
    return next(p for p in state["players"] if p["name"] == name)


class RoomTestCase(ApiTestCase):
    """Helpers over one server: the shared one unless the class starts its own."""

    def setUp(self):
        self.server = shared_server()
        self.anon = self.server.client()

    def player(self, prefix="p", **kw):
        return new_player(self.server, prefix, **kw)

    def guest(self, **kw):
        return new_guest(self.server, **kw)

    def room(self, host, **options):
        """host creates a waiting room; returns (code, state)."""
        made = host.create_room(**options)
        return made["code"], made["state"]

    def lobby(self, game="bidlock"):
        return self.anon.ok("GET", f"/api/rooms?game={game}")["rooms"]

    def lobby_entry(self, code):
        return next((entry for entry in self.lobby() if entry["code"] == code), None)

    def anon_state(self, code):
        return self.anon.ok("GET", f"/api/rooms/{code}/state")

    def assertRoomShape(self, state, host_view):
        room = state["room"]
        expected = ROOM_FIELDS | (HOST_ROOM_FIELDS if host_view else set())
        self.assertEqual(set(room), expected)
        for player in state["players"]:
            self.assertTrue(ROOM_PLAYER_FIELDS <= set(player), ROOM_PLAYER_FIELDS - set(player))


class GuestRoomTest(RoomTestCase):
    def test_guest_plays_an_unrated_room_against_a_bot(self):
        guest = self.guest()
        self.assertEqual(guest.me(), {"name": guest.name, "guest": True, "admin": False})
        self.assertRegex(guest.name, r"^Guest-")
        self.assertIn("gavel_guest", guest.cookies)
        # The same guest while the cookie is valid.
        again = guest.request("POST", "/api/auth/guest")
        self.assertEqual(again.status, 200, again)
        self.assertEqual(again.json["user"]["name"], guest.name)

        made = guest.create_room(game="bidlock")
        code, state = made["code"], made["state"]
        self.assertEqual(made["url"], f"/m/{code}")
        self.assertEqual(state["status"], "lobby")
        self.assertRoomShape(state, host_view=True)
        room = state["room"]
        self.assertEqual((room["flow"], room["policy"], room["guestRoom"], room["rated"]),
                         ("waiting", "open", True, False))
        self.assertEqual((room["capacity"], room["minPlayers"], room["maxBots"]), (4, 2, 3))
        self.assertFalse(room["canStart"])
        self.assertIsNone(room["ratings"])
        self.assertEqual(state["viewer"], {"name": guest.name, "guest": True, "admin": False,
                                           "seated": True, "requested": False, "invited": False,
                                           "canChat": False})
        self.assertEqual((state["you"]["seat"], state["you"]["host"]), (0, True))
        me = state["players"][0]
        self.assertEqual((me["name"], me["host"], me["ready"], me["bot"], me["guest"]),
                         (guest.name, True, True, False, True))
        self.assertNotIn("elo", me, "a guest has no ELO to show")

        state = guest.act(code, "add-bot")
        self.assertEqual(names(state), [guest.name, "Bot1"])
        bot = state["players"][1]
        self.assertEqual((bot["bot"], bot["kind"], bot["ready"], bot["host"]), (True, "bot", True, False))
        self.assertNotIn("elo", bot)
        self.assertEqual(state["status"], "lobby", "adding a bot never starts the game")
        self.assertTrue(state["room"]["canStart"])
        self.assertIsNone(state["room"]["startHint"])

        state = guest.act(code, "start")
        self.assertEqual(state["status"], "playing")
        self.assertTrue(state["you"]["mustMove"])
        final = play_room(guest, code)
        self.assertEqual(final["status"], "finished")
        self.assertEqual(len(final["history"]), 13)
        # The guest's own chips, played by the guest (seat 0) through the cookie alone.
        self.assertEqual([r["decidedBy"][0] for r in final["history"]], ["player"] * 12 + ["auto"])
        self.assertIsNotNone(final["result"])

        time.sleep(0.5)  # a rated game would have its ratings stored by now
        after = guest.room_state(code)
        self.assertFalse(after["room"]["rated"])
        self.assertIsNone(after["room"]["ratings"])
        self.assertError(self.anon.request("GET", f"/api/players/{guest.name}"), 404)

    def test_a_registered_session_wins_over_the_guest_cookie(self):
        visitor = self.guest()
        guest_name = visitor.name
        code, _ = self.room(visitor)
        visitor.signup(unique_name("gs"))  # the same browser signs up: both cookies now
        self.assertEqual(set(visitor.cookies), {"gavel_guest", "gavel_session"})
        self.assertEqual(visitor.me(), {"name": visitor.name, "guest": False, "admin": False})
        state = visitor.room_state(code)
        self.assertEqual(state["viewer"]["name"], visitor.name)
        self.assertEqual((state["viewer"]["guest"], state["viewer"]["seated"]), (False, False))
        self.assertIsNone(state["you"])
        self.assertEqual(names(state), [guest_name])

    def test_guest_cannot_join_a_registered_players_room(self):
        host = self.player("gh")
        code, _ = self.room(host)
        approval, _ = self.room(self.player("gh"), policy="approval")
        guest = self.guest()
        self.assertError(guest.action(code, "join"), 403, "guests cannot join")
        self.assertError(guest.action(approval, "request"), 403, "guests cannot join")
        state = guest.room_state(code)
        self.assertEqual(names(state), [host.name])
        self.assertIsNone(state["you"])
        self.assertEqual(state["viewer"]["seated"], False)

    def test_guest_reads_the_chat_but_cannot_post(self):
        host = self.player("gc")
        code, _ = self.room(host)
        host.act(code, "chat", {"text": "hello, watchers"})
        guest = self.guest()
        state = guest.room_state(code)
        self.assertEqual([(c["name"], c["text"]) for c in state["room"]["chat"]],
                         [(host.name, "hello, watchers")])
        self.assertFalse(state["viewer"]["canChat"])
        self.assertError(guest.action(code, "chat", {"text": "let me talk"}), 403, "guests")
        # Nobody known: "who are you" (401), where a guest is known but may not (403).
        self.assertError(self.anon.request("POST", f"/api/rooms/{code}/chat", {"text": "me too"}),
                         401, "log in")
        self.assertEqual(len(host.room_state(code)["room"]["chat"]), 1)

    def test_registered_player_cannot_join_a_guest_room(self):
        guest = self.guest()
        code, _ = self.room(guest)
        player = self.player("gj")
        self.assertError(player.action(code, "join"), 403, "guest rooms")
        self.assertError(player.action(code, "request"), 403, "guest rooms")
        # ...but watches it.
        state = player.room_state(code)
        self.assertEqual(names(state), [guest.name])
        self.assertEqual((state["viewer"]["seated"], state["viewer"]["canChat"]), (False, True))
        self.assertError(guest.action(code, "invite", {"name": player.name}), 409, "guest rooms")

    def test_guest_rooms_have_no_joining_policy(self):
        guest = self.guest()
        self.assertError(guest.request("POST", "/api/rooms", {"policy": "passcode", "passcode": "1234"}),
                         400, "guest rooms")
        self.assertError(guest.request("POST", "/api/rooms", {"policy": "approval"}), 400, "guest rooms")
        code, state = self.room(guest, policy="open")
        self.assertEqual(state["room"]["policy"], "open")
        self.assertError(guest.action(code, "policy", {"policy": "passcode", "passcode": "1234"}), 409)
        self.assertError(guest.action(code, "policy", {"policy": "approval"}), 409)
        self.assertEqual(guest.room_state(code)["room"]["policy"], "open")
        self.assertEqual(self.lobby_entry(code)["policy"], "open")

    def test_creating_needs_an_identity_and_checks_the_options(self):
        self.assertError(self.anon.request("POST", "/api/rooms", {}), 401)
        host = self.player("opt")
        self.assertError(host.request("POST", "/api/rooms", {"capacity": 1}), 400, "capacity")
        self.assertError(host.request("POST", "/api/rooms", {"capacity": 5}), 400, "capacity")
        self.assertError(host.request("POST", "/api/rooms", {"policy": "passcode"}), 400, "passcode")
        self.assertError(host.request("POST", "/api/rooms", {"policy": "passcode", "passcode": "12a4"}),
                         400, "passcode")
        self.assertError(host.request("POST", "/api/rooms", {"policy": "secret"}), 400, "policy")
        self.assertError(host.request("POST", "/api/rooms", {"game": "chess"}), 400)
        self.assertError(host.request("POST", "/api/rooms", {"settings": {"turnSeconds": 4}}), 400)
        self.assertError(host.request("POST", "/api/rooms", {"seats": 3}), 400, "unknown field")
        _, state = self.room(host, capacity=2, showElo=False, settings={"turnSeconds": 45})
        room = state["room"]
        self.assertEqual((room["capacity"], room["showElo"], room["rated"], room["guestRoom"]),
                         (2, False, True, False))
        self.assertEqual((state["seats"], state["turnSeconds"]), (2, 45))
        self.assertNotIn("elo", state["players"][0])


class PasscodeTest(RoomTestCase):
    """Its own server per test: wrong passcodes count per player and per address, and every
    test comes from 127.0.0.1, so none of these may count against another test."""

    def setUp(self):
        self.server = Server().start()
        self.anon = self.server.client()

    def tearDown(self):
        self.server.stop()
        self.server.cleanup()

    def test_the_right_code_joins_and_a_wrong_one_changes_nothing(self):
        host = self.player("pc")
        code, state = self.room(host, policy="passcode", passcode="0427", capacity=3)
        self.assertEqual((state["room"]["policy"], state["room"]["passcode"]), ("passcode", "0427"))
        self.assertEqual(self.lobby_entry(code)["policy"], "passcode")
        guest_view = self.player("pw").room_state(code)
        self.assertFalse(HOST_ROOM_FIELDS & set(guest_view["room"]), "only the host sees the passcode")

        joiner = self.player("pj")
        before = host.room_state(code)
        self.assertError(joiner.action(code, "join", {"passcode": "7240"}), 403, "wrong passcode")
        self.assertError(joiner.action(code, "join", {}), 400, "passcode")
        after = host.room_state(code)
        self.assertEqual(after["version"], before["version"], "a refused join changed the room")
        self.assertEqual(names(after), [host.name])
        self.assertFalse(joiner.room_state(code)["viewer"]["seated"])

        reply = joiner.action(code, "join", {"passcode": "0427"})
        self.assertEqual(reply.status, 200, reply)
        joined = reply.json
        self.assertRegex(joined["token"], r"^[0-9a-f]{32}$")
        self.assertEqual((joined["seat"], joined["name"], joined["host"]), (1, joiner.name, False))
        self.assertEqual(joined["state"]["you"]["seat"], 1)
        self.assertEqual(joined["state"]["viewer"]["seated"], True)
        self.assertEqual(names(host.room_state(code)), [host.name, joiner.name])
        self.assertFalse(seat(host.room_state(code), joiner.name)["ready"])
        self.assertError(joiner.action(code, "join", {"passcode": "0427"}), 409, "already")
        # The seat token from join works too, without the cookie (docs/rooms.md).
        by_token = self.anon.ok("GET", f"/api/rooms/{code}/state", token=joined["token"])
        self.assertEqual((by_token["you"]["seat"], by_token["you"]["name"]), (1, joiner.name))

    def test_five_wrong_codes_then_429_with_retry_after(self):
        host = self.player("pt")
        code, _ = self.room(host, policy="passcode", passcode="1357")
        guesser = self.player("pg")  # from 127.0.0.1
        # Everyone signs up first: the wait after the 5th wrong code is short (1 s).
        neighbour = self.player("pn")
        other = self.player("po", source="127.0.0.2")
        statuses = [guesser.action(code, "join", {"passcode": f"{n:04d}"}).status
                    for n in range(5)]
        self.assertEqual(statuses, [403] * 5)
        # The 6th attempt waits, even with the right code.
        sixth = guesser.action(code, "join", {"passcode": "1357"})
        self.assertError(sixth, 429, "too many wrong passcodes")
        retry = sixth.headers.get("retry-after")
        self.assertRegex(retry or "", r"^[1-9][0-9]*$", "429 without Retry-After")
        # The address waits too: another player from the same address...
        self.assertError(neighbour.action(code, "join", {"passcode": "1357"}), 429)
        # ...and the player waits from another address.
        guesser.source = "127.0.0.3"
        self.assertError(guesser.action(code, "join", {"passcode": "1357"}), 429)
        # Nobody else is held up: another player from another address joins.
        self.assertEqual(other.action(code, "join", {"passcode": "1357"}).status, 200)
        self.assertEqual(names(host.room_state(code)), [host.name, other.name])
        # After the wait the right code joins.
        time.sleep(int(retry) + 0.3)
        guesser.source = None
        self.assertEqual(guesser.action(code, "join", {"passcode": "1357"}).status, 200)
        self.assertEqual(names(host.room_state(code)), [host.name, other.name, guesser.name])


    def test_wrong_passcodes_do_not_hold_up_joining_an_open_room(self):
        # The passcode throttle only guards passcode rooms: a player slowed down there (and
        # everyone on the same address) still joins open rooms at once (docs/rooms.md).
        locked, _ = self.room(self.player("ph"), policy="passcode", passcode="2580")
        opened, _ = self.room(self.player("po", source="127.0.0.2"))
        guesser = self.player("pg")
        for n in range(5):
            self.assertError(guesser.action(locked, "join", {"passcode": f"{n:04d}"}), 403)
        reply = guesser.action(opened, "join")
        self.assertEqual(reply.status, 200, reply)


class ApprovalTest(RoomTestCase):
    def test_join_asks_for_a_request_which_can_be_cancelled_or_declined(self):
        host = self.player("ah")
        code, state = self.room(host, policy="approval")
        self.assertEqual(state["room"]["policy"], "approval")
        self.assertEqual(state["room"]["requests"], [])
        asker = self.player("aa")
        self.assertError(asker.action(code, "join"), 409, "request")
        self.assertError(asker.action(code, "cancel-request"), 409, "no request")

        mine = asker.act(code, "request")
        self.assertEqual((mine["viewer"]["requested"], mine["viewer"]["seated"]), (True, False))
        self.assertIsNone(mine["you"])
        self.assertFalse(HOST_ROOM_FIELDS & set(mine["room"]), "only the host sees requests")
        self.assertEqual(host.room_state(code)["room"]["requests"], [{"name": asker.name, "elo": 1500}])
        self.assertError(asker.action(code, "request"), 409, "already asked")

        self.assertFalse(asker.act(code, "cancel-request")["viewer"]["requested"])
        self.assertEqual(host.room_state(code)["room"]["requests"], [])
        self.assertError(asker.action(code, "cancel-request"), 409)

        asker.act(code, "request")
        self.assertError(asker.action(code, "decline", {"name": asker.name}), 403, "host")
        self.assertError(asker.action(code, "accept", {"name": asker.name}), 403, "host")
        self.assertError(host.action(code, "accept", {"name": "nobody" + asker.name}), 404)
        state = host.act(code, "decline", {"name": asker.name})
        self.assertEqual(state["room"]["requests"], [])
        self.assertEqual(names(state), [host.name])
        self.assertFalse(asker.room_state(code)["viewer"]["requested"])
        self.assertError(host.action(code, "decline", {"name": asker.name}), 404)

    def test_accepting_seats_the_player_and_takes_them_out_of_other_waiting_rooms(self):
        x_host, y_host, z_host = self.player("xh"), self.player("yh"), self.player("zh")
        x, _ = self.room(x_host)
        y, _ = self.room(y_host, policy="approval")
        z, _ = self.room(z_host, policy="approval")
        mover = self.player("mv")
        mover.act(x, "join")
        mover.act(z, "request")
        mover.act(y, "request")
        # Asking keeps the seat held elsewhere until accepted.
        self.assertEqual(names(x_host.room_state(x)), [x_host.name, mover.name])
        self.assertEqual([r["name"] for r in z_host.room_state(z)["room"]["requests"]], [mover.name])

        state = y_host.act(y, "accept", {"name": mover.name})
        self.assertEqual(names(state), [y_host.name, mover.name])
        self.assertEqual(state["room"]["requests"], [])
        joined = seat(state, mover.name)
        self.assertEqual((joined["host"], joined["ready"], joined["bot"]), (False, False, False))
        mine = mover.room_state(y)
        self.assertEqual((mine["you"]["seat"], mine["viewer"]["seated"], mine["viewer"]["requested"]),
                         (1, True, False))
        # Room X no longer lists the player, and room Z has no request from them.
        wait_until(lambda: x_host.room_state(x), lambda s: names(s) == [x_host.name], timeout=5,
                   what="leaving room X")
        wait_until(lambda: z_host.room_state(z), lambda s: s["room"]["requests"] == [], timeout=5,
                   what="dropping the request in room Z")
        self.assertFalse(mover.room_state(x)["viewer"]["seated"])
        self.assertEqual([p["name"] for p in self.lobby_entry(x)["players"]], [x_host.name])

    def test_accepting_into_a_room_that_filled_meanwhile_is_409(self):
        host = self.player("fh")
        code, _ = self.room(host, policy="approval", capacity=2)
        asker = self.player("fa")
        asker.act(code, "request")
        host.act(code, "add-bot")
        self.assertError(host.action(code, "accept", {"name": asker.name}), 409, "full")
        state = host.room_state(code)
        self.assertEqual(names(state), [host.name, "Bot1"])
        self.assertEqual([r["name"] for r in state["room"]["requests"]], [asker.name])


class OneWaitingRoomTest(RoomTestCase):
    """Not in docs/rooms.md except for accept ("leaving any other waiting room they sat
    in"): the server applies the same rule when a player creates or joins a room."""

    def test_creating_or_joining_a_room_leaves_the_other_waiting_rooms(self):
        player, other_host = self.player("one"), self.player("oh")
        first, _ = self.room(player)
        other, _ = self.room(other_host)
        player.act(other, "join")
        self.assertEqual(names(other_host.room_state(other)), [other_host.name, player.name])
        # Creating a room: the player leaves the room joined before.
        second, _ = self.room(player)
        wait_until(lambda: other_host.room_state(other), lambda s: names(s) == [other_host.name],
                   timeout=5, what="leaving the joined room")
        # The first room lost its only human when the player joined elsewhere: it closed.
        self.assertIsNone(self.lobby_entry(first))
        self.assertEqual([p["name"] for p in self.lobby_entry(second)["players"]], [player.name])


class ReadyAndStartTest(RoomTestCase):
    def test_start_needs_two_players_and_every_human_ready(self):
        host = self.player("rh")
        code, state = self.room(host, capacity=3)
        self.assertFalse(state["room"]["canStart"])
        self.assertIn("at least 2 players", state["room"]["startHint"])
        self.assertError(host.action(code, "start"), 409, "at least 2 players")
        self.assertError(host.action(code, "ready", {"ready": True}), 409, "always ready")

        joiner = self.player("rj")
        joined = joiner.act(code, "join")
        self.assertEqual((joined["you"]["seat"], joined["you"]["ready"]), (1, False))
        state = host.room_state(code)
        self.assertEqual([(p["host"], p["ready"]) for p in state["players"]], [(True, True), (False, False)])
        self.assertFalse(state["room"]["canStart"])
        self.assertEqual(state["room"]["startHint"], f"waiting for {joiner.name} to be ready")
        self.assertError(host.action(code, "start"), 409, f"waiting for {joiner.name}")
        self.assertError(joiner.action(code, "start"), 403, "host")

        state = joiner.act(code, "ready", {"ready": True})
        self.assertTrue(seat(state, joiner.name)["ready"])
        self.assertTrue(state["room"]["canStart"])
        self.assertIsNone(state["room"]["startHint"])
        self.assertFalse(joiner.act(code, "ready", {"ready": False})["room"]["canStart"])
        self.assertError(joiner.action(code, "ready", {"ready": "yes"}), 400)
        self.assertError(self.player("rw").action(code, "ready", {"ready": True}), 403)
        state = joiner.act(code, "ready", {"ready": True})
        self.assertTrue(state["room"]["canStart"])

        state = host.act(code, "start")
        self.assertEqual(state["status"], "playing")
        self.assertEqual((state["room"]["canStart"], state["room"]["startHint"]), (False, None))
        # Joining closes when play starts; so does everything of the waiting room.
        late = self.player("rl")
        self.assertError(late.action(code, "join"), 409, "started")
        self.assertError(host.action(code, "add-bot"), 409)
        self.assertError(joiner.action(code, "ready", {"ready": False}), 409)
        self.assertEqual(self.lobby_entry(code)["status"], "playing")

    def test_bots_take_the_lowest_free_number_within_the_limits(self):
        host = self.player("bh")
        code, _ = self.room(host)  # capacity: the game's maximum, 4
        for _ in range(3):
            state = host.act(code, "add-bot")
        self.assertEqual(names(state), [host.name, "Bot1", "Bot2", "Bot3"])
        self.assertTrue(all(p["bot"] and p["ready"] and p["kind"] == "bot" for p in state["players"][1:]))
        self.assertEqual(state["status"], "lobby", "a full room of bots must not start by itself")
        self.assertError(host.action(code, "add-bot"), 409, "at most 3 bots")

        state = host.act(code, "remove-bot", {"name": "Bot2"})
        self.assertEqual(names(state), [host.name, "Bot1", "Bot3"])
        self.assertEqual(names(host.act(code, "add-bot")), [host.name, "Bot1", "Bot3", "Bot2"])
        host.act(code, "remove-bot", {"name": "Bot1"})
        host.act(code, "remove-bot", {"name": "Bot3"})
        self.assertEqual(names(host.act(code, "add-bot")), [host.name, "Bot2", "Bot1"])
        self.assertError(host.action(code, "remove-bot", {"name": "Bot9"}), 404)
        self.assertError(host.action(code, "remove-bot", {"name": host.name}), 404)
        watcher = self.player("bw")
        self.assertError(watcher.action(code, "add-bot"), 403, "host")
        self.assertError(watcher.action(code, "remove-bot", {"name": "Bot1"}), 403, "host")
        # A freed seat can be taken by a person.
        self.assertEqual(watcher.act(code, "join")["you"]["seat"], 3)

        # The room of capacity 2 takes one bot, then it is full for bots and people alike.
        owner = self.player("bo")
        small, _ = self.room(owner, capacity=2)
        self.assertEqual(names(owner.act(small, "add-bot")), [owner.name, "Bot1"])
        self.assertError(owner.action(small, "add-bot"), 409, "full")
        self.assertError(self.player("bx").action(small, "join"), 409, "full")
        self.assertEqual(owner.act(small, "start")["status"], "playing")


class WatchersAndChatTest(RoomTestCase):
    def test_watchers_read_the_state_and_registered_ones_chat(self):
        host, joiner = self.player("wh"), self.player("wj")
        code, _ = self.room(host)
        joiner.act(code, "join")
        watcher, guest = self.player("ww"), self.guest()

        anon = self.anon_state(code)
        self.assertIsNone(anon["you"])
        self.assertIsNone(anon["viewer"])
        self.assertEqual(names(anon), [host.name, joiner.name])
        self.assertRoomShape(anon, host_view=False)

        seen = watcher.room_state(code)
        self.assertIsNone(seen["you"])
        self.assertEqual(seen["viewer"], {"name": watcher.name, "guest": False, "admin": False,
                                          "seated": False, "requested": False, "invited": False,
                                          "canChat": True})
        self.assertRoomShape(seen, host_view=False)
        by_guest = guest.room_state(code)
        self.assertIsNone(by_guest["you"])
        self.assertEqual((by_guest["viewer"]["name"], by_guest["viewer"]["guest"],
                          by_guest["viewer"]["canChat"], by_guest["viewer"]["seated"]),
                         (guest.name, True, False, False))
        self.assertEqual(set(seen["viewer"]), VIEWER_FIELDS)
        self.assertEqual(host.room_state(code)["viewer"]["seated"], True)
        self.assertRoomShape(host.room_state(code), host_view=True)
        # Watchers never need to exit.
        self.assertError(watcher.action(code, "exit"), 409)

        # A second tab (another login of the same account) finds the same seat.
        tab = Player(self.server.url).login(joiner.name.upper())
        self.assertEqual(tab.name, joiner.name)
        self.assertEqual((tab.room_state(code)["you"]["seat"], tab.room_state(code)["you"]["name"]),
                         (1, joiner.name))

        state = watcher.act(code, "chat", {"text": "  good luck both  "})
        self.assertEqual(state["room"]["chat"][-1]["text"], "good luck both")
        joiner.act(code, "chat", {"text": "thanks"})
        for reader in (self.anon_state(code), guest.room_state(code), host.room_state(code)):
            chat = reader["room"]["chat"]
            self.assertEqual([(c["name"], c["text"]) for c in chat],
                             [(watcher.name, "good luck both"), (joiner.name, "thanks")])
            self.assertTrue(all(isinstance(c["at"], int) for c in chat))

    def test_an_anonymous_seat_holder_has_no_viewer(self):
        # viewer is null for anonymous readers, even one holding a seat token (docs/rooms.md).
        table = self.anon.create(seats=2)["code"]
        seat_token = self.anon.join(table, "Anon")["token"]
        state = self.anon.state(table, seat_token)
        self.assertEqual(state["you"]["name"], "Anon")
        self.assertIsNone(state["viewer"])

    def test_chat_text_limits_and_rate(self):
        host = self.player("ch")
        code, _ = self.room(host)
        talker = self.player("ct")
        self.assertError(talker.action(code, "chat", {"text": ""}), 400, "1 to 300")
        self.assertError(talker.action(code, "chat", {"text": "    "}), 400, "1 to 300")
        self.assertError(talker.action(code, "chat", {"text": "x" * 301}), 400, "1 to 300")
        self.assertError(talker.action(code, "chat", {}), 400, "text")
        self.assertError(talker.action(code, "chat", {"text": 5}), 400)
        self.assertEqual(host.room_state(code)["room"]["chat"], [])
        talker.act(code, "chat", {"text": "é" * 300})  # 300 characters, more bytes
        for i in range(4):
            talker.act(code, "chat", {"text": f"message {i + 2}"})
        # The 6th message within 10 seconds.
        self.assertError(talker.action(code, "chat", {"text": "one too many"}), 429, "at most 5")
        chat = host.room_state(code)["room"]["chat"]
        self.assertEqual(len(chat), 5)
        self.assertEqual(chat[0]["text"], "é" * 300)
        # The limit is per player.
        host.act(code, "chat", {"text": "the host still talks"})


class ExitTest(RoomTestCase):
    def test_exit_frees_the_seat_hands_over_the_host_and_closes_the_empty_room(self):
        first, second, third = self.player("e1"), self.player("e2"), self.player("e3")
        code, _ = self.room(first)
        first.act(code, "add-bot")
        second.act(code, "join")
        third.act(code, "join")
        self.assertEqual(names(first.room_state(code)), [first.name, "Bot1", second.name, third.name])

        # A non-host leaves: the seat is gone.
        state = third.act(code, "exit")
        self.assertEqual(names(state), [first.name, "Bot1", second.name])
        self.assertIsNone(state["you"])
        self.assertFalse(state["viewer"]["seated"])
        self.assertError(third.action(code, "exit"), 409)
        third.act(code, "join")

        # The host leaves: the human who joined earliest hosts (bots never do).
        state = first.act(code, "exit")
        self.assertEqual(names(state), ["Bot1", second.name, third.name])
        self.assertEqual([p["host"] for p in state["players"]], [False, True, False])
        self.assertTrue(seat(state, second.name)["ready"], "the new host is ready")
        self.assertIn("requests", second.room_state(code)["room"])
        self.assertEqual(second.act(code, "add-bot")["players"][-1]["name"], "Bot2")
        self.assertError(first.action(code, "add-bot"), 403)

        third.act(code, "exit")
        self.assertIsNotNone(self.lobby_entry(code))
        # The last human leaves: the room closes, bots or not, and leaves the lobby.
        second.act(code, "exit")
        self.assertIsNone(self.lobby_entry(code))
        late = self.player("e4").action(code, "join")
        self.assertIn(late.status, (404, 409), late)  # closed, or already swept away

    def test_exit_while_playing_is_refused(self):
        host = self.player("ep")
        code, _ = self.room(host)
        host.act(code, "add-bot")
        host.act(code, "start")
        self.assertError(host.action(code, "exit"), 409, "resign")
        state = host.room_state(code)
        self.assertEqual(state["status"], "playing")
        self.assertEqual(names(state), [host.name, "Bot1"])


class ResignTest(RoomTestCase):
    def test_a_resigned_seat_is_played_by_the_house_to_the_end(self):
        host, quitter = self.player("qh"), self.player("qq")
        code, _ = self.room(host, capacity=3)
        quitter.act(code, "join")
        quitter.act(code, "ready", {"ready": True})
        host.act(code, "add-bot")
        self.assertError(quitter.action(code, "resign"), 409, "only while playing")
        self.assertError(host.action(code, "resign"), 409, "only while playing")
        host.act(code, "start")
        self.assertError(self.player("qw").action(code, "resign"), 403)

        state = quitter.act(code, "resign")
        self.assertTrue(seat(state, quitter.name)["resigned"])
        self.assertTrue(state["you"]["resigned"])
        self.assertFalse(state["you"]["mustMove"])
        self.assertEqual(state["legalActions"], [])
        self.assertError(quitter.action(code, "resign"), 409, "already resigned")
        self.assertError(quitter.action(code, "move", {"chip": 13}), 409, "resigned")

        final = play_room(host, code)
        self.assertEqual(final["status"], "finished")
        self.assertEqual([p["resigned"] for p in final["players"]], [False, True, False])
        self.assertEqual(names(final), [host.name, quitter.name, "Bot1"])
        history = final["history"]
        self.assertEqual(len(history), 13)
        self.assertEqual([r["decidedBy"] for r in history],
                         [["player", "resigned", "bot"]] * 12 + [["auto"] * 3])
        replay = self.anon.ok("GET", f"/api/rooms/{code}/replay")
        actions = [i for i in replay["record"]["inputs"] if i["kind"] == "action"]
        self.assertEqual([i["origin"] for i in actions if i["seat"] == 1], ["resigned"] * 12)
        self.assertEqual({i["origin"] for i in actions if i["seat"] == 0}, {"player"})
        self.assertError(quitter.action(code, "resign"), 409)


class HostAndInviteTest(RoomTestCase):
    def test_the_host_hands_the_role_to_another_seated_human(self):
        first, second = self.player("hh"), self.player("hs")
        code, _ = self.room(first)
        second.act(code, "join")
        first.act(code, "add-bot")
        self.assertError(second.action(code, "host", {"name": second.name}), 403, "host")
        self.assertError(first.action(code, "host", {"name": "Bot1"}), 404)
        self.assertError(first.action(code, "host", {"name": unique_name("nobody")}), 404)
        self.assertError(first.action(code, "host", {"name": first.name}), 409)

        state = first.act(code, "host", {"name": second.name})
        self.assertEqual([(p["name"], p["host"]) for p in state["players"]],
                         [(first.name, False), (second.name, True), ("Bot1", False)])
        self.assertTrue(seat(state, second.name)["ready"], "the host is always ready")
        self.assertNotIn("requests", state["room"], "the old host no longer sees the host's fields")
        self.assertFalse(state["you"]["host"])
        self.assertError(first.action(code, "add-bot"), 403)
        self.assertError(first.action(code, "start"), 403)
        mine = second.room_state(code)
        self.assertTrue(mine["you"]["host"])
        self.assertTrue(HOST_ROOM_FIELDS <= set(mine["room"]))
        self.assertEqual(names(second.act(code, "add-bot")), [first.name, second.name, "Bot1", "Bot2"])
        # The former host is an ordinary player now, who may change the ready mark.
        self.assertFalse(seat(first.act(code, "ready", {"ready": False}), first.name)["ready"])
        self.assertIn(first.name, second.room_state(code)["room"]["startHint"])
        first.act(code, "ready", {"ready": True})
        self.assertEqual(second.act(code, "start")["status"], "playing")
        self.assertError(second.action(code, "host", {"name": first.name}), 409)

    def test_an_invited_player_joins_without_approval_or_passcode(self):
        host = self.player("ih")
        code, _ = self.room(host, policy="approval")
        invitee, stranger = self.player("ii"), self.player("is")
        self.assertError(host.action(code, "invite", {"name": unique_name("ghost")}), 404)
        self.assertError(stranger.action(code, "invite", {"name": invitee.name}), 403, "host")
        state = host.act(code, "invite", {"name": invitee.name})
        self.assertEqual(state["room"]["invited"], [invitee.name])
        mine = invitee.room_state(code)
        self.assertEqual((mine["viewer"]["invited"], mine["viewer"]["seated"]), (True, False))
        self.assertFalse(stranger.room_state(code)["viewer"]["invited"])

        self.assertError(stranger.action(code, "join"), 409, "request")
        joined = invitee.act(code, "join")
        self.assertEqual(joined["you"]["seat"], 1)
        self.assertEqual(host.room_state(code)["room"]["invited"], [])
        self.assertError(host.action(code, "invite", {"name": invitee.name}), 409, "already")

        # The host switches to a passcode: an invited player needs no code either.
        state = host.act(code, "policy", {"policy": "passcode", "passcode": "9021"})
        self.assertEqual((state["room"]["policy"], state["room"]["passcode"]), ("passcode", "9021"))
        self.assertError(host.action(code, "policy", {"policy": "passcode", "passcode": "90210"}), 400)
        self.assertError(invitee.action(code, "policy", {"policy": "open"}), 403)
        host.act(code, "invite", {"name": stranger.name})
        self.assertEqual(stranger.act(code, "join", {})["you"]["seat"], 2)
        self.assertEqual(host.act(code, "policy", {"policy": "open"})["room"]["passcode"], None)


class RecreateTest(RoomTestCase):
    def test_create_same_room_after_the_game(self):
        host, other = self.player("ch"), self.player("co")
        code, _ = self.room(host, policy="passcode", passcode="2468", capacity=3, showElo=False,
                            botLevel="sharp", settings={"turnSeconds": 40})
        other.act(code, "join", {"passcode": "2468"})
        other.act(code, "ready", {"ready": True})
        host.act(code, "add-bot")
        host.act(code, "start")
        self.assertError(host.action(code, "recreate"), 409, "not over")
        players = [Background(lambda p=p: play_room(p, code)) for p in (host, other)]
        for background in players:
            self.assertEqual(background.finish()["status"], "finished")
        self.assertError(self.player("cw").action(code, "recreate"), 403)
        self.assertError(self.anon.request("POST", f"/api/rooms/{code}/recreate"), 403)

        # Any seated human may; here the player who did not host.
        reply = other.action(code, "recreate")
        self.assertEqual(reply.status, 201, reply)
        new = reply.json["code"]
        self.assertEqual(reply.json, {"code": new, "url": f"/m/{new}"})
        self.assertNotEqual(new, code)
        for state in (host.room_state(code), other.room_state(code), self.anon_state(code)):
            self.assertEqual(state["room"]["next"], new)
            self.assertEqual(state["status"], "finished")
        self.assertError(host.action(code, "recreate"), 409, "already")

        fresh = other.room_state(new)
        self.assertEqual(fresh["status"], "lobby")
        room = fresh["room"]
        self.assertEqual((room["flow"], room["policy"], room["capacity"], room["showElo"], room["rated"]),
                         ("waiting", "passcode", 3, False, True))
        self.assertEqual(room["passcode"], "2468")
        self.assertEqual((fresh["turnSeconds"], fresh["botLevel"]), (40, "sharp"))
        self.assertIsNone(room["next"])
        self.assertEqual([(p["name"], p["host"], p["bot"]) for p in fresh["players"]],
                         [(other.name, True, False)])
        self.assertEqual(fresh["you"]["seat"], 0)
        self.assertFalse(host.room_state(new)["viewer"]["seated"])
        self.assertEqual(self.lobby_entry(new)["status"], "lobby")
        # The old host joins the new room like anyone: with the passcode.
        self.assertEqual(host.act(new, "join", {"passcode": "2468"})["you"]["seat"], 1)


class AgentTokenTest(RoomTestCase):
    def test_an_agent_token_creates_joins_and_plays_without_cookies(self):
        owner = self.player("ag")
        token = owner.agent_token("room bot")
        self.assertRegex(token, r"^gva_[0-9a-f]{32}$")
        agent = Player(self.server.url, bearer=token)
        self.assertEqual(agent.me()["name"], owner.name)

        made = agent.create_room(capacity=2)
        self.assertEqual(made["state"]["you"]["seat"], 0)
        self.assertEqual(made["state"]["viewer"]["name"], owner.name)
        self.assertTrue(made["state"]["room"]["rated"])
        self.assertEqual(agent.room_state(made["code"])["you"]["host"], True)

        host = self.player("ah")
        code, _ = self.room(host)
        joined = agent.action(code, "join")
        self.assertEqual(joined.status, 200, joined)
        self.assertEqual((joined.json["seat"], joined.json["name"]), (1, owner.name))
        state = agent.room_state(code)
        self.assertEqual(agent.cookies, {}, "the agent holds no cookie")
        self.assertEqual((state["you"]["seat"], state["you"]["name"]), (1, owner.name))
        self.assertEqual((state["viewer"]["name"], state["viewer"]["seated"]), (owner.name, True))
        # The account is the same player with the browser's cookie.
        self.assertEqual(owner.room_state(code)["you"]["seat"], 1)
        # A seat taken through an agent token is shown as an agent's; the host's as a human's.
        self.assertEqual([p["kind"] for p in state["players"]], ["human", "agent"])
        self.assertEqual(made["state"]["players"][0]["kind"], "agent")

        agent.act(code, "ready", {"ready": True})
        host.act(code, "start")
        mine = Background(lambda: play_room(agent, code))
        final = play_room(host, code)
        self.assertEqual(mine.finish()["you"]["seat"], 1)
        self.assertEqual([r["decidedBy"][:2] for r in final["history"][:12]], [["player", "player"]] * 12)

        stranger = Player(self.server.url, bearer="gva_" + "0" * 32)
        self.assertError(stranger.request("POST", "/api/rooms", {}), 401)


class LobbyTest(RoomTestCase):
    def test_waiting_rooms_come_before_playing_before_finished(self):
        waiting_host = self.player("lw")
        waiting, _ = self.room(waiting_host)
        playing_host = self.player("lp")
        playing, _ = self.room(playing_host)
        playing_host.act(playing, "add-bot")
        playing_host.act(playing, "start")
        guest = self.guest()
        finished, _ = self.room(guest)
        guest.act(finished, "add-bot")
        guest.act(finished, "start")
        play_room(guest, finished)
        table = self.anon.create(seats=2)["code"]  # agent tables are rooms too

        rooms = self.lobby()
        codes = [entry["code"] for entry in rooms]
        for code in (waiting, playing, finished, table):
            self.assertIn(code, codes)
        # Newest first within each status, but status first: the oldest waiting room leads.
        self.assertLess(codes.index(waiting), codes.index(playing))
        self.assertLess(codes.index(playing), codes.index(finished))
        self.assertLess(codes.index(table), codes.index(waiting))
        keys = [(STATUS_ORDER[entry["status"]], -entry["createdAt"]) for entry in rooms]
        self.assertEqual(keys, sorted(keys))

        for entry in rooms:
            self.assertEqual(set(entry), LOBBY_FIELDS)
            self.assertEqual((entry["game"], entry["title"]), ("bidlock", "Bidlock"))
            for player in entry["players"]:
                self.assertTrue({"name", "bot"} <= set(player) <= {"name", "bot", "anonymous", "elo"}, player)
        by_code = {entry["code"]: entry for entry in rooms}
        self.assertEqual([by_code[c]["status"] for c in (waiting, playing, finished)],
                         ["lobby", "playing", "finished"])
        entry = by_code[waiting]
        self.assertEqual((entry["flow"], entry["policy"], entry["guestRoom"], entry["rated"],
                          entry["capacity"]), ("waiting", "open", False, True, 4))
        self.assertEqual(entry["players"], [{"name": waiting_host.name, "bot": False, "elo": 1500}])
        self.assertEqual((by_code[finished]["guestRoom"], by_code[finished]["rated"]), (True, False))
        self.assertEqual((by_code[table]["flow"], by_code[table]["capacity"]), ("table", 2))
        self.assertIsInstance(entry["createdAt"], int)
        unknown = self.anon.request("GET", "/api/rooms?game=nosuchgame")
        self.assertError(unknown, 400, "no game named")
        self.assertIn(waiting, [e["code"] for e in self.anon.ok("GET", "/api/rooms")["rooms"]])

    def test_elo_is_shown_for_registered_players_in_rooms_that_show_it(self):
        host, joiner = self.player("eh"), self.player("ej")
        shown, _ = self.room(host)
        joiner.act(shown, "join")
        host.act(shown, "add-bot")
        entry = self.lobby_entry(shown)
        self.assertEqual(entry["players"], [{"name": host.name, "bot": False, "elo": 1500},
                                            {"name": joiner.name, "bot": False, "elo": 1500},
                                            {"name": "Bot1", "bot": True}])
        state = self.anon_state(shown)
        self.assertEqual([p.get("elo") for p in state["players"]], [1500, 1500, None])

        hidden_host = self.player("en")
        hidden, _ = self.room(hidden_host, showElo=False)
        self.player("ek").act(hidden, "join")
        hidden_host.act(hidden, "add-bot")
        self.assertTrue(all("elo" not in p for p in self.lobby_entry(hidden)["players"]))
        self.assertTrue(all("elo" not in p for p in self.anon_state(hidden)["players"]))

        guest = self.guest()
        guest_room, _ = self.room(guest)
        guest.act(guest_room, "add-bot")
        self.assertEqual(self.lobby_entry(guest_room)["players"],
                         [{"name": guest.name, "bot": False}, {"name": "Bot1", "bot": True}])

        table = self.anon.create(seats=3, bots=1)["code"]
        self.anon.join(table, "Anon")
        self.assertTrue(all("elo" not in p for p in self.lobby_entry(table)["players"]))
