//! Import maps and module specifier resolution
//! (https://html.spec.whatwg.org/multipage/webappapis.html#import-maps,
//! https://html.spec.whatwg.org/multipage/webappapis.html#resolve-a-module-specifier).
//!
//! Plain data over the `url` crate: the script side parses the map from a
//! `<script type="importmap">`, registers it on the document's global and
//! resolves every `import` through [`resolve_a_module_specifier`].
//! `integrity` entries are parsed and kept but not enforced (webmcp checks no
//! subresource integrity).

use serde_json::Value;
use url::Url;

/// A specifier map: keys sorted in descending code unit order; a value of
/// `None` blocks the key (its address was invalid).
pub type SpecifierMap = Vec<(String, Option<Url>)>;

/// https://html.spec.whatwg.org/multipage/webappapis.html#concept-import-map
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ImportMap {
    pub imports: SpecifierMap,
    /// Scope prefixes (serialized URLs) to specifier maps, sorted descending.
    pub scopes: Vec<(String, SpecifierMap)>,
    /// https://html.spec.whatwg.org/multipage/webappapis.html#concept-import-map-integrity
    pub integrity: Vec<(String, String)>,
}

/// A failure to parse an import map: the exception the spec throws, as the
/// name of its ECMAScript error type and a message.
#[derive(Clone, Debug, PartialEq)]
pub struct ImportMapError {
    /// "SyntaxError" (not JSON) or "TypeError" (a wrong shape).
    pub name: &'static str,
    pub message: String,
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#resolved-module-set:
/// what a document resolved already, which a later import map cannot change.
#[derive(Clone, Debug, PartialEq)]
pub struct SpecifierResolutionRecord {
    pub serialized_base_url: Option<String>,
    pub specifier: String,
    pub specifier_as_url: Option<Url>,
}

/// A failure to resolve a module specifier (the spec's TypeError).
#[derive(Clone, Debug, PartialEq)]
pub struct ResolveError(pub String);

/// Compares two strings in code unit order (JavaScript's `<` on strings).
fn code_unit_cmp(a: &str, b: &str) -> std::cmp::Ordering {
    a.encode_utf16().cmp(b.encode_utf16())
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#parse-an-import-map-string
/// Returns the map and the warnings the spec reports to the console.
pub fn parse_an_import_map_string(input: &str, base_url: &Url) -> Result<(ImportMap, Vec<String>), ImportMapError> {
    let mut warnings = Vec::new();
    // 1. Let parsed be the result of parsing a JSON string to an Infra value given input.
    let parsed: Value = serde_json::from_str(input).map_err(|e| ImportMapError { name: "SyntaxError", message: format!("the import map is not JSON: {e}") })?;
    // 2. If parsed is not an ordered map, then throw a TypeError indicating that the
    //    top-level value needs to be a JSON object.
    let Value::Object(parsed) = parsed else {
        return Err(ImportMapError { name: "TypeError", message: "the top-level value of an import map needs to be a JSON object".into() });
    };
    // 3. Let sortedAndNormalizedImports be an empty ordered map.
    let mut imports = Vec::new();
    // 4. If parsed["imports"] exists, then:
    if let Some(v) = parsed.get("imports") {
        // 4.1. If parsed["imports"] is not an ordered map, then throw a TypeError.
        let Value::Object(map) = v else {
            return Err(ImportMapError { name: "TypeError", message: "the \"imports\" top-level key needs to be a JSON object".into() });
        };
        // 4.2. Set sortedAndNormalizedImports to the result of sorting and normalizing a specifier map.
        imports = sort_and_normalize_a_specifier_map(map, base_url, &mut warnings);
    }
    // 5. Let sortedAndNormalizedScopes be an empty ordered map.
    let mut scopes = Vec::new();
    // 6. If parsed["scopes"] exists, then:
    if let Some(v) = parsed.get("scopes") {
        // 6.1. If parsed["scopes"] is not an ordered map, then throw a TypeError.
        let Value::Object(map) = v else {
            return Err(ImportMapError { name: "TypeError", message: "the \"scopes\" top-level key needs to be a JSON object".into() });
        };
        // 6.2. Set sortedAndNormalizedScopes to the result of sorting and normalizing scopes.
        scopes = sort_and_normalize_scopes(map, base_url, &mut warnings)?;
    }
    // 7. Let normalizedIntegrity be an empty ordered map.
    let mut integrity = Vec::new();
    // 8. If parsed["integrity"] exists, then:
    if let Some(v) = parsed.get("integrity") {
        // 8.1. If parsed["integrity"] is not an ordered map, then throw a TypeError.
        let Value::Object(map) = v else {
            return Err(ImportMapError { name: "TypeError", message: "the \"integrity\" top-level key needs to be a JSON object".into() });
        };
        // 8.2. Set normalizedIntegrity to the result of normalizing a module integrity map.
        integrity = normalize_a_module_integrity_map(map, base_url, &mut warnings);
    }
    // 9. If parsed's keys contains any items besides "imports", "scopes", or "integrity",
    //    then the user agent should report a warning to the console.
    for key in parsed.keys() {
        if !["imports", "scopes", "integrity"].contains(&key.as_str()) {
            warnings.push(format!("import map: unknown top-level key \"{key}\""));
        }
    }
    // 10. Return an import map.
    Ok((ImportMap { imports, scopes, integrity }, warnings))
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#sorting-and-normalizing-a-module-specifier-map
fn sort_and_normalize_a_specifier_map(original: &serde_json::Map<String, Value>, base_url: &Url, warnings: &mut Vec<String>) -> SpecifierMap {
    // 1. Let normalized be an empty ordered map.
    let mut normalized: SpecifierMap = Vec::new();
    let set = |normalized: &mut SpecifierMap, key: String, value: Option<Url>| match normalized.iter_mut().find(|(k, _)| *k == key) {
        Some(entry) => entry.1 = value,
        None => normalized.push((key, value)),
    };
    // 2. For each specifierKey → value of originalMap:
    for (specifier_key, value) in original {
        // 2.1. Let normalizedSpecifierKey be the result of normalizing a specifier key.
        // 2.2. If normalizedSpecifierKey is null, then continue.
        let Some(normalized_key) = normalize_a_specifier_key(specifier_key, base_url, warnings) else { continue };
        // 2.3. If value is not a string, then: report a warning, set normalized[normalizedSpecifierKey] to null, continue.
        let Value::String(value) = value else {
            warnings.push(format!("import map: the address of \"{specifier_key}\" is not a string"));
            set(&mut normalized, normalized_key, None);
            continue;
        };
        // 2.4. Let addressURL be the result of resolving a URL-like module specifier given value and baseURL.
        // 2.5. If addressURL is null, then: report a warning, set to null, continue.
        let Some(address) = resolve_a_url_like_module_specifier(value, base_url) else {
            warnings.push(format!("import map: the address \"{value}\" of \"{specifier_key}\" is not a URL"));
            set(&mut normalized, normalized_key, None);
            continue;
        };
        // 2.6. If specifierKey ends with U+002F (/), and the serialization of addressURL
        //      does not end with U+002F (/), then: report a warning, set to null, continue.
        if specifier_key.ends_with('/') && !address.as_str().ends_with('/') {
            warnings.push(format!("import map: the address of \"{specifier_key}\" must end with \"/\" as its key does"));
            set(&mut normalized, normalized_key, None);
            continue;
        }
        // 2.7. Set normalized[normalizedSpecifierKey] to addressURL.
        set(&mut normalized, normalized_key, Some(address));
    }
    // 3. Return the result of sorting in descending order normalized, with an entry a
    //    being less than an entry b if a's key is code unit less than b's key.
    normalized.sort_by(|a, b| code_unit_cmp(&b.0, &a.0));
    normalized
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#sorting-and-normalizing-scopes
fn sort_and_normalize_scopes(original: &serde_json::Map<String, Value>, base_url: &Url, warnings: &mut Vec<String>) -> Result<Vec<(String, SpecifierMap)>, ImportMapError> {
    // 1. Let normalized be an empty ordered map.
    let mut normalized: Vec<(String, SpecifierMap)> = Vec::new();
    // 2. For each scopePrefix → potentialSpecifierMap of originalMap:
    for (scope_prefix, potential) in original {
        // 2.1. If potentialSpecifierMap is not an ordered map, then throw a TypeError.
        let Value::Object(potential) = potential else {
            return Err(ImportMapError { name: "TypeError", message: format!("the value of the scope \"{scope_prefix}\" needs to be a JSON object") });
        };
        // 2.2. Let scopePrefixURL be the result of URL parsing scopePrefix with baseURL.
        // 2.3. If scopePrefixURL is failure, then: report a warning, continue.
        let Ok(scope_url) = base_url.join(scope_prefix) else {
            warnings.push(format!("import map: the scope prefix \"{scope_prefix}\" is not a URL"));
            continue;
        };
        // 2.4. Let normalizedScopePrefix be the serialization of scopePrefixURL.
        let key = scope_url.to_string();
        // 2.5. Set normalized[normalizedScopePrefix] to the result of sorting and
        //      normalizing a specifier map given potentialSpecifierMap and baseURL.
        let map = sort_and_normalize_a_specifier_map(potential, base_url, warnings);
        match normalized.iter_mut().find(|(k, _)| *k == key) {
            Some(entry) => entry.1 = map,
            None => normalized.push((key, map)),
        }
    }
    // 3. Return the result of sorting in descending order normalized.
    normalized.sort_by(|a, b| code_unit_cmp(&b.0, &a.0));
    Ok(normalized)
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#normalizing-a-module-integrity-map
fn normalize_a_module_integrity_map(original: &serde_json::Map<String, Value>, base_url: &Url, warnings: &mut Vec<String>) -> Vec<(String, String)> {
    // 1. Let normalized be an empty ordered map.
    let mut normalized = Vec::new();
    // 2. For each key → value of originalMap:
    for (key, value) in original {
        // 2.1. Let resolvedURL be the result of resolving a URL-like module specifier given key and baseURL.
        // 2.2. If resolvedURL is null, then: report a warning, continue.
        let Some(url) = resolve_a_url_like_module_specifier(key, base_url) else {
            warnings.push(format!("import map: the integrity key \"{key}\" is not a URL"));
            continue;
        };
        // 2.3. If value is not a string, then: report a warning, continue.
        let Value::String(value) = value else {
            warnings.push(format!("import map: the integrity of \"{key}\" is not a string"));
            continue;
        };
        // 2.4. Set normalized[resolvedURL] to value.
        normalized.push((url.to_string(), value.clone()));
    }
    // 3. Return normalized.
    normalized
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#normalizing-a-specifier-key
fn normalize_a_specifier_key(specifier_key: &str, base_url: &Url, warnings: &mut Vec<String>) -> Option<String> {
    // 1. If specifierKey is the empty string, then: report a warning, return null.
    if specifier_key.is_empty() {
        warnings.push("import map: a specifier key is the empty string".into());
        return None;
    }
    // 2. Let url be the result of resolving a URL-like module specifier.
    // 3. If url is not null, then return the serialization of url.
    // 4. Return specifierKey.
    Some(resolve_a_url_like_module_specifier(specifier_key, base_url).map_or_else(|| specifier_key.to_string(), |u| u.to_string()))
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#resolving-a-url-like-module-specifier
pub fn resolve_a_url_like_module_specifier(specifier: &str, base_url: &Url) -> Option<Url> {
    // 1. If specifier starts with "/", "./", or "../", then: let url be the result of
    //    URL parsing specifier with baseURL; if failure, return null; return url.
    if specifier.starts_with('/') || specifier.starts_with("./") || specifier.starts_with("../") {
        return base_url.join(specifier).ok();
    }
    // 2. Let url be the result of URL parsing specifier (with no base URL).
    // 3. If url is failure, then return null.
    // 4. Return url.
    Url::parse(specifier).ok()
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#resolve-a-module-specifier,
/// steps 4 onwards: resolves `specifier` from `base_url` through `import_map`
/// and records the resolution in `resolved` (the global's resolved module set).
pub fn resolve_a_module_specifier(import_map: &ImportMap, resolved: &mut Vec<SpecifierResolutionRecord>, base_url: &Url, specifier: &str) -> Result<Url, ResolveError> {
    // 5. Let serializedBaseURL be baseURL, serialized.
    let serialized_base_url = base_url.to_string();
    // 6. Let asURL be the result of resolving a URL-like module specifier given specifier and baseURL.
    let as_url = resolve_a_url_like_module_specifier(specifier, base_url);
    // 7. Let normalizedSpecifier be the serialization of asURL, if asURL is non-null; otherwise, specifier.
    let normalized = as_url.as_ref().map_or_else(|| specifier.to_string(), |u| u.to_string());
    let mut record = |result: Url| {
        // https://html.spec.whatwg.org/multipage/webappapis.html#add-module-to-resolved-module-set
        let r = SpecifierResolutionRecord { serialized_base_url: Some(serialized_base_url.clone()), specifier: normalized.clone(), specifier_as_url: as_url.clone() };
        if !resolved.contains(&r) {
            resolved.push(r);
        }
        result
    };
    // 8. For each scopePrefix → scopeImports of importMap's scopes:
    for (scope_prefix, scope_imports) in &import_map.scopes {
        // 8.1. If scopePrefix is serializedBaseURL, or if scopePrefix ends with U+002F (/)
        //      and scopePrefix is a code unit prefix of serializedBaseURL, then:
        if *scope_prefix == serialized_base_url || (scope_prefix.ends_with('/') && serialized_base_url.starts_with(scope_prefix.as_str())) {
            // 8.1.1. Let scopeImportsMatch be the result of resolving an imports match.
            // 8.1.2. If scopeImportsMatch is not null, then add to the resolved module set and return it.
            if let Some(url) = resolve_an_imports_match(&normalized, as_url.as_ref(), scope_imports)? {
                return Ok(record(url));
            }
        }
    }
    // 9. Let topLevelImportsMatch be the result of resolving an imports match given
    //    normalizedSpecifier, asURL, and importMap's imports.
    // 10. If topLevelImportsMatch is not null, then add it and return it.
    if let Some(url) = resolve_an_imports_match(&normalized, as_url.as_ref(), &import_map.imports)? {
        return Ok(record(url));
    }
    // 11. If asURL is not null, then add it and return asURL.
    if let Some(url) = as_url.clone() {
        return Ok(record(url));
    }
    // 12. Throw a TypeError indicating that specifier was a bare specifier, but was not
    //     remapped to anything by importMap.
    Err(ResolveError(format!("Failed to resolve module specifier \"{specifier}\": relative references must start with \"/\", \"./\" or \"../\", and no import map entry remaps it")))
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#resolving-an-imports-match
fn resolve_an_imports_match(normalized: &str, as_url: Option<&Url>, map: &SpecifierMap) -> Result<Option<Url>, ResolveError> {
    // 1. For each specifierKey → resolutionResult of specifierMap:
    for (key, result) in map {
        // 1.1. If specifierKey is normalizedSpecifier, then:
        if key == normalized {
            // 1.1.1. If resolutionResult is null, then throw a TypeError.
            // 1.1.3. Return resolutionResult.
            return result.clone().map(Some).ok_or_else(|| ResolveError(format!("resolution of \"{normalized}\" was blocked by a null entry in the import map")));
        }
        // 1.2. If all of: specifierKey ends with U+002F (/); specifierKey is a code unit
        //      prefix of normalizedSpecifier; either asURL is null, or asURL is special:
        if key.ends_with('/') && normalized.starts_with(key.as_str()) && as_url.is_none_or(|u| u.is_special()) {
            // 1.2.1. If resolutionResult is null, then throw a TypeError.
            let Some(result) = result else {
                return Err(ResolveError(format!("resolution of \"{normalized}\" was blocked by a null entry in the import map")));
            };
            // 1.2.2. Let afterPrefix be the portion of normalizedSpecifier after the initial specifierKey prefix.
            let after_prefix = &normalized[key.len()..];
            // 1.2.4. Let url be the result of URL parsing afterPrefix with resolutionResult.
            // 1.2.5. If url is failure, then throw a TypeError.
            let url = result.join(after_prefix).map_err(|_| ResolveError(format!("resolution of \"{normalized}\" was blocked since the remapped address is not a URL")))?;
            // 1.2.7. If the serialization of resolutionResult is not a code unit prefix of the
            //        serialization of url, then throw a TypeError (backtracking above the prefix).
            if !url.as_str().starts_with(result.as_str()) {
                return Err(ResolveError(format!("resolution of \"{normalized}\" was blocked due to a backtracking above its prefix \"{key}\"")));
            }
            // 1.2.8. Return url.
            return Ok(Some(url));
        }
    }
    // 2. Return null.
    Ok(None)
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#merge-existing-and-new-import-maps:
/// merges `new` into `old` without changing what `resolved` already resolved;
/// returns the console warnings for the rules it dropped.
pub fn merge_existing_and_new_import_maps(old: &mut ImportMap, new: ImportMap, resolved: &[SpecifierResolutionRecord]) -> Vec<String> {
    let mut warnings = Vec::new();
    // 1. Let newImportMapScopes be a deep copy of newImportMap's scopes.
    // 3. Let newImportMapImports be a deep copy of newImportMap's imports.
    let ImportMap { imports: mut new_imports, scopes: new_scopes, integrity: new_integrity } = new;
    // 4. For each scopePrefix → scopeImports of newImportMapScopes:
    for (scope_prefix, mut scope_imports) in new_scopes {
        // 4.1. For each record of global's resolved module set:
        for record in resolved {
            let Some(base) = record.serialized_base_url.as_deref() else { continue };
            // 4.1.1. If scopePrefix is record's serialized base URL, or if scopePrefix ends with
            //        U+002F (/) and scopePrefix is a code unit prefix of record's serialized base URL:
            if scope_prefix == base || (scope_prefix.ends_with('/') && base.starts_with(scope_prefix.as_str())) {
                // For each specifierKey → resolutionResult of scopeImports: if specifierKey is
                // record's specifier, or if all of (specifierKey ends with U+002F (/), is a code
                // unit prefix of record's specifier, and record's specifier as a URL is null or
                // special), then report a warning and remove scopeImports[specifierKey].
                scope_imports.retain(|(key, _)| {
                    let conflicts = *key == record.specifier || (key.ends_with('/') && record.specifier.starts_with(key.as_str()) && record.specifier_as_url.as_ref().is_none_or(|u| u.is_special()));
                    if conflicts {
                        warnings.push(format!("import map: the rule for \"{key}\" in scope \"{scope_prefix}\" was ignored: \"{}\" was already resolved", record.specifier));
                    }
                    !conflicts
                });
            }
        }
        // 4.2. If scopePrefix exists in oldImportMap's scopes, then set oldImportMap's
        //      scopes[scopePrefix] to the result of merging module specifier maps.
        // 4.3. Otherwise, set oldImportMap's scopes[scopePrefix] to scopeImports.
        match old.scopes.iter_mut().find(|(k, _)| *k == scope_prefix) {
            Some(entry) => entry.1 = merge_module_specifier_maps(scope_imports, &entry.1, &mut warnings),
            None => old.scopes.push((scope_prefix, scope_imports)),
        }
    }
    old.scopes.sort_by(|a, b| code_unit_cmp(&b.0, &a.0));
    // 5. For each url → integrity of newImportMap's integrity: if url exists in
    //    oldImportMap's integrity, report a warning and continue; otherwise set it.
    for (url, integrity) in new_integrity {
        if old.integrity.iter().any(|(k, _)| *k == url) {
            warnings.push(format!("import map: the integrity of \"{url}\" was already given"));
            continue;
        }
        old.integrity.push((url, integrity));
    }
    // 6. For each record of global's resolved module set: for each specifier → url of
    //    newImportMapImports: if specifier starts with record's specifier, then report a
    //    warning and remove newImportMapImports[specifier].
    for record in resolved {
        new_imports.retain(|(key, _)| {
            let conflicts = key.starts_with(record.specifier.as_str());
            if conflicts {
                warnings.push(format!("import map: the rule for \"{key}\" was ignored: \"{}\" was already resolved", record.specifier));
            }
            !conflicts
        });
    }
    // 7. Set oldImportMap's imports to the result of merge module specifier maps.
    old.imports = merge_module_specifier_maps(new_imports, &old.imports, &mut warnings);
    warnings
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#merge-module-specifier-maps
fn merge_module_specifier_maps(new: SpecifierMap, old: &SpecifierMap, warnings: &mut Vec<String>) -> SpecifierMap {
    // 1. Let mergedMap be a deep copy of oldMap.
    let mut merged = old.clone();
    // 2. For each specifier → url of newMap:
    for (specifier, url) in new {
        // 2.1. If specifier exists in oldMap, then: report a warning, continue.
        if old.iter().any(|(k, _)| *k == specifier) {
            warnings.push(format!("import map: the rule for \"{specifier}\" was ignored: an earlier import map defines it"));
            continue;
        }
        // 2.2. Set mergedMap[specifier] to url.
        merged.push((specifier, url));
    }
    // 3. Return mergedMap.
    merged.sort_by(|a, b| code_unit_cmp(&b.0, &a.0));
    merged
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base() -> Url {
        Url::parse("https://site.test/app/index.html").unwrap()
    }

    fn resolve(map: &ImportMap, specifier: &str) -> Result<String, ResolveError> {
        resolve_a_module_specifier(map, &mut Vec::new(), &base(), specifier).map(|u| u.to_string())
    }

    #[test]
    fn bare_specifiers_need_a_map() {
        let map = ImportMap::default();
        assert_eq!(resolve(&map, "./a.js").unwrap(), "https://site.test/app/a.js");
        assert_eq!(resolve(&map, "../b.js").unwrap(), "https://site.test/b.js");
        assert_eq!(resolve(&map, "/c.js").unwrap(), "https://site.test/c.js");
        assert_eq!(resolve(&map, "https://cdn.test/d.js").unwrap(), "https://cdn.test/d.js");
        assert!(resolve(&map, "lodash").is_err());
        assert!(resolve(&map, "a.js").is_err());
    }

    #[test]
    fn imports_exact_and_prefix_matches_longest_first() {
        let (map, warnings) = parse_an_import_map_string(
            r#"{"imports": {"lit": "./vendor/lit/index.js", "lit/": "./vendor/lit/", "lit/directives/": "/other/", "./a.js": "./b.js"}}"#,
            &base(),
        )
        .unwrap();
        assert!(warnings.is_empty(), "{warnings:?}");
        assert_eq!(resolve(&map, "lit").unwrap(), "https://site.test/app/vendor/lit/index.js");
        assert_eq!(resolve(&map, "lit/html.js").unwrap(), "https://site.test/app/vendor/lit/html.js");
        assert_eq!(resolve(&map, "lit/directives/x.js").unwrap(), "https://site.test/other/x.js");
        // URL-like keys are normalized, so a relative import matches too.
        assert_eq!(resolve(&map, "./a.js").unwrap(), "https://site.test/app/b.js");
        assert!(resolve(&map, "lit/../../../x.js").is_err(), "backtracking above the prefix is blocked");
    }

    #[test]
    fn scopes_win_over_imports_for_their_base_urls() {
        let (map, _) = parse_an_import_map_string(r#"{"imports": {"dep": "/v1/dep.js"}, "scopes": {"/app/": {"dep": "/v2/dep.js"}}}"#, &base()).unwrap();
        assert_eq!(resolve(&map, "dep").unwrap(), "https://site.test/v2/dep.js");
        let other = Url::parse("https://site.test/elsewhere/x.js").unwrap();
        assert_eq!(resolve_a_module_specifier(&map, &mut Vec::new(), &other, "dep").unwrap().as_str(), "https://site.test/v1/dep.js");
    }

    #[test]
    fn bad_maps_are_errors_or_warnings() {
        assert_eq!(parse_an_import_map_string("{", &base()).unwrap_err().name, "SyntaxError");
        assert_eq!(parse_an_import_map_string("[]", &base()).unwrap_err().name, "TypeError");
        assert_eq!(parse_an_import_map_string(r#"{"imports": []}"#, &base()).unwrap_err().name, "TypeError");
        assert_eq!(parse_an_import_map_string(r#"{"scopes": {"/x/": 1}}"#, &base()).unwrap_err().name, "TypeError");
        let (map, warnings) = parse_an_import_map_string(r#"{"imports": {"a": 1, "b/": "/no-slash", "": "/e.js"}, "extra": {}}"#, &base()).unwrap();
        assert_eq!(warnings.len(), 4, "{warnings:?}");
        assert!(resolve(&map, "a").is_err(), "a non-string address blocks its key");
        assert!(resolve(&map, "b/x.js").is_err());
    }

    #[test]
    fn a_later_map_cannot_change_what_was_resolved() {
        let (mut map, _) = parse_an_import_map_string(r#"{"imports": {"a": "/a1.js"}}"#, &base()).unwrap();
        let mut resolved = Vec::new();
        resolve_a_module_specifier(&map, &mut resolved, &base(), "b").unwrap_err();
        resolve_a_module_specifier(&map, &mut resolved, &base(), "a").unwrap();
        let (new, _) = parse_an_import_map_string(r#"{"imports": {"a": "/a2.js", "c": "/c.js"}}"#, &base()).unwrap();
        let warnings = merge_existing_and_new_import_maps(&mut map, new, &resolved);
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert_eq!(resolve(&map, "a").unwrap(), "https://site.test/a1.js");
        assert_eq!(resolve(&map, "c").unwrap(), "https://site.test/c.js");
    }
}
