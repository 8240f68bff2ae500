//! https://w3c.github.io/FileAPI/#file-section

use std::rc::Rc;

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::file_api::blob::{data, normalize_type, process_blob_parts};
use crate::generated::{BufferSourceOrBlobOrUSVString as BlobPart, FileMethods, FilePropertyBag, Interface};
use crate::webidl::kind::{BlobData, DomKind, FileInfo};
use crate::webidl::reflect::{reflect, reflect_with_proto};

pub struct File;

/// A new File object in the current realm.
pub fn new_file(ctx: &mut Context, bytes: Rc<[u8]>, type_: String, name: String, last_modified: i64) -> JsResult<JsObject> {
    reflect(ctx, Interface::File, DomKind::Blob(BlobData { bytes, type_, file: Some(FileInfo { name, last_modified }) }))
}

/// The current time in milliseconds since the epoch, as `Date.now()` gives it.
pub fn now(ctx: &mut Context) -> i64 {
    ctx.clock().system_time_millis()
}

impl FileMethods for File {
    /// https://w3c.github.io/FileAPI/#dom-file-file
    fn constructor(ctx: &mut Context, proto: JsObject, file_bits: Vec<BlobPart>, file_name: String, options: FilePropertyBag) -> JsResult<JsObject> {
        // 1. Let bytes be the result of processing blob parts given fileBits and options.
        let bytes = process_blob_parts(ctx, file_bits, options.endings == "native")?;
        // 2. Let n be the fileName argument (a USVString: "/" is kept, as today's spec says).
        // 3.1. The type: normalized as a Blob's.
        let type_ = normalize_type(&options.r#type.to_std_string_lossy());
        // 3.2. lastModified: the member if given, else the current date and time.
        let last_modified = match options.last_modified {
            Some(t) => t,
            None => now(ctx),
        };
        // 4. Return a new File object F such that: it refers to bytes, its name is n,
        // its type is t, its lastModified is d.
        reflect_with_proto(ctx, proto, Interface::File, DomKind::Blob(BlobData { bytes: Rc::from(bytes), type_, file: Some(FileInfo { name: file_name, last_modified }) }))
    }
    /// https://w3c.github.io/FileAPI/#dfn-name
    fn get_name(_: &mut Context, this: &JsObject) -> JsResult<JsString> {
        Ok(JsString::from(data(this)?.file.map(|f| f.name).unwrap_or_default()))
    }
    /// https://w3c.github.io/FileAPI/#dfn-lastModified
    fn get_last_modified(_: &mut Context, this: &JsObject) -> JsResult<i64> {
        Ok(data(this)?.file.map_or(0, |f| f.last_modified))
    }
}
