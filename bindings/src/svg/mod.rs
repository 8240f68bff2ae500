//! SVG 2 (https://svgwg.org/svg2-draft/): SVGElement.

pub mod svgelement;
