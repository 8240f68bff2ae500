//! Intersection Observer (https://w3c.github.io/IntersectionObserver/).
//! webmcp has no layout: no target has a box, so a target never
//! intersects its root. An observation reports that once, in a task after
//! the first rendering update that follows `observe()` (its previous
//! threshold index starts at -1), with zero rectangles, `isIntersecting`
//! false and a ratio of 0; the implicit root's bounds are the fixed
//! viewport (runtime::css::VIEWPORT_WIDTH × VIEWPORT_HEIGHT).

pub mod intersectionobserver;
pub mod intersectionobserverentry;
pub mod margin;
