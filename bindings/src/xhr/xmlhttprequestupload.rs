//! https://xhr.spec.whatwg.org/#xmlhttprequestupload: an XMLHttpRequest's
//! `upload` object, an event target with no members of its own.

pub struct XMLHttpRequestUpload;

impl crate::generated::XMLHttpRequestUploadMethods for XMLHttpRequestUpload {}
