// COMPATIBILITY, NOT THE CURRENT DRAFT. Members of ModelContext that earlier
// WebMCP drafts had and the current Community Group draft removed
// (webmachinelearning/webmcp: provideContext() and clearContext() until
// March 2026, unregisterTool() until the AbortSignal of registerTool()
// replaced it). Published pages and the MCP-B polyfill they were written
// against still call them. webmcp.webidl stays the current draft's copy;
// what these do on top of registerTool is in docs/older-drafts.md, and using
// any of them writes a deprecation warning to the console once per document.

partial interface ModelContext {
  undefined provideContext(optional ModelContextOptions options = {});
  undefined clearContext();
  undefined unregisterTool(DOMString name);
};

dictionary ModelContextOptions {
  sequence<ModelContextTool> tools = [];
};
