// testharnessreport.js for the webmcp WPT runner.
//
// testharness.js loads this file right after itself. Like wptrunner's own
// report file it turns off the in-page output (there is no one to read it)
// and leaves the harness timeout on: the page's own timeout (10 s, or 60 s
// with <meta name="timeout" content="long">) decides when a test times out,
// scaled by the runner's --timeout-multiplier (the server writes it in place
// of the placeholder below). When every test has finished it hands the results
// to the runner once, through the native function __webmcp_wpt_report that
// the Rust runner puts on the global, as JSON:
//   {status, message, stack, tests: [{name, status, message, stack}]}
// with testharness.js's status numbers (harness: OK 0, ERROR 1, TIMEOUT 2,
// PRECONDITION_FAILED 3; tests: PASS 0, FAIL 1, TIMEOUT 2, NOTRUN 3,
// PRECONDITION_FAILED 4).
(function () {
  "use strict";
  var reported = false;

  setup({ output: false, explicit_timeout: false, timeout_multiplier: __WEBMCP_TIMEOUT_MULTIPLIER__ });

  function text(value) {
    return value === undefined || value === null ? null : String(value);
  }

  add_completion_callback(function (tests, harness_status, asserts) {
    if (reported) {
      return;
    }
    reported = true;
    var report = {
      status: harness_status.status,
      message: text(harness_status.message),
      stack: text(harness_status.stack),
      tests: tests.map(function (t) {
        return {
          name: String(t.name),
          status: t.status,
          message: text(t.message),
          stack: text(t.stack)
        };
      })
    };
    if (typeof __webmcp_wpt_report === "function") {
      __webmcp_wpt_report(JSON.stringify(report));
    }
  });
})();
