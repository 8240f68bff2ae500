//! The File API's blob URL store (https://w3c.github.io/FileAPI/#BlobURLStore):
//! `URL.createObjectURL` adds an entry (the blob's bytes and type, and the
//! origin of the environment that made it); fetching a `blob:` URL reads
//! the entry; `revokeObjectURL` removes it. One store per user agent.

use std::collections::HashMap;

use url::Url;

use crate::html::origin::Origin;

/// https://w3c.github.io/FileAPI/#blob-url-entry
#[derive(Clone, Debug)]
pub struct BlobUrlEntry {
    /// The blob's bytes (blobs are immutable, so a copy is the same blob).
    pub bytes: Vec<u8>,
    /// The blob's type.
    pub type_: String,
    /// The origin of the entry's environment.
    pub origin: Origin,
}

/// https://w3c.github.io/FileAPI/#BlobURLStore
#[derive(Default)]
pub struct BlobUrlStore {
    entries: HashMap<String, BlobUrlEntry>,
}

/// A version 4 UUID string (https://www.rfc-editor.org/rfc/rfc4122#section-4.4)
/// from 16 random bytes.
pub fn uuid_from(mut bytes: [u8; 16]) -> String {
    bytes[6] = (bytes[6] & 0x0F) | 0x40;
    bytes[8] = (bytes[8] & 0x3F) | 0x80;
    let hex: Vec<String> = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!("{}-{}-{}-{}-{}", hex[0..4].concat(), hex[4..6].concat(), hex[6..8].concat(), hex[8..10].concat(), hex[10..16].concat())
}

/// The store's key for a URL: its serialization without the fragment
/// (https://w3c.github.io/FileAPI/#blob-url-resolve step 3).
fn key(url: &Url) -> String {
    let mut u = url.clone();
    u.set_fragment(None);
    u.to_string()
}

impl BlobUrlStore {
    /// https://w3c.github.io/FileAPI/#add-an-entry: `uuid` is a fresh UUID.
    pub fn add_an_entry(&mut self, entry: BlobUrlEntry, uuid: &str) -> String {
        // https://w3c.github.io/FileAPI/#generate-a-blob-url: "blob:", the
        // environment's origin serialized, "/", and the UUID.
        let url = format!("blob:{}/{uuid}", entry.origin.serialize());
        self.entries.insert(url.clone(), entry);
        url
    }

    /// https://w3c.github.io/FileAPI/#blob-url-resolve: the entry of a
    /// `blob:` URL, if any.
    pub fn resolve(&self, url: &Url) -> Option<&BlobUrlEntry> {
        if url.scheme() != "blob" {
            return None;
        }
        self.entries.get(&key(url))
    }

    /// https://w3c.github.io/FileAPI/#removeTheEntry, for the environment of
    /// `origin`: an entry made by another origin stays.
    pub fn remove_an_entry(&mut self, url: &Url, origin: &Origin) {
        let k = key(url);
        if self.entries.get(&k).is_some_and(|e| crate::html::origin::same_origin(&e.origin, origin)) {
            self.entries.remove(&k);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_resolve_until_their_origin_revokes_them() {
        let a = Origin::from_url(&Url::parse("https://a.test/").unwrap());
        let b = Origin::from_url(&Url::parse("https://b.test/").unwrap());
        let mut store = BlobUrlStore::default();
        let uuid = uuid_from([0xAB; 16]);
        assert_eq!(uuid, "abababab-abab-4bab-abab-abababababab");
        let url = store.add_an_entry(BlobUrlEntry { bytes: b"hi".to_vec(), type_: "text/plain".into(), origin: a.clone() }, &uuid);
        assert_eq!(url, format!("blob:https://a.test/{uuid}"));
        let parsed = Url::parse(&format!("{url}#frag")).unwrap();
        assert_eq!(store.resolve(&parsed).map(|e| e.bytes.as_slice()), Some(&b"hi"[..]));
        store.remove_an_entry(&parsed, &b);
        assert!(store.resolve(&parsed).is_some());
        store.remove_an_entry(&parsed, &a);
        assert!(store.resolve(&parsed).is_none());
    }
}
