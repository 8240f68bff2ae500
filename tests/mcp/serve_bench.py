"""Benchmark of `webmcp serve` over stdio with the official MCP Python SDK:
the median round trip of tools/call on the bundled example page, and the
memory (resident set) of the serving process.

Usage: python serve_bench.py PATH/TO/webmcp [CALLS]
"""

import json
import os
import statistics
import subprocess
import sys
import time

import anyio
from mcp import Client
from mcp.client.stdio import StdioServerParameters

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def server_pid(binary):
    """The webmcp process this Python process started (the stdio transport does not say)."""
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
            exe = os.readlink(f"/proc/{entry}/exe")
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        if ppid == os.getpid() and os.path.samefile(exe, binary):
            return int(entry)
    return None


def memory_kib(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                fields[key] = int(value.split()[0])
    return fields


async def main(binary, calls):
    params = StdioServerParameters(command=binary, args=["serve", os.path.join(REPO, "examples", "todo.html")])
    async with Client(params, mode="legacy") as client:
        pid = server_pid(binary)
        at_rest = memory_kib(pid) if pid else {}
        await client.call_tool("add_item", {"text": "milk"})
        for _ in range(50):  # warm up
            await client.call_tool("list_items", {})
        times = []
        for _ in range(calls):
            start = time.perf_counter()
            result = await client.call_tool("list_items", {})
            times.append(time.perf_counter() - start)
            assert not result.is_error, result
        after = memory_kib(pid) if pid else {}
    times.sort()
    ms = lambda s: f"{s * 1000:.3f} ms"
    print(f"tools/call round trip over stdio, {calls} calls of list_items on examples/todo.html:")
    print(f"  with the MCP Python SDK: median {ms(statistics.median(times))}, p90 {ms(times[int(len(times) * 0.9)])}, min {ms(times[0])}, max {ms(times[-1])}")
    return pid, at_rest, after


def print_memory(pid, at_rest, after):
    if pid:
        print(f"served page memory: RSS {at_rest['VmRSS'] / 1024:.1f} MiB after load, {after['VmRSS'] / 1024:.1f} MiB after the calls (peak {after['VmHWM'] / 1024:.1f} MiB)")
    else:
        print("served page memory: the server process was not found")


def raw_pipe(binary, calls):
    """The same round trip without a client SDK: JSON-RPC lines written to the
    server's stdin and read from its stdout, so the server's own share shows."""
    page = os.path.join(REPO, "examples", "todo.html")
    server = subprocess.Popen([binary, "serve", page], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)

    def ask(message):
        server.stdin.write((json.dumps(message) + "\n").encode())
        server.stdin.flush()
        return json.loads(server.stdout.readline()) if "id" in message else None

    ask({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}}})
    ask({"jsonrpc": "2.0", "method": "notifications/initialized"})
    call = {"jsonrpc": "2.0", "method": "tools/call", "params": {"name": "list_items", "arguments": {}}}
    times = []
    for i in range(1, calls + 51):
        start = time.perf_counter()
        reply = ask({**call, "id": i})
        if i > 50:
            times.append(time.perf_counter() - start)
        assert not reply["result"]["isError"], reply
    server.stdin.close()
    server.wait(10)
    times.sort()
    print(f"  without an SDK (JSON-RPC lines over the pipes): median {times[len(times) // 2] * 1000:.3f} ms, p90 {times[int(len(times) * 0.9)] * 1000:.3f} ms")


if __name__ == "__main__":
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPO, "target", "release", "webmcp"))
    calls = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    memory = anyio.run(main, binary, calls)
    raw_pipe(binary, calls)
    print_memory(*memory)
