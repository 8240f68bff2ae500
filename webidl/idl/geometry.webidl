// The part of Geometry Interfaces Module Level 1
// (https://drafts.fxtf.org/geometry/#DOMRect) that observers' entries
// return: DOMRectReadOnly and its init dictionary.

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

  object toJSON();
};

dictionary DOMRectInit {
  unrestricted double x = 0;
  unrestricted double y = 0;
  unrestricted double width = 0;
  unrestricted double height = 0;
};
