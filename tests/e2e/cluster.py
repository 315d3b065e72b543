"""Several servers on one PostgreSQL behind nginx, as scripts/cluster.sh runs them, for
the cluster tests: the servers keep their ports across restarts (so nginx's list of
them holds, and a server restarted under its address takes its rooms back), and nginx
is started from the shipped template (deploy/nginx/gavel.conf.in) on a free port."""
import http.client
import os
import random
import shutil
import subprocess
import tempfile
import time

from harness import REPO, SETTLING_PORTS, Client, Player, Server, free_port, fresh_schema_url

NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
TEMPLATE = os.path.join(REPO, "deploy", "nginx", "gavel.conf.in")
# Short leases, so that a killed server's rooms move within seconds
# (GAVEL_CLUSTER_LEASE_MS measures another).
CLUSTER_ENV = {
    "LEASE_MS": os.environ.get("GAVEL_CLUSTER_LEASE_MS", "1500"),
    "TRUSTED_PROXIES": "127.0.0.1",
    "CONNECTIONS_PER_ADDRESS": "0",
}

RETRY_FOR = 40  # seconds a request is retried while its room moves


class Patient:
    """Asks again while the room is on its way to another server: the connection fails,
    nginx cannot reach the owner (502) or its lookup failed (500), or the server says the
    room is moving (503). Each of those ran nothing, so asking again is safe, except where
    the connection broke after the server acted: a move asked again is then refused (409)
    as already made, or names a turn gone by."""

    def request(self, method, path, *args, **kw):
        deadline = time.monotonic() + RETRY_FOR
        while True:
            try:
                reply = super().request(method, path, *args, **kw)
                if reply.status not in (500, 502, 503, 504):
                    return reply
            except (OSError, http.client.HTTPException):
                reply = None
            if time.monotonic() > deadline:
                if reply is None:
                    raise AssertionError(f"{method} {path}: no answer for {RETRY_FOR}s")
                return reply
            time.sleep(random.uniform(0.05, 0.2))


class PatientClient(Patient, Client):
    pass


class PatientPlayer(Patient, Player):
    pass


class Cluster:
    def __init__(self, database_url, servers=3, binary=None, **env):
        self.url_of_database = fresh_schema_url(database_url)
        settings = {**CLUSTER_ENV, **env}
        self.servers = [Server(binary=binary, port=free_port(), DATABASE_URL=self.url_of_database,
                               **settings) for _ in range(servers)]
        self.dir = tempfile.mkdtemp(prefix="gavel-nginx-")
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.nginx = None

    def start(self):
        for server in self.servers:
            server.start()
        upstreams = "".join(f"    server 127.0.0.1:{s.fixed_port} max_fails=1 fail_timeout=1s;\n"
                            for s in self.servers)
        with open(TEMPLATE) as f:
            config = f.read()
        config = (config.replace("@DIR@", self.dir)
                  .replace("@LISTEN@", f"127.0.0.1:{self.port}")
                  .replace("@UPSTREAMS@\n", upstreams))
        path = os.path.join(self.dir, "nginx.conf")
        with open(path, "w") as f:
            f.write(config)
        self.nginx = subprocess.Popen([NGINX, "-p", self.dir, "-c", path, "-e",
                                       os.path.join(self.dir, "error.log")],
                                      stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                      stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        import socket
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return self
            except OSError:
                if self.nginx.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("nginx did not start: " + self.nginx_log())
                time.sleep(0.05)

    def nginx_log(self):
        try:
            with open(os.path.join(self.dir, "error.log"), errors="replace") as f:
                return f.read()[-4000:]
        except OSError:
            return ""

    def stop(self):
        if self.nginx and self.nginx.poll() is None:
            self.nginx.terminate()
            try:
                self.nginx.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.nginx.kill()
        for server in self.servers:
            server.cleanup()
        shutil.rmtree(self.dir, ignore_errors=True)


class ClusterAsServer:
    """The shared server of the suite, made of a Cluster: requests go through nginx to three
    servers (GAVEL_E2E_CLUSTER=1, harness.shared_server), and what a test reads of "the
    server's" log is every server's."""

    def __init__(self, database_url):
        # Nobody is killed here: a long lease keeps a server starved of CPU on a busy
        # machine from losing its rooms in the middle of a test that does not retry.
        self.cluster = Cluster(database_url, LEASE_MS="10000")
        self.url = None

    def start(self):
        self.cluster.start()
        self.url = self.cluster.url
        self.port = self.cluster.port
        SETTLING_PORTS.add(self.port)
        return self

    def client(self):
        from harness import Client
        return Client(self.url)

    def stderr_text(self):
        return "".join(server.stderr_text() for server in self.cluster.servers)

    def log_events(self, event=None):
        return [e for server in self.cluster.servers for e in server.log_events(event)]

    def admin(self, *args):
        return self.cluster.servers[0].admin(*args)

    def stop(self):
        for server in self.cluster.servers:
            server.stop()

    def cleanup(self):
        self.cluster.stop()
