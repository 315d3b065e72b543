"""Direct links: every client route (web/src/router.ts) loads the app's index.html.

The server gets its own WEB_DIR holding a stand-in index.html, so the test
needs no client build and knows the exact bytes the app page must have.
"""
import os
import shutil
import tempfile
import unittest

from harness import ApiTestCase, Server

INDEX = b'<!doctype html><html><body><div id="app"></div><!-- gavel e2e app --></body></html>'

CLIENT_ROUTES = [
    "/",
    "/m/ABCDE",
    "/replay/ABCDE",
    "/m/ABCDEFGHJKLMN",  # a private table's long code
    "/replay/ABCDEFGHJKLMN",
    "/u/alice",
    "/u/Ann%20Lee",
    "/leaderboard",
    "/leaderboard/bidlock",
    "/leaderboard/right_price",
    "/admin",
    "/admin/",
    "/u/alice?tab=history",
]

NOT_ROUTES = ["/nowhere", "/u", "/u/alice/extra", "/admin/settings", "/leaderboard/a/b",
              "/users/alice"]


class ClientRoutesTest(ApiTestCase):
    @classmethod
    def setUpClass(cls):
        cls.web_dir = tempfile.mkdtemp(prefix="gavel-e2e-web-")
        with open(os.path.join(cls.web_dir, "index.html"), "wb") as f:
            f.write(INDEX)
        cls.server = Server(WEB_DIR=cls.web_dir).start()

    @classmethod
    def tearDownClass(cls):
        try:
            cls.server.stop()
        finally:
            cls.server.cleanup()
            shutil.rmtree(cls.web_dir, ignore_errors=True)

    def test_every_client_route_is_the_app(self):
        client = self.server.client()
        for path in CLIENT_ROUTES:
            with self.subTest(path=path):
                reply = client.request("GET", path)
                self.assertEqual(reply.status, 200, reply)
                self.assertTrue(reply.headers["content-type"].startswith("text/html"))
                self.assertEqual(reply.body, INDEX)

    def test_other_paths_stay_404(self):
        client = self.server.client()
        for path in NOT_ROUTES:
            with self.subTest(path=path):
                reply = client.request("GET", path)
                self.assertEqual(reply.status, 404, reply)
                self.assertNotEqual(reply.body, INDEX)

    def test_api_paths_are_the_apis_json_404(self):
        client = self.server.client()
        for path in ("/api/nowhere", "/api/u/alice", "/api/admin/x"):
            with self.subTest(path=path):
                reply = client.request("GET", path)
                self.assertEqual(reply.status, 404, reply)
                self.assertIn("error", reply.json)


if __name__ == "__main__":
    unittest.main()
