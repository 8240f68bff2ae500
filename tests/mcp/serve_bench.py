"""Benchmark of `webmcp serve` over stdio with the official MCP Python SDK:
the median round trip of tools/call on the bundled example page, and the
memory (resident set) of the serving process.

Usage: python serve_bench.py PATH/TO/webmcp [CALLS]
"""

import os
import statistics
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
    print(f"  median {ms(statistics.median(times))}, p90 {ms(times[int(len(times) * 0.9)])}, min {ms(times[0])}, max {ms(times[-1])}")
    if pid:
        print(f"served page memory: RSS {at_rest['VmRSS'] / 1024:.1f} MiB after load, {after['VmRSS'] / 1024:.1f} MiB after the calls (peak {after['VmHWM'] / 1024:.1f} MiB)")
    else:
        print("served page memory: the server process was not found")


if __name__ == "__main__":
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPO, "target", "release", "webmcp"))
    calls = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    anyio.run(main, binary, calls)
