# webmcp: the set-up commands the README promises.
WPT_ROOT ?= ../shared/wpt
CARGO ?= cargo
PYTHON ?= python3
# A virtualenv with the official MCP Python SDK, for the 'webmcp serve' tests.
MCP_VENV := target/mcp-venv

.PHONY: run test unit wpt bench build serve-test mcp-client serve-bench

build:
	$(CARGO) build

# The main job on a bundled default: load the example page, list its tools, call one.
run: build
	./target/debug/webmcp run examples/todo.html
	./target/debug/webmcp tools examples/todo.html
	./target/debug/webmcp call examples/todo.html list_items '{}'

# Every test: the crates' unit and integration tests, WPT with the project's
# expectations, then 'webmcp serve' driven by an MCP client SDK.
test: unit wpt serve-test

unit:
	WEBMCP_WPT_ROOT=$(abspath $(WPT_ROOT)) $(CARGO) test --workspace

wpt: build
	./target/debug/webmcp wpt --root $(WPT_ROOT) --report target/wptreport.json /webmcp

bench:
	$(CARGO) bench -p runtime --bench schema
	WEBMCP_WPT_ROOT=$(abspath $(WPT_ROOT)) $(CARGO) bench -p wpt --bench page_startup

# The MCP client SDK, pinned, installed once into target/ (re-installed when the pins change).
$(MCP_VENV)/.installed: tests/mcp/requirements.txt
	$(PYTHON) -m venv $(MCP_VENV)
	$(MCP_VENV)/bin/pip install --quiet --disable-pip-version-check -r tests/mcp/requirements.txt
	touch $@

mcp-client: $(MCP_VENV)/.installed

# 'webmcp serve' over stdio (handshake and 2026-07-28 clients) and streamable HTTP.
serve-test: build mcp-client
	$(MCP_VENV)/bin/python tests/mcp/serve_test.py target/debug/webmcp

# Median tools/call round trip over stdio and the served page's memory (release build).
serve-bench: mcp-client
	$(CARGO) build --release
	$(MCP_VENV)/bin/python tests/mcp/serve_bench.py target/release/webmcp
