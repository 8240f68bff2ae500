//! The `details` and `summary` elements
//! (https://html.spec.whatwg.org/multipage/interactive-elements.html#the-details-element):
//! which summary opens its details, and the details toggle task tracker that
//! coalesces `toggle` events. The event itself is fired by the embedder,
//! in a task it queues when [`take_task_request`] says one is needed, which
//! then calls [`take_details_toggle`].

use crate::dom::{ElementState, NodeId, Tree};

/// https://html.spec.whatwg.org/multipage/interactive-elements.html#summary-for-its-parent-details:
/// a summary whose parent is a details element and which is that details'
/// first summary child.
pub fn is_summary_for_its_parent_details(tree: &Tree, summary: NodeId) -> bool {
    let Some(parent) = tree.parent(summary) else { return false };
    if !tree.element(parent).is_some_and(|e| e.is_html("details")) {
        return false;
    }
    tree.children(parent).find(|c| tree.element(*c).is_some_and(|e| e.is_html("summary"))) == Some(summary)
}

/// The details element's attribute change steps for `open`
/// (https://html.spec.whatwg.org/multipage/interactive-elements.html#the-details-element:concept-element-attributes-change-ext),
/// with the first steps of "queue a details toggle event task": true when
/// the embedder must queue the task now (none is pending); false when the
/// open state did not change or a pending task takes this change too.
pub fn open_attribute_changed(tree: &mut Tree, details: NodeId, old: Option<&str>, new: Option<&str>) -> bool {
    // 1-2. If oldValue is null and value is not null, queue a details toggle
    //      event task given element, "closed" and "open"; if oldValue is not
    //      null and value is null, given "open" and "closed".
    if old.is_some() == new.is_some() {
        return false;
    }
    let Some(e) = tree.element_mut(details) else { return false };
    // https://html.spec.whatwg.org/multipage/interactive-elements.html#queue-a-details-toggle-event-task
    // 1. If element's details toggle task tracker is not null, then set
    //    oldState to its old state and replace its task: the pending task
    //    fires with the first old state and the state the element has then.
    if e.state.contains(ElementState::DETAILS_TOGGLE_PENDING) {
        return false;
    }
    // 2-3. Queue a task (the embedder's), and set the tracker's old state.
    e.state.insert(ElementState::DETAILS_TOGGLE_PENDING);
    e.state.insert(ElementState::DETAILS_TOGGLE_TASK_WANTED);
    if old.is_some() {
        e.state.insert(ElementState::DETAILS_TOGGLE_OLD_OPEN);
    } else {
        e.state.remove(ElementState::DETAILS_TOGGLE_OLD_OPEN);
    }
    true
}

/// Whether the embedder must queue a details toggle event task for
/// `details` now (asked once after each attribute change).
pub fn take_task_request(tree: &mut Tree, details: NodeId) -> bool {
    let Some(e) = tree.element_mut(details) else { return false };
    let wanted = e.state.contains(ElementState::DETAILS_TOGGLE_TASK_WANTED);
    e.state.remove(ElementState::DETAILS_TOGGLE_TASK_WANTED);
    wanted
}

/// The queued details toggle task's run: the toggle event's old and new
/// states ("open" or "closed"), and the tracker set back to null; `None`
/// when no task is pending.
pub fn take_details_toggle(tree: &mut Tree, details: NodeId) -> Option<(&'static str, &'static str)> {
    let open = tree.element(details)?.plain_attribute("open").is_some();
    let e = tree.element_mut(details)?;
    if !e.state.contains(ElementState::DETAILS_TOGGLE_PENDING) {
        return None;
    }
    let old_open = e.state.contains(ElementState::DETAILS_TOGGLE_OLD_OPEN);
    e.state.remove(ElementState::DETAILS_TOGGLE_PENDING);
    e.state.remove(ElementState::DETAILS_TOGGLE_OLD_OPEN);
    let state = |open: bool| if open { "open" } else { "closed" };
    Some((state(old_open), state(open)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn toggles_are_coalesced_until_the_task_runs() {
        let mut tree = Tree::parse_document("<details id=d><summary id=s1>a</summary><summary id=s2>b</summary></details>");
        let d = tree.get_element_by_id(tree.document(), "d").expect("details");
        let s1 = tree.get_element_by_id(tree.document(), "s1").expect("summary");
        let s2 = tree.get_element_by_id(tree.document(), "s2").expect("summary");
        assert!(is_summary_for_its_parent_details(&tree, s1));
        assert!(!is_summary_for_its_parent_details(&tree, s2));
        assert!(!open_attribute_changed(&mut tree, d, Some(""), Some("x")), "still open: nothing to fire");
        assert!(!take_task_request(&mut tree, d));
        assert!(open_attribute_changed(&mut tree, d, None, Some("")), "closed to open queues a task");
        assert!(take_task_request(&mut tree, d));
        assert!(!take_task_request(&mut tree, d), "asked once");
        assert!(!open_attribute_changed(&mut tree, d, Some(""), None), "the pending task takes it");
        assert!(!take_task_request(&mut tree, d));
        assert_eq!(take_details_toggle(&mut tree, d), Some(("closed", "closed")));
        assert_eq!(take_details_toggle(&mut tree, d), None);
    }
}
