//! https://w3c.github.io/FileAPI/#APIASynch: FileReader. A Blob's bytes are
//! all in memory, so a read is one chunk: its tasks (on the file reading task
//! source of the reader's document) fire `loadstart`, `progress` (when the
//! blob is not empty), then `load` or `error`, and `loadend`.

use base64::Engine as _;
use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};
use boa_gc::GcRefCell;
use runtime::html::event_loop::TaskSource;

use crate::file_api::blob::{array_buffer, data};
use crate::generated::{DOMStringOrArrayBuffer, FileReaderMethods, Interface};
use crate::webidl::convert::type_error;
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::{BlobData, DomKind, FileReaderData};
use crate::webidl::reflect::{reflect_with_proto, DomObject};
use crate::xhr::progressevent::fire_a_progress_event;

pub struct FileReader;

const EMPTY: u16 = 0;
const LOADING: u16 = 1;
const DONE: u16 = 2;

fn with_data<R>(this: &JsObject, f: impl FnOnce(&mut FileReaderData) -> R) -> JsResult<R> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a FileReader"))?;
    match &d.kind {
        DomKind::FileReader(cell) => Ok(f(&mut cell.borrow_mut())),
        _ => Err(type_error("not a FileReader")),
    }
}

/// https://w3c.github.io/FileAPI/#blob-package-data: what a read gives.
#[derive(Clone)]
enum Package {
    DataUrl,
    Text(Option<String>),
    ArrayBuffer,
    BinaryString,
}

/// https://w3c.github.io/FileAPI/#blob-package-data
fn package_data(ctx: &mut Context, bytes: &[u8], how: &Package, mime_type: &str) -> JsResult<JsValue> {
    Ok(match how {
        // DataURL: a data: URL of the bytes, base64, with the blob's type
        // (application/octet-stream when it has none, as browsers do).
        Package::DataUrl => {
            let t = if mime_type.is_empty() { "application/octet-stream" } else { mime_type };
            let encoded = base64::engine::general_purpose::STANDARD.encode(bytes);
            JsString::from(format!("data:{t};base64,{encoded}")).into()
        }
        Package::Text(encoding_name) => {
            // 1. Let encoding be failure.
            // 2. If encodingName is present, set encoding to the result of getting an encoding from it.
            let mut encoding = encoding_name.as_deref().and_then(|n| encoding_rs::Encoding::for_label(n.trim().as_bytes()));
            // 3. If encoding is failure, and mimeType is present: its charset parameter's encoding.
            if encoding.is_none() {
                encoding = runtime::mimesniff::parse_mime_type(mime_type)
                    .and_then(|m| m.parameter("charset").map(str::to_string))
                    .and_then(|c| encoding_rs::Encoding::for_label(c.as_bytes()));
            }
            // 4. If encoding is failure, then set encoding to UTF-8.
            let encoding = encoding.unwrap_or(encoding_rs::UTF_8);
            // 5. Decode bytes using fallback encoding encoding (a BOM decides, and is removed).
            JsString::from(encoding.decode(bytes).0.as_ref()).into()
        }
        Package::ArrayBuffer => array_buffer(ctx, bytes)?.into(),
        // BinaryString: each byte a code unit.
        Package::BinaryString => JsString::from(bytes.iter().map(|&b| u16::from(b)).collect::<Vec<u16>>().as_slice()).into(),
    })
}

/// Queues `step` on the file reading task source for the reader's document;
/// it runs only if no later read or abort has started since.
fn queue(ctx: &mut Context, reader: &JsObject, generation: u64, step: impl FnOnce(&mut Context, &JsObject) -> JsResult<()> + 'static) -> JsResult<()> {
    let doc = with_data(reader, |d| d.doc)?;
    let reader = reader.clone();
    crate::host::host(ctx).queue_task(doc, TaskSource::FileReading, Box::new(move |ctx: &mut Context| {
        if with_data(&reader, |d| d.generation) == Ok(generation) {
            let _ = step(ctx, &reader);
        }
    }));
    Ok(())
}

/// https://w3c.github.io/FileAPI/#readOperation
fn read_operation(ctx: &mut Context, fr: &JsObject, blob: BlobData, how: Package) -> JsResult<()> {
    // 1. If fr's state is "loading", throw an InvalidStateError DOMException.
    if with_data(fr, |d| d.state)? == LOADING {
        return Err(dom_exception(ctx, "InvalidStateError", "Failed to read the Blob: the object is already busy reading Blobs."));
    }
    // 2-4. Set fr's state to "loading", its result and error to null.
    let generation = with_data(fr, |d| {
        d.state = LOADING;
        d.result = None;
        d.error = None;
        d.generation += 1;
        d.generation
    })?;
    let total = blob.bytes.len() as u64;
    // 9.2. The first chunk: queue a task to fire loadstart.
    queue(ctx, fr, generation, move |ctx, fr| fire_a_progress_event(ctx, fr, "loadstart", 0, total))?;
    // 9.4. A chunk of bytes (the whole blob): queue a task to fire progress.
    if total > 0 {
        queue(ctx, fr, generation, move |ctx, fr| fire_a_progress_event(ctx, fr, "progress", total, total))?;
    }
    // 9.5. The end of the stream: queue a task to package the data and finish.
    queue(ctx, fr, generation, move |ctx, fr| {
        // 1. Set fr's state to "done".
        with_data(fr, |d| d.state = DONE)?;
        // 2. Let result be the result of package data given bytes, type, blob's type and encodingName.
        match package_data(ctx, &blob.bytes, &how, &blob.type_) {
            // 3. If package data threw an exception error: set fr's error; fire error.
            Err(e) => {
                let v = crate::webidl::exception::error_value(e, ctx);
                with_data(fr, |d| d.error = v.as_object())?;
                fire_a_progress_event(ctx, fr, "error", 0, total)?;
            }
            // 4. Else: set fr's result to result; fire load.
            Ok(result) => {
                with_data(fr, |d| d.result = Some(result))?;
                fire_a_progress_event(ctx, fr, "load", total, total)?;
            }
        }
        // 5. If fr's state is not "loading", fire loadend (a listener may have started a new read).
        if with_data(fr, |d| d.state)? != LOADING {
            fire_a_progress_event(ctx, fr, "loadend", total, total)?;
        }
        Ok(())
    })
}

impl FileReaderMethods for FileReader {
    /// https://w3c.github.io/FileAPI/#dom-filereader-filereader
    fn constructor(ctx: &mut Context, proto: JsObject) -> JsResult<JsObject> {
        let doc = crate::host::current_doc(ctx);
        let data = FileReaderData { state: EMPTY, result: None, error: None, generation: 0, doc };
        reflect_with_proto(ctx, proto, Interface::FileReader, DomKind::FileReader(GcRefCell::new(data)))
    }
    /// https://w3c.github.io/FileAPI/#readAsArrayBuffer
    fn read_as_array_buffer(ctx: &mut Context, this: &JsObject, blob: JsObject) -> JsResult<()> {
        read_operation(ctx, this, data(&blob)?, Package::ArrayBuffer)
    }
    /// https://w3c.github.io/FileAPI/#readAsBinaryString
    fn read_as_binary_string(ctx: &mut Context, this: &JsObject, blob: JsObject) -> JsResult<()> {
        read_operation(ctx, this, data(&blob)?, Package::BinaryString)
    }
    /// https://w3c.github.io/FileAPI/#readAsDataText
    fn read_as_text(ctx: &mut Context, this: &JsObject, blob: JsObject, encoding: Option<JsString>) -> JsResult<()> {
        let encoding = encoding.map(|e| e.to_std_string_lossy());
        read_operation(ctx, this, data(&blob)?, Package::Text(encoding))
    }
    /// https://w3c.github.io/FileAPI/#readAsDataURL
    fn read_as_data_url(ctx: &mut Context, this: &JsObject, blob: JsObject) -> JsResult<()> {
        read_operation(ctx, this, data(&blob)?, Package::DataUrl)
    }
    /// https://w3c.github.io/FileAPI/#dfn-abort
    fn abort(ctx: &mut Context, this: &JsObject) -> JsResult<()> {
        let state = with_data(this, |d| d.state)?;
        // 1. If this's state is "empty" or "done", set this's result to null and terminate.
        if state != LOADING {
            return with_data(this, |d| d.result = None);
        }
        // 2. Set this's state to "done" and its result to null.
        // 3-4. Remove this read's queued tasks and terminate it (a new generation).
        with_data(this, |d| {
            d.state = DONE;
            d.result = None;
            d.generation += 1;
        })?;
        // 5. Fire a progress event called abort at this.
        fire_a_progress_event(ctx, this, "abort", 0, 0)?;
        // 6. If this's state is not "loading", fire a progress event called loadend.
        if with_data(this, |d| d.state)? != LOADING {
            fire_a_progress_event(ctx, this, "loadend", 0, 0)?;
        }
        Ok(())
    }
    /// https://w3c.github.io/FileAPI/#dom-filereader-readystate
    fn get_ready_state(_: &mut Context, this: &JsObject) -> JsResult<u16> {
        with_data(this, |d| d.state)
    }
    /// https://w3c.github.io/FileAPI/#dom-filereader-result
    fn get_result(_: &mut Context, this: &JsObject) -> JsResult<Option<DOMStringOrArrayBuffer>> {
        let result = with_data(this, |d| d.result.clone())?;
        Ok(result.and_then(|v| match v.as_object() {
            Some(o) => Some(DOMStringOrArrayBuffer::ArrayBuffer(o)),
            None => v.as_string().map(|s| DOMStringOrArrayBuffer::DOMString(s.clone())),
        }))
    }
    /// https://w3c.github.io/FileAPI/#dom-filereader-error
    fn get_error(_: &mut Context, this: &JsObject) -> JsResult<Option<JsObject>> {
        with_data(this, |d| d.error.clone())
    }
}
