//! Geometry Interfaces (https://drafts.fxtf.org/geometry/): the rectangle
//! type that observers' entries return.

pub mod domrectreadonly;
