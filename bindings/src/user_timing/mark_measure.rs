//! The Performance methods of User Timing
//! (https://w3c.github.io/user-timing/#extensions-performance-interface).
//!
//! The engine has no Navigation Timing (`performance.timing`): of its
//! attribute names, which `measure()` accepts as marks, `navigationStart`
//! is the time origin (0) and the others throw `NotSupportedError` rather
//! than stand for a time the engine never recorded.

use boa_engine::{Context, JsObject, JsResult, JsString, JsValue};

use crate::generated::{DOMStringOrDouble, DOMStringOrPerformanceMeasureOptions, Interface, PerformanceMarkOptions};
use crate::host::{host, DocId};
use crate::performance_timeline::buffer::{add_entry, filter_by_name_and_type, remove_entries};
use crate::performance_timeline::performanceentry::{with_entry, EntryData};
use crate::webidl::convert::type_error;
use crate::webidl::exception::dom_exception;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::{realm_prototype, reflect};

/// https://w3c.github.io/navigation-timing/#the-performancetiming-interface:
/// its read only attributes.
const PERFORMANCE_TIMING_ATTRIBUTES: [&str; 21] = [
    "navigationStart", "unloadEventStart", "unloadEventEnd", "redirectStart", "redirectEnd", "fetchStart",
    "domainLookupStart", "domainLookupEnd", "connectStart", "connectEnd", "secureConnectionStart", "requestStart",
    "responseStart", "responseEnd", "domLoading", "domInteractive", "domContentLoadedEventStart",
    "domContentLoadedEventEnd", "domComplete", "loadEventStart", "loadEventEnd",
];

pub fn is_performance_timing_attribute(name: &str) -> bool {
    PERFORMANCE_TIMING_ATTRIBUTES.contains(&name)
}

/// https://w3c.github.io/hr-time/#dfn-current-high-resolution-time of the
/// Window of `doc` (what `performance.now()` returns).
pub fn current_high_resolution_time(ctx: &Context, doc: DocId) -> f64 {
    let h = host(ctx);
    let origin = h.doc(doc, |d| d.time_origin).unwrap_or(0.0);
    let now = h.ua().clock.now();
    (now - origin).max(0.0)
}

/// A mark's or measure's detail: null when none was given, else
/// StructuredDeserialize(StructuredSerialize(detail)) in the current realm.
pub fn serialized_detail(ctx: &mut Context, detail: &JsValue) -> JsResult<JsValue> {
    if detail.is_null_or_undefined() {
        return Ok(JsValue::null());
    }
    crate::html::structured_clone::structured_clone(ctx, detail)
}

/// https://w3c.github.io/user-timing/#dom-performance-mark
pub fn mark(ctx: &mut Context, doc: DocId, mark_name: JsString, options: PerformanceMarkOptions) -> JsResult<JsObject> {
    // 1. Run the PerformanceMark constructor and let entry be the newly created object.
    let proto = realm_prototype(ctx, Interface::PerformanceMark)?;
    let entry = crate::user_timing::performancemark::create_mark(ctx, doc, proto, mark_name, options)?;
    // 2. Queue entry (no PerformanceObserver here). 3. Add entry to the
    //    performance entry buffer. 4. Return entry.
    add_entry(ctx, doc, entry.clone());
    Ok(entry)
}

/// https://w3c.github.io/user-timing/#dom-performance-clearmarks and
/// https://w3c.github.io/user-timing/#dom-performance-clearmeasures
pub fn clear(ctx: &Context, doc: DocId, entry_type: &str, name: Option<JsString>) {
    let name = name.map(|n| n.to_std_string_lossy());
    remove_entries(ctx, doc, entry_type, name.as_deref());
}

/// https://w3c.github.io/user-timing/#dfn-convert-a-mark-to-a-timestamp
fn convert_a_mark_to_a_timestamp(ctx: &mut Context, doc: DocId, mark: &DOMStringOrDouble) -> JsResult<f64> {
    match mark {
        DOMStringOrDouble::DOMString(name) => {
            let name = name.to_std_string_lossy();
            // 1. A PerformanceTiming attribute: its time since navigationStart.
            if name == "navigationStart" {
                return Ok(0.0);
            }
            if is_performance_timing_attribute(&name) {
                return Err(dom_exception(ctx, "NotSupportedError", &format!("'{name}' is a Navigation Timing attribute, which this engine does not record.")));
            }
            // 2. The startTime of the most recent mark with that name, else a SyntaxError.
            let marks = filter_by_name_and_type(ctx, doc, Some(&name), Some("mark"))?;
            let Some(last) = marks.last() else {
                return Err(dom_exception(ctx, "SyntaxError", &format!("The mark '{name}' does not exist.")));
            };
            with_entry(last, |e| e.start_time)
        }
        // 3. A DOMHighResTimeStamp: a negative one is a TypeError.
        DOMStringOrDouble::Double(t) if *t < 0.0 => Err(type_error(format!("'{t}' is a negative timestamp."))),
        DOMStringOrDouble::Double(t) => Ok(*t),
    }
}

/// https://w3c.github.io/user-timing/#dom-performance-measure
pub fn measure(ctx: &mut Context, doc: DocId, measure_name: JsString, start_or_options: DOMStringOrPerformanceMeasureOptions, end_mark: Option<JsString>) -> JsResult<JsObject> {
    let options = match &start_or_options {
        DOMStringOrPerformanceMeasureOptions::PerformanceMeasureOptions(o) => Some(o),
        DOMStringOrPerformanceMeasureOptions::DOMString(_) => None,
    };
    // 1. If startOrMeasureOptions is a PerformanceMeasureOptions with at
    //    least one of start, end, duration and detail:
    if let Some(o) = options.filter(|o| o.start.is_some() || o.end.is_some() || o.duration.is_some() || !o.detail.is_undefined()) {
        // 1.1. If endMark is given, throw a TypeError.
        if end_mark.is_some() {
            return Err(type_error("measure() takes either an options object with start, end or duration, or an end mark, not both."));
        }
        // 1.2. If its start and end members are both omitted, throw a TypeError.
        if o.start.is_none() && o.end.is_none() {
            return Err(type_error("measure()'s options must have a start or an end."));
        }
        // 1.3. If its start, duration, and end members are all present, throw a TypeError.
        if o.start.is_some() && o.duration.is_some() && o.end.is_some() {
            return Err(type_error("measure()'s options may not have start, duration and end all at once."));
        }
    }
    // 2. Compute end time:
    let end_time = if let Some(end_mark) = &end_mark {
        // 2.1. endMark given: convert it.
        convert_a_mark_to_a_timestamp(ctx, doc, &DOMStringOrDouble::DOMString(end_mark.clone()))?
    } else if let Some(end) = options.and_then(|o| o.end.as_ref()) {
        // 2.2. The options' end.
        convert_a_mark_to_a_timestamp(ctx, doc, end)?
    } else if let Some((start, duration)) = options.and_then(|o| o.start.as_ref().zip(o.duration)) {
        // 2.3. The options' start plus their duration.
        let start = convert_a_mark_to_a_timestamp(ctx, doc, start)?;
        let duration = convert_a_mark_to_a_timestamp(ctx, doc, &DOMStringOrDouble::Double(duration))?;
        start + duration
    } else {
        // 2.4. The current high resolution time.
        current_high_resolution_time(ctx, doc)
    };
    // 3. Compute start time:
    let start_time = if let Some(start) = options.and_then(|o| o.start.as_ref()) {
        // 3.1. The options' start.
        convert_a_mark_to_a_timestamp(ctx, doc, start)?
    } else if let Some((duration, end)) = options.and_then(|o| o.duration.zip(o.end.as_ref())) {
        // 3.2. The options' end minus their duration.
        let duration = convert_a_mark_to_a_timestamp(ctx, doc, &DOMStringOrDouble::Double(duration))?;
        let end = convert_a_mark_to_a_timestamp(ctx, doc, end)?;
        end - duration
    } else if let DOMStringOrPerformanceMeasureOptions::DOMString(start) = &start_or_options {
        // 3.3. startOrMeasureOptions as a mark.
        convert_a_mark_to_a_timestamp(ctx, doc, &DOMStringOrDouble::DOMString(start.clone()))?
    } else {
        // 3.4. 0.
        0.0
    };
    // 4-8. A new PerformanceMeasure: measureName, "measure", start time,
    //      duration end time minus start time.
    // 9. detail: the structured clone of the options' detail, else null.
    let detail = match options {
        Some(o) => serialized_detail(ctx, &o.detail)?,
        None => JsValue::null(),
    };
    let data = EntryData { name: measure_name.to_std_string_lossy(), entry_type: "measure", start_time, duration: end_time - start_time, detail };
    let entry = reflect(ctx, Interface::PerformanceMeasure, DomKind::PerformanceEntry(data))?;
    // 10. Queue entry. 11. Add entry to the performance entry buffer. 12. Return entry.
    add_entry(ctx, doc, entry.clone());
    Ok(entry)
}
