//! The Performance object's entry buffer and the Performance methods that
//! read it (https://w3c.github.io/performance-timeline/#extensions-to-the-performance-interface).

use boa_engine::{Context, JsObject, JsResult};

use crate::host::{host, DocId};
use crate::performance_timeline::performanceentry::with_entry;

/// Adds `entry` to `doc`'s Window's performance entry buffer.
pub fn add_entry(ctx: &Context, doc: DocId, entry: JsObject) {
    host(ctx).objects_mut(doc, |o| o.performance_entries.push(entry));
}

/// Removes the entries of `entry_type` (named `name`, when given).
pub fn remove_entries(ctx: &Context, doc: DocId, entry_type: &str, name: Option<&str>) {
    let entries = host(ctx).objects(doc, |o| o.performance_entries.clone()).unwrap_or_default();
    let keep: Vec<JsObject> = entries
        .into_iter()
        .filter(|e| !with_entry(e, |d| d.entry_type == entry_type && name.is_none_or(|n| d.name == n)).unwrap_or(false))
        .collect();
    host(ctx).objects_mut(doc, |o| o.performance_entries = keep);
}

/// https://w3c.github.io/performance-timeline/#dfn-filter-buffer-map-by-name-and-type
/// over the buffer: the entries with `name` and `entry_type` (when given),
/// sorted chronologically by startTime (a stable sort: equal times keep
/// the order they were made in).
pub fn filter_by_name_and_type(ctx: &mut Context, doc: DocId, name: Option<&str>, entry_type: Option<&str>) -> JsResult<Vec<JsObject>> {
    let entries = host(ctx).objects(doc, |o| o.performance_entries.clone()).unwrap_or_default();
    let mut out: Vec<(f64, JsObject)> = Vec::new();
    for e in entries {
        let (matches, start) = with_entry(&e, |d| (name.is_none_or(|n| d.name == n) && entry_type.is_none_or(|t| d.entry_type == t), d.start_time))?;
        if matches {
            out.push((start, e));
        }
    }
    out.sort_by(|a, b| a.0.total_cmp(&b.0));
    Ok(out.into_iter().map(|(_, e)| e).collect())
}
