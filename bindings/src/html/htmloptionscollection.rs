//! https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmloptionscollection:
//! `select.options`, a snapshot of the select's list of options.

use crate::generated::HTMLOptionsCollectionMethods;

pub struct HTMLOptionsCollection;

impl HTMLOptionsCollectionMethods for HTMLOptionsCollection {}
