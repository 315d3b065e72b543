"""Broken HTTP framing gets a 4xx answer with {"error": ...} before the connection
closes (docs/api.md, "Limits"), over raw sockets, and creates nothing."""
import json
import socket

from harness import ApiTestCase, read_raw_response, shared_server


def closed_after(sock):
    """True once the server has closed its side (EOF or reset), reading what is left."""
    try:
        while sock.recv(65536):
            pass
    except ConnectionResetError:
        pass
    return True


POST = "POST /api/matches HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"


class BadFramingTest(ApiTestCase):
    def setUp(self):
        self.server = shared_server()
        self.client = self.server.client()

    def exchange(self, raw):
        with socket.create_connection(("127.0.0.1", self.server.port), timeout=10) as sock:
            sock.sendall(raw)
            answer = read_raw_response(sock)
            self.assertTrue(closed_after(sock))
        return answer

    def assertRefused(self, raw, status, mention=None):
        before = len(self.client.ok("GET", "/api/matches")["open"])
        got, headers, body = self.exchange(raw)
        self.assertEqual(got, status, body)
        self.assertTrue(headers.get("content-type", "").startswith("application/json"), headers)
        self.assertEqual(headers.get("connection", "").lower(), "close", headers)
        error = json.loads(body)
        self.assertEqual(set(error), {"error"})
        if mention:
            self.assertIn(mention.lower(), error["error"].lower())
        # Nothing was created by a request that was refused.
        self.assertEqual(len(self.client.ok("GET", "/api/matches")["open"]), before)

    def test_negative_content_length_is_400(self):
        self.assertRefused((POST + "Content-Length: -1\r\n\r\n{}").encode(), 400, "content-length")

    def test_content_length_with_transfer_encoding_is_400(self):
        body = b"2\r\n{}\r\n0\r\n\r\n"
        for heads in ("Content-Length: 2\r\nTransfer-Encoding: chunked\r\n",
                      "Transfer-Encoding: chunked\r\nContent-Length: 2\r\n"):
            with self.subTest(heads=heads):
                self.assertRefused((POST + heads + "\r\n").encode() + body, 400)

    def test_two_content_lengths_are_400_even_when_equal(self):
        for heads in ("Content-Length: 2\r\nContent-Length: 3\r\n",
                      "Content-Length: 2\r\nContent-Length: 2\r\n",
                      "Content-Length: 2, 2\r\n"):
            with self.subTest(heads=heads):
                self.assertRefused((POST + heads + "\r\n{}").encode(), 400, "content-length")

    def test_transfer_encoding_other_than_chunked_is_400(self):
        self.assertRefused((POST + "Transfer-Encoding: gzip\r\n\r\n{}").encode(), 400,
                           "transfer-encoding")

    def test_nul_in_a_header_is_400(self):
        raw = (POST + "Content-Length: 2\r\nX-Note: a\0b\r\n\r\n{}").encode()
        self.assertRefused(raw, 400, "header")

    def test_bad_chunk_size_is_400(self):
        raw = (POST + "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n").encode()
        self.assertRefused(raw, 400, "chunk")

    def test_over_long_headers_are_431(self):
        raw = (POST + "X-Pad: " + "x" * (9 * 1024) + "\r\nContent-Length: 2\r\n\r\n{}").encode()
        self.assertRefused(raw, 431, "headers")

    def test_body_over_the_limit_is_413_by_chunks_too(self):
        chunk = b"x" * 8192
        raw = (POST + "Transfer-Encoding: chunked\r\n\r\n").encode()
        raw += b"".join(b"2000\r\n" + chunk + b"\r\n" for _ in range(9)) + b"0\r\n\r\n"
        self.assertRefused(raw, 413, "too large")

    def test_refusals_are_logged_with_the_address(self):
        self.exchange((POST + "Content-Length: -1\r\n\r\n").encode())
        lines = [json.loads(line) for line in self.server.stderr_text().splitlines()
                 if line.startswith("{")]
        refused = [line for line in lines if line.get("event") == "bad_request_framing"]
        self.assertTrue(refused, "no bad_request_framing line on stderr")
        self.assertEqual(refused[-1]["address"], "127.0.0.1")
        self.assertEqual(refused[-1]["status"], 400)

    def test_good_framing_still_works(self):
        for heads, body in (("Content-Length: 2\r\n", b"{}"),
                            ("Transfer-Encoding: chunked\r\n", b"2\r\n{}\r\n0\r\n\r\n")):
            with self.subTest(heads=heads):
                raw = (POST + heads + "Connection: close\r\n\r\n").encode() + body
                status, _, answer = self.exchange(raw)
                self.assertEqual(status, 201, answer)
