# webmcp: the set-up commands the README promises.
WPT_ROOT ?= ../shared/wpt
CARGO ?= cargo
PYTHON ?= python3
# A virtualenv with the official MCP Python SDK, for the 'webmcp serve' tests.
MCP_VENV := target/mcp-venv

.PHONY: run bin test unit wpt platform bench bench-wpt bench-evals build test-build test-deps serve-test mcp-client serve-bench abuse-bench realpages

WEBMCP := ./target/debug/webmcp
# 'make run's command: the 'quick' profile (Cargo.toml), unoptimised, so that a
# fresh clone builds it in about three minutes on two cores.
QUICK_WEBMCP := ./target/quick/webmcp

# Only the command, on the quick profile: no test binaries, no dev-dependencies,
# nothing optimised. 'make test' builds the optimised dev profile of its own.
bin:
	$(CARGO) build --profile quick --bin webmcp

# Everything 'make test' runs: every crate's tests and the command.
build:
	$(CARGO) build --workspace --tests

test-build: build

# The main job on a bundled default: the example page's tools, then an agent's
# chained calls and what they did to the page.
run: bin
	@echo '$$ webmcp tools --format text examples/todo.html'
	@$(QUICK_WEBMCP) -q tools --format text examples/todo.html
	@echo
	@echo '$$ webmcp call examples/todo.html add_item {"text":"milk"} add_item {"text":"bread"} complete_item {"index":0} --eval <the list as the page shows it>'
	@$(QUICK_WEBMCP) -q call examples/todo.html add_item '{"text": "milk"}' add_item '{"text": "bread"}' complete_item '{"index": 0}' \
		--eval "[...document.querySelectorAll('#items li')].map(li => li.textContent).join(' / ')"

# The real WebMCP sites of ../shared/realpages through the CLI: PASS/FAIL per
# check and "N passed, N failed". A report, not a test: it does not fail the build.
REALPAGES ?= ../shared/realpages/cases.json
realpages: build
	$(PYTHON) tests/realpages.py --webmcp target/debug/webmcp --cases $(REALPAGES)

# Every test: the crates' unit and integration tests, WPT with the project's
# expectations, then 'webmcp serve' driven by an MCP client SDK.
test: unit wpt platform serve-test

unit: test-deps
	WEBMCP_WPT_ROOT=$(abspath $(WPT_ROOT)) $(CARGO) test --workspace --no-fail-fast

# Python's xmlschema checks the JUnit XML in tests/wpt_runner.rs (no Rust crate validates that XSD).
test-deps:
	python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore -r wpt/tests/requirements.txt

# The WebMCP tests in worker processes (one per core) with the project's expectation metadata.
wpt: test-build
	./target/debug/webmcp wpt --root $(WPT_ROOT) --metadata wpt/expectations \
		--log-wptreport target/wptreport.json --log-xunit target/junit.xml /webmcp

# The everyday platform's upstream WPT pages (DOM, events, forms, URL, ...) with
# their own expectations, then the share of Chromium 156's passes this run passes.
PLATFORM_ROOT ?= ../shared/wpt-platform
platform: test-build
	$(WEBMCP) wpt --root $(PLATFORM_ROOT) --metadata wpt/expectations-platform \
		--log-wptreport target/platform-wptreport.json
	$(WEBMCP) wpt share target/platform-wptreport.json $(PLATFORM_ROOT)/chromium-156.json

bench:
	$(CARGO) bench -p runtime --bench schema
	WEBMCP_WPT_ROOT=$(abspath $(WPT_ROOT)) $(CARGO) bench -p wpt --bench page_startup

# The whole WPT tree with 1 and 2 processes, timed several times (the dev build; drop
# --profile dev for release figures).
bench-wpt:
	WEBMCP_WPT_ROOT=$(abspath $(WPT_ROOT)) $(CARGO) bench --profile dev --bench wpt_tree

# Evals per second of 'webmcp evals' replaying webmcp-tools' pizza-maker evals (the dev build).
bench-evals:
	WEBMCP_WPT_ROOT=$(abspath $(WPT_ROOT)) $(CARGO) bench --profile dev --bench evals

# The MCP client SDK, pinned, installed once into target/ (re-installed when the pins change).
$(MCP_VENV)/.installed: tests/mcp/requirements.txt
	$(PYTHON) -m venv $(MCP_VENV)
	$(MCP_VENV)/bin/pip install --quiet --disable-pip-version-check -r tests/mcp/requirements.txt
	touch $@

mcp-client: $(MCP_VENV)/.installed

# 'webmcp serve' over stdio (handshake and 2026-07-28 clients) and streamable HTTP.
serve-test: test-build mcp-client
	$(MCP_VENV)/bin/python tests/mcp/serve_test.py target/debug/webmcp
	$(MCP_VENV)/bin/python tests/mcp/abuse_test.py target/debug/webmcp

# Median tools/call round trip over stdio and the served page's memory (release build).
serve-bench: mcp-client
	$(CARGO) build --release
	$(MCP_VENV)/bin/python tests/mcp/serve_bench.py target/release/webmcp

# 'webmcp serve --http' under 10,000 abusive requests: RSS before/after and a good client's p50/p99.
abuse-bench: test-build mcp-client
	$(MCP_VENV)/bin/python tests/mcp/abuse_bench.py target/debug/webmcp 10000
