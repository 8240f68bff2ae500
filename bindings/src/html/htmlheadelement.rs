//! https://html.spec.whatwg.org/multipage/semantics.html#htmlheadelement: no members of its own.

use crate::generated::HTMLHeadElementMethods;

pub struct HTMLHeadElement;

impl HTMLHeadElementMethods for HTMLHeadElement {}
