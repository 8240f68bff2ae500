//! https://w3c.github.io/performance-timeline/#the-performanceentry-interface

use boa_engine::{js_string, Context, Finalize, JsObject, JsResult, JsString, JsValue, Trace};

use crate::generated::PerformanceEntryMethods;
use crate::webidl::convert::type_error;
use crate::webidl::kind::DomKind;
use crate::webidl::reflect::DomObject;

pub struct PerformanceEntry;

/// An entry's name, entryType, startTime and duration, and (for a mark or
/// a measure) its detail.
#[derive(Trace, Finalize)]
pub struct EntryData {
    #[unsafe_ignore_trace]
    pub name: String,
    #[unsafe_ignore_trace]
    pub entry_type: &'static str,
    #[unsafe_ignore_trace]
    pub start_time: f64,
    #[unsafe_ignore_trace]
    pub duration: f64,
    pub detail: JsValue,
}

/// Runs `f` on the entry `obj` is.
pub fn with_entry<R>(obj: &JsObject, f: impl FnOnce(&EntryData) -> R) -> JsResult<R> {
    let d = obj.downcast_ref::<DomObject>().ok_or_else(|| type_error("not a PerformanceEntry"))?;
    match &d.kind {
        DomKind::PerformanceEntry(e) => Ok(f(e)),
        _ => Err(type_error("not a PerformanceEntry")),
    }
}

impl PerformanceEntryMethods for PerformanceEntry {
    /// https://w3c.github.io/performance-timeline/#dom-performanceentry-name
    fn get_name(_ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        with_entry(this, |e| JsString::from(e.name.as_str()))
    }
    /// https://w3c.github.io/performance-timeline/#dom-performanceentry-entrytype
    fn get_entry_type(_ctx: &mut Context, this: &JsObject) -> JsResult<JsString> {
        with_entry(this, |e| JsString::from(e.entry_type))
    }
    /// https://w3c.github.io/performance-timeline/#dom-performanceentry-starttime
    fn get_start_time(_ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        with_entry(this, |e| e.start_time)
    }
    /// https://w3c.github.io/performance-timeline/#dom-performanceentry-duration
    fn get_duration(_ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        with_entry(this, |e| e.duration)
    }
    /// https://webidl.spec.whatwg.org/#default-tojson-steps: the attributes
    /// of PerformanceEntry (its subclasses declare no toJSON of their own).
    fn to_json(ctx: &mut Context, this: &JsObject) -> JsResult<JsObject> {
        let (name, entry_type, start_time, duration) = with_entry(this, |e| (e.name.clone(), e.entry_type, e.start_time, e.duration))?;
        let obj = JsObject::with_object_proto(ctx.intrinsics());
        obj.create_data_property_or_throw(js_string!("name"), JsString::from(name), ctx)?;
        obj.create_data_property_or_throw(js_string!("entryType"), JsString::from(entry_type), ctx)?;
        obj.create_data_property_or_throw(js_string!("startTime"), JsValue::from(start_time), ctx)?;
        obj.create_data_property_or_throw(js_string!("duration"), JsValue::from(duration), ctx)?;
        Ok(obj)
    }
}
