//! Web storage (https://html.spec.whatwg.org/multipage/webstorage.html) and
//! its storage bottles (https://storage.spec.whatwg.org/#storage-bottle):
//! `localStorage` maps per storage key (a tuple origin), shared by every
//! document of the user agent with that origin; `sessionStorage` maps per
//! top-level traversable and storage key. Maps live in memory; with a
//! directory, local storage is also kept on disk (one JSON object per
//! origin, written atomically after each change, read on first use).
//!
//! Keys and values are DOMStrings, kept as UTF-16 code units so that lone
//! surrogates survive `setItem`/`getItem` as the Web IDL type says. On disk
//! they are JSON strings: a lone surrogate is written as U+FFFD there.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use super::ids::NavigableId;
use super::origin::Origin;

/// The quota of one storage bottle: 5 MiB counted as UTF-16 code units of
/// its keys and values (what Firefox counts; Chromium's limit is similar).
pub const QUOTA: usize = 5 * 1024 * 1024;

/// Which storage a Storage object is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StorageType {
    Local,
    Session,
}

/// Why a storage operation failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-setitem step 2
    QuotaExceeded,
    /// The origin is opaque: it has no storage key
    /// (https://storage.spec.whatwg.org/#obtain-a-storage-key step 1 fails).
    Security,
}

/// A DOMString: UTF-16 code units, lone surrogates included.
pub type DomString = Vec<u16>;

/// A storage bottle's map: keys and values in key order (so `key(n)` is stable).
pub type StorageMap = BTreeMap<DomString, DomString>;

/// `s` as a DOMString.
pub fn dom_string(s: &str) -> DomString {
    s.encode_utf16().collect()
}

/// Every storage bottle of the user agent.
#[derive(Default)]
pub struct StorageState {
    local: HashMap<String, StorageMap>,
    session: HashMap<(NavigableId, String), StorageMap>,
    /// Where local storage is kept, if on disk.
    pub dir: Option<PathBuf>,
}

/// https://storage.spec.whatwg.org/#obtain-a-storage-key: the origin's
/// serialization; an opaque origin has none.
pub fn storage_key(origin: &Origin) -> Result<String, StorageError> {
    if origin.is_opaque() {
        return Err(StorageError::Security);
    }
    Ok(origin.serialize())
}

fn size(map: &StorageMap) -> usize {
    map.iter().map(|(k, v)| k.len() + v.len()).sum()
}

/// The file local storage of `key` is kept in: the key percent-encoded.
fn file_for(dir: &Path, key: &str) -> PathBuf {
    let name: String = percent_encoding::utf8_percent_encode(key, percent_encoding::NON_ALPHANUMERIC).collect();
    dir.join(format!("{name}.json"))
}

fn load(dir: &Path, key: &str) -> StorageMap {
    let path = file_for(dir, key);
    let Ok(text) = std::fs::read_to_string(&path) else { return StorageMap::new() };
    match serde_json::from_str::<serde_json::Value>(&text) {
        Ok(serde_json::Value::Object(o)) => o.into_iter().filter_map(|(k, v)| v.as_str().map(|v| (dom_string(&k), dom_string(v)))).collect(),
        _ => {
            tracing::warn!("{}: not a JSON object of strings; local storage starts empty", path.display());
            StorageMap::new()
        }
    }
}

/// Writes the map to its file atomically: a temporary file in the same
/// directory, then a rename over the old one.
fn save(dir: &Path, key: &str, map: &StorageMap) {
    let path = file_for(dir, key);
    let tmp = path.with_extension("json.tmp");
    let strings: BTreeMap<String, String> = map.iter().map(|(k, v)| (String::from_utf16_lossy(k), String::from_utf16_lossy(v))).collect();
    let text = serde_json::to_string(&strings).unwrap_or_else(|_| "{}".into());
    let written = std::fs::create_dir_all(dir).and_then(|_| std::fs::write(&tmp, text)).and_then(|_| std::fs::rename(&tmp, &path));
    if let Err(e) = written {
        tracing::warn!("cannot keep local storage in {}: {e}", path.display());
    }
}

impl StorageState {
    /// Local storage kept in `dir` (made if missing).
    pub fn on_disk(dir: PathBuf) -> Self {
        StorageState { dir: Some(dir), ..Default::default() }
    }

    /// https://html.spec.whatwg.org/multipage/webstorage.html#obtain-a-storage-bottle-map:
    /// the map of `ty` for `origin` (session storage: in the top-level traversable `top`).
    pub fn map(&mut self, ty: StorageType, top: NavigableId, origin: &Origin) -> Result<&mut StorageMap, StorageError> {
        let key = storage_key(origin)?;
        Ok(match ty {
            StorageType::Local => {
                let dir = self.dir.clone();
                self.local.entry(key.clone()).or_insert_with(|| dir.map(|d| load(&d, &key)).unwrap_or_default())
            }
            StorageType::Session => self.session.entry((top, key)).or_default(),
        })
    }

    /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-setitem
    /// steps 1-3: the old value, `Ok(None)` also when nothing changed (`changed` false).
    pub fn set_item(&mut self, ty: StorageType, top: NavigableId, origin: &Origin, key: &[u16], value: &[u16]) -> Result<(Option<DomString>, bool), StorageError> {
        let map = self.map(ty, top, origin)?;
        let old = map.get(key).cloned();
        // 1. If this's map[key] exists and is value, then return.
        if old.as_deref() == Some(value) {
            return Ok((old, false));
        }
        // 2. If value cannot be stored, then throw a "QuotaExceededError" DOMException.
        let old_len = old.as_ref().map_or(0, |v| key.len() + v.len());
        let new_len = key.len() + value.len();
        if size(map) - old_len + new_len > QUOTA {
            return Err(StorageError::QuotaExceeded);
        }
        // 3. Set this's map[key] to value.
        map.insert(key.to_vec(), value.to_vec());
        self.persist(ty, origin);
        Ok((old, true))
    }

    /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-removeitem
    /// steps 1-2: the removed value, if there was one.
    pub fn remove_item(&mut self, ty: StorageType, top: NavigableId, origin: &Origin, key: &[u16]) -> Result<Option<DomString>, StorageError> {
        let old = self.map(ty, top, origin)?.remove(key);
        if old.is_some() {
            self.persist(ty, origin);
        }
        Ok(old)
    }

    /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-clear
    /// steps 1-2: whether there was anything to clear.
    pub fn clear(&mut self, ty: StorageType, top: NavigableId, origin: &Origin) -> Result<bool, StorageError> {
        let map = self.map(ty, top, origin)?;
        if map.is_empty() {
            return Ok(false);
        }
        map.clear();
        self.persist(ty, origin);
        Ok(true)
    }

    fn persist(&mut self, ty: StorageType, origin: &Origin) {
        let (Some(dir), StorageType::Local, Ok(key)) = (self.dir.clone(), ty, storage_key(origin)) else { return };
        if let Some(map) = self.local.get(&key) {
            save(&dir, &key, map);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn origin(s: &str) -> Origin {
        Origin::from_url(&url::Url::parse(s).expect("a test URL"))
    }

    #[test]
    fn origins_are_isolated_and_session_storage_is_per_traversable() {
        let mut s = StorageState::default();
        let (a, b) = (origin("https://a.test/"), origin("https://b.test/"));
        s.set_item(StorageType::Local, NavigableId(0), &a, &dom_string("k"), &dom_string("1")).expect("stored");
        assert_eq!(s.map(StorageType::Local, NavigableId(5), &a).expect("a map").get(&dom_string("k")), Some(&dom_string("1")));
        assert!(s.map(StorageType::Local, NavigableId(0), &b).expect("a map").is_empty());
        s.set_item(StorageType::Session, NavigableId(0), &a, &dom_string("k"), &dom_string("2")).expect("stored");
        assert!(s.map(StorageType::Session, NavigableId(1), &a).expect("a map").is_empty());
        assert_eq!(s.map(StorageType::Local, NavigableId(0), &Origin::new_opaque()), Err(StorageError::Security));
    }

    #[test]
    fn the_quota_counts_code_units_of_keys_and_values() {
        let mut s = StorageState::default();
        let a = origin("https://a.test/");
        let big = dom_string(&"x".repeat(QUOTA - 1));
        let (k, l) = (dom_string("k"), dom_string("l"));
        s.set_item(StorageType::Local, NavigableId(0), &a, &k, &big).expect("fits exactly");
        assert_eq!(s.set_item(StorageType::Local, NavigableId(0), &a, &l, &[]), Err(StorageError::QuotaExceeded));
        // Replacing a value counts the new value instead of the old one.
        s.set_item(StorageType::Local, NavigableId(0), &a, &k, &dom_string("small")).expect("smaller");
        s.set_item(StorageType::Local, NavigableId(0), &a, &l, &[]).expect("fits now");
    }

    #[test]
    fn keys_and_values_keep_lone_surrogates() {
        let mut s = StorageState::default();
        let a = origin("https://a.test/");
        let lone: Vec<u16> = vec![0xD800, u16::from(b'a')];
        s.set_item(StorageType::Local, NavigableId(0), &a, &lone, &lone).expect("stored");
        assert_eq!(s.map(StorageType::Local, NavigableId(0), &a).expect("a map").get(&lone), Some(&lone));
    }

    #[test]
    fn local_storage_on_disk_survives_a_new_user_agent() {
        let dir = std::env::temp_dir().join(format!("webmcp-storage-test-{}", std::process::id()));
        let a = origin("http://127.0.0.1:8000/");
        let mut s = StorageState::on_disk(dir.clone());
        s.set_item(StorageType::Local, NavigableId(0), &a, &dom_string("cart"), &dom_string("3")).expect("stored");
        s.set_item(StorageType::Session, NavigableId(0), &a, &dom_string("tab"), &dom_string("1")).expect("stored");
        let mut t = StorageState::on_disk(dir.clone());
        assert_eq!(t.map(StorageType::Local, NavigableId(0), &a).expect("a map").get(&dom_string("cart")), Some(&dom_string("3")));
        assert!(t.map(StorageType::Session, NavigableId(0), &a).expect("a map").is_empty());
        // A file that is not a JSON object of strings starts empty rather than failing.
        std::fs::write(file_for(&dir, "http://127.0.0.1:8000"), "not json").expect("written");
        let mut u = StorageState::on_disk(dir.clone());
        assert!(u.map(StorageType::Local, NavigableId(0), &a).expect("a map").is_empty());
        let _ = std::fs::remove_dir_all(dir);
    }
}
