// The Clipboard API's text members (https://w3c.github.io/clipboard-apis/#idl-index).
// read() and write() take ClipboardItems of Blobs, which webmcp does not have:
// they are absent.

partial interface Navigator {
  [SecureContext, SameObject] readonly attribute Clipboard clipboard;
};

[SecureContext, Exposed=Window]
interface Clipboard : EventTarget {
  Promise<DOMString> readText();
  Promise<undefined> writeText(DOMString data);
};
