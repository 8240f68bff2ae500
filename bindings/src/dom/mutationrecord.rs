//! https://dom.spec.whatwg.org/#interface-mutationrecord (implemented with
//! the observer, in `mutationobserver`).

pub use crate::dom::mutationobserver::MutationRecord;
