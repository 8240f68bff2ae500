//! https://xhr.spec.whatwg.org/#xmlhttprequesteventtarget: the event handlers
//! XMLHttpRequest and its upload object share (generated from the IDL).

pub struct XMLHttpRequestEventTarget;

impl crate::generated::XMLHttpRequestEventTargetMethods for XMLHttpRequestEventTarget {}
