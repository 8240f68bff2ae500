"""`webmcp serve` under abuse: raw frames and the official MCP Python SDK
against tests/fixtures/abuse/hostile.html, over stdio and HTTP. Every abusive
request gets a protocol error or is refused, nothing crashes, and a
well-behaved client keeps being answered; a runaway tool costs only its
own call (the page is stopped and loaded again, and the client is told).

Usage: python abuse_test.py PATH/TO/webmcp
Prints one line per check and closes with `N passed, N failed`; exits 1 on a failure.
The figures (RSS, latency under a flood) are tests/mcp/abuse_bench.py's (make abuse-bench).
"""

import http.client
import json
import os
import re
import subprocess
import sys
import threading
import time

import anyio
import mcp_types as types
from mcp import Client
from mcp.client.stdio import StdioServerParameters

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HOSTILE = os.path.join(REPO, "tests", "fixtures", "abuse", "hostile.html")
# Small limits, so that each one is reached quickly.
LIMITS = ["--call-timeout", "1", "--max-message", "64K", "--max-calls-per-client", "4", "--max-calls", "8", "--max-sessions", "4", "--max-memory", "1G"]
INIT = {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "abuse", "version": "1"}}}
INITIALIZED = {"jsonrpc": "2.0", "method": "notifications/initialized"}

results = []


def check(name, ok, detail=""):
    results.append(bool(ok))
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else f": {detail}"), flush=True)


def text(result):
    return "".join(c.text for c in result.content if isinstance(c, types.TextContent))


class Stdio:
    """A raw stdio client: writes lines, reads the server's lines by id."""

    def __init__(self, webmcp, *extra):
        self.proc = subprocess.Popen([webmcp, "serve", *LIMITS, *extra, HOSTILE], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.lines = []
        self.cond = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()
        self.stderr = []
        threading.Thread(target=lambda: self.stderr.extend(self.proc.stderr), daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            with self.cond:
                self.lines.append(json.loads(line))
                self.cond.notify_all()

    def write(self, raw):
        self.proc.stdin.write(raw if isinstance(raw, bytes) else raw.encode())
        self.proc.stdin.flush()

    def send(self, message):
        self.write(json.dumps(message) + "\n")

    def wait_for(self, predicate, seconds=10):
        deadline = time.time() + seconds
        with self.cond:
            while True:
                found = [m for m in self.lines if predicate(m)]
                if found:
                    return found[0]
                left = deadline - time.time()
                if left <= 0:
                    return None
                self.cond.wait(left)

    def reply(self, id, seconds=10):
        return self.wait_for(lambda m: m.get("id") == id and ("result" in m or "error" in m), seconds)

    def handshake(self):
        self.send(INIT)
        ok = self.reply(0) is not None
        self.send(INITIALIZED)
        return ok

    def call(self, id, name, arguments=None):
        self.send({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": {"name": name, "arguments": arguments or {}}})

    def close(self):
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            return self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return None


def null_id_errors(client, code):
    return [m for m in client.lines if m.get("id") is None and m.get("error", {}).get("code") == code]


def stdio_frames(webmcp):
    c = Stdio(webmcp)
    check("stdio: handshake", c.handshake())
    # Malformed JSON, binary, a truncated message: parse errors with id null.
    for bad in [b"{not json}\n", b"\xff\xfe\x00garbage\n", b'{"jsonrpc": "2.0", "id": 5, "method": \n', b"]]]\n"]:
        c.write(bad)
    c.send({"jsonrpc": "2.0", "id": 1, "method": "ping"})
    check("stdio: the server answers after garbage", c.reply(1) is not None)
    check("stdio: each garbage line gets a parse error (-32700, id null)", len(null_id_errors(c, -32700)) == 4, null_id_errors(c, -32700))
    # Valid JSON that is no message; unknown methods; bad params.
    c.send({"jsonrpc": "2.0", "id": 2, "method": "no/such/method"})
    r = c.reply(2)
    check("stdio: an unknown method is 'method not found'", r and r.get("error", {}).get("code") == -32601, r)
    c.send({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": 42}})
    r = c.reply(3)
    check("stdio: malformed params are a protocol error", r and "error" in r, r)
    c.call(4, "no_such_tool")
    r = c.reply(4)
    check("stdio: an unknown tool is a protocol error", r and "error" in r, r)
    c.send([1, 2, 3])
    c.send({"jsonrpc": "2.0", "id": 6, "method": "tools/list", "params": {"cursor": {"x": [1] * 100}}})
    check("stdio: odd shapes are answered or ignored, not fatal", c.reply(6) is not None)
    # An oversized message (the limit is 64K): an error, and the next line is read.
    c.write(b'{"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "echo", "arguments": {"text": "' + b"x" * 200_000 + b'"}}}\n')
    c.send({"jsonrpc": "2.0", "id": 8, "method": "ping"})
    check("stdio: an oversized message is refused (-32600, id null)", c.reply(8) is not None and null_id_errors(c, -32600), c.lines[-3:])
    check("stdio: ... and never executed", c.reply(7, seconds=0.5) is None)
    # A flood of concurrent calls past the per-client limit (4): the excess refused at once.
    for i in range(100, 140):
        c.call(i, "slow")
    replies = [c.reply(i) for i in range(100, 140)]
    refused = [r for r in replies if r and r.get("error", {}).get("code") == -32000]
    done = [r for r in replies if r and "result" in r]
    check("stdio: a flood of calls: every one answered", all(replies), sum(1 for r in replies if not r))
    check("stdio: ... those past the per-client limit refused with -32000", len(refused) >= 30 and len(done) >= 4, (len(refused), len(done)))
    # A cancellation storm: cancel calls in flight, calls that are done, and ids that never existed.
    for i in range(200, 204):
        c.call(i, "slow")
    for i in list(range(200, 204)) + list(range(1000, 1200)):
        c.send({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": i, "reason": "storm"}})
    c.send({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": {"not": "an id"}}})
    c.send({"jsonrpc": "2.0", "id": 9, "method": "ping"})
    check("stdio: after a cancellation storm the server answers", c.reply(9) is not None)
    c.call(10, "echo", {"text": "after"})
    r = c.reply(10)
    check("stdio: ... and calls work", r and r.get("result", {}).get("content", [{}])[0].get("text") == "after", r)
    code = c.close()
    stderr = b"".join(c.stderr).decode(errors="replace")
    check("stdio: the server exits cleanly when its client goes", code == 0 and "panicked" not in stderr, (code, stderr[-500:]))


def stdio_vanishing_client(webmcp):
    c = Stdio(webmcp)
    c.handshake()
    for i in range(1, 4):
        c.call(i, "slow")
    c.call(4, "spin")
    c.proc.stdin.close()  # the client vanishes mid-call
    try:
        code = c.proc.wait(15)
    except subprocess.TimeoutExpired:
        c.proc.kill()
        code = None
    stderr = b"".join(c.stderr).decode(errors="replace")
    check("stdio: a client that vanishes mid-call: the server ends", code is not None and "panicked" not in stderr, (code, stderr[-300:]))


async def sdk_runaway_tools(webmcp):
    """A well-behaved SDK client: runaway tools fail alone, the page is reloaded and the client told."""
    notes = []

    async def handler(message):
        if isinstance(message, types.ToolListChangedNotification):
            notes.append(message)

    params = StdioServerParameters(command=webmcp, args=["serve", *LIMITS, HOSTILE])
    async with Client(params, mode="legacy", message_handler=handler) as client:
        r = await client.call_tool("echo", {"text": "hello"})
        check("sdk: a good call", not r.is_error and text(r) == "hello", r)
        for tool, why in [("spin", "did not answer"), ("regex", "did not answer"), ("allocate", "ran out of memory"), ("microtasks", "did not answer")]:
            started = time.time()
            r = await client.call_tool(tool, {})
            took = time.time() - started
            check(f"sdk: '{tool}' is a tool error saying the page was stopped and reloaded ({took:.1f} s)",
                  r.is_error and why in text(r) and "loaded again" in text(r) and took < 12, text(r)[:300])
            r = await client.call_tool("echo", {"text": "again"})
            check(f"sdk: after '{tool}', the reloaded page answers", not r.is_error and text(r) == "again", r)
        with anyio.move_on_after(3):
            while not notes:
                await anyio.sleep(0.05)
        check("sdk: the client heard that the tool list changed", len(notes) > 0)


def http_request(port, method, path="/mcp", body=None, headers=None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    base = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
    base.update(headers or {})
    conn.request(method, path, body=body, headers=base)
    response = conn.getresponse()
    data = response.read() if method != "GET" or response.status != 200 else b""
    conn.close()
    return response.status, response.getheader("mcp-session-id"), data


def start_http(webmcp):
    server = subprocess.Popen([webmcp, "serve", *LIMITS, "--http", "127.0.0.1:0", HOSTILE], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for line in server.stderr:
        found = re.search(r"serving MCP at http://127\.0\.0\.1:(\d+)/mcp", line)
        if found:
            threading.Thread(target=lambda: [None for _ in server.stderr], daemon=True).start()
            return server, int(found.group(1))
    return server, None


def http_abuse(webmcp):
    server, port = start_http(webmcp)
    try:
        check("http: the server starts", port is not None)
        init = json.dumps(INIT)
        status, _, _ = http_request(port, "POST", body=init, headers={"Origin": "http://evil.example"})
        check("http: a foreign Origin is refused (403)", status == 403, status)
        status, _, _ = http_request(port, "POST", body=init, headers={"Host": "attacker.example:80"})
        check("http: a rebinding Host is refused", status in (400, 403), status)
        status, _, _ = http_request(port, "POST", body=json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}), headers={"Mcp-Session-Id": "forged"})
        check("http: a request for a session that does not exist is refused (404)", status == 404, status)
        status, _, _ = http_request(port, "POST", body=json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}))
        check("http: a request without a session is refused", status in (400, 404, 422), status)
        status, _, _ = http_request(port, "POST", body=b"{not json")
        check("http: a body that is not JSON is refused", 400 <= status < 500, status)
        status, _, _ = http_request(port, "POST", body=b'{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"x": "' + b"y" * 200_000 + b'"}}')
        check("http: an oversized body is refused (413)", status == 413, status)
        status, _, _ = http_request(port, "PUT", body=init)
        check("http: another method is refused", status == 405, status)
        status, _, _ = http_request(port, "GET", path="/admin")
        check("http: nothing but /mcp", status == 404, status)
        # The session cap (4): a fifth client is refused, and the cap frees as sessions end.
        ids = []
        for _ in range(4):
            status, sid, _ = http_request(port, "POST", body=init)
            ids.append(sid)
        status, _, body = http_request(port, "POST", body=init)
        check("http: sessions past the limit are refused (503)", status == 503 and b"-32000" in body, (status, body[:200]))
        for sid in ids:
            http_request(port, "DELETE", headers={"Mcp-Session-Id": sid})
        status, sid, _ = http_request(port, "POST", body=init)
        check("http: closing sessions frees the cap", status == 200 and sid, status)
        http_request(port, "DELETE", headers={"Mcp-Session-Id": sid})
        check("http: the server is still running", server.poll() is None)
    finally:
        server.terminate()
        server.wait(10)


async def http_sdk_under_flood(webmcp):
    """A flood of calls from one HTTP client does not stop another's."""
    server, port = start_http(webmcp)
    try:
        url = f"http://127.0.0.1:{port}/mcp"
        async with Client(url, mode="legacy") as flooder, Client(url, mode="legacy") as good:
            outcomes = []

            async def flood_one():
                try:
                    r = await flooder.call_tool("slow", {})
                    outcomes.append("ok" if not r.is_error else "tool error")
                except Exception as e:  # a refusal is a protocol error
                    outcomes.append("refused" if "too many" in str(e) else repr(e))

            async with anyio.create_task_group() as tg:
                for _ in range(40):
                    tg.start_soon(flood_one)
                await anyio.sleep(0.05)
                r = await good.call_tool("echo", {"text": "through"})
                check("http: a second client's call is answered during a flood", not r.is_error and text(r) == "through", r)
            check("http: the flood's calls were answered or refused, none lost",
                  len(outcomes) == 40 and set(outcomes) <= {"ok", "refused"} and "refused" in outcomes, outcomes)
    finally:
        server.terminate()
        server.wait(10)


def main():
    webmcp = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPO, "target", "debug", "webmcp"))
    for run in (stdio_frames, stdio_vanishing_client, http_abuse):
        try:
            run(webmcp)
        except Exception as e:
            check(run.__name__, False, repr(e))
    for run in (sdk_runaway_tools, http_sdk_under_flood):
        try:
            anyio.run(run, webmcp)
        except Exception as e:
            check(run.__name__, False, repr(e))
    passed, failed = results.count(True), results.count(False)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed or not passed else 0)


if __name__ == "__main__":
    main()
