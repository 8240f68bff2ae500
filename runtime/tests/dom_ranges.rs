//! Live ranges: the Range algorithms and the updates the tree algorithms
//! make to the ranges of their tree.

use runtime::dom::range::{move_live_range, Edge, How};
use runtime::dom::{adopt, BoundaryPoint, DomError, NodeId, Tree};

fn bp(node: NodeId, offset: u32) -> BoundaryPoint {
    BoundaryPoint::new(node, offset)
}

/// A document `<body><p id=a>abc</p><p id=b>def</p><p id=c>ghi</p>`, its
/// body and paragraphs.
fn doc() -> (Tree, NodeId, [NodeId; 3]) {
    let t = Tree::parse_document("<body><p id=a>abc</p><p id=b>def</p><p id=c>ghi</p>");
    let body = t.body().unwrap();
    let p = |id| t.get_element_by_id(t.document(), id).unwrap();
    let ps = [p("a"), p("b"), p("c")];
    (t, body, ps)
}

fn text(t: &Tree, n: NodeId) -> NodeId {
    t.first_child(n).unwrap()
}

#[test]
fn setting_points_orders_them_and_checks_them() {
    let (mut t, body, [a, _, c]) = doc();
    let r = t.create_live_range(bp(t.document(), 0));
    t.set_start_or_end(r, bp(text(&t, c), 1), Edge::Start).unwrap();
    // The start is after the old end: the end follows it.
    assert_eq!(t.live_range(r).unwrap().end, bp(text(&t, c), 1));
    t.set_start_or_end(r, bp(text(&t, a), 2), Edge::End).unwrap();
    // The end is before the start: the start follows it.
    assert!(t.live_range(r).unwrap().collapsed());
    assert_eq!(t.set_start_or_end(r, bp(body, 4), Edge::End), Err(DomError::IndexSize("The offset is larger than the node's length.")));
    let detached = t.create_element("div").unwrap();
    t.set_start_or_end(r, bp(body, 1), Edge::End).unwrap();
    // Another root: both points move there.
    t.set_start_or_end(r, bp(detached, 0), Edge::End).unwrap();
    assert_eq!(t.live_range(r).unwrap().start, bp(detached, 0));
    t.select_node(r, c).unwrap();
    assert_eq!((t.live_range(r).unwrap().start, t.live_range(r).unwrap().end), (bp(body, 2), bp(body, 3)));
    assert!(matches!(t.select_node(r, detached), Err(DomError::InvalidNodeType(_))));
}

#[test]
fn comparing_and_containment() {
    let (mut t, body, [a, b, c]) = doc();
    let r = t.create_live_range(bp(text(&t, a), 1));
    t.set_start_or_end(r, bp(text(&t, c), 1), Edge::End).unwrap();
    assert_eq!(t.live_range_text(r).unwrap(), "bcdefg");
    assert_eq!(t.common_ancestor(&t.live_range(r).unwrap()), body);
    assert!(t.intersects_node(r, b).unwrap());
    assert!(t.is_point_in_range(r, bp(body, 1)).unwrap());
    assert_eq!(t.compare_point(r, bp(body, 0)).unwrap(), -1);
    assert_eq!(t.compare_point(r, bp(body, 3)).unwrap(), 1);
    let other = t.create_live_range(bp(body, 0));
    assert_eq!(t.compare_boundary_points(r, How::StartToStart, other).unwrap(), 1);
    assert_eq!(t.compare_boundary_points(r, How::EndToStart, other).unwrap(), 1);
    assert!(How::from_u16(4).is_err());
    let detached = t.create_text("x");
    assert!(!t.is_point_in_range(r, bp(detached, 0)).unwrap());
    assert!(matches!(t.compare_point(r, bp(detached, 0)), Err(DomError::DifferentRoots(_))));
}

#[test]
fn removing_and_inserting_nodes_move_live_ranges() {
    let (mut t, body, [a, b, c]) = doc();
    let inside = t.create_live_range(bp(text(&t, b), 2));
    let after = t.create_live_range(bp(body, 3));
    t.remove_child(body, b).unwrap();
    // A point inside the removed node goes to (parent, index).
    assert_eq!(t.live_range(inside).unwrap().start, bp(body, 1));
    assert_eq!(t.live_range(after).unwrap().start, bp(body, 2));
    t.insert_before(body, b, Some(c)).unwrap();
    // Offsets greater than the child's index grow; equal ones stay.
    assert_eq!(t.live_range(inside).unwrap().start, bp(body, 1));
    assert_eq!(t.live_range(after).unwrap().start, bp(body, 3));
    let fragment = t.create_document_fragment();
    for _ in 0..2 {
        let e = t.create_element("i").unwrap();
        t.append_child(fragment, e).unwrap();
    }
    t.insert_before(body, fragment, Some(a)).unwrap();
    assert_eq!(t.live_range(after).unwrap().start, bp(body, 5));
    t.set_text_content(body, Some("")).unwrap();
    assert_eq!(t.live_range(after).unwrap().start, bp(body, 0));
}

#[test]
fn extract_clone_delete_and_surround() {
    let (mut t, body, [a, b, c]) = doc();
    let r = t.create_live_range(bp(text(&t, a), 1));
    t.set_start_or_end(r, bp(text(&t, c), 2), Edge::End).unwrap();
    let copy = t.clone_contents(r).unwrap();
    assert_eq!(t.text_content(copy).as_deref(), Some("bcdefgh"));
    assert_eq!(t.children(copy).count(), 3, "a partial p, the contained p, a partial p");
    assert_eq!(t.text_content(body).as_deref(), Some("abcdefghi"), "cloning changes nothing");
    let fragment = t.extract_contents(r).unwrap();
    assert_eq!(t.text_content(fragment).as_deref(), Some("bcdefgh"));
    assert_eq!(t.text_content(body).as_deref(), Some("ai"));
    assert_eq!(t.parent(b), Some(fragment));
    // The range collapses between the two partially contained paragraphs.
    let range = t.live_range(r).unwrap();
    assert!(range.collapsed());
    assert_eq!(range.start, bp(body, 1));

    let (mut t, _, [a, ..]) = doc();
    let r = t.create_live_range(bp(text(&t, a), 1));
    t.set_start_or_end(r, bp(text(&t, a), 2), Edge::End).unwrap();
    let em = t.create_element("em").unwrap();
    t.surround_contents(r, em).unwrap();
    assert_eq!(t.children(a).count(), 3);
    assert_eq!(t.text_content(em).as_deref(), Some("b"));
    let range = t.live_range(r).unwrap();
    assert_eq!((range.start, range.end), (bp(a, 1), bp(a, 2)));
    t.delete_contents(r).unwrap();
    assert_eq!(t.text_content(a).as_deref(), Some("ac"));

    let (mut t, body, [a, b, _]) = doc();
    let r = t.create_live_range(bp(text(&t, a), 1));
    t.set_start_or_end(r, bp(b, 0), Edge::End).unwrap();
    let b = t.create_element("b").unwrap();
    assert!(matches!(t.surround_contents(r, b), Err(DomError::InvalidState(_))), "partially contains a p");
    assert_eq!(t.children(body).count(), 3);
}

#[test]
fn insert_node_splits_text_and_extends_collapsed_ranges() {
    let (mut t, _, [a, ..]) = doc();
    let r = t.create_live_range(bp(text(&t, a), 1));
    let img = t.create_element("img").unwrap();
    t.insert_into_live_range(r, img).unwrap();
    assert_eq!(t.children(a).count(), 3);
    assert_eq!(t.parent(img), Some(a));
    let range = t.live_range(r).unwrap();
    // Collapsed before: now it holds the inserted node.
    assert_eq!((range.start, range.end), (bp(text(&t, a), 1), bp(a, 2)));
    let comment = t.create_comment("c");
    t.append_child(a, comment).unwrap();
    let in_comment = t.create_live_range(bp(comment, 0));
    let span = t.create_element("span").unwrap();
    assert!(matches!(t.insert_into_live_range(in_comment, span), Err(DomError::HierarchyRequest(_))));
}

#[test]
fn ranges_follow_their_nodes_into_another_document() {
    let (mut t, body, [a, ..]) = doc();
    let mut other = Tree::new();
    let inside = t.create_live_range(bp(text(&t, a), 1));
    let outside = t.create_live_range(bp(body, 2));
    t.remove_child(body, a).unwrap();
    // Removal moved `inside` to (body, 0); select a's text again, now detached.
    let txt = text(&t, a);
    t.select_node_contents(inside, txt).unwrap();
    let moved = adopt(&mut t, a, &mut other).unwrap();
    assert!(!t.has_live_range(inside) && other.has_live_range(inside));
    let new_text = moved.iter().find(|(old, _)| *old == txt).unwrap().1;
    assert_eq!(other.live_range(inside).unwrap().end, bp(new_text, 3));
    assert_eq!(t.live_range(outside).unwrap().start, bp(body, 1));
    // Setting a point to another document's node moves the range there.
    move_live_range(&mut t, &mut other, outside, bp(new_text, 1)).unwrap();
    assert!(other.has_live_range(outside));
    assert!(other.drop_live_range(outside));
    assert_eq!(other.live_range_count(), 1);
}

#[test]
fn many_ranges_stay_correct_through_many_edits() {
    let (mut t, _, [a, ..]) = doc();
    let txt = text(&t, a);
    let ranges: Vec<_> = (0..=3).map(|i| t.create_live_range(bp(txt, i))).collect();
    t.replace_data(txt, 1, 1, "XYZ").unwrap();
    let offsets: Vec<u32> = ranges.iter().map(|r| t.live_range(*r).unwrap().start.offset).collect();
    assert_eq!(offsets, [0, 1, 1, 5]);
    let second = t.split_text(txt, 2).unwrap();
    let points: Vec<BoundaryPoint> = ranges.iter().map(|r| t.live_range(*r).unwrap().start).collect();
    assert_eq!(points, [bp(txt, 0), bp(txt, 1), bp(txt, 1), bp(second, 3)]);
    t.normalize(a).unwrap();
    assert_eq!(t.live_range(ranges[3]).unwrap().start, bp(txt, 5));
    assert_eq!(t.data(txt), Some("aXYZc"));
}
