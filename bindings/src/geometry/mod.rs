//! Geometry Interfaces (https://drafts.fxtf.org/geometry/): DOMRectReadOnly,
//! DOMRect and DOMRectList.

pub mod domrect;
pub mod domrectlist;
pub mod domrectreadonly;
