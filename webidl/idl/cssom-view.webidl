// The subset of CSSOM View's IDL (https://drafts.csswg.org/cssom-view/#idl-index)
// that webmcp implements, member by member as the spec has it. webmcp lays
// nothing out: elements have no boxes, so the geometry members answer as
// CSSOM View says for an element without an associated box (zeros, empty
// lists, a null offsetParent), the viewport and the screen are 1280x720 CSS
// pixels at a device pixel ratio of 1 (docs/decisions.md), and nothing
// can scroll (every scroll position stays 0). Left out: VisualViewport,
// CaretPosition, window moving and resizing, checkVisibility, getBoxQuads,
// currentCSSZoom. (MediaQueryList and matchMedia are below.)

enum ScrollBehavior { "auto", "instant", "smooth" };

dictionary ScrollOptions {
  ScrollBehavior behavior = "auto";
};
dictionary ScrollToOptions : ScrollOptions {
  unrestricted double left;
  unrestricted double top;
};

partial interface Window {
  // viewport
  [Replaceable] readonly attribute long innerWidth;
  [Replaceable] readonly attribute long innerHeight;

  // viewport scrolling
  [Replaceable] readonly attribute double scrollX;
  [Replaceable] readonly attribute double pageXOffset;
  [Replaceable] readonly attribute double scrollY;
  [Replaceable] readonly attribute double pageYOffset;
  undefined scroll(optional ScrollToOptions options = {});
  undefined scroll(unrestricted double x, unrestricted double y);
  undefined scrollTo(optional ScrollToOptions options = {});
  undefined scrollTo(unrestricted double x, unrestricted double y);
  undefined scrollBy(optional ScrollToOptions options = {});
  undefined scrollBy(unrestricted double x, unrestricted double y);

  // client
  [Replaceable] readonly attribute long screenX;
  [Replaceable] readonly attribute long screenLeft;
  [Replaceable] readonly attribute long screenY;
  [Replaceable] readonly attribute long screenTop;
  [Replaceable] readonly attribute long outerWidth;
  [Replaceable] readonly attribute long outerHeight;
  [Replaceable] readonly attribute double devicePixelRatio;

  // https://drafts.csswg.org/cssom-view/#dom-window-screen
  [SameObject, Replaceable] readonly attribute Screen screen;
};

// https://drafts.csswg.org/cssom-view/#the-screen-interface
[Exposed=Window]
interface Screen {
  readonly attribute long availWidth;
  readonly attribute long availHeight;
  readonly attribute long width;
  readonly attribute long height;
  readonly attribute unsigned long colorDepth;
  readonly attribute unsigned long pixelDepth;
};

partial interface Document {
  Element? elementFromPoint(double x, double y);
  sequence<Element> elementsFromPoint(double x, double y);
  readonly attribute Element? scrollingElement;
};

enum ScrollLogicalPosition { "start", "center", "end", "nearest" };

dictionary ScrollIntoViewOptions : ScrollOptions {
  ScrollLogicalPosition block = "start";
  ScrollLogicalPosition inline = "nearest";
};

partial interface Element {
  DOMRectList getClientRects();
  [NewObject] DOMRect getBoundingClientRect();

  undefined scrollIntoView(optional (boolean or ScrollIntoViewOptions) arg = {});
  undefined scroll(optional ScrollToOptions options = {});
  undefined scroll(unrestricted double x, unrestricted double y);
  undefined scrollTo(optional ScrollToOptions options = {});
  undefined scrollTo(unrestricted double x, unrestricted double y);
  undefined scrollBy(optional ScrollToOptions options = {});
  undefined scrollBy(unrestricted double x, unrestricted double y);
  attribute unrestricted double scrollTop;
  attribute unrestricted double scrollLeft;
  readonly attribute long scrollWidth;
  readonly attribute long scrollHeight;
  readonly attribute long clientTop;
  readonly attribute long clientLeft;
  readonly attribute long clientWidth;
  readonly attribute long clientHeight;
};

partial interface HTMLElement {
  readonly attribute Element? offsetParent;
  readonly attribute long offsetTop;
  readonly attribute long offsetLeft;
  readonly attribute long offsetWidth;
  readonly attribute long offsetHeight;
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

// https://drafts.csswg.org/cssom-view/#extensions-to-the-range-interface
// (without layout no node has a box, so a range's contents have no
// rectangles: an empty list and a zero rectangle).
partial interface Range {
  DOMRectList getClientRects();
  [NewObject] DOMRect getBoundingClientRect();
};
