//! Serialized values (https://html.spec.whatwg.org/multipage/structured-data.html#safe-passing-of-structured-data):
//! what `StructuredSerialize` produces in one agent and
//! `StructuredDeserialize` turns back into values in another. Plain data,
//! `Send`, with no reference into any JavaScript heap.
//!
//! Objects are records in a table; values refer to them by index, so shared
//! and cyclic references survive the trip.

/// A JavaScript string as UTF-16 code units (lone surrogates included).
pub type Utf16 = Vec<u16>;

/// A serialized value: a primitive, or a reference to a record.
#[derive(Clone, Debug, PartialEq)]
pub enum SerializedValue {
    Undefined,
    Null,
    Boolean(bool),
    Number(f64),
    /// A BigInt, as its decimal digits.
    BigInt(String),
    String(Utf16),
    /// The record at this index of [`Serialized::records`].
    Ref(usize),
}

/// A property key of a serialized object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SerializedKey {
    Index(u32),
    String(Utf16),
}

/// A serialized object.
#[derive(Clone, Debug, PartialEq)]
pub enum SerializedRecord {
    BooleanObject(bool),
    NumberObject(f64),
    StringObject(Utf16),
    BigIntObject(String),
    /// A Date's time value.
    Date(f64),
    RegExp { source: Utf16, flags: String },
    /// An Error: one of the standard constructor names, and its message if it had one.
    Error { name: String, message: Option<Utf16> },
    Array { length: u64, properties: Vec<(SerializedKey, SerializedValue)> },
    Object { properties: Vec<(SerializedKey, SerializedValue)> },
    Map { entries: Vec<(SerializedValue, SerializedValue)> },
    Set { values: Vec<SerializedValue> },
    /// An ArrayBuffer's bytes.
    ArrayBuffer(Vec<u8>),
    /// A typed array (`kind` is its constructor's name, `length` its element
    /// count) or a DataView (`kind` "DataView", `length` its byte length) over
    /// the ArrayBuffer record `buffer`.
    ArrayBufferView { kind: String, buffer: usize, byte_offset: u64, length: u64 },
    /// https://w3c.github.io/FileAPI/#blob-section (Serializable): its bytes and type.
    Blob { bytes: Vec<u8>, type_: String },
    /// https://w3c.github.io/FileAPI/#file-section (Serializable).
    File { bytes: Vec<u8>, type_: String, name: String, last_modified: i64 },
}

/// The result of StructuredSerialize: a root value and the records it refers to.
#[derive(Clone, Debug, PartialEq)]
pub struct Serialized {
    pub root: SerializedValue,
    pub records: Vec<SerializedRecord>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assert_send<T: Send>() {}

    #[test]
    fn serialized_values_can_cross_threads_and_agents() {
        assert_send::<Serialized>();
    }
}
