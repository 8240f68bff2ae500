// SVG 2's SVGElement (https://svgwg.org/svg2-draft/types.html#InterfaceSVGElement),
// the part webmcp has: the interface every element in the SVG namespace
// implements, with HTML's HTMLOrSVGElement mixin (dataset, autofocus,
// tabIndex, focus(), blur()). Left out: className (SVGAnimatedString),
// ownerSVGElement, viewportElement, and the per-element SVG interfaces.

[Exposed=Window]
interface SVGElement : Element {
};
SVGElement includes HTMLOrSVGElement;

// https://svgwg.org/svg2-draft/struct.html#InterfaceDocumentExtensions
// SVG 2 types rootElement as SVGSVGElement?, an interface webmcp does not
// have: the attribute returns the document element when it is an svg
// element in the SVG namespace, as an SVGElement.
partial interface Document {
  readonly attribute SVGElement? rootElement;
};
