//! The XMLHttpRequest Standard (https://xhr.spec.whatwg.org/): XMLHttpRequest
//! over the page's resource loader, and the ProgressEvent it and FileReader fire.

pub mod progressevent;
pub mod xmlhttprequest;
pub mod xmlhttprequesteventtarget;
pub mod xmlhttprequestupload;
