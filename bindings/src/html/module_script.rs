//! Module scripts (https://html.spec.whatwg.org/multipage/webappapis.html#module-script)
//! on Boa's modules: each document's module map, fetching module scripts
//! through the page's loader, import maps, `import.meta`, and the one
//! `ModuleLoader` of each agent's context, which serves every document of
//! the agent by the realm its import comes from.
//!
//! The page's loader answers at once, so a module graph is fetched within
//! the microtask checkpoint that runs Boa's loading jobs; what the graph's
//! completion makes of the script element is delivered by a task (see
//! `script_element`).

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::Path;
use std::rc::Rc;

use boa_engine::module::{Module, ModuleLoader, ModuleRequest, Referrer};
use boa_engine::object::builtins::JsPromise;
use boa_engine::object::FunctionObjectBuilder;
use boa_engine::realm::Realm;
use boa_engine::{js_string, Context, JsError, JsNativeError, JsObject, JsResult, JsString, JsValue, NativeFunction, Source};
use runtime::html::import_map::{ImportMap, SpecifierResolutionRecord};
use url::Url;

use crate::host::{host, DocId, RealmDoc};

/// The type of a module (https://html.spec.whatwg.org/multipage/webappapis.html#module-type).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ModuleType {
    JavaScript,
    Json,
}

/// An entry of a module map: a module record, or why there is none.
#[derive(Clone)]
pub enum ModuleMapEntry {
    Module(Module),
    /// Fetching failed (the spec's null): the TypeError every import of it rejects with.
    FetchFailed(JsValue),
    /// The module did not parse: its parse error.
    ParseError(JsValue),
}

/// The module maps, import maps and resolved module sets of this agent's
/// documents (one each per global object).
#[derive(Default)]
pub struct ModuleMaps {
    /// https://html.spec.whatwg.org/multipage/webappapis.html#module-map
    maps: HashMap<DocId, HashMap<(Url, ModuleType), ModuleMapEntry>>,
    /// https://html.spec.whatwg.org/multipage/webappapis.html#concept-global-import-map
    import_maps: HashMap<DocId, ImportMap>,
    /// https://html.spec.whatwg.org/multipage/webappapis.html#resolved-module-set
    resolved: HashMap<DocId, Vec<SpecifierResolutionRecord>>,
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#module-script: a
/// module record, or the error its running will report.
#[derive(Clone)]
pub struct ModuleScript {
    /// The script's URL (the document's for an inline one).
    pub url: Url,
    pub record: Option<Module>,
    /// https://html.spec.whatwg.org/multipage/webappapis.html#concept-script-error-to-rethrow
    pub error_to_rethrow: Option<JsValue>,
}

/// The URL a module or script was made with: Boa keeps it as the record's
/// path, which also names it in stacks.
fn url_of_path(path: Option<&Path>) -> Option<Url> {
    path.and_then(|p| p.to_str()).and_then(|s| Url::parse(s).ok())
}

/// The document of a realm.
fn doc_of_realm(ctx: &Context, realm: &Realm) -> DocId {
    realm.host_defined().get::<RealmDoc>().map_or_else(|| crate::host::current_doc(ctx), |d| d.0)
}

/// A TypeError made in the current realm, as a value.
fn type_error_value(ctx: &mut Context, message: String) -> JsValue {
    JsNativeError::typ().with_message(message).into_opaque(ctx).into()
}

/// A URL's text for a source file name.
fn path_of(url: &Url) -> &Path {
    Path::new(url.as_str())
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#resolve-a-module-specifier
/// for document `doc`'s global, from `base_url`.
pub fn resolve_a_module_specifier(ctx: &mut Context, doc: DocId, base_url: &Url, specifier: &str) -> Result<Url, String> {
    let h = host(ctx);
    let mut scripts = h.scripts.borrow_mut();
    let maps = &mut scripts.modules;
    let empty = ImportMap::default();
    let import_map = maps.import_maps.get(&doc).unwrap_or(&empty);
    let resolved = maps.resolved.entry(doc).or_default();
    runtime::html::import_map::resolve_a_module_specifier(import_map, resolved, base_url, specifier).map_err(|e| e.0)
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#register-an-import-map
/// (its error to rethrow, if any, is reported by the caller): merges `map`
/// into the document's import map; the rules it had to drop are console warnings.
pub fn register_an_import_map(ctx: &mut Context, doc: DocId, map: ImportMap) {
    let h = host(ctx);
    let warnings = {
        let mut scripts = h.scripts.borrow_mut();
        let maps = &mut scripts.modules;
        let resolved = maps.resolved.get(&doc).cloned().unwrap_or_default();
        let old = maps.import_maps.entry(doc).or_default();
        runtime::html::import_map::merge_existing_and_new_import_maps(old, map, &resolved)
    };
    for w in warnings {
        crate::console::console::warn_from_engine(&h, w);
    }
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#fetch-a-single-module-script
/// through the page's loader, into document `doc`'s module map (its realm).
/// A failure is the value the import rejects with.
pub fn fetch_a_single_module_script(ctx: &mut Context, doc: DocId, url: &Url, module_type: ModuleType) -> Result<Module, JsValue> {
    let h = host(ctx);
    // 1-6. If moduleMap[(url, moduleType)] exists, run onComplete with it and return.
    let key = (url.clone(), module_type);
    let known = h.scripts.borrow().modules.maps.get(&doc).and_then(|m| m.get(&key)).cloned();
    if let Some(entry) = known {
        return match entry {
            ModuleMapEntry::Module(m) => Ok(m),
            ModuleMapEntry::FetchFailed(e) | ModuleMapEntry::ParseError(e) => Err(e),
        };
    }
    let entry = crate::host::in_doc_realm(ctx, doc, |ctx| {
        // 7-20. Fetch the request (the loader answers at once).
        let loader = h.ua().loader.clone();
        let fetched = match loader.load(url) {
            Ok(res) if res.status < 400 => Ok(res.text()),
            Ok(res) => Err(format!("status {}", res.status)),
            Err(e) => Err(e.to_string()),
        };
        let text = match fetched {
            Ok(text) => text,
            // 21.1. If the response is a network error or its status is not ok, set
            //       moduleMap[(url, moduleType)] to null and run onComplete given null.
            Err(why) => {
                let message = format!("Failed to fetch module {url}: {why}");
                crate::console::console::warn_from_engine(&h, message.clone());
                return ModuleMapEntry::FetchFailed(type_error_value(ctx, message));
            }
        };
        // 21.4-7. Create a JavaScript or JSON module script.
        if module_type == ModuleType::JavaScript {
            crate::html::diagnostics::remember_script(ctx, url.as_str(), 1, &text);
        }
        let parsed = match module_type {
            ModuleType::JavaScript => crate::ecmascript::nesting_limit::ensure_nesting_within_limit(&text)
                .and_then(|()| Module::parse(Source::from_bytes(text.as_bytes()).with_path(path_of(url)), None, ctx)),
            ModuleType::Json => Module::parse_json(JsString::from(text.as_str()), ctx),
        };
        match parsed {
            Ok(m) => ModuleMapEntry::Module(m),
            Err(e) => ModuleMapEntry::ParseError(crate::webidl::exception::error_value(e, ctx)),
        }
    });
    // 21.8. Set moduleMap[(url, moduleType)] to moduleScript.
    h.scripts.borrow_mut().modules.maps.entry(doc).or_default().insert(key, entry.clone());
    match entry {
        ModuleMapEntry::Module(m) => Ok(m),
        ModuleMapEntry::FetchFailed(e) | ModuleMapEntry::ParseError(e) => Err(e),
    }
}

/// Whether `reason` is the error of a module of `doc` that failed to fetch
/// (the spec's null result), as opposed to a parse or resolution error.
pub fn is_fetch_failure(ctx: &Context, doc: DocId, reason: &JsValue) -> bool {
    let Some(reason) = reason.as_object() else { return false };
    let h = host(ctx);
    let scripts = h.scripts.borrow();
    let Some(map) = scripts.modules.maps.get(&doc) else { return false };
    map.values().any(|e| matches!(e, ModuleMapEntry::FetchFailed(v) if v.as_object().is_some_and(|o| o == reason)))
}

/// The URL of the module of `doc`'s module map that failed to parse with `error`.
fn module_of_parse_error(ctx: &Context, doc: DocId, error: &JsValue) -> Option<String> {
    let error = error.as_object()?;
    let h = host(ctx);
    let scripts = h.scripts.borrow();
    let map = scripts.modules.maps.get(&doc)?;
    map.iter().find(|(_, e)| matches!(e, ModuleMapEntry::ParseError(v) if v.as_object().is_some_and(|o| o == error))).map(|((url, _), _)| url.to_string())
}

/// The module of a `<script type="module">` whose text is `source`
/// (https://html.spec.whatwg.org/multipage/webappapis.html#creating-a-javascript-module-script):
/// named by the document's URL, its lines counted from `line` of the document.
pub fn create_an_inline_module_script(ctx: &mut Context, doc: DocId, source: &str, url: &Url, line: u32) -> Result<Module, JsValue> {
    crate::host::in_doc_realm(ctx, doc, |ctx| {
        let text = crate::html::script::with_line_offset(source, line);
        crate::html::diagnostics::remember_script(ctx, url.as_str(), line.max(1), source);
        crate::ecmascript::nesting_limit::ensure_nesting_within_limit(&text)
            .and_then(|()| Module::parse(Source::from_bytes(text.as_bytes()).with_path(path_of(url)), None, ctx))
            .map_err(|e| crate::webidl::exception::error_value(e, ctx))
    })
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#fetch-the-descendants-of-and-link-a-module-script:
/// loads the module's graph (Boa's LoadRequestedModules, whose imports come
/// to [`PageModuleLoader`]) and links it; then `on_complete` gets the module
/// script, or `None` when a module of the graph could not be fetched.
pub fn fetch_the_descendants_of_and_link(ctx: &mut Context, doc: DocId, module: Module, on_complete: fn(&mut Context, DocId, runtime::dom::NodeId, Option<ModuleScript>), node: runtime::dom::NodeId) {
    crate::host::in_doc_realm(ctx, doc, |ctx| {
        // 2-3. Let loadingPromise be record.LoadRequestedModules(state).
        let loading = module.load(ctx);
        // 5. Upon fulfillment of loadingPromise: let linkResult be record.Link();
        //    if it throws, set moduleScript's error to rethrow to it; run onComplete.
        let on_fulfilled = NativeFunction::from_copy_closure_with_captures(
            move |_, _, module: &Module, ctx| {
                let Some(url) = url_of_path(module.path()) else { return Ok(JsValue::undefined()) };
                let script = match module.link(ctx) {
                    Ok(()) => ModuleScript { url, record: Some(module.clone()), error_to_rethrow: None },
                    Err(e) => ModuleScript { url, record: None, error_to_rethrow: Some(crate::webidl::exception::error_value(e, ctx)) },
                };
                on_complete(ctx, doc, node, Some(script));
                Ok(JsValue::undefined())
            },
            module.clone(),
        );
        // 6. Upon rejection of loadingPromise: if state.[[ParseError]] is not null (a
        //    module of the graph did not parse, or a specifier did not resolve), set
        //    moduleScript's error to rethrow to it and run onComplete given moduleScript;
        //    otherwise (a fetch failed) run onComplete given null.
        let on_rejected = NativeFunction::from_copy_closure_with_captures(
            move |_, args, module: &Module, ctx| {
                let reason = args.first().cloned().unwrap_or_default();
                let Some(url) = url_of_path(module.path()) else { return Ok(JsValue::undefined()) };
                if is_fetch_failure(ctx, doc, &reason) {
                    on_complete(ctx, doc, node, None);
                } else {
                    on_complete(ctx, doc, node, Some(ModuleScript { url, record: None, error_to_rethrow: Some(reason) }));
                }
                Ok(JsValue::undefined())
            },
            module.clone(),
        );
        let realm = ctx.realm().clone();
        let f = FunctionObjectBuilder::new(&realm, on_fulfilled).build();
        let r = FunctionObjectBuilder::new(&realm, on_rejected).build();
        if let Err(e) = loading.then(Some(f), Some(r), ctx) {
            crate::html::script::report_exception(ctx, e);
        }
    });
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#run-a-module-script
/// in document `doc`'s realm: evaluates the graph; an error to rethrow, a
/// throw or a rejection of the evaluation (top-level await) is reported.
pub fn run_a_module_script(ctx: &mut Context, doc: DocId, script: &ModuleScript) {
    crate::host::in_doc_realm(ctx, doc, |ctx| {
        // 5. If script's error to rethrow is not null, then let evaluationPromise be a
        //    promise rejected with it (reported at once here).
        let record = match (&script.error_to_rethrow, &script.record) {
            (Some(e), _) => {
                // A parse error names the module it is in.
                let file = module_of_parse_error(ctx, doc, e).unwrap_or_else(|| script.url.to_string());
                return crate::html::script::report_exception_in(ctx, JsError::from_opaque(e.clone()), Some(&file));
            }
            (None, Some(record)) => record.clone(),
            (None, None) => return,
        };
        // 6. Otherwise: let evaluationPromise be record.Evaluate().
        let promise = match record.evaluate(ctx) {
            Ok(p) => p,
            Err(e) => return crate::html::script::report_exception(ctx, e),
        };
        // 7. Upon rejection of evaluationPromise with reason, report an exception given by reason.
        report_rejection(ctx, &promise);
    });
    // 8. Clean up after running script.
    crate::html::script::clean_up_after_running_script(ctx);
}

/// Reports the exception `promise` rejects with, if it does.
fn report_rejection(ctx: &mut Context, promise: &JsPromise) {
    let on_rejected = NativeFunction::from_copy_closure(|_, args, ctx| {
        let reason = args.first().cloned().unwrap_or_default();
        crate::html::script::report_exception(ctx, JsError::from_opaque(reason));
        Ok(JsValue::undefined())
    });
    let realm = ctx.realm().clone();
    let r = FunctionObjectBuilder::new(&realm, on_rejected).build();
    if let Err(e) = promise.then(None, Some(r), ctx) {
        crate::html::script::report_exception(ctx, e);
    }
}

/// The agent's module loader: HTML's HostLoadImportedModule for every
/// document of the agent, each import resolved and fetched in the document
/// of the realm it comes from.
pub struct PageModuleLoader;

impl ModuleLoader for PageModuleLoader {
    fn load_imported_module(self: Rc<Self>, referrer: Referrer, request: ModuleRequest, context: &RefCell<&mut Context>) -> impl std::future::Future<Output = JsResult<Module>> {
        let result = host_load_imported_module(&mut context.borrow_mut(), &referrer, &request);
        std::future::ready(result)
    }

    /// https://html.spec.whatwg.org/multipage/webappapis.html#hostgetimportmetaproperties:
    /// `import.meta.url` and `import.meta.resolve(specifier)`.
    fn init_import_meta(self: Rc<Self>, import_meta: &JsObject, module: &Module, context: &mut Context) {
        let Some(url) = url_of_path(module.path()) else { return };
        let doc = doc_of_realm(context, module.realm());
        let _ = import_meta.set(js_string!("url"), JsString::from(url.as_str()), false, context);
        let resolve = NativeFunction::from_copy_closure_with_captures(
            move |_, args, base: &JsString, ctx| {
                // https://html.spec.whatwg.org/multipage/webappapis.html#import-meta-resolve
                let specifier = args.first().cloned().unwrap_or_default().to_string(ctx)?.to_std_string_lossy();
                let Ok(base) = Url::parse(&base.to_std_string_lossy()) else { return Err(JsNativeError::typ().with_message("no base URL").into()) };
                match resolve_a_module_specifier(ctx, doc, &base, &specifier) {
                    Ok(url) => Ok(JsString::from(url.as_str()).into()),
                    Err(message) => Err(JsNativeError::typ().with_message(message).into()),
                }
            },
            JsString::from(url.as_str()),
        );
        let f = FunctionObjectBuilder::new(module.realm(), resolve).name(js_string!("resolve")).length(1).build();
        let _ = import_meta.set(js_string!("resolve"), f, false, context);
    }
}

/// https://html.spec.whatwg.org/multipage/webappapis.html#hostloadimportedmodule
fn host_load_imported_module(ctx: &mut Context, referrer: &Referrer, request: &ModuleRequest) -> JsResult<Module> {
    // 1-4. The settings object and base URL of the referrer: a module's or
    //      external classic script's URL, else the document's base URL.
    let realm = match referrer {
        Referrer::Module(m) => m.realm().clone(),
        Referrer::Script(s) => s.realm().clone(),
        Referrer::Realm(r) => r.clone(),
    };
    let doc = doc_of_realm(ctx, &realm);
    let base = url_of_path(referrer.path()).or_else(|| crate::html::urls::document_base_url(ctx, doc));
    let Some(base) = base else { return Err(JsNativeError::typ().with_message("the importing document is gone").into()) };
    // 7. Disallow further import maps given settingsObject (implied: a module was resolved).
    // 8. Let url be the result of resolving a module specifier; a failure is a TypeError.
    let specifier = request.specifier().to_std_string_lossy();
    let url = resolve_a_module_specifier(ctx, doc, &base, &specifier).map_err(|m| JsError::from(JsNativeError::typ().with_message(m)))?;
    // 10-11. The module type from the import attributes.
    let module_type = match request.get_attribute("type").map(JsString::to_std_string_lossy) {
        None => ModuleType::JavaScript,
        Some(t) if t == "json" => ModuleType::Json,
        Some(t) => return Err(JsNativeError::typ().with_message(format!("unsupported module type \"{t}\" for {url}")).into()),
    };
    // 13. Fetch a single imported module script.
    fetch_a_single_module_script(ctx, doc, &url, module_type).map_err(JsError::from_opaque)
}

impl ModuleMaps {
    /// Forgets everything (the page is going away).
    pub fn clear(&mut self) {
        self.maps.clear();
        self.import_maps.clear();
        self.resolved.clear();
    }
}
