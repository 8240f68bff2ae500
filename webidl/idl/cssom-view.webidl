// The subset of CSSOM View's IDL (https://drafts.csswg.org/cssom-view/#idl-index)
// that webmcp implements: without layout, scrolling changes nothing and
// every scroll position is 0.

enum ScrollBehavior { "auto", "instant", "smooth" };

dictionary ScrollOptions {
  ScrollBehavior behavior = "auto";
};

enum ScrollLogicalPosition { "start", "center", "end", "nearest" };

dictionary ScrollIntoViewOptions : ScrollOptions {
  ScrollLogicalPosition block = "start";
  ScrollLogicalPosition inline = "nearest";
};

partial interface Element {
  undefined scrollIntoView(optional (boolean or ScrollIntoViewOptions) arg = {});
  attribute unrestricted double scrollTop;
  attribute unrestricted double scrollLeft;
};

// https://drafts.csswg.org/cssom-view/#extensions-to-the-window-interface
// (matchMedia) and https://drafts.csswg.org/cssom-view/#the-mediaquerylist-interface,
// evaluated against the engine's fixed viewport (runtime::css::stylesheet::media).
partial interface Window {
  [NewObject] MediaQueryList matchMedia(CSSOMString query);
};

[Exposed=Window]
interface MediaQueryList : EventTarget {
  readonly attribute CSSOMString media;
  readonly attribute boolean matches;
  undefined addListener(EventListener? callback);
  undefined removeListener(EventListener? callback);
  attribute EventHandler onchange;
};

[Exposed=Window]
interface MediaQueryListEvent : Event {
  constructor(CSSOMString type, optional MediaQueryListEventInit eventInitDict = {});
  readonly attribute CSSOMString media;
  readonly attribute boolean matches;
};

dictionary MediaQueryListEventInit : EventInit {
  CSSOMString media = "";
  boolean matches = false;
};
