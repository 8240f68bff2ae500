//! An event's path (https://dom.spec.whatwg.org/#event-path): the structs
//! dispatch builds, and `composedPath()` over them, which hides what lies
//! in closed shadow trees from listeners outside them.

/// A struct of an event's path (https://dom.spec.whatwg.org/#event-path).
#[derive(Clone, Debug, PartialEq)]
pub struct PathEntry<T> {
    pub invocation_target: T,
    pub invocation_target_in_shadow_tree: bool,
    pub shadow_adjusted_target: Option<T>,
    pub related_target: Option<T>,
    pub root_of_closed_tree: bool,
    pub slot_in_closed_tree: bool,
}

/// https://dom.spec.whatwg.org/#dom-event-composedpath over an event's
/// `path`, during dispatch to `current_target`: the invocation targets the
/// listeners at `current_target` may see (none inside a closed shadow tree
/// that does not hold the current target).
pub fn composed_path<T: Clone + PartialEq>(path: &[PathEntry<T>], current_target: Option<&T>) -> Vec<T> {
    // 1-3. Let composedPath be « »; let path be event's path; if path is
    //      empty, return composedPath.
    // 4-5. Let currentTarget be event's currentTarget; append it to composedPath.
    let (Some(current_target), false) = (current_target, path.is_empty()) else { return Vec::new() };
    let mut before: Vec<T> = Vec::new();
    let mut after: Vec<T> = Vec::new();
    // 6-7. Let currentTargetIndex and currentTargetHiddenSubtreeLevel be 0.
    let mut current_target_index = 0;
    let mut current_target_hidden_subtree_level: i64 = 0;
    // 8-9. From the last struct back to the current target's:
    for index in (0..path.len()).rev() {
        if path[index].root_of_closed_tree {
            current_target_hidden_subtree_level += 1;
        }
        if &path[index].invocation_target == current_target {
            current_target_index = index;
            break;
        }
        if path[index].slot_in_closed_tree {
            current_target_hidden_subtree_level -= 1;
        }
    }
    // 10-12. Prepend what lies before the current target and is not hidden.
    let (mut current_hidden_level, mut max_hidden_level) = (current_target_hidden_subtree_level, current_target_hidden_subtree_level);
    for index in (0..current_target_index).rev() {
        if path[index].root_of_closed_tree {
            current_hidden_level += 1;
        }
        if current_hidden_level <= max_hidden_level {
            before.push(path[index].invocation_target.clone());
        }
        if path[index].slot_in_closed_tree {
            current_hidden_level -= 1;
            max_hidden_level = max_hidden_level.min(current_hidden_level);
        }
    }
    // 13-15. Append what lies after it and is not hidden.
    let (mut current_hidden_level, mut max_hidden_level) = (current_target_hidden_subtree_level, current_target_hidden_subtree_level);
    for entry in path.iter().skip(current_target_index + 1) {
        if entry.slot_in_closed_tree {
            current_hidden_level += 1;
        }
        if current_hidden_level <= max_hidden_level {
            after.push(entry.invocation_target.clone());
        }
        if entry.root_of_closed_tree {
            current_hidden_level -= 1;
            max_hidden_level = max_hidden_level.min(current_hidden_level);
        }
    }
    // 16. Return composedPath.
    before.reverse();
    before.push(current_target.clone());
    before.extend(after);
    before
}

#[cfg(test)]
mod tests {
    use super::{composed_path, PathEntry};

    fn entry(target: u8, root_of_closed_tree: bool, slot_in_closed_tree: bool) -> PathEntry<u8> {
        PathEntry {
            invocation_target: target,
            invocation_target_in_shadow_tree: false,
            shadow_adjusted_target: None,
            related_target: None,
            root_of_closed_tree,
            slot_in_closed_tree,
        }
    }

    #[test]
    fn a_closed_tree_is_hidden_from_listeners_outside_it() {
        // 0 (in the closed tree) -> 1 (its closed shadow root) -> 2 (host) -> 3 (document)
        let path = [entry(0, false, false), entry(1, true, false), entry(2, false, false), entry(3, false, false)];
        assert_eq!(composed_path(&path, Some(&0)), [0, 1, 2, 3]);
        assert_eq!(composed_path(&path, Some(&1)), [0, 1, 2, 3]);
        assert_eq!(composed_path(&path, Some(&2)), [2, 3]);
        assert_eq!(composed_path(&path, Some(&3)), [2, 3]);
        assert!(composed_path(&path, None).is_empty(), "no current target: an empty path");
    }

    #[test]
    fn a_slot_in_a_closed_tree_hides_that_tree_from_the_slotted_node() {
        // 0 (slotted, light tree) -> 1 (slot in a closed tree) -> 2 (closed root) -> 3 (host) -> 4 (document)
        let path = [entry(0, false, false), entry(1, false, true), entry(2, true, false), entry(3, false, false), entry(4, false, false)];
        assert_eq!(composed_path(&path, Some(&0)), [0, 3, 4]);
        assert_eq!(composed_path(&path, Some(&1)), [0, 1, 2, 3, 4]);
        assert_eq!(composed_path(&path, Some(&4)), [0, 3, 4]);
    }
}
