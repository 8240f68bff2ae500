//! https://w3c.github.io/hr-time/#sec-performance
//!
//! Times follow the event loop's clock, so under virtual time
//! `performance.now()` advances with the timers, as `Date.now()` does.

use boa_engine::{Context, JsObject, JsResult};

use crate::webidl::kind::DomKind;
use crate::generated::PerformanceMethods;
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
        let h = host(ctx);
        let origin = h.doc(doc, |d| d.time_origin).unwrap_or(0.0);
        let now = h.ua().clock.now();
        Ok((now - origin).max(0.0))
    }
    /// https://w3c.github.io/hr-time/#dom-performance-timeorigin: the time
    /// origin as milliseconds since the Unix epoch.
    fn get_time_origin(ctx: &mut Context, this: &JsObject) -> JsResult<f64> {
        let doc = performance_doc(this)?;
        let h = host(ctx);
        Ok(h.epoch_ms + h.doc(doc, |d| d.time_origin).unwrap_or(0.0))
    }
}
