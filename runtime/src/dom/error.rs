//! Errors of DOM operations, named after the DOMException each becomes.

use super::NodeId;

/// A failed DOM operation. [`DomError::name`] is the DOMException name the
/// bindings throw.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DomError {
    /// The operation would make an invalid tree.
    #[error("HierarchyRequestError: {0}")]
    HierarchyRequest(&'static str),
    /// A node that should be there is not (for example the reference child
    /// is not a child of the parent).
    #[error("NotFoundError: {0}")]
    NotFound(&'static str),
    /// A name is not a valid element or attribute name.
    #[error("InvalidCharacterError: {0:?} is not a valid name")]
    InvalidCharacter(String),
    /// A string argument is not one of the allowed values.
    #[error("SyntaxError: {0}")]
    Syntax(String),
    /// The node id does not belong to this tree.
    #[error("NotFoundError: no node {0:?} in this tree")]
    UnknownNode(NodeId),
    /// The node belongs to another document's tree (it must be adopted first).
    #[error("WrongDocumentError: node {0:?} belongs to another document")]
    WrongDocument(NodeId),
    /// The operation is not supported for this node.
    #[error("NotSupportedError: {0}")]
    NotSupported(&'static str),
    /// An offset is past a node's length.
    #[error("IndexSizeError: {0}")]
    IndexSize(&'static str),
    /// The node is of a type the operation refuses (a doctype as a range's
    /// boundary point, a node without a parent to select, ...).
    #[error("InvalidNodeTypeError: {0}")]
    InvalidNodeType(&'static str),
    /// The object is not in a state the operation allows.
    #[error("InvalidStateError: {0}")]
    InvalidState(&'static str),
    /// A name's prefix and namespace do not go together.
    #[error("NamespaceError: {0}")]
    Namespace(&'static str),
    /// An attribute node that belongs to another element.
    #[error("InUseAttributeError: the attribute is in use by another element")]
    InUseAttribute,
    /// The two nodes or ranges are in different trees (different roots).
    #[error("WrongDocumentError: {0}")]
    DifferentRoots(&'static str),
}

impl DomError {
    /// The DOMException name (https://webidl.spec.whatwg.org/#idl-DOMException-error-names).
    pub fn name(&self) -> &'static str {
        match self {
            DomError::HierarchyRequest(_) => "HierarchyRequestError",
            DomError::NotFound(_) | DomError::UnknownNode(_) => "NotFoundError",
            DomError::InvalidCharacter(_) => "InvalidCharacterError",
            DomError::Syntax(_) => "SyntaxError",
            DomError::WrongDocument(_) => "WrongDocumentError",
            DomError::NotSupported(_) => "NotSupportedError",
            DomError::IndexSize(_) => "IndexSizeError",
            DomError::InvalidNodeType(_) => "InvalidNodeTypeError",
            DomError::InvalidState(_) => "InvalidStateError",
            DomError::DifferentRoots(_) => "WrongDocumentError",
            DomError::Namespace(_) => "NamespaceError",
            DomError::InUseAttribute => "InUseAttributeError",
        }
    }
}
