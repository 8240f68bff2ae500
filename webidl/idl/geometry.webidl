// Geometry Interfaces' DOMRectReadOnly, DOMRect and DOMRectList
// (https://drafts.fxtf.org/geometry/#DOMRect), unchanged but for
// [Exposed=(Window,Worker)] kept and DOMRect's LegacyWindowAlias=SVGRect
// left out (no SVG interfaces). The points, quads and matrices are absent.

[Exposed=(Window,Worker), Serializable]
interface DOMRectReadOnly {
  constructor(optional unrestricted double x = 0, optional unrestricted double y = 0,
              optional unrestricted double width = 0, optional unrestricted double height = 0);

  [NewObject] static DOMRectReadOnly fromRect(optional DOMRectInit other = {});

  readonly attribute unrestricted double x;
  readonly attribute unrestricted double y;
  readonly attribute unrestricted double width;
  readonly attribute unrestricted double height;
  readonly attribute unrestricted double top;
  readonly attribute unrestricted double right;
  readonly attribute unrestricted double bottom;
  readonly attribute unrestricted double left;

  [Default] object toJSON();
};

[Exposed=(Window,Worker), Serializable]
interface DOMRect : DOMRectReadOnly {
  constructor(optional unrestricted double x = 0, optional unrestricted double y = 0,
              optional unrestricted double width = 0, optional unrestricted double height = 0);

  [NewObject] static DOMRect fromRect(optional DOMRectInit other = {});

  inherit attribute unrestricted double x;
  inherit attribute unrestricted double y;
  inherit attribute unrestricted double width;
  inherit attribute unrestricted double height;
};

dictionary DOMRectInit {
  unrestricted double x = 0;
  unrestricted double y = 0;
  unrestricted double width = 0;
  unrestricted double height = 0;
};

[Exposed=Window]
interface DOMRectList {
  readonly attribute unsigned long length;
  getter DOMRect? item(unsigned long index);
};
