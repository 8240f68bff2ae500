//! https://html.spec.whatwg.org/multipage/semantics.html#htmlbodyelement: no members of its own.

use crate::generated::HTMLBodyElementMethods;

pub struct HTMLBodyElement;

impl HTMLBodyElementMethods for HTMLBodyElement {}
