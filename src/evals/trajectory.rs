//! The calls an agent made, reconciled with the expected trajectory, as
//! webmcp-evals' `utils.ts` (`evaluateExecutionTrajectory`) does it:
//!
//! - A sequence (the top level, `ordered`) matches node by node from the
//!   current call; a call node takes the next call whether or not it
//!   matches (a failed row), so a missing call shifts the rest.
//! - An optional call that does not match the next call takes nothing
//!   and leaves no row; with no calls left it drops out.
//! - An `unordered` group of calls takes as many calls as it has members
//!   (fewer if the calls run out) and pairs them by maximum bipartite
//!   matching; unpaired calls become failed rows, paired with the
//!   unmatched required members in order; members left over fail with no
//!   call. A group that contains groups tries every order of its members
//!   and keeps the one with the most passing rows.
//! - Calls left after the trajectory are failed rows with no expected call.
//! - `null` expects no call: no call is one passing row; an empty list
//!   expects none too, with no row.

use serde_json::Value;

use super::format::{ExpectedCall, Node, MAX_NESTED_UNORDERED};
use super::matcher::matches;

/// A call the agent made.
#[derive(Clone, Debug, PartialEq)]
pub struct ActualCall {
    /// The tool it called.
    pub function_name: String,
    /// With these arguments.
    pub args: Value,
    /// What the agent got back (`None` when it got nothing).
    pub result: Option<Value>,
}

/// One row of the reconciliation: an expected call, the actual call (an
/// index into the calls) it was paired with, and whether they match.
#[derive(Clone, Debug, PartialEq)]
pub struct Row<'e> {
    pub expected: Option<&'e ExpectedCall>,
    pub actual: Option<usize>,
    pub pass: bool,
}

struct MatchResult<'e> {
    matches: bool,
    consumed: usize,
    rows: Vec<Row<'e>>,
}

/// Whether `actual` is the call `expected` describes: its name, its
/// arguments (unless not given) and its result (when given).
pub fn call_matches(expected: &ExpectedCall, actual: &ActualCall) -> bool {
    expected.function_name == actual.function_name
        && expected.arguments.as_ref().is_none_or(|a| matches(a, Some(&actual.args)))
        && expected.result.as_ref().is_none_or(|r| matches(r, actual.result.as_ref()))
}

/// The rows for `calls` against the expected trajectory.
pub fn evaluate<'e>(expected: Option<&'e [Node]>, calls: &[ActualCall]) -> Vec<Row<'e>> {
    let nodes = match expected {
        Some(nodes) if !nodes.is_empty() => nodes,
        _ if calls.is_empty() => {
            return if expected.is_none() { vec![Row { expected: None, actual: None, pass: true }] } else { Vec::new() };
        }
        _ => return (0..calls.len()).map(|i| Row { expected: None, actual: Some(i), pass: false }).collect(),
    };
    let result = sequence(nodes, calls, 0);
    let mut rows = result.rows;
    rows.extend((result.consumed.min(calls.len())..calls.len()).map(|i| Row { expected: None, actual: Some(i), pass: false }));
    rows
}

fn sequence<'e>(nodes: &'e [Node], calls: &[ActualCall], start: usize) -> MatchResult<'e> {
    let mut at = start;
    let mut all = true;
    let mut rows = Vec::new();
    for node in nodes {
        let r = node_match(node, calls, at);
        all &= r.matches;
        at += r.consumed;
        rows.extend(r.rows);
    }
    MatchResult { matches: all, consumed: at - start, rows }
}

fn node_match<'e>(node: &'e Node, calls: &[ActualCall], start: usize) -> MatchResult<'e> {
    match node {
        Node::Unordered(members) => unordered(members, calls, start),
        Node::Ordered(members) => sequence(members, calls, start),
        Node::Call(expected) => {
            let Some(actual) = calls.get(start) else {
                if expected.optional {
                    return MatchResult { matches: true, consumed: 0, rows: Vec::new() };
                }
                return MatchResult { matches: false, consumed: 1, rows: vec![Row { expected: Some(expected), actual: None, pass: false }] };
            };
            let pass = call_matches(expected, actual);
            if expected.optional && !pass {
                return MatchResult { matches: true, consumed: 0, rows: Vec::new() };
            }
            MatchResult { matches: pass, consumed: 1, rows: vec![Row { expected: Some(expected), actual: Some(start), pass }] }
        }
    }
}

fn unordered<'e>(members: &'e [Node], calls: &[ActualCall], start: usize) -> MatchResult<'e> {
    let flat: Option<Vec<&ExpectedCall>> = members.iter().map(|n| if let Node::Call(c) = n { Some(c) } else { None }).collect();
    match flat {
        Some(expected) => simple_unordered(&expected, calls, start),
        None => nested_unordered(members, calls, start),
    }
}

/// A group of calls only: maximum bipartite matching (augmenting paths).
fn simple_unordered<'e>(expected: &[&'e ExpectedCall], calls: &[ActualCall], start: usize) -> MatchResult<'e> {
    let pool = expected.len().min(calls.len().saturating_sub(start));
    let adjacency: Vec<Vec<usize>> = expected.iter().map(|e| (0..pool).filter(|&j| call_matches(e, &calls[start + j])).collect()).collect();
    let mut owner: Vec<Option<usize>> = vec![None; pool];

    fn augment(i: usize, adjacency: &[Vec<usize>], owner: &mut [Option<usize>], visited: &mut [bool]) -> bool {
        for &j in &adjacency[i] {
            if !visited[j] {
                visited[j] = true;
                if owner[j].is_none_or(|previous| augment(previous, adjacency, owner, visited)) {
                    owner[j] = Some(i);
                    return true;
                }
            }
        }
        false
    }
    for i in 0..expected.len() {
        let mut visited = vec![false; pool];
        augment(i, &adjacency, &mut owner, &mut visited);
    }

    let matched: Vec<bool> = (0..expected.len()).map(|i| owner.contains(&Some(i))).collect();
    let required = expected.iter().filter(|e| !e.optional).count();
    let required_matched = expected.iter().zip(&matched).filter(|(e, m)| !e.optional && **m).count();
    let all = required_matched == required && pool == matched.iter().filter(|m| **m).count();
    let mut unmatched = expected.iter().zip(&matched).filter(|(e, m)| !**m && !e.optional).map(|(e, _)| *e).collect::<std::collections::VecDeque<_>>();
    let mut rows = Vec::new();
    for (j, o) in owner.iter().enumerate() {
        match o {
            Some(i) => rows.push(Row { expected: Some(expected[*i]), actual: Some(start + j), pass: true }),
            None => rows.push(Row { expected: unmatched.pop_front(), actual: Some(start + j), pass: false }),
        }
    }
    rows.extend(unmatched.into_iter().map(|e| Row { expected: Some(e), actual: None, pass: false }));
    MatchResult { matches: all, consumed: expected.len(), rows }
}

/// A group with groups inside: every order of the members, the one with
/// the most passing rows kept (the first found among equals).
fn nested_unordered<'e>(members: &'e [Node], calls: &[ActualCall], start: usize) -> MatchResult<'e> {
    let n = members.len();
    if n > MAX_NESTED_UNORDERED {
        // Refused when the file is read.
        return MatchResult { matches: false, consumed: 0, rows: Vec::new() };
    }
    struct Best<'e> {
        passes: Option<usize>,
        matches: bool,
        consumed: usize,
        rows: Vec<Row<'e>>,
    }
    struct Search<'a, 'e> {
        members: &'e [Node],
        calls: &'a [ActualCall],
        start: usize,
        cache: std::collections::HashMap<(usize, usize), MatchResult<'e>>,
        visited: Vec<bool>,
        rows: Vec<Row<'e>>,
        best: Best<'e>,
    }
    impl<'e> Search<'_, 'e> {
        fn go(&mut self, done: usize, consumed: usize, all: bool, passes: usize) {
            if done == self.members.len() {
                if self.best.passes.is_none_or(|p| passes > p) {
                    self.best = Best { passes: Some(passes), matches: all, consumed, rows: self.rows.clone() };
                }
                return;
            }
            let at = self.start + consumed;
            for i in 0..self.members.len() {
                if self.visited[i] {
                    continue;
                }
                self.visited[i] = true;
                let (node_rows, node_consumed, node_matches) = {
                    let members = self.members;
                    let calls = self.calls;
                    let r = self.cache.entry((i, at)).or_insert_with(|| node_match(&members[i], calls, at));
                    (r.rows.clone(), r.consumed, r.matches)
                };
                let node_passes = node_rows.iter().filter(|r| r.pass).count();
                let before = self.rows.len();
                self.rows.extend(node_rows);
                self.go(done + 1, consumed + node_consumed, all && node_matches, passes + node_passes);
                self.rows.truncate(before);
                self.visited[i] = false;
            }
        }
    }
    let mut search = Search { members, calls, start, cache: Default::default(), visited: vec![false; n], rows: Vec::new(), best: Best { passes: None, matches: false, consumed: 0, rows: Vec::new() } };
    search.go(0, 0, true, 0);
    let best = search.best;
    MatchResult { matches: best.matches, consumed: best.consumed, rows: best.rows }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn call(name: &str, args: Value) -> Node {
        Node::Call(ExpectedCall { function_name: name.into(), arguments: Some(args), result: None, optional: false })
    }

    fn optional(name: &str) -> Node {
        Node::Call(ExpectedCall { function_name: name.into(), arguments: None, result: None, optional: true })
    }

    fn actual(name: &str, args: Value) -> ActualCall {
        ActualCall { function_name: name.into(), args, result: None }
    }

    /// (expected name, actual index, pass) per row.
    fn rows(expected: Option<&[Node]>, calls: &[ActualCall]) -> Vec<(Option<String>, Option<usize>, bool)> {
        evaluate(expected, calls).into_iter().map(|r| (r.expected.map(|e| e.function_name.clone()), r.actual, r.pass)).collect()
    }

    fn row(name: Option<&str>, actual: Option<usize>, pass: bool) -> (Option<String>, Option<usize>, bool) {
        (name.map(String::from), actual, pass)
    }

    #[test]
    fn null_expects_no_call_and_an_empty_list_gives_no_row() {
        assert_eq!(rows(None, &[]), vec![row(None, None, true)]);
        assert_eq!(rows(Some(&[]), &[]), vec![]);
        assert_eq!(rows(None, &[actual("a", json!({}))]), vec![row(None, Some(0), false)]);
    }

    #[test]
    fn a_sequence_pairs_calls_in_order_and_a_missing_call_shifts_the_rest() {
        let expected = [call("a", json!({})), call("b", json!({})), call("c", json!({}))];
        assert_eq!(
            rows(Some(&expected), &[actual("a", json!({})), actual("b", json!({})), actual("c", json!({}))]),
            vec![row(Some("a"), Some(0), true), row(Some("b"), Some(1), true), row(Some("c"), Some(2), true)]
        );
        // b is missing: c is compared with b's slot, and c's own row has no call.
        assert_eq!(
            rows(Some(&expected), &[actual("a", json!({})), actual("c", json!({}))]),
            vec![row(Some("a"), Some(0), true), row(Some("b"), Some(1), false), row(Some("c"), None, false)]
        );
        // An extra call at the end is a failed row of its own.
        assert_eq!(rows(Some(&expected[..1]), &[actual("a", json!({})), actual("z", json!({}))]), vec![row(Some("a"), Some(0), true), row(None, Some(1), false)]);
    }

    #[test]
    fn arguments_are_matched_with_constraints() {
        let expected = [call("add", json!({"count": {"$gte": 2}, "item": {"$pattern": "(?i)^milk$"}}))];
        assert_eq!(rows(Some(&expected), &[actual("add", json!({"count": 3, "item": "Milk", "note": "extra"}))]), vec![row(Some("add"), Some(0), true)]);
        assert_eq!(rows(Some(&expected), &[actual("add", json!({"count": 1, "item": "Milk"}))]), vec![row(Some("add"), Some(0), false)]);
    }

    #[test]
    fn an_unordered_group_pairs_calls_in_any_order() {
        let expected = [Node::Unordered(vec![call("a", json!({"n": 1})), call("a", json!({"n": {"$gt": 0}})), call("b", json!({}))]), call("c", json!({}))];
        // Greedy pairing would give a{n:1} the first call and leave n=1 unmatched;
        // maximum matching pairs both.
        let calls = [actual("b", json!({})), actual("a", json!({"n": 5})), actual("a", json!({"n": 1})), actual("c", json!({}))];
        assert!(evaluate(Some(&expected), &calls).iter().all(|r| r.pass));
        // One member missing: the group still takes three calls, and c fails in its slot.
        let calls = [actual("b", json!({})), actual("a", json!({"n": 1})), actual("c", json!({}))];
        assert_eq!(
            rows(Some(&expected), &calls),
            vec![row(Some("b"), Some(0), true), row(Some("a"), Some(1), true), row(Some("a"), Some(2), false), row(Some("c"), None, false)]
        );
    }

    #[test]
    fn optional_calls_take_a_call_only_when_they_match() {
        let expected = [call("a", json!({})), optional("peek"), call("b", json!({}))];
        assert!(evaluate(Some(&expected), &[actual("a", json!({})), actual("b", json!({}))]).iter().all(|r| r.pass));
        assert_eq!(
            rows(Some(&expected), &[actual("a", json!({})), actual("peek", json!({})), actual("b", json!({}))]),
            vec![row(Some("a"), Some(0), true), row(Some("peek"), Some(1), true), row(Some("b"), Some(2), true)]
        );
        // At the end, with no call left, an optional call drops out.
        assert_eq!(rows(Some(&[call("a", json!({})), optional("peek")]), &[actual("a", json!({}))]), vec![row(Some("a"), Some(0), true)]);
    }

    #[test]
    fn a_group_inside_an_unordered_group_keeps_its_order() {
        let expected = [Node::Unordered(vec![Node::Ordered(vec![call("open", json!({})), call("talk", json!({}))]), call("hide", json!({}))])];
        let ok = [actual("hide", json!({})), actual("open", json!({})), actual("talk", json!({}))];
        assert!(evaluate(Some(&expected), &ok).iter().all(|r| r.pass));
        let swapped = [actual("talk", json!({})), actual("open", json!({})), actual("hide", json!({}))];
        assert!(!evaluate(Some(&expected), &swapped).iter().all(|r| r.pass));
    }

    #[test]
    fn results_are_matched_when_expected() {
        let expected = ExpectedCall { function_name: "f".into(), arguments: None, result: Some(json!({"$pattern": "^Added"})), optional: false };
        assert!(call_matches(&expected, &ActualCall { function_name: "f".into(), args: json!({"any": 1}), result: Some(json!("Added 3")) }));
        assert!(!call_matches(&expected, &ActualCall { function_name: "f".into(), args: json!({}), result: None }));
    }
}
