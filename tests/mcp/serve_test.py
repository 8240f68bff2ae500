"""Drives `webmcp serve` with the official MCP Python SDK, over stdio and over
streamable HTTP, on tests/fixtures/serve (a page with a cross-origin frame).

Usage: python serve_test.py PATH/TO/webmcp
Prints one line per check and closes with `N passed, N failed`; exits 1 on a failure.
"""

import json
import os
import re
import subprocess
import sys
import urllib.error
import urllib.request

import anyio
import mcp_types as types
from mcp import Client
from mcp.client.stdio import StdioServerParameters

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(REPO, "tests", "fixtures", "serve")
TOP_ORIGIN = "https://localhost"
FRAME_ORIGIN = "https://frame.localhost"
SERVE_ARGS = ["serve", "--root", FIXTURES, "--frame-origin", FRAME_ORIGIN, "--call-timeout", "1", "--expose-dom", "/main.html"]

results = []


def check(name, ok, detail=""):
    results.append(bool(ok))
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else f": {detail}"), flush=True)


def text(result):
    return "".join(c.text for c in result.content if isinstance(c, types.TextContent))


class Notifications:
    """Counts tools/list_changed notifications and lets a check wait for the next one."""

    def __init__(self):
        self.count = 0
        self.event = anyio.Event()

    async def handler(self, message):
        if isinstance(message, types.ToolListChangedNotification):
            self.count += 1
            self.event.set()

    async def wait_for_more_than(self, count, seconds=5):
        with anyio.move_on_after(seconds):
            while self.count <= count:
                self.event = anyio.Event()
                await self.event.wait()
        return self.count > count


async def page_events(client):
    return json.loads(text(await client.call_tool("events", {})))


async def wait_for_event(client, wanted, seconds=5):
    with anyio.move_on_after(seconds):
        while wanted not in await page_events(client):
            await anyio.sleep(0.02)
        return True
    return False


async def tool_list_changes(client, notes):
    """Asks the page to register a tool; whether the client hears of it: by the
    notification (handshake clients) or on a subscriptions/listen stream (2026-07-28)."""
    if client.protocol_version < "2026-07-28":
        before = notes.count
        await client.call_tool("register_more", {})
        return await notes.wait_for_more_than(before)
    async with client.listen(tools_list_changed=True) as subscription:
        await client.call_tool("register_more", {})
        with anyio.move_on_after(5):
            async for _event in subscription:
                return True
    return False


async def scenario(transport, client, notes):
    t = transport + ": "
    check(t + "initialize", client.server_info is not None and client.server_info.name == "webmcp", client.server_info)
    caps = client.server_capabilities
    check(t + "tools capability with listChanged", caps.tools is not None and caps.tools.list_changed, caps)

    tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    check(t + "tools of the page and its frame", {"add", "add.2", "frame_info", "never", "wait_for_cancel"} <= set(tools), sorted(tools))
    check(
        t + "each tool's _meta names its origin",
        all((tool.meta or {}).get("webmcp/origin") in (TOP_ORIGIN, FRAME_ORIGIN) for tool in tools.values())
        and tools["add.2"].meta["webmcp/origin"] == FRAME_ORIGIN
        and tools["frame_info"].meta["webmcp/documentUrl"] == FRAME_ORIGIN + "/frame.html"
        and tools["add"].meta["webmcp/origin"] == TOP_ORIGIN,
        {n: tool.meta for n, tool in tools.items()},
    )
    check(t + "the same name in two documents: two names", tools["add.2"].meta["webmcp/toolName"] == "add", tools["add.2"].meta)
    check(
        t + "readOnlyHint maps, every hint in _meta",
        tools["add"].annotations.read_only_hint is True
        and tools["review"].meta["webmcp/untrustedContentHint"] is True
        and tools["review"].meta["webmcp/consequentialHint"] is True,
        (tools["add"].annotations, tools["review"].meta),
    )

    r = await client.call_tool("add", {"a": 2, "b": 3})
    check(t + "call a tool", not r.is_error and r.structured_content == {"sum": 5} and json.loads(text(r)) == {"sum": 5}, r)
    r = await client.call_tool("add.2", {"a": 2, "b": 3})
    check(t + "call the frame's tool", not r.is_error and r.structured_content == {"frame_sum": 5, "origin": FRAME_ORIGIN}, r)
    r = await client.call_tool("shout", {"text": "hi"})
    check(t + "a string result is text", not r.is_error and text(r) == "HI", r)
    r = await client.call_tool("shaped", {})
    check(t + "an MCP-shaped result passes through", not r.is_error and text(r) == "already MCP", r)
    r = await client.call_tool("review", {})
    check(t + "untrustedContentHint in the result's _meta", (r.meta or {}).get("webmcp/untrustedContentHint") is True, r)

    r = await client.call_tool("add", {"a": "two", "b": 3})
    check(t + "a validation error is a tool error", r.is_error and "DataError" in text(r) and '"path":"/a"' in text(r), r)
    r = await client.call_tool("fails", {})
    check(t + "a tool that throws is a tool error with its message", r.is_error and "RangeError: the page says no" in text(r), r)
    r = await client.call_tool("never", {})
    check(t + "a tool that never settles times out", r.is_error and "did not settle within 1 s" in text(r), r)
    check(t + "the timed-out tool was cancelled in the page", await wait_for_event(client, "toolcancel never"), await page_events(client))

    check(t + "list_changed after the page registers a tool", await tool_list_changes(client, notes), notes.count)
    names = [tool.name for tool in (await client.list_tools()).tools]
    r = await client.call_tool("added_later", {})
    check(t + "the new tool is listed and callable", "added_later" in names and text(r) == "late but here", (names, r))

    async with anyio.create_task_group() as tg:
        async def long_call():
            await client.call_tool("wait_for_cancel", {})

        tg.start_soon(long_call)
        started = await wait_for_event(client, "activated wait_for_cancel")
        tg.cancel_scope.cancel()
    cancelled = await wait_for_event(client, "toolcancel wait_for_cancel")
    events = await page_events(client)
    check(t + "a cancelled call fires toolcancel in the page", started and cancelled and "aborted AbortError" in events, events)

    r = await client.call_tool("add", {"a": 1, "b": 1})
    check(t + "the server survives all that", not r.is_error and r.structured_content == {"sum": 2}, r)

    uris = {str(res.uri) for res in (await client.list_resources()).resources}
    check(t + "page resources", {"webmcp://page/url", "webmcp://page/title", "webmcp://page/text", "webmcp://page/dom"} <= uris, uris)
    title = (await client.read_resource("webmcp://page/title")).contents[0].text
    url = (await client.read_resource("webmcp://page/url")).contents[0].text
    dom = (await client.read_resource("webmcp://page/dom")).contents[0].text
    check(t + "read the title, URL and DOM", title == "webmcp serve test page" and url == TOP_ORIGIN + "/main.html" and "<h1>Serve test</h1>" in dom, (title, url))


async def run_stdio(webmcp):
    notes = Notifications()
    params = StdioServerParameters(command=webmcp, args=SERVE_ARGS)
    async with Client(params, mode="legacy", message_handler=notes.handler) as client:
        await scenario("stdio", client, notes)


async def run_stdio_2026(webmcp):
    """The same over stdio with a client that discovers and uses protocol 2026-07-28."""
    notes = Notifications()
    params = StdioServerParameters(command=webmcp, args=SERVE_ARGS)
    async with Client(params, mode="auto", message_handler=notes.handler) as client:
        check("stdio 2026: negotiated 2026-07-28", client.protocol_version == "2026-07-28", client.protocol_version)
        await scenario("stdio 2026", client, notes)


SITE = os.path.join(REPO, "tests", "fixtures", "cli", "site")


async def run_forms(webmcp):
    """A declarative tool that waits for a person: progress says so, cancelling ends it; --submit presses the button."""
    params = StdioServerParameters(command=webmcp, args=["serve", "--root", SITE, "--call-timeout", "10", "/reserve.html"])
    async with Client(params, mode="legacy") as client:
        tools = {tool.name for tool in (await client.list_tools()).tools}
        check("forms: declarative tools are listed", {"reserve", "subscribe"} <= tools, tools)
        progress = []
        said = anyio.Event()

        async def on_progress(value, total, message):
            progress.append(message)
            said.set()

        async with anyio.create_task_group() as tg:
            async def call():
                await client.call_tool("reserve", {"name": "Ada"}, progress_callback=on_progress)

            tg.start_soon(call)
            with anyio.move_on_after(5):
                await said.wait()
            tg.cancel_scope.cancel()
        check("forms: a form that waits for a person reports it as progress", any("waits for a person" in (m or "") for m in progress), progress)
    params = StdioServerParameters(command=webmcp, args=["serve", "--submit", "--root", SITE, "/reserve.html"])
    async with Client(params, mode="legacy") as client:
        r = await client.call_tool("reserve", {"name": "Ada", "guests": 2})
        check("forms: --submit submits the form and the page answers", not r.is_error and text(r) == "reserved for Ada (2)", r)
        r = await client.call_tool("reserve", {"name": "Ada", "guests": 9})
        check("forms: interactive validation is a tool error", r.is_error and "Form validation failed" in text(r), r)


OLDER_DRAFT = os.path.join(REPO, "tests", "fixtures", "cli", "older-draft.html")


async def run_older_draft(webmcp):
    """A page of the earlier draft: provideContext's tool is listed; MCP-shaped results pass through, isError: true as an error."""
    params = StdioServerParameters(command=webmcp, args=["serve", OLDER_DRAFT])
    async with Client(params, mode="legacy") as client:
        tools = {tool.name for tool in (await client.list_tools()).tools}
        check("older draft: provideContext's tool is listed", tools == {"check_stock"}, tools)
        r = await client.call_tool("check_stock", {"item": "kettle"})
        check("older draft: an MCP-shaped result passes through", not r.is_error and text(r) == "kettle: 3 in stock", r)
        r = await client.call_tool("check_stock", {"item": "toaster"})
        check("older draft: isError: true is an error result", r.is_error and text(r) == "Error: toaster is out of stock", r)


def post(url, headers):
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}).encode()
    request = urllib.request.Request(url, data=body, method="POST", headers={"Content-Type": "application/json", "Accept": "application/json, text/event-stream", **headers})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status
    except urllib.error.HTTPError as e:
        return e.code


async def run_http(webmcp):
    await http_server(webmcp, "legacy", "http")


async def run_http_2026(webmcp):
    """Over HTTP with a client that discovers and uses protocol 2026-07-28."""
    await http_server(webmcp, "auto", "http 2026")


async def http_server(webmcp, mode, label):
    server = subprocess.Popen([webmcp, *SERVE_ARGS, "--http", "127.0.0.1:0"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        url = None
        for line in server.stderr:
            found = re.search(r"serving MCP at (http://\S+)", line)
            if found:
                url = found.group(1)
                break
        if url is None:
            check(label + ": the server starts", False, server.wait(5))
            return
        check(label + ": a foreign Origin is refused", post(url, {"Origin": "http://evil.example"}) == 403)
        check(label + ": a foreign Host is refused", post(url, {"Host": "evil.example"}) in (400, 403))
        check(label + ": nothing but /mcp is served", post(url.replace("/mcp", "/"), {}) == 404)
        notes = Notifications()
        async with Client(url, mode=mode, message_handler=notes.handler) as client:
            if mode != "legacy":
                check(label + ": negotiated 2026-07-28", client.protocol_version == "2026-07-28", client.protocol_version)
            await scenario(label, client, notes)
    finally:
        server.terminate()
        server.wait(10)


def main():
    webmcp = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPO, "target", "debug", "webmcp"))
    for run in (run_stdio, run_stdio_2026, run_http, run_http_2026, run_forms, run_older_draft):
        try:
            anyio.run(run, webmcp)
        except Exception as e:  # a transport that fails is a failed check, and the other one still runs
            check(run.__name__, False, repr(e))
    passed, failed = results.count(True), results.count(False)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed or not passed else 0)


if __name__ == "__main__":
    main()
