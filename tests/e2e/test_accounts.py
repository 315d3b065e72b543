"""Registered players over HTTP: sign up, log in, the session cookie, log out,
agent tokens, and slowed-down password guessing."""
import secrets

from harness import ApiTestCase, OwnServerTestCase, Server, shared_server


def unique(prefix):
    return prefix + secrets.token_hex(4)


def session_of(reply):
    """The gavel_session cookie a reply sets, and the cookie's attributes."""
    header = reply.headers.get("set-cookie", "")
    first, _, attributes = header.partition(";")
    name, _, value = first.partition("=")
    return (value if name == "gavel_session" else None), attributes


class AccountsTest(ApiTestCase):
    def setUp(self):
        self.client = shared_server().client()

    def signup(self, name, password="correct horse 9", expect=201):
        return self.client.request("POST", "/api/auth/signup", {"username": name, "password": password})

    def me(self, cookie=None, token=None):
        headers = {"Cookie": f"gavel_session={cookie}"} if cookie else None
        return self.client.request("GET", "/api/auth/me", token=token, headers=headers)

    def test_signup_logs_in_with_a_safe_cookie(self):
        name = unique("ann")
        reply = self.signup(name)
        self.assertEqual(reply.status, 201, reply)
        self.assertEqual(reply.json, {"user": {"name": name, "guest": False, "admin": False}})
        cookie, attributes = session_of(reply)
        self.assertRegex(cookie, r"^[0-9a-f]{32}$")
        for attribute in ("HttpOnly", "SameSite=Lax", "Path=/"):
            self.assertIn(attribute, attributes)
        self.assertEqual(self.me(cookie).json, {"user": {"name": name, "guest": False, "admin": False}})
        self.assertEqual(self.me().json, {"user": None})
        self.assertEqual(self.me("0" * 32).json, {"user": None})

    def test_names_and_passwords_are_checked(self):
        name = unique("bea")
        self.assertEqual(self.signup(name).status, 201)
        self.assertError(self.signup(name.upper()), 409, "taken")
        self.assertError(self.signup("x"), 400)
        self.assertError(self.signup("9lives" + secrets.token_hex(2)), 400)
        self.assertError(self.signup(unique("cat"), password="short"), 400)
        self.assertError(self.signup(unique("dan"), password="aaaaaaaaaa"), 400)
        self.assertError(self.signup("Guest-1234"), 400)
        self.assertError(self.client.request("POST", "/api/auth/signup", raw="{nope"), 400)
        self.assertError(self.client.request("GET", "/api/auth/signup"), 405)
        self.assertError(self.client.request("POST", "/api/auth/nothing"), 404)

    def test_login_logout_and_wrong_passwords(self):
        name = unique("eve")
        self.signup(name)
        wrong = self.client.request("POST", "/api/auth/login", {"username": name, "password": "nope nope 1"})
        self.assertError(wrong, 401)
        unknown = self.client.request("POST", "/api/auth/login",
                                      {"username": unique("nobody"), "password": "nope nope 1"})
        # The same answer whether the name exists or not.
        self.assertEqual(self.assertError(unknown, 401), self.assertError(wrong, 401))
        right = self.client.request("POST", "/api/auth/login",
                                    {"username": name.upper(), "password": "correct horse 9"})
        self.assertEqual(right.status, 200, right)
        cookie, _ = session_of(right)
        self.assertEqual(self.me(cookie).json["user"]["name"], name)
        out = self.client.request("POST", "/api/auth/logout", headers={"Cookie": f"gavel_session={cookie}"})
        self.assertEqual(out.status, 200)
        self.assertIn("Max-Age=0", out.headers["set-cookie"])
        self.assertEqual(self.me(cookie).json, {"user": None})

    def test_agent_tokens_come_from_a_session(self):
        name = unique("fay")
        cookie, _ = session_of(self.signup(name))
        self.assertError(self.client.request("POST", "/api/auth/tokens", {"label": "bot"}), 401)
        made = self.client.request("POST", "/api/auth/tokens", {"label": "my bot"},
                                   headers={"Cookie": f"gavel_session={cookie}"})
        self.assertEqual(made.status, 201, made)
        token = made.json["token"]
        self.assertRegex(token, r"^gva_[0-9a-f]{32}$")
        self.assertEqual(self.me(token=token).json, {"user": {"name": name, "guest": False, "admin": False}})
        self.assertError(self.me(token="gva_" + "0" * 32), 401)



class LoginThrottleTest(OwnServerTestCase):
    """Its own server, so no other test's failed logins count against this address."""

    def test_repeated_failed_logins_are_slowed_down(self):
        client = self.server.client()
        name = unique("gus")
        client.ok("POST", "/api/auth/signup", {"username": name, "password": "correct horse 9"}, expect=201)
        statuses = [client.request("POST", "/api/auth/login",
                                   {"username": name, "password": "wrong wrong 1"}).status
                    for _ in range(8)]
        self.assertEqual(statuses[:5], [401] * 5)  # five free failures
        self.assertIn(429, statuses[5:])
        slowed = client.request("POST", "/api/auth/login", {"username": name, "password": "correct horse 9"})
        self.assertError(slowed, 429, "too many failed logins")
        self.assertGreaterEqual(int(slowed.headers["retry-after"]), 1)
