//! https://w3c.github.io/hr-time/#sec-performance
//!
//! Times follow the event loop's clock, so under virtual time
//! `performance.now()` advances with the timers, as `Date.now()` does.

use boa_engine::{Context, JsObject, JsResult, JsString};

use crate::webidl::kind::DomKind;
use crate::generated::{DOMStringOrPerformanceMeasureOptions, PerformanceMarkOptions, PerformanceMethods};
use crate::performance_timeline::buffer::filter_by_name_and_type;
use crate::user_timing::mark_measure;
use crate::webidl::reflect::DomObject;
use crate::host::{host, DocId};

pub struct Performance;

fn performance_doc(this: &JsObject) -> JsResult<DocId> {
    let d = this.downcast_ref::<DomObject>().ok_or_else(|| crate::webidl::convert::type_error("not a Performance"))?;
    match &d.kind {
        DomKind::Performance(doc) => Ok(doc.get()),
        _ => Err(crate::webidl::convert::type_error("not a Performance")),
    }
}

impl PerformanceMethods for Performance {
    /// https://w3c.github.io/hr-time/#dom-performance-now: the current high
    /// resolution time relative to the document's time origin.
    fn now(ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        let doc = performance_doc(this)?;
        Ok(mark_measure::current_high_resolution_time(ctx, doc))
    }
    /// https://w3c.github.io/performance-timeline/#dom-performance-getentries
    fn get_entries(ctx: &mut Context, this: &JsObject) -> JsResult<Vec<JsObject>> {
        let doc = performance_doc(this)?;
        filter_by_name_and_type(ctx, doc, None, None)
    }
    /// https://w3c.github.io/performance-timeline/#dom-performance-getentriesbytype
    fn get_entries_by_type(ctx: &mut Context, this: &JsObject, type_: JsString) -> JsResult<Vec<JsObject>> {
        let doc = performance_doc(this)?;
        filter_by_name_and_type(ctx, doc, None, Some(&type_.to_std_string_lossy()))
    }
    /// https://w3c.github.io/performance-timeline/#dom-performance-getentriesbyname
    fn get_entries_by_name(ctx: &mut Context, this: &JsObject, name: JsString, type_: Option<JsString>) -> JsResult<Vec<JsObject>> {
        let doc = performance_doc(this)?;
        let type_ = type_.map(|t| t.to_std_string_lossy());
        filter_by_name_and_type(ctx, doc, Some(&name.to_std_string_lossy()), type_.as_deref())
    }
    /// https://w3c.github.io/user-timing/#dom-performance-mark, in the realm
    /// of the Performance object's Window.
    fn mark(ctx: &mut Context, this: &JsObject, mark_name: JsString, mark_options: PerformanceMarkOptions) -> JsResult<JsObject> {
        let doc = performance_doc(this)?;
        crate::host::in_doc_realm(ctx, doc, |ctx| mark_measure::mark(ctx, doc, mark_name, mark_options))
    }
    /// https://w3c.github.io/user-timing/#dom-performance-clearmarks
    fn clear_marks(ctx: &mut Context, this: &JsObject, mark_name: Option<JsString>) -> JsResult<()> {
        mark_measure::clear(ctx, performance_doc(this)?, "mark", mark_name);
        Ok(())
    }
    /// https://w3c.github.io/user-timing/#dom-performance-measure
    fn measure(ctx: &mut Context, this: &JsObject, measure_name: JsString, start_or_measure_options: DOMStringOrPerformanceMeasureOptions, end_mark: Option<JsString>) -> JsResult<JsObject> {
        let doc = performance_doc(this)?;
        crate::host::in_doc_realm(ctx, doc, |ctx| mark_measure::measure(ctx, doc, measure_name, start_or_measure_options, end_mark))
    }
    /// https://w3c.github.io/user-timing/#dom-performance-clearmeasures
    fn clear_measures(ctx: &mut Context, this: &JsObject, measure_name: Option<JsString>) -> JsResult<()> {
        mark_measure::clear(ctx, performance_doc(this)?, "measure", measure_name);
        Ok(())
    }
    /// https://w3c.github.io/hr-time/#dom-performance-timeorigin: the time
    /// origin as milliseconds since the Unix epoch.
    fn get_time_origin(ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        let doc = performance_doc(this)?;
        let h = host(ctx);
        Ok(h.epoch_ms + h.doc(doc, |d| d.time_origin).unwrap_or(0.0))
    }
}
