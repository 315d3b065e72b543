"""Cross-site requests, media types and security headers (docs/api.md, "Cross-site requests,
media types and security headers"): another site's page cannot act with a visitor's cookie,
over HTTP or a WebSocket; bodies must be declared JSON; every response carries the headers
that keep the client from being framed or sniffed."""
import json

from harness import ApiTestCase, Player, Server, new_player, shared_server
from test_websocket import WebSocket

EVIL = "http://evil.example"


class CrossSiteTest(ApiTestCase):
    def setUp(self):
        self.server = shared_server()
        self.player = new_player(self.server, "xs")

    def own_origin(self):
        return f"http://127.0.0.1:{self.server.port}"

    def test_a_cross_site_text_plain_post_with_the_cookie_is_refused(self):
        # The finding: a form-like text/plain POST from another site created a room (201)
        # and minted an agent token (201) with the visitor's cookie.
        for path, body in (("/api/rooms", {"game": "bidlock"}), ("/api/auth/tokens", {"label": "x"})):
            reply = self.player.request("POST", path, raw=json.dumps(body),
                                        headers={"Origin": EVIL, "Content-Type": "text/plain"})
            self.assertError(reply, 403, "cross-site")
        self.assertEqual(self.player.ok("GET", "/api/auth/tokens")["tokens"], [])
        lines = self.server.log_events("refused_cross_site")
        self.assertTrue(any(e["origin"] == EVIL and e["path"] == "/api/auth/tokens" for e in lines))
        for line in lines:
            self.assertNotIn(self.player.cookies["gavel_session"], json.dumps(line))

    def test_cross_site_json_and_sec_fetch_site_are_refused(self):
        reply = self.player.request("POST", "/api/rooms", {"game": "bidlock"}, headers={"Origin": EVIL})
        self.assertError(reply, 403, "evil.example")
        reply = self.player.request("POST", "/api/rooms", {"game": "bidlock"},
                                    headers={"Sec-Fetch-Site": "cross-site"})
        self.assertError(reply, 403, "cross-site")
        reply = self.player.request("POST", "/api/rooms", {"game": "bidlock"},
                                    headers={"Sec-Fetch-Site": "same-site"})
        self.assertError(reply, 403)
        reply = self.player.request("POST", "/api/rooms", {"game": "bidlock"}, headers={"Origin": "null"})
        self.assertError(reply, 403)

    def test_same_origin_and_non_browser_requests_pass(self):
        made = self.player.request("POST", "/api/rooms", {"game": "bidlock"},
                                   headers={"Origin": self.own_origin(), "Sec-Fetch-Site": "same-origin"})
        self.assertEqual(made.status, 201, made)
        self.assertEqual(self.player.request("POST", "/api/rooms", {"game": "bidlock"},
                                             headers={"Sec-Fetch-Site": "same-origin"}).status, 201)
        # An agent or a script sends neither header.
        self.assertEqual(self.player.request("POST", "/api/rooms", {"game": "bidlock"}).status, 201)
        # Reads are not checked: another site cannot read the answer anyway.
        self.assertEqual(self.player.request("GET", "/api/auth/me", headers={"Origin": EVIL}).status, 200)

    def test_a_cross_site_websocket_with_the_cookie_is_refused(self):
        code = self.player.create_room(game="bidlock")["code"]
        path = f"/api/rooms/{code}/ws"
        cookie = "gavel_session=" + self.player.cookies["gavel_session"]
        evil = WebSocket(self.server.port, path, headers={"Cookie": cookie, "Origin": EVIL})
        try:
            self.assertEqual(evil.status, 403)
        finally:
            evil.sock.close()
        own = WebSocket(self.server.port, path, headers={"Cookie": cookie, "Origin": self.own_origin()})
        try:
            self.assertEqual(own.status, 101)
        finally:
            own.sock.close()
        # Without a cookie there is nothing to ride on: a spectator's socket from anywhere.
        anyone = WebSocket(self.server.port, path, headers={"Origin": EVIL})
        try:
            self.assertEqual(anyone.status, 101)
        finally:
            anyone.sock.close()


class MediaTypeTest(ApiTestCase):
    def setUp(self):
        self.server = shared_server()
        self.player = new_player(self.server, "mt")

    def test_a_body_that_is_not_declared_json_is_415_and_changes_nothing(self):
        for content_type in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"):
            reply = self.player.request("POST", "/api/auth/tokens", raw='{"label": "x"}',
                                        headers={"Content-Type": content_type})
            self.assertError(reply, 415, "application/json")
        bare = self.player.request("POST", "/api/auth/tokens", raw='{"label": "x"}',
                                   headers={"Content-Type": ""})
        self.assertError(bare, 415)
        self.assertEqual(self.player.ok("GET", "/api/auth/tokens")["tokens"], [])
        self.assertTrue(self.server.log_events("refused_media_type"))

    def test_json_with_parameters_and_empty_bodies_pass(self):
        reply = self.player.request("POST", "/api/auth/tokens", raw='{"label": "utf"}',
                                    headers={"Content-Type": "Application/JSON; charset=utf-8"})
        self.assertEqual(reply.status, 201, reply)
        self.assertEqual(self.player.request("POST", "/api/auth/guest").status, 201)


class SecurityHeadersTest(ApiTestCase):
    def test_every_response_carries_the_security_headers(self):
        client = shared_server().client()
        for method, path in (("GET", "/"), ("GET", "/api"), ("GET", "/api/nothing-here"),
                             ("POST", "/api/auth/login")):
            reply = client.request(method, path, body={} if method == "POST" else None)
            policy = reply.headers.get("content-security-policy", "")
            self.assertIn("frame-ancestors 'none'", policy, (path, reply.headers))
            self.assertIn("default-src 'self'", policy)
            self.assertEqual(reply.headers.get("x-content-type-options"), "nosniff")
            self.assertEqual(reply.headers.get("referrer-policy"), "same-origin")

    def test_cookies_are_not_secure_over_plain_http(self):
        reply = Player(shared_server().url).request("POST", "/api/auth/guest")
        self.assertNotIn("Secure", reply.headers["set-cookie"])


class PublicUrlTest(ApiTestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = Server(PUBLIC_URL="https://gavel.example/").start()

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()
        cls.server.cleanup()

    def test_https_public_url_makes_cookies_secure(self):
        player = Player(self.server.url)
        reply = player.request("POST", "/api/auth/signup",
                               {"username": "secure" + str(self.server.port), "password": "correct horse 9"})
        self.assertEqual(reply.status, 201, reply)
        self.assertIn("; Secure", reply.headers["set-cookie"])
        self.assertIn("; Secure", player.request("POST", "/api/auth/guest").headers["set-cookie"])

    def test_only_the_public_origin_may_act(self):
        player = Player(self.server.url).as_guest()
        own = player.request("POST", "/api/rooms", {"game": "bidlock"},
                             headers={"Origin": "https://gavel.example"})
        self.assertEqual(own.status, 201, own)
        # The Host's origin is not enough once PUBLIC_URL says where the server is.
        host = player.request("POST", "/api/rooms", {"game": "bidlock"},
                              headers={"Origin": f"http://127.0.0.1:{self.server.port}"})
        self.assertError(host, 403)
