"""The bounds one address meets (docs/api.md, "Limits"): live rooms nobody else has
joined, how soon those close, private tables' long codes, open connections per
address, running out of file descriptors, and WebSocket clients that stop reading.

Each class starts its own server with the limit under test set low; clients use
addresses of their own on the loopback network (127.0.0.x) to stand for other people.
"""
import http.client
import os
import json
import re
import resource
import socket
import time
import unittest

from harness import ApiTestCase, Player, Server

CODE = re.compile(r"^[A-HJ-NP-Z2-9]+$")  # the code alphabet: no 0/O, 1/I


def wait_until(predicate, seconds, what):
    """Polls `predicate` until it is true; fails after `seconds` (a bound, not a timing)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.05)
    raise AssertionError(f"{what} did not happen within {seconds}s")


class ServerCase(ApiTestCase):
    ENV = {}
    PREEXEC = None

    @classmethod
    def setUpClass(cls):
        cls.server = Server(preexec=cls.PREEXEC, **cls.ENV).start()

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()
        cls.server.cleanup()

    def player(self, source):
        return Player(self.server.url, source=source)


class RoomsPerAddressTest(ServerCase):
    ENV = {"ROOMS_PER_ADDRESS": "3"}

    def test_one_address_cannot_hold_more_unjoined_rooms_than_its_share(self):
        flooder = self.player("127.0.0.5")
        codes = [flooder.create(public=False)["code"] for _ in range(2)]
        guest = self.player("127.0.0.5").as_guest()  # a waiting room counts the same
        guest.ok("POST", "/api/rooms", {"game": "bidlock"}, expect=201)
        refused = flooder.request("POST", "/api/matches", {"public": False})
        message = self.assertError(refused, 429, "nobody else has joined")
        self.assertIn("3", message)
        self.assertGreaterEqual(int(refused.headers["retry-after"]), 1)
        self.assertError(guest.request("POST", "/api/rooms", {"game": "bidlock"}), 429)
        # Other addresses, registered players among them, are not affected.
        self.player("127.0.0.6").create()
        registered = self.player("127.0.0.6").signup()
        registered.ok("POST", "/api/rooms", {"game": "bidlock"}, expect=201)
        # Joining from the creator's own address is not someone else...
        flooder.join(codes[0], "Me again")
        self.assertError(flooder.request("POST", "/api/matches", {}), 429)
        # ...a join from another address is: that room no longer counts.
        self.player("127.0.0.7").join(codes[0], "Friend")
        flooder.create()
        self.assertError(flooder.request("POST", "/api/matches", {}), 429)
        self.assertTrue(self.server.log_events("room_limit_reached"))


class UnjoinedRoomExpiryTest(ServerCase):
    ENV = {"UNJOINED_ROOM_SECONDS": "2"}

    def test_a_room_nobody_else_joins_closes_after_the_setting(self):
        creator = self.player("127.0.0.8")
        lonely = creator.create(seats=3)["code"]
        creator.join(lonely, "Waiting")
        met = creator.create(seats=3)["code"]
        self.player("127.0.0.9").join(met, "Visitor")
        guest = self.player("127.0.0.8").as_guest()
        room = guest.ok("POST", "/api/rooms", {"game": "bidlock"}, expect=201)["code"]

        def gone(code):
            return creator.request("GET", f"/api/matches/{code}/state").status == 404

        wait_until(lambda: gone(lonely) and gone(room), 20, "closing the unjoined rooms")
        self.assertEqual(creator.request("GET", f"/api/matches/{met}/state").status, 200)


class PrivateCodesTest(ServerCase):
    def test_private_tables_have_long_codes_and_public_ones_short(self):
        client = self.player("127.0.0.10")
        private = client.create(public=False)
        self.assertEqual(len(private["code"]), 13, private["code"])
        self.assertRegex(private["code"], CODE)
        self.assertEqual(private["url"], "/m/" + private["code"])
        public = client.create()
        self.assertEqual(len(public["code"]), 5)
        self.assertRegex(public["code"], CODE)
        # The long code is read in any letter case, like the short one.
        code = private["code"].lower()
        joined = client.join(code, "Lower")
        state = client.state(code, joined["token"])
        self.assertEqual(state["code"], private["code"])
        self.assertNotIn(private["code"], [m["code"] for m in client.ok("GET", "/api/matches")["open"]])


def idle_connection(port, source):
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind((source, 0))
    sock.settimeout(10)
    sock.connect(("127.0.0.1", port))
    return sock


def closed_by_server(sock):
    try:
        return sock.recv(1) == b""
    except ConnectionResetError:
        return True


def ping_over(sock):
    sock.sendall(b"GET /api/ping HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    data = b""
    while b"\r\n\r\n" not in data or not data.endswith(b"}"):
        chunk = sock.recv(4096)
        if not chunk:
            break
        data += chunk
    return data.split(b" ", 2)[1] == b"200" and data.endswith(b'{"ok":true}')


class ConnectionsPerAddressTest(ServerCase):
    ENV = {"CONNECTIONS_PER_ADDRESS": "20"}

    def test_an_address_over_its_connections_is_closed_and_others_are_served(self):
        held = [idle_connection(self.server.port, "127.0.0.11") for _ in range(20)]
        try:
            # Each of the 20 is being served: a request on it is answered.
            self.assertTrue(ping_over(held[0]))
            extra = idle_connection(self.server.port, "127.0.0.11")
            self.assertTrue(closed_by_server(extra), "the 21st connection was kept open")
            extra.close()
            other = Player(self.server.url, source="127.0.0.12")
            self.assertEqual(other.ok("GET", "/api/ping"), {"ok": True})
            # A closed connection frees its place.
            held.pop().close()
            def admitted():
                sock = idle_connection(self.server.port, "127.0.0.11")
                try:
                    return ping_over(sock)
                except OSError:
                    return False
                finally:
                    sock.close()
            wait_until(admitted, 10, "admitting a connection after one closed")
            refused = self.server.log_events("connection_refused")
            self.assertTrue(refused)
            self.assertEqual(refused[0]["address"], "127.0.0.11")
        finally:
            for sock in held:
                sock.close()


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    # utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    return (int(fields[11]) + int(fields[12])) / __import__("os").sysconf("SC_CLK_TCK")


def low_file_limit():
    resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))


# The sanitizers' runtime needs descriptors of its own (it probes memory through a
# pipe before a vptr check), so a process with none left gets false reports from it.
@unittest.skipIf(os.environ.get("GAVEL_SANITIZED"), "the sanitizer runtime needs free descriptors")
class OutOfFileDescriptorsTest(ServerCase):
    """RLIMIT_NOFILE 256 and no connection cap: 400 idle connections exhaust the server's
    descriptors. It must pause between failed accepts instead of spinning, keep serving
    the connections it holds, and accept again once descriptors are free."""
    ENV = {"CONNECTIONS_PER_ADDRESS": "0", "THREADS": "2"}
    PREEXEC = staticmethod(low_file_limit)

    def test_the_accept_loop_backs_off_and_open_connections_are_served(self):
        kept = http.client.HTTPConnection("127.0.0.1", self.server.port, timeout=10,
                                          source_address=("127.0.0.2", 0))
        kept.request("GET", "/api/ping")
        self.assertEqual(kept.getresponse().read(), b'{"ok":true}')
        idle = [idle_connection(self.server.port, "127.0.0.1") for _ in range(400)]
        try:
            wait_until(lambda: self.server.log_events("accept_failed"), 10,
                       "running out of file descriptors")
            pid = self.server.process.pid
            before = cpu_seconds(pid)
            time.sleep(3)  # the measured window, not an assertion on time
            spent = cpu_seconds(pid) - before
            self.assertLess(spent, 1.0, f"{spent:.2f} CPU-seconds in 3 s: the accept loop spins")
            kept.request("GET", "/api/ping")
            self.assertEqual(kept.getresponse().read(), b'{"ok":true}')
            self.assertIn("retry_ms", self.server.log_events("accept_failed")[0])
        finally:
            for sock in idle:
                sock.close()
            kept.close()
        # Descriptors free again: new connections are accepted. The backlog still holds
        # connections made while none were free; one may be reset on the way, so a
        # failed try is tried again.
        client = Player(self.server.url, source="127.0.0.3")

        def answers():
            try:
                return client.request("GET", "/api/ping", timeout=2).status == 200
            except (OSError, http.client.HTTPException):
                return False

        wait_until(answers, 15, "accepting again")


class FileLimitWithConnectionCapTest(ServerCase):
    """The default cap (200 per address) keeps one address from taking the descriptors."""
    PREEXEC = staticmethod(low_file_limit)

    def test_another_address_is_served_while_one_holds_400_connections(self):
        idle = [idle_connection(self.server.port, "127.0.0.1") for _ in range(400)]
        try:
            other = Player(self.server.url, source="127.0.0.2")
            self.assertEqual(other.ok("GET", "/api/ping", timeout=5), {"ok": True})
        finally:
            for sock in idle:
                sock.close()


class SlowReaderTest(ServerCase):
    # The room is changed as fast as requests go, until the kernel's buffers are full.
    ENV = {"SLOW_READER_SECONDS": "2", "RATE_LIMIT": "1000000"}

    def test_a_websocket_that_never_reads_is_cut(self):
        host = self.player("127.0.0.13").as_guest()
        code = host.ok("POST", "/api/rooms", {"game": "bidlock"}, expect=201)["code"]
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # fills fast
        sock.bind(("127.0.0.14", 0))
        sock.settimeout(10)
        sock.connect(("127.0.0.1", self.server.port))
        sock.sendall((f"GET /api/rooms/{code}/ws HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                      "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                      "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        # The socket is never read from here on, while the room changes again and again.
        connection = http.client.HTTPConnection("127.0.0.1", self.server.port, timeout=10,
                                                source_address=("127.0.0.13", 0))
        cookie = "; ".join(f"{k}={v}" for k, v in host.cookies.items())
        headers = {"Cookie": cookie, "Content-Type": "application/json"}

        def act(action, body):
            connection.request("POST", f"/api/rooms/{code}/{action}", json.dumps(body), headers)
            answer = connection.getresponse()
            text = answer.read()
            self.assertEqual(answer.status, 200, text)
            return json.loads(text)["state"]

        deadline = time.monotonic() + 30
        while not self.server.log_events("slow_reader_cut"):
            self.assertLess(time.monotonic(), deadline, "the slow reader was never cut")
            bots = [p["name"] for p in act("add-bot", {})["players"] if p.get("bot")]
            act("remove-bot", {"name": bots[-1]})
        cut = self.server.log_events("slow_reader_cut")[0]
        self.assertEqual(cut["address"], "127.0.0.14")
        self.assertEqual(cut["room"], code)
        # What was already on its way can still be read; then the socket ends.
        sock.settimeout(10)
        try:
            while sock.recv(1 << 16):
                pass
        except ConnectionResetError:
            pass
        sock.close()
        connection.close()
        # The room and other clients carry on.
        self.assertEqual(host.ok("GET", f"/api/rooms/{code}/state")["code"], code)
