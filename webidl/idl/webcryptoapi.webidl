// The Crypto interface of Web Cryptography Level 2
// (https://w3c.github.io/webcrypto/#crypto-interface), without `subtle`
// (webmcp has no SubtleCrypto: the attribute is absent rather than broken).

partial interface mixin WindowOrWorkerGlobalScope {
  [SameObject] readonly attribute Crypto crypto;
};

[Exposed=(Window,Worker)]
interface Crypto {
  ArrayBufferView getRandomValues(ArrayBufferView array);
  [SecureContext] DOMString randomUUID();
};
