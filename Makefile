# webmcp: the set-up commands the README promises.
WPT_ROOT ?= ../shared/wpt
CARGO ?= cargo

.PHONY: run test unit wpt bench build

build:
	$(CARGO) build

# The main job on a bundled default: load the example page, list its tools, call one.
run: build
	./target/debug/webmcp run examples/todo.html
	./target/debug/webmcp tools examples/todo.html
	./target/debug/webmcp call examples/todo.html list_items '{}'

# Every test: the crates' unit and integration tests, then WPT with the project's expectations.
test: unit wpt

unit:
	WEBMCP_WPT_ROOT=$(abspath $(WPT_ROOT)) $(CARGO) test --workspace

wpt: build
	./target/debug/webmcp wpt --root $(WPT_ROOT) --report target/wptreport.json /webmcp

bench:
	$(CARGO) bench -p runtime --bench schema
	WEBMCP_WPT_ROOT=$(abspath $(WPT_ROOT)) $(CARGO) bench -p wpt --bench page_startup
