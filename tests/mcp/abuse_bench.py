"""`webmcp serve --http` under a flood of abusive requests: the server's
memory (RSS of the server and of the page's process) before and after, and
the latency of a well-behaved client's tools/call during the flood.

Usage: python abuse_bench.py PATH/TO/webmcp [N]   (N abusive requests, default 10000)

The flood (4 threads, raw HTTP): bodies that are not JSON, oversized bodies,
unknown methods, requests for sessions that do not exist or without one,
foreign Origin and Host, initialize without closing the session, and
floods of tools/call past the per-client cap. The good client has its own
session and calls `echo` in a loop; its p50/p99 are printed, with a baseline
measured before the flood.
"""

import http.client
import json
import os
import random
import re
import subprocess
import sys
import threading
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HOSTILE = os.path.join(REPO, "tests", "fixtures", "abuse", "hostile.html")
INIT = {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}}}


def rss_kb(pid):
    """The RSS of a process and its children (the page's process), in KiB."""
    total = 0
    pids = [pid]
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as f:
            pids += [int(p) for p in f.read().split()]
    except OSError:
        pass
    for p in pids:
        try:
            with open(f"/proc/{p}/status") as f:
                total += int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1))
        except (OSError, AttributeError):
            pass
    return total


def request(port, method, body=None, headers=None, path="/mcp"):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    base = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
    base.update(headers or {})
    conn.request(method, path, body=body, headers=base)
    r = conn.getresponse()
    data = r.read()
    conn.close()
    return r.status, r.getheader("mcp-session-id"), data


def session(port):
    status, sid, _ = request(port, "POST", json.dumps(INIT))
    assert status == 200 and sid, status
    request(port, "POST", json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}), {"Mcp-Session-Id": sid})
    return sid


def call(port, sid, id, name, arguments):
    body = json.dumps({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": {"name": name, "arguments": arguments}})
    return request(port, "POST", body, {"Mcp-Session-Id": sid})


def abusive(port, sid, rng):
    kind = rng.randrange(9)
    if kind == 0:
        return request(port, "POST", b"{not json")
    if kind == 1:
        return request(port, "POST", b'{"jsonrpc":"2.0","id":1,"method":"x","params":"' + b"y" * 100_000 + b'"}', {"Mcp-Session-Id": sid})
    if kind == 2:
        return request(port, "POST", json.dumps({"jsonrpc": "2.0", "id": 7, "method": "no/such/method"}), {"Mcp-Session-Id": sid})
    if kind == 3:
        return request(port, "POST", json.dumps({"jsonrpc": "2.0", "id": 7, "method": "tools/list"}), {"Mcp-Session-Id": "forged"})
    if kind == 4:
        return request(port, "POST", json.dumps({"jsonrpc": "2.0", "id": 7, "method": "tools/list"}))
    if kind == 5:
        return request(port, "POST", json.dumps(INIT), {"Origin": "http://evil.example"})
    if kind == 6:
        return request(port, "POST", json.dumps(INIT), {"Host": "attacker.example"})
    if kind == 7:
        return call(port, sid, rng.randrange(1 << 30), "echo", {"text": 5})
    return call(port, sid, rng.randrange(1 << 30), "slow", {})


def main():
    webmcp = sys.argv[1]
    total = int(sys.argv[2]) if len(sys.argv) > 2 else 10_000
    server = subprocess.Popen([webmcp, "-q", "serve", "--max-message", "64K", "--http", "127.0.0.1:0", HOSTILE], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    port = None
    for line in server.stderr:
        m = re.search(r"serving MCP at http://127\.0\.0\.1:(\d+)/mcp", line)
        if m:
            port = int(m.group(1))
            break
    threading.Thread(target=lambda: [None for _ in server.stderr], daemon=True).start()
    try:
        good = session(port)
        flood_sid = session(port)

        def latencies(seconds=None, count=None, stop=None):
            out = []
            i = 0
            end = time.time() + seconds if seconds else None
            while (count is None or i < count) and (end is None or time.time() < end) and not (stop and stop.is_set()):
                i += 1
                t = time.perf_counter()
                status, _, body = call(port, good, 1000 + i, "echo", {"text": "good"})
                assert status == 200 and b'"good"' in body, (status, body[:200])
                out.append((time.perf_counter() - t) * 1000)
            return out

        latencies(count=20)
        base = sorted(latencies(count=200))
        before = rss_kb(server.pid)
        done = [0]
        statuses = {}
        lock = threading.Lock()
        stop = threading.Event()

        def flood(seed):
            rng = random.Random(seed)
            while True:
                with lock:
                    if done[0] >= total:
                        return
                    done[0] += 1
                status, _, _ = abusive(port, flood_sid, rng)
                with lock:
                    statuses[status] = statuses.get(status, 0) + 1

        threads = [threading.Thread(target=flood, args=(s,)) for s in range(4)]
        started = time.time()
        for t in threads:
            t.start()
        during = []
        measurer = threading.Thread(target=lambda: during.extend(latencies(stop=stop)))
        measurer.start()
        for t in threads:
            t.join()
        stop.set()
        measurer.join()
        took = time.time() - started
        time.sleep(1)
        after = rss_kb(server.pid)
        during.sort()
        pct = lambda xs, p: xs[min(len(xs) - 1, int(len(xs) * p))]
        print(f"abusive requests: {total} in {took:.1f} s; statuses {dict(sorted(statuses.items()))}")
        print(f"RSS (server + page process): before {before / 1024:.1f} MiB, after {after / 1024:.1f} MiB")
        print(f"good client tools/call, alone: p50 {pct(base, 0.5):.1f} ms, p99 {pct(base, 0.99):.1f} ms ({len(base)} calls)")
        print(f"good client tools/call, during the flood: p50 {pct(during, 0.5):.1f} ms, p99 {pct(during, 0.99):.1f} ms ({len(during)} calls)")
        print(f"server still running: {server.poll() is None}")
    finally:
        server.terminate()
        server.wait(10)


if __name__ == "__main__":
    main()
