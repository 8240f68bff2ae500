//! Pointer Events (https://w3c.github.io/pointerevents/): PointerEvent.

pub mod pointerevent;
