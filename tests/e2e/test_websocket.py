"""WebSocket /api/matches/{code}/ws?token=...: a minimal RFC 6455 client on a plain socket."""
import base64
import hashlib
import json
import os
import socket
import struct
import time

from harness import ApiTestCase, shared_server

GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


class WebSocket:
    def __init__(self, port, path, timeout=10, headers=None):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        extra = "".join(f"{name}: {value}\r\n" for name, value in (headers or {}).items())
        self.sock.sendall((f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                           "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n{extra}\r\n").encode())
        self.buffer = b""
        head = self._read_until(b"\r\n\r\n")
        lines = head.decode(errors="replace").split("\r\n")
        self.status = int(lines[0].split()[1])
        self.headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            self.headers[name.strip().lower()] = value.strip()
        self.expected_accept = base64.b64encode(hashlib.sha1((key + GUID).encode()).digest()).decode()

    def _read_until(self, marker):
        while marker not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed during the handshake")
            self.buffer += chunk
        head, _, self.buffer = self.buffer.partition(marker)
        return head

    def _read_exact(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("connection closed")
            self.buffer += chunk
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def read_frame(self):
        """(fin, opcode, payload). Server frames must not be masked."""
        first, second = self._read_exact(2)
        fin, opcode = bool(first & 0x80), first & 0x0F
        if second & 0x80:
            raise AssertionError("the server masked a frame (RFC 6455 5.1 forbids it)")
        length = second & 0x7F
        if length == 126:
            length = struct.unpack(">H", self._read_exact(2))[0]
        elif length == 127:
            length = struct.unpack(">Q", self._read_exact(8))[0]
        return fin, opcode, self._read_exact(length)

    def send_frame(self, opcode, payload=b""):
        """Client frames are always masked."""
        mask = os.urandom(4)
        header = bytes([0x80 | opcode])
        n = len(payload)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def read_message(self):
        """The next text message (joins fragments, answers pings)."""
        parts = []
        while True:
            fin, opcode, payload = self.read_frame()
            if opcode == 0x9:
                self.send_frame(0xA, payload)
                continue
            if opcode == 0xA:
                continue
            if opcode == 0x8:
                raise ConnectionError("the server closed the WebSocket")
            if opcode not in (0x0, 0x1):
                raise AssertionError(f"unexpected opcode {opcode}")
            parts.append(payload)
            if fin:
                return b"".join(parts).decode()

    def read_state(self):
        return json.loads(self.read_message())

    def close(self):
        try:
            self.send_frame(0x8, struct.pack(">H", 1000))
            deadline = time.monotonic() + 3
            while time.monotonic() < deadline:
                _, opcode, _ = self.read_frame()
                if opcode == 0x8:
                    return True
        except (OSError, ConnectionError):
            return False
        finally:
            self.sock.close()
        return False


class WebSocketTest(ApiTestCase):
    def setUp(self):
        self.server = shared_server()
        self.client = self.server.client()
        self.code = self.client.create(seats=2)["code"]
        self.a = self.client.join(self.code, "A")
        self.b = self.client.join(self.code, "B")

    def wait_for(self, ws, predicate, seconds=5):
        deadline = time.monotonic() + seconds
        seen = []
        while time.monotonic() < deadline:
            state = ws.read_state()
            seen.append(state["version"])
            if predicate(state):
                return state, seen
        raise AssertionError(f"no matching state; versions seen {seen}")

    def test_state_on_connect_and_after_each_move(self):
        ws = WebSocket(self.server.port, f"/api/matches/{self.code}/ws?token={self.a['token']}")
        self.assertEqual(ws.status, 101)
        self.assertEqual(ws.headers.get("upgrade", "").lower(), "websocket")
        self.assertEqual(ws.headers.get("sec-websocket-accept"), ws.expected_accept)
        first = ws.read_state()
        self.assertEqual(first["code"], self.code)
        self.assertEqual(first["status"], "playing")
        self.assertEqual(first["you"]["seat"], 0)
        self.assertTrue(first["you"]["mustMove"])
        version = first["version"]
        ws.send_frame(0x1, b"moves go through POST; this is ignored")  # must not break anything
        ws.send_frame(0x9, b"ping?")
        self.assertEqual(ws.read_frame(), (True, 0xA, b"ping?"), "no pong for a ping")

        mine = self.client.move(self.code, self.a["token"], 10)["state"]
        state, _ = self.wait_for(ws, lambda s: s["version"] >= mine["version"])
        self.assertEqual(state["version"], version + 1)
        self.assertEqual(state["you"]["lockedChip"], 10)
        self.assertTrue(state["players"][0]["locked"])
        self.assertFalse(state["players"][1]["locked"])

        # The other seat's move resolves the round: pushed with the new version.
        theirs = self.client.move(self.code, self.b["token"], 3)["state"]
        state, seen = self.wait_for(ws, lambda s: s["version"] >= theirs["version"])
        self.assertEqual(seen, sorted(seen), "versions went backwards")
        self.assertGreater(state["version"], version + 1)
        self.assertEqual(state["round"], 2)
        self.assertEqual(state["lastRound"]["bids"], [10, 3])
        self.assertIsNone(state["you"]["lockedChip"])
        self.assertTrue(ws.close(), "no close frame came back")

    def test_spectator_socket_hides_locked_chips(self):
        ws = WebSocket(self.server.port, f"/api/matches/{self.code.lower()}/ws")
        self.assertEqual(ws.status, 101)
        first = ws.read_state()
        self.assertIsNone(first["you"])
        self.client.move(self.code, self.a["token"], 12)
        state, _ = self.wait_for(ws, lambda s: s["players"][0]["locked"])
        self.assertNotIn("lockedChip", json.dumps(state["players"]))
        self.assertIsNone(state["you"])
        ws.close()

    def test_foreign_token_is_refused(self):
        # docs/api.md, Authentication: "A token that belongs to no seat of that match is 403."
        # (GET /state does this; a socket should not silently turn into a spectator's.)
        stranger = self.client.join(self.client.create(seats=2)["code"], "Stranger")["token"]
        ws = WebSocket(self.server.port, f"/api/matches/{self.code}/ws?token={stranger}")
        try:
            if ws.status == 101:
                state = ws.read_state()
                self.fail(f"a foreign token was accepted (you = {state['you']})")
            self.assertEqual(ws.status, 403)
        finally:
            ws.sock.close()

    def test_unknown_match_is_404(self):
        ws = WebSocket(self.server.port, "/api/matches/ZZZZZZ/ws")
        self.assertEqual(ws.status, 404)
        ws.sock.close()
