//! The tree algorithms of HTML's table elements
//! (https://html.spec.whatwg.org/multipage/tables.html): a table's caption,
//! head, foot and bodies, its rows in their collection's order, and the
//! insertion and deletion of rows and cells.

use crate::dom::{DomError, NodeId, Tree};

/// The "IndexSizeError" of insertRow, deleteRow, insertCell and deleteCell.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("IndexSizeError: the index is out of range")]
    IndexSize,
    #[error("HierarchyRequestError: {0}")]
    HierarchyRequest(&'static str),
    #[error(transparent)]
    Dom(#[from] DomError),
}

impl TableError {
    /// The DOMException name.
    pub fn name(&self) -> &'static str {
        match self {
            TableError::IndexSize => "IndexSizeError",
            TableError::HierarchyRequest(_) => "HierarchyRequestError",
            TableError::Dom(e) => e.name(),
        }
    }
}

fn is(tree: &Tree, node: NodeId, local: &str) -> bool {
    tree.element(node).is_some_and(|e| e.is_html(local))
}

/// The first child of `parent` that is an HTML element named `local`.
pub fn first_child_named(tree: &Tree, parent: NodeId, local: &str) -> Option<NodeId> {
    tree.children(parent).find(|c| is(tree, *c, local))
}

/// The children of `parent` that are HTML elements named `local`.
pub fn children_named<'a>(tree: &'a Tree, parent: NodeId, local: &'a str) -> impl Iterator<Item = NodeId> + 'a {
    tree.children(parent).filter(move |c| is(tree, *c, local))
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-table-tbodies
pub fn t_bodies(tree: &Tree, table: NodeId) -> Vec<NodeId> {
    children_named(tree, table, "tbody").collect()
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-table-rows: the
/// `tr` children of the table and of its `thead`, `tbody` and `tfoot`
/// children; the head's rows first, then the table's and the bodies', then
/// the foot's, each group in tree order.
pub fn table_rows(tree: &Tree, table: NodeId) -> Vec<NodeId> {
    let (mut head, mut middle, mut foot) = (Vec::new(), Vec::new(), Vec::new());
    for child in tree.children(table) {
        if is(tree, child, "tr") {
            middle.push(child);
            continue;
        }
        let group = if is(tree, child, "thead") {
            &mut head
        } else if is(tree, child, "tbody") {
            &mut middle
        } else if is(tree, child, "tfoot") {
            &mut foot
        } else {
            continue;
        };
        group.extend(children_named(tree, child, "tr"));
    }
    head.extend(middle);
    head.extend(foot);
    head
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-tbody-rows
pub fn section_rows(tree: &Tree, section: NodeId) -> Vec<NodeId> {
    children_named(tree, section, "tr").collect()
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-tr-cells
pub fn cells(tree: &Tree, row: NodeId) -> Vec<NodeId> {
    tree.children(row).filter(|c| is(tree, *c, "td") || is(tree, *c, "th")).collect()
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-table-caption (setter):
/// removes the first caption child, then inserts `caption` (if any) as the
/// table's first child.
pub fn set_caption(tree: &mut Tree, table: NodeId, caption: Option<NodeId>) -> Result<(), TableError> {
    if let Some(old) = first_child_named(tree, table, "caption") {
        tree.remove(old)?;
    }
    if let Some(new) = caption {
        let first = tree.first_child(table);
        tree.insert_before(table, new, first)?;
    }
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-table-createcaption
pub fn create_caption(tree: &mut Tree, table: NodeId) -> Result<NodeId, TableError> {
    // Return the first caption element child of the table element, if any;
    // otherwise create a new caption element, insert it as the first child
    // of the table element, and return it.
    if let Some(c) = first_child_named(tree, table, "caption") {
        return Ok(c);
    }
    let caption = tree.create_element("caption")?;
    let first = tree.first_child(table);
    tree.insert_before(table, caption, first)?;
    Ok(caption)
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-table-deletecaption
/// (and deleteTHead, deleteTFoot with `thead`, `tfoot`): removes the first
/// such child, if any.
pub fn delete_first(tree: &mut Tree, table: NodeId, local: &str) -> Result<(), TableError> {
    if let Some(c) = first_child_named(tree, table, local) {
        tree.remove(c)?;
    }
    Ok(())
}

/// The first element child of the table that is neither a caption nor a
/// colgroup: where a thead goes.
fn head_position(tree: &Tree, table: NodeId) -> Option<NodeId> {
    tree.element_children(table).find(|c| !is(tree, *c, "caption") && !is(tree, *c, "colgroup"))
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-table-thead (setter)
pub fn set_t_head(tree: &mut Tree, table: NodeId, head: Option<NodeId>) -> Result<(), TableError> {
    // If the new value is neither null nor a thead element, then throw a
    // "HierarchyRequestError" DOMException.
    if head.is_some_and(|h| !is(tree, h, "thead")) {
        return Err(TableError::HierarchyRequest("the new value is not a thead element"));
    }
    // Otherwise remove the first thead child, if any, and insert the new
    // value, if any, immediately before the first element in the table that
    // is neither a caption nor a colgroup, or at the end of the table.
    delete_first(tree, table, "thead")?;
    if let Some(h) = head {
        let before = head_position(tree, table).filter(|b| *b != h);
        tree.insert_before(table, h, before)?;
    }
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-table-createthead
pub fn create_t_head(tree: &mut Tree, table: NodeId) -> Result<NodeId, TableError> {
    if let Some(h) = first_child_named(tree, table, "thead") {
        return Ok(h);
    }
    let head = tree.create_element("thead")?;
    let before = head_position(tree, table);
    tree.insert_before(table, head, before)?;
    Ok(head)
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-table-tfoot (setter)
pub fn set_t_foot(tree: &mut Tree, table: NodeId, foot: Option<NodeId>) -> Result<(), TableError> {
    if foot.is_some_and(|f| !is(tree, f, "tfoot")) {
        return Err(TableError::HierarchyRequest("the new value is not a tfoot element"));
    }
    // Remove the first tfoot child, if any, and insert the new value, if
    // any, at the end of the table.
    delete_first(tree, table, "tfoot")?;
    if let Some(f) = foot {
        tree.append_child(table, f)?;
    }
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-table-createtfoot
pub fn create_t_foot(tree: &mut Tree, table: NodeId) -> Result<NodeId, TableError> {
    if let Some(f) = first_child_named(tree, table, "tfoot") {
        return Ok(f);
    }
    let foot = tree.create_element("tfoot")?;
    tree.append_child(table, foot)?;
    Ok(foot)
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-table-createtbody
pub fn create_t_body(tree: &mut Tree, table: NodeId) -> Result<NodeId, TableError> {
    // Create a new tbody element, insert it immediately after the last tbody
    // element child in the table, if any, or at the end of the table if the
    // table has no tbody element children, and return it.
    let body = tree.create_element("tbody")?;
    let after_last = children_named(tree, table, "tbody").last().and_then(|b| tree.next_sibling(b));
    let last_exists = children_named(tree, table, "tbody").last().is_some();
    let before = if last_exists { after_last } else { None };
    tree.insert_before(table, body, before)?;
    Ok(body)
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-table-insertrow
pub fn table_insert_row(tree: &mut Tree, table: NodeId, index: i32) -> Result<NodeId, TableError> {
    let rows = table_rows(tree, table);
    // 1. If index is less than −1 or greater than the number of elements in
    //    the rows collection, throw an "IndexSizeError" DOMException.
    if index < -1 || index as i64 > rows.len() as i64 {
        return Err(TableError::IndexSize);
    }
    let row = tree.create_element("tr")?;
    let last_body = children_named(tree, table, "tbody").last();
    match (rows.last(), last_body) {
        // 2. If the rows collection has zero elements and the table has no
        //    tbody elements: create a tbody, append the tr to it, append the
        //    tbody to the table.
        (None, None) => {
            let body = tree.create_element("tbody")?;
            tree.append_child(body, row)?;
            tree.append_child(table, body)?;
        }
        // 3. If the rows collection has zero elements: append the tr to the
        //    last tbody element child of the table.
        (None, Some(body)) => {
            tree.append_child(body, row)?;
        }
        // 4. If index is −1 or the number of items in the rows collection:
        //    append the tr to the parent of the last tr in the collection.
        (Some(last), _) if index == -1 || index as usize == rows.len() => {
            let parent = tree.parent(*last).ok_or(DomError::NotFound("a row without a parent"))?;
            tree.append_child(parent, row)?;
        }
        // 5. Otherwise, insert the tr immediately before the indexth tr of
        //    the collection, in the same parent.
        _ => {
            let before = rows[index as usize];
            let parent = tree.parent(before).ok_or(DomError::NotFound("a row without a parent"))?;
            tree.insert_before(parent, row, Some(before))?;
        }
    }
    Ok(row)
}

/// The "deleteRow" and "deleteCell" shape: remove the indexth of `items`
/// (the last for −1, nothing when empty).
fn delete_nth(tree: &mut Tree, items: &[NodeId], index: i32) -> Result<(), TableError> {
    // 1. If index is less than −1 or greater than or equal to the number of
    //    elements, throw an "IndexSizeError" DOMException.
    if index < -1 || index as i64 >= items.len() as i64 && index != -1 {
        return Err(TableError::IndexSize);
    }
    // 2. If index is −1, remove the last element from its parent, or do
    //    nothing if there is none.
    // 3. Otherwise, remove the indexth element from its parent.
    let target = if index == -1 { items.last().copied() } else { items.get(index as usize).copied() };
    if let Some(t) = target {
        tree.remove(t)?;
    }
    Ok(())
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-table-deleterow
pub fn table_delete_row(tree: &mut Tree, table: NodeId, index: i32) -> Result<(), TableError> {
    let rows = table_rows(tree, table);
    delete_nth(tree, &rows, index)
}

/// The insertRow of a section and insertCell of a row: a new `local`
/// element inserted at `index` among `items` of `parent`.
fn insert_nth(tree: &mut Tree, parent: NodeId, items: &[NodeId], index: i32, local: &str) -> Result<NodeId, TableError> {
    // 1. If index is less than −1 or greater than the number of elements,
    //    throw an "IndexSizeError" DOMException.
    if index < -1 || index as i64 > items.len() as i64 {
        return Err(TableError::IndexSize);
    }
    // 2. Let the new element be the result of creating an element.
    let new = tree.create_element(local)?;
    // 3. If index is −1 or equal to the number of items, append it to parent.
    // 4. Otherwise, insert it as a child of parent, immediately before the
    //    indexth element.
    let before = if index == -1 { None } else { items.get(index as usize).copied() };
    tree.insert_before(parent, new, before)?;
    Ok(new)
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-tbody-insertrow
pub fn section_insert_row(tree: &mut Tree, section: NodeId, index: i32) -> Result<NodeId, TableError> {
    let rows = section_rows(tree, section);
    insert_nth(tree, section, &rows, index, "tr")
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-tbody-deleterow
pub fn section_delete_row(tree: &mut Tree, section: NodeId, index: i32) -> Result<(), TableError> {
    let rows = section_rows(tree, section);
    delete_nth(tree, &rows, index)
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-tr-insertcell
pub fn insert_cell(tree: &mut Tree, row: NodeId, index: i32) -> Result<NodeId, TableError> {
    let cells = cells(tree, row);
    insert_nth(tree, row, &cells, index, "td")
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-tr-deletecell
pub fn delete_cell(tree: &mut Tree, row: NodeId, index: i32) -> Result<(), TableError> {
    let cells = cells(tree, row);
    delete_nth(tree, &cells, index)
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-tr-rowindex: the
/// row's index in its table's rows collection, or −1 when it has no table
/// (its parent is not a table, nor a thead, tbody or tfoot whose parent is).
pub fn row_index(tree: &Tree, row: NodeId) -> i32 {
    let Some(parent) = tree.parent(row) else { return -1 };
    let table = if is(tree, parent, "table") {
        Some(parent)
    } else if ["thead", "tbody", "tfoot"].iter().any(|l| is(tree, parent, l)) {
        tree.parent(parent).filter(|g| is(tree, *g, "table"))
    } else {
        None
    };
    table.and_then(|t| table_rows(tree, t).iter().position(|r| *r == row)).map_or(-1, |i| i as i32)
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-tr-sectionrowindex:
/// the row's index in its parent's rows collection (a table's, or a
/// section's), or −1.
pub fn section_row_index(tree: &Tree, row: NodeId) -> i32 {
    let Some(parent) = tree.parent(row) else { return -1 };
    let rows = if is(tree, parent, "table") {
        table_rows(tree, parent)
    } else if ["thead", "tbody", "tfoot"].iter().any(|l| is(tree, parent, l)) {
        section_rows(tree, parent)
    } else {
        return -1;
    };
    rows.iter().position(|r| *r == row).map_or(-1, |i| i as i32)
}

/// https://html.spec.whatwg.org/multipage/tables.html#dom-tdth-cellindex:
/// the cell's index in its parent row's cells collection, or −1.
pub fn cell_index(tree: &Tree, cell: NodeId) -> i32 {
    tree.parent(cell)
        .filter(|p| is(tree, *p, "tr"))
        .and_then(|p| cells(tree, p).iter().position(|c| *c == cell))
        .map_or(-1, |i| i as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(markup: &str) -> (Tree, NodeId) {
        let t = Tree::parse_document(&format!("<table id=t>{markup}</table>"));
        let id = t.get_element_by_id(t.document(), "t").unwrap();
        (t, id)
    }

    fn names(t: &Tree, nodes: &[NodeId]) -> Vec<String> {
        nodes.iter().map(|n| t.attribute(*n, "id").unwrap_or("?").to_string()).collect()
    }

    #[test]
    fn rows_put_the_head_first_and_the_foot_last() {
        let (t, table) = table("<tfoot><tr id=f></tfoot><tbody><tr id=b1></tbody><thead><tr id=h></thead><tbody><tr id=b2></tbody>");
        assert_eq!(names(&t, &table_rows(&t, table)), ["h", "b1", "b2", "f"]);
        let f = t.get_element_by_id(t.document(), "f").unwrap();
        assert_eq!((row_index(&t, f), section_row_index(&t, f)), (3, 0));
    }

    #[test]
    fn insert_row_makes_a_body_when_there_is_none() {
        let (mut t, table) = table("");
        let row = table_insert_row(&mut t, table, 0).unwrap();
        let body = t.parent(row).unwrap();
        assert!(is(&t, body, "tbody") && t.parent(body) == Some(table));
        assert_eq!(table_insert_row(&mut t, table, 5), Err(TableError::IndexSize));
        let second = table_insert_row(&mut t, table, -1).unwrap();
        assert_eq!(table_rows(&t, table), vec![row, second]);
        let first = table_insert_row(&mut t, table, 0).unwrap();
        assert_eq!(table_rows(&t, table), vec![first, row, second]);
        table_delete_row(&mut t, table, -1).unwrap();
        assert_eq!(table_rows(&t, table), vec![first, row]);
        assert_eq!(table_delete_row(&mut t, table, 2), Err(TableError::IndexSize));
    }

    #[test]
    fn heads_go_after_captions_and_colgroups() {
        let (mut t, table) = table("<caption></caption><colgroup></colgroup><tbody></tbody>");
        let head = create_t_head(&mut t, table).unwrap();
        let kids: Vec<NodeId> = t.element_children(table).collect();
        assert_eq!(kids[2], head);
        assert_eq!(create_t_head(&mut t, table).unwrap(), head, "the existing head");
        let foot = create_t_foot(&mut t, table).unwrap();
        assert_eq!(t.last_child(table), Some(foot));
        let body = create_t_body(&mut t, table).unwrap();
        let kids: Vec<NodeId> = t.element_children(table).collect();
        assert_eq!(kids[4], body, "after the last tbody, before the foot");
        let div = t.create_element("div").unwrap();
        assert!(matches!(set_t_head(&mut t, table, Some(div)), Err(TableError::HierarchyRequest(_))));
    }

    #[test]
    fn cells_insert_and_delete() {
        let (mut t, table) = table("<tr id=r><td id=a><th id=b></tr>");
        let row = t.get_element_by_id(t.document(), "r").unwrap();
        let c = insert_cell(&mut t, row, 1).unwrap();
        assert_eq!(cell_index(&t, c), 1);
        assert_eq!(names(&t, &cells(&t, row)), ["a", "?", "b"]);
        delete_cell(&mut t, row, -1).unwrap();
        assert_eq!(names(&t, &cells(&t, row)), ["a", "?"]);
        assert_eq!(delete_cell(&mut t, row, 2), Err(TableError::IndexSize));
        let _ = table;
    }
}
