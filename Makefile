# webmcp: the set-up commands the README promises.
WPT_ROOT ?= ../shared/wpt
CARGO ?= cargo

.PHONY: run test unit wpt bench bench-wpt build test-deps

build:
	$(CARGO) build

# The main job on a bundled default: load the example page, list its tools, call one.
run: build
	./target/debug/webmcp run examples/todo.html
	./target/debug/webmcp tools examples/todo.html
	./target/debug/webmcp call examples/todo.html list_items '{}'

# Every test: the crates' unit and integration tests, then WPT with the project's expectations.
test: unit wpt

unit: test-deps
	WEBMCP_WPT_ROOT=$(abspath $(WPT_ROOT)) $(CARGO) test --workspace

# Python's xmlschema checks the JUnit XML in tests/wpt_runner.rs (no Rust crate validates that XSD).
test-deps:
	python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore -r wpt/tests/requirements.txt

# The WebMCP tests in worker processes (one per core) with the project's expectation metadata.
wpt: build
	./target/debug/webmcp wpt --root $(WPT_ROOT) --metadata wpt/expectations \
		--log-wptreport target/wptreport.json --log-xunit target/junit.xml /webmcp

bench:
	$(CARGO) bench -p runtime --bench schema
	WEBMCP_WPT_ROOT=$(abspath $(WPT_ROOT)) $(CARGO) bench -p wpt --bench page_startup

# The whole WPT tree with 1 and 2 processes, timed several times (the dev build; drop
# --profile dev for release figures).
bench-wpt:
	WEBMCP_WPT_ROOT=$(abspath $(WPT_ROOT)) $(CARGO) bench --profile dev --bench wpt_tree
