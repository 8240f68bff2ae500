//! https://w3c.github.io/user-timing/#performancemeasure

use boa_engine::{Context, JsObject, JsResult, JsValue};

use crate::generated::PerformanceMeasureMethods;
use crate::performance_timeline::performanceentry::with_entry;

pub struct PerformanceMeasure;

impl PerformanceMeasureMethods for PerformanceMeasure {
    /// https://w3c.github.io/user-timing/#dom-performancemeasure-detail
    fn get_detail(_ctx: &mut Context, this: &JsObject) -> JsResult<JsValue> {
        with_entry(this, |e| e.detail.clone())
    }
}
