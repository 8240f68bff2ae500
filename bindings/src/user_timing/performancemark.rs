//! https://w3c.github.io/user-timing/#performancemark

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::generated::{Interface, PerformanceMarkMethods, PerformanceMarkOptions};
use crate::host::{current_doc, DocId};
use crate::performance_timeline::performanceentry::{with_entry, EntryData};
use crate::user_timing::mark_measure::{current_high_resolution_time, is_performance_timing_attribute, serialized_detail};
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::reflect_with_proto;

pub struct PerformanceMark;

/// https://w3c.github.io/user-timing/#dom-performancemark-constructor, for
/// the Window of `doc`, with `proto` as the new object's prototype.
pub fn create_mark(ctx: &mut Context, doc: DocId, proto: JsObject, mark_name: JsString, options: PerformanceMarkOptions) -> JsResult<JsObject> {
    let name = mark_name.to_std_string_lossy();
    // 1. If the current global object is a Window object and markName uses
    //    the same name as a read only attribute in the PerformanceTiming
    //    interface, throw a SyntaxError.
    if is_performance_timing_attribute(&name) {
        return Err(dom_exception(ctx, "SyntaxError", &format!("'{name}' is part of the PerformanceTiming interface and cannot be used as a mark name.")));
    }
    // 2-3. name and entryType "mark".
    // 4. startTime: markOptions' startTime (a negative one is a TypeError),
    //    else the current high resolution time.
    let start_time = match options.start_time {
        Some(t) if t < 0.0 => return Err(crate::webidl::convert::type_error(format!("'{name}' cannot have a negative start time."))),
        Some(t) => t,
        None => current_high_resolution_time(ctx, doc),
    };
    // 5. duration 0.
    // 6-7. detail: null, or the structured clone of markOptions' detail.
    let detail = serialized_detail(ctx, &options.detail)?;
    let data = EntryData { name, entry_type: "mark", start_time, duration: 0.0, detail };
    reflect_with_proto(ctx, proto, Interface::PerformanceMark, DomKind::PerformanceEntry(data))
}

impl PerformanceMarkMethods for PerformanceMark {
    /// https://w3c.github.io/user-timing/#dom-performancemark-constructor
    fn constructor(ctx: &mut Context, proto: JsObject, mark_name: JsString, mark_options: PerformanceMarkOptions) -> JsResult<JsObject> {
        let doc = current_doc(ctx);
        create_mark(ctx, doc, proto, mark_name, mark_options)
    }
    /// https://w3c.github.io/user-timing/#dom-performancemark-detail
    fn get_detail(_ctx: &mut Context, this: &JsObject) -> JsResult<JsValue> {
        with_entry(this, |e| e.detail.clone())
    }
}
