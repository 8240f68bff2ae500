// The subset of the Fetch Standard (https://fetch.spec.whatwg.org/#idl-index)
// webmcp implements: enough to read same-origin files of the page's server.
// RequestInfo is narrowed to USVString (webmcp has no Request objects).

typedef USVString RequestInfo;

partial interface mixin WindowOrWorkerGlobalScope {
  [NewObject] Promise<Response> fetch(RequestInfo input, optional RequestInit init = {});
};

dictionary RequestInit {
  ByteString method;
};

[Exposed=(Window,Worker)]
interface Response {
  readonly attribute USVString url;
  readonly attribute unsigned short status;
  readonly attribute boolean ok;
  readonly attribute ByteString statusText;

  [NewObject] Promise<USVString> text();
  [NewObject] Promise<any> json();
};
