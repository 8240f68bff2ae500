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

// https://drafts.csswg.org/cssom-view/#extensions-to-the-range-interface
// (without layout no node has a box, so a range's contents have no
// rectangles: an empty list and a zero rectangle).
partial interface Range {
  DOMRectList getClientRects();
  [NewObject] DOMRect getBoundingClientRect();
};
