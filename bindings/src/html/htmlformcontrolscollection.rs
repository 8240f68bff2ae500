//! https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmlformcontrolscollection:
//! `form.elements`, a snapshot whose named properties are made with it
//! (`crate::html::htmlformelement::elements`).

use crate::generated::HTMLFormControlsCollectionMethods;

pub struct HTMLFormControlsCollection;

impl HTMLFormControlsCollectionMethods for HTMLFormControlsCollection {}
