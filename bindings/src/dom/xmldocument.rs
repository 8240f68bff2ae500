//! https://dom.spec.whatwg.org/#xmldocument: a Document whose type is
//! "xml" (made by `createDocument()`); it adds no members.

use crate::generated::XMLDocumentMethods;

pub struct XMLDocument;

impl XMLDocumentMethods for XMLDocument {}
