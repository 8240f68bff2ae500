//! `Intl.RelativeTimeFormat` (https://tc39.es/ecma402/#relativetimeformat-objects),
//! which Boa 0.22 does not have: pages that format "3 days ago" when their
//! modules load died before registering their tools.
//!
//! The locale data is English's (CLDR `en`, as Chromium 156 formats it), and
//! the available locales are `en` and `en-US`: ECMA-402 leaves the set of
//! available locales to the implementation, so a page asking for `fr` gets
//! the default locale and `resolvedOptions().locale` says so. Numbers are
//! formatted by the realm's `Intl.NumberFormat` and their plural category
//! chosen by its `Intl.PluralRules`, as the specification's
//! PartitionRelativeTimePattern does; their parts (integer, group, decimal,
//! fraction) are told apart in the formatted string, Boa's NumberFormat
//! having no `formatToParts`.
//!
//! Installed on the realm's `Intl` object before any script runs.

use boa_engine::object::builtins::JsArray;
use boa_engine::object::{FunctionObjectBuilder, ObjectInitializer};
use boa_engine::property::{Attribute, PropertyDescriptor};
use boa_engine::{js_string, Context, JsData, JsError, JsNativeError, JsObject, JsResult, JsString, JsSymbol, JsValue, NativeFunction};
use boa_gc::{Finalize, Trace};

/// The locales this implementation has data for
/// (https://tc39.es/ecma402/#sec-internal-slots, [[AvailableLocales]]).
const AVAILABLE_LOCALES: [&str; 2] = ["en", "en-US"];

/// The realm's builtins the constructor uses, taken before any script ran.
#[derive(Trace, Finalize, Clone)]
struct Builtins {
    get_canonical_locales: JsObject,
    number_format: JsObject,
    plural_rules: JsObject,
    prototype: JsObject,
}

/// An Intl.RelativeTimeFormat object's internal slots
/// (https://tc39.es/ecma402/#sec-properties-of-intl-relativetimeformat-instances).
#[derive(Trace, Finalize, JsData)]
struct RelativeTimeFormat {
    #[unsafe_ignore_trace]
    locale: String,
    #[unsafe_ignore_trace]
    style: Style,
    #[unsafe_ignore_trace]
    numeric_auto: bool,
    #[unsafe_ignore_trace]
    numbering_system: String,
    number_format: JsObject,
    plural_rules: JsObject,
    /// The decimal separator of `number_format` (what it puts between the
    /// digits of 1.5).
    #[unsafe_ignore_trace]
    decimal: String,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    Long,
    Short,
    Narrow,
}

impl Style {
    fn name(self) -> &'static str {
        match self {
            Style::Long => "long",
            Style::Short => "short",
            Style::Narrow => "narrow",
        }
    }
}

/// A unit's patterns in one style: the future and past patterns for the
/// plural categories `one` and `other`, and the phrases `numeric: "auto"`
/// uses for -1, 0 and 1 (where CLDR has one).
struct UnitPatterns {
    future: [&'static str; 2],
    past: [&'static str; 2],
    phrases: [Option<&'static str>; 3],
}

const fn p(future: [&'static str; 2], past: [&'static str; 2], phrases: [Option<&'static str>; 3]) -> UnitPatterns {
    UnitPatterns { future, past, phrases }
}

const UNITS: [&str; 8] = ["second", "minute", "hour", "day", "week", "month", "quarter", "year"];

/// CLDR's English relative time patterns, by style then unit (in `UNITS`'
/// order); `{0}` is the number.
const EN: [[UnitPatterns; 8]; 3] = [
    [
        p(["in {0} second", "in {0} seconds"], ["{0} second ago", "{0} seconds ago"], [None, Some("now"), None]),
        p(["in {0} minute", "in {0} minutes"], ["{0} minute ago", "{0} minutes ago"], [None, Some("this minute"), None]),
        p(["in {0} hour", "in {0} hours"], ["{0} hour ago", "{0} hours ago"], [None, Some("this hour"), None]),
        p(["in {0} day", "in {0} days"], ["{0} day ago", "{0} days ago"], [Some("yesterday"), Some("today"), Some("tomorrow")]),
        p(["in {0} week", "in {0} weeks"], ["{0} week ago", "{0} weeks ago"], [Some("last week"), Some("this week"), Some("next week")]),
        p(["in {0} month", "in {0} months"], ["{0} month ago", "{0} months ago"], [Some("last month"), Some("this month"), Some("next month")]),
        p(["in {0} quarter", "in {0} quarters"], ["{0} quarter ago", "{0} quarters ago"], [Some("last quarter"), Some("this quarter"), Some("next quarter")]),
        p(["in {0} year", "in {0} years"], ["{0} year ago", "{0} years ago"], [Some("last year"), Some("this year"), Some("next year")]),
    ],
    [
        p(["in {0} sec.", "in {0} sec."], ["{0} sec. ago", "{0} sec. ago"], [None, Some("now"), None]),
        p(["in {0} min.", "in {0} min."], ["{0} min. ago", "{0} min. ago"], [None, Some("this minute"), None]),
        p(["in {0} hr.", "in {0} hr."], ["{0} hr. ago", "{0} hr. ago"], [None, Some("this hour"), None]),
        p(["in {0} day", "in {0} days"], ["{0} day ago", "{0} days ago"], [Some("yesterday"), Some("today"), Some("tomorrow")]),
        p(["in {0} wk.", "in {0} wk."], ["{0} wk. ago", "{0} wk. ago"], [Some("last wk."), Some("this wk."), Some("next wk.")]),
        p(["in {0} mo.", "in {0} mo."], ["{0} mo. ago", "{0} mo. ago"], [Some("last mo."), Some("this mo."), Some("next mo.")]),
        p(["in {0} qtr.", "in {0} qtrs."], ["{0} qtr. ago", "{0} qtrs. ago"], [Some("last qtr."), Some("this qtr."), Some("next qtr.")]),
        p(["in {0} yr.", "in {0} yr."], ["{0} yr. ago", "{0} yr. ago"], [Some("last yr."), Some("this yr."), Some("next yr.")]),
    ],
    [
        p(["in {0}s", "in {0}s"], ["{0}s ago", "{0}s ago"], [None, Some("now"), None]),
        p(["in {0}m", "in {0}m"], ["{0}m ago", "{0}m ago"], [None, Some("this minute"), None]),
        p(["in {0}h", "in {0}h"], ["{0}h ago", "{0}h ago"], [None, Some("this hour"), None]),
        p(["in {0}d", "in {0}d"], ["{0}d ago", "{0}d ago"], [Some("yesterday"), Some("today"), Some("tomorrow")]),
        p(["in {0}w", "in {0}w"], ["{0}w ago", "{0}w ago"], [Some("last wk."), Some("this wk."), Some("next wk.")]),
        p(["in {0}mo", "in {0}mo"], ["{0}mo ago", "{0}mo ago"], [Some("last mo."), Some("this mo."), Some("next mo.")]),
        p(["in {0}q", "in {0}q"], ["{0}q ago", "{0}q ago"], [Some("last qtr."), Some("this qtr."), Some("next qtr.")]),
        p(["in {0}y", "in {0}y"], ["{0}y ago", "{0}y ago"], [Some("last yr."), Some("this yr."), Some("next yr.")]),
    ],
];

fn type_error(msg: &str) -> JsError {
    JsNativeError::typ().with_message(msg.to_string()).into()
}

fn range_error(msg: String) -> JsError {
    JsNativeError::range().with_message(msg).into()
}

fn arg(args: &[JsValue], i: usize) -> JsValue {
    args.get(i).cloned().unwrap_or_default()
}

/// Defines `Intl.RelativeTimeFormat` in the current realm, unless Boa
/// already has one. Call it before the realm runs any script.
pub fn install(ctx: &mut Context) -> JsResult<()> {
    let global = ctx.global_object();
    let Some(intl) = global.get(js_string!("Intl"), ctx)?.as_object() else { return Ok(()) };
    if intl.has_own_property(js_string!("RelativeTimeFormat"), ctx)? {
        return Ok(());
    }
    let get = |name: &str, ctx: &mut Context| -> JsResult<Option<JsObject>> { Ok(intl.get(JsString::from(name), ctx)?.as_object()) };
    let (Some(get_canonical_locales), Some(number_format), Some(plural_rules)) =
        (get("getCanonicalLocales", ctx)?, get("NumberFormat", ctx)?, get("PluralRules", ctx)?)
    else {
        return Ok(());
    };
    let object_prototype = ctx.intrinsics().constructors().object().prototype();
    let prototype = JsObject::with_null_proto();
    prototype.set_prototype(Some(object_prototype));
    let builtins = Builtins { get_canonical_locales, number_format, plural_rules, prototype: prototype.clone() };

    let realm = ctx.realm().clone();
    let constructor: JsObject = FunctionObjectBuilder::new(&realm, NativeFunction::from_copy_closure_with_captures(construct, builtins.clone()))
        .name(js_string!("RelativeTimeFormat"))
        .length(0)
        .constructor(true)
        .build()
        .into();
    let supported = FunctionObjectBuilder::new(&realm, NativeFunction::from_copy_closure_with_captures(supported_locales_of, builtins))
        .name(js_string!("supportedLocalesOf"))
        .length(1)
        .build();
    let method = PropertyDescriptor::builder().writable(true).enumerable(false).configurable(true);
    constructor.define_property_or_throw(js_string!("supportedLocalesOf"), method.clone().value(supported), ctx)?;
    constructor.define_property_or_throw(
        js_string!("prototype"),
        PropertyDescriptor::builder().value(prototype.clone()).writable(false).enumerable(false).configurable(false),
        ctx,
    )?;
    prototype.define_property_or_throw(js_string!("constructor"), method.clone().value(constructor.clone()), ctx)?;
    let methods: [(&str, usize, fn(&JsValue, &[JsValue], &mut Context) -> JsResult<JsValue>); 3] =
        [("resolvedOptions", 0, resolved_options), ("format", 2, format), ("formatToParts", 2, format_to_parts)];
    for (name, length, f) in methods {
        let func = FunctionObjectBuilder::new(&realm, NativeFunction::from_fn_ptr(f)).name(JsString::from(name)).length(length).build();
        prototype.define_property_or_throw(JsString::from(name), method.clone().value(func), ctx)?;
    }
    prototype.define_property_or_throw(
        JsSymbol::to_string_tag(),
        PropertyDescriptor::builder().value(js_string!("Intl.RelativeTimeFormat")).writable(false).enumerable(false).configurable(true),
        ctx,
    )?;
    intl.define_property_or_throw(js_string!("RelativeTimeFormat"), method.value(constructor), ctx)?;
    Ok(())
}

/// https://tc39.es/ecma402/#sec-canonicalizelocalelist, by the realm's
/// `Intl.getCanonicalLocales` (which is that operation).
fn canonicalize_locale_list(ctx: &mut Context, builtins: &Builtins, locales: JsValue) -> JsResult<Vec<String>> {
    let list = builtins.get_canonical_locales.call(&JsValue::undefined(), &[locales], ctx)?;
    let Some(list) = list.as_object() else { return Ok(Vec::new()) };
    let length = list.get(js_string!("length"), ctx)?.to_length(ctx)?;
    let mut out = Vec::new();
    for i in 0..length {
        out.push(list.get(i, ctx)?.to_string(ctx)?.to_std_string_escaped());
    }
    Ok(out)
}

/// https://tc39.es/ecma402/#sec-coerceoptionstoobject
fn coerce_options_to_object(ctx: &mut Context, options: JsValue) -> JsResult<JsObject> {
    // 1. If options is undefined, return OrdinaryObjectCreate(null).
    if options.is_undefined() {
        return Ok(JsObject::with_null_proto());
    }
    // 2. Return ? ToObject(options).
    options.to_object(ctx)
}

/// https://tc39.es/ecma262/#sec-getoption for a string option.
fn get_option(ctx: &mut Context, options: &JsObject, property: &str, values: &[&str], default: Option<&str>) -> JsResult<Option<String>> {
    // 1. Let value be ? Get(options, property).
    let value = options.get(JsString::from(property), ctx)?;
    // 2. If value is undefined, return default.
    if value.is_undefined() {
        return Ok(default.map(str::to_string));
    }
    // 4-5. Type string: ToString(value).
    let value = value.to_string(ctx)?.to_std_string_escaped();
    // 6. If values is not empty and does not contain value, throw a RangeError.
    if !values.is_empty() && !values.contains(&value.as_str()) {
        return Err(range_error(format!("{value} is not a valid value for the option {property}")));
    }
    Ok(Some(value))
}

/// The part of a language tag before its extensions and private use
/// (https://tc39.es/ecma402/#sec-lookupmatchingLocalebyprefix step 2.a).
fn without_extensions(locale: &str) -> &str {
    let mut end = locale.len();
    let mut offset = 0;
    for subtag in locale.split('-') {
        if offset > 0 && subtag.len() == 1 {
            end = offset - 1;
            break;
        }
        offset += subtag.len() + 1;
    }
    &locale[..end.min(locale.len())]
}

/// The value of the Unicode extension keyword `key` in `locale` (`-u-nu-arab`).
fn unicode_keyword(locale: &str, key: &str) -> Option<String> {
    let mut subtags = locale.split('-').skip_while(|s| !s.eq_ignore_ascii_case("u")).skip(1);
    while let Some(s) = subtags.next() {
        if s.len() == 1 {
            return None;
        }
        if s.eq_ignore_ascii_case(key) {
            let value: Vec<&str> = subtags.take_while(|v| v.len() > 2).collect();
            return Some(value.join("-"));
        }
    }
    None
}

/// https://tc39.es/ecma402/#sec-bestavailablelocale
fn best_available_locale(locale: &str) -> Option<&'static str> {
    // 1. Let candidate be locale.
    let mut candidate = locale;
    loop {
        // 2.a. If availableLocales contains candidate, return candidate.
        if let Some(found) = AVAILABLE_LOCALES.iter().find(|a| a.eq_ignore_ascii_case(candidate)) {
            return Some(found);
        }
        // 2.b. Let pos be the index of the last "-" in candidate; if there is none, return undefined.
        let mut pos = candidate.rfind('-')?;
        // 2.c. If pos ≥ 2 and the character "-" occurs at index pos-2 of candidate, decrease pos by 2.
        if pos >= 2 && candidate.as_bytes().get(pos - 2) == Some(&b'-') {
            pos -= 2;
        }
        // 2.d. Let candidate be the substring of candidate from 0 to pos.
        candidate = &candidate[..pos];
    }
}

/// https://tc39.es/ecma402/#sec-lookupmatchingLocalebyprefix: the first
/// requested locale with available data, and that locale as requested.
fn lookup_matching_locale_by_prefix(requested: &[String]) -> Option<(&'static str, &str)> {
    requested.iter().find_map(|locale| best_available_locale(without_extensions(locale)).map(|found| (found, locale.as_str())))
}

/// https://tc39.es/ecma402/#sec-Intl.RelativeTimeFormat
fn construct(this: &JsValue, args: &[JsValue], builtins: &Builtins, ctx: &mut Context) -> JsResult<JsValue> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    let Some(new_target) = this.as_object().filter(|o| o.is_constructor()) else {
        return Err(type_error("Constructor Intl.RelativeTimeFormat requires 'new'"));
    };
    // 2. Let relativeTimeFormat be ? OrdinaryCreateFromConstructor(NewTarget, "%Intl.RelativeTimeFormat.prototype%", ...).
    let prototype = new_target.get(js_string!("prototype"), ctx)?.as_object().unwrap_or_else(|| builtins.prototype.clone());
    // 3. Let requestedLocales be ? CanonicalizeLocaleList(locales).
    let requested = canonicalize_locale_list(ctx, builtins, arg(args, 0))?;
    // 4. Set options to ? CoerceOptionsToObject(options).
    let options = coerce_options_to_object(ctx, arg(args, 1))?;
    // 6. Let matcher be ? GetOption(options, "localeMatcher", string, « "lookup", "best fit" », "best fit").
    get_option(ctx, &options, "localeMatcher", &["lookup", "best fit"], Some("best fit"))?;
    // 8. Let numberingSystem be ? GetOption(options, "numberingSystem", string, empty, undefined).
    let option_nu = get_option(ctx, &options, "numberingSystem", &[], None)?;
    // 9. If numberingSystem is not undefined and cannot be matched by the type nonterminal, throw a RangeError.
    if let Some(nu) = &option_nu {
        let is_type = !nu.is_empty() && nu.split('-').all(|s| (3..=8).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_alphanumeric()));
        if !is_type {
            return Err(range_error(format!("Invalid numberingSystem : {nu}")));
        }
    }
    // 11. Let r be ResolveLocale(%AvailableLocales%, requestedLocales, opt, « "nu" », localeData).
    let (data_locale, extension_nu) = match lookup_matching_locale_by_prefix(&requested) {
        Some((found, as_requested)) => (found, unicode_keyword(as_requested, "nu")),
        None => ("en-US", None),
    };
    // 16. Let style be ? GetOption(options, "style", string, « "long", "short", "narrow" », "long").
    let style = match get_option(ctx, &options, "style", &["long", "short", "narrow"], Some("long"))?.as_deref() {
        Some("short") => Style::Short,
        Some("narrow") => Style::Narrow,
        _ => Style::Long,
    };
    // 18. Let numeric be ? GetOption(options, "numeric", string, « "always", "auto" », "always").
    let numeric_auto = get_option(ctx, &options, "numeric", &["always", "auto"], Some("always"))?.as_deref() == Some("auto");
    // 20-21. Construct(%Intl.NumberFormat%, « locale ») and Construct(%Intl.PluralRules%, « locale »),
    // the numbering system the option or the locale's extension asked for, when the NumberFormat has it.
    let wanted_nu = option_nu.clone().or_else(|| extension_nu.clone());
    let nf_options = ObjectInitializer::new(ctx).build();
    if let Some(nu) = &wanted_nu {
        nf_options.set(js_string!("numberingSystem"), JsString::from(nu.as_str()), false, ctx)?;
    }
    let number_format = builtins.number_format.construct(&[JsString::from(data_locale).into(), nf_options.into()], None, ctx)?;
    let plural_rules = builtins.plural_rules.construct(&[JsString::from(data_locale).into()], None, ctx)?;
    let resolved = call_method(ctx, &number_format, "resolvedOptions", &[])?;
    let numbering_system = match resolved.as_object() {
        Some(o) => o.get(js_string!("numberingSystem"), ctx)?.to_string(ctx)?.to_std_string_escaped(),
        None => "latn".to_string(),
    };
    // The locale keeps the extension's keyword when it is the one used.
    let locale = match &extension_nu {
        Some(nu) if *nu == numbering_system && option_nu.as_ref().is_none_or(|o| o == nu) => format!("{data_locale}-u-nu-{nu}"),
        _ => data_locale.to_string(),
    };
    let one_and_a_half = format_number(ctx, &number_format, 1.5)?;
    let decimal: String = one_and_a_half.chars().skip(1).take_while(|c| !c.is_numeric()).collect();
    let data = RelativeTimeFormat { locale, style, numeric_auto, numbering_system, number_format, plural_rules, decimal };
    Ok(JsObject::from_proto_and_data(prototype, data).into())
}

/// https://tc39.es/ecma402/#sec-Intl.RelativeTimeFormat.supportedLocalesOf
fn supported_locales_of(_: &JsValue, args: &[JsValue], builtins: &Builtins, ctx: &mut Context) -> JsResult<JsValue> {
    // 2. Let requestedLocales be ? CanonicalizeLocaleList(locales).
    let requested = canonicalize_locale_list(ctx, builtins, arg(args, 0))?;
    // 3. Return ? FilterLocales(availableLocales, requestedLocales, options).
    let options = coerce_options_to_object(ctx, arg(args, 1))?;
    get_option(ctx, &options, "localeMatcher", &["lookup", "best fit"], Some("best fit"))?;
    let supported: Vec<JsValue> = requested
        .iter()
        .filter(|l| best_available_locale(without_extensions(l)).is_some())
        .map(|l| JsString::from(l.as_str()).into())
        .collect();
    Ok(JsArray::from_iter(supported, ctx).into())
}

fn call_method(ctx: &mut Context, object: &JsObject, name: &str, args: &[JsValue]) -> JsResult<JsValue> {
    let f = object.get(JsString::from(name), ctx)?;
    let f = f.as_callable().ok_or_else(|| type_error("not a function"))?;
    f.call(&object.clone().into(), args, ctx)
}

fn format_number(ctx: &mut Context, number_format: &JsObject, value: f64) -> JsResult<String> {
    // `format` is a getter returning a bound function.
    let f = number_format.get(js_string!("format"), ctx)?;
    let f = f.as_callable().ok_or_else(|| type_error("not a function"))?;
    Ok(f.call(&JsValue::undefined(), &[value.into()], ctx)?.to_string(ctx)?.to_std_string_escaped())
}

fn this_format(this: &JsValue) -> JsResult<JsObject> {
    this.as_object()
        .filter(|o| o.downcast_ref::<RelativeTimeFormat>().is_some())
        .ok_or_else(|| type_error("Method Intl.RelativeTimeFormat.prototype method called on an incompatible receiver"))
}

/// https://tc39.es/ecma402/#sec-intl.relativetimeformat.prototype.resolvedoptions
fn resolved_options(this: &JsValue, _: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let object = this_format(this)?;
    let Some(rtf) = object.downcast_ref::<RelativeTimeFormat>() else { return Err(type_error("incompatible receiver")) };
    let (locale, style, numeric, nu) = (rtf.locale.clone(), rtf.style, rtf.numeric_auto, rtf.numbering_system.clone());
    drop(rtf);
    let options = ObjectInitializer::new(ctx)
        .property(js_string!("locale"), JsString::from(locale), Attribute::all())
        .property(js_string!("style"), JsString::from(style.name()), Attribute::all())
        .property(js_string!("numeric"), JsString::from(if numeric { "auto" } else { "always" }), Attribute::all())
        .property(js_string!("numberingSystem"), JsString::from(nu), Attribute::all())
        .build();
    Ok(options.into())
}

/// One element of a formatted relative time: its type, its text and, for a
/// part of the number, the unit.
struct Part {
    kind: &'static str,
    value: String,
    unit: Option<&'static str>,
}

/// https://tc39.es/ecma402/#sec-singularrelativetimeunit
fn singular_relative_time_unit(unit: &str) -> JsResult<usize> {
    // 1-9. The plural forms name the singular units; anything else is a RangeError.
    let singular = unit.strip_suffix('s').filter(|s| UNITS.contains(s)).unwrap_or(unit);
    UNITS.iter().position(|u| *u == singular).ok_or_else(|| range_error(format!("Invalid unit argument for format() '{unit}'")))
}

/// https://tc39.es/ecma402/#sec-PartitionRelativeTimePattern
fn partition_relative_time_pattern(ctx: &mut Context, object: &JsObject, value: JsValue, unit: JsValue) -> JsResult<Vec<Part>> {
    let value = value.to_number(ctx)?;
    let unit = unit.to_string(ctx)?.to_std_string_escaped();
    let Some(rtf) = object.downcast_ref::<RelativeTimeFormat>() else { return Err(type_error("incompatible receiver")) };
    let (style, numeric_auto, number_format, plural_rules, decimal) =
        (rtf.style, rtf.numeric_auto, rtf.number_format.clone(), rtf.plural_rules.clone(), rtf.decimal.clone());
    drop(rtf);
    // 1. If value is NaN, +∞𝔽, or -∞𝔽, throw a RangeError exception.
    if !value.is_finite() {
        return Err(range_error("Invalid number value".to_string()));
    }
    // 2. Let unit be ? SingularRelativeTimeUnit(unit).
    let index = singular_relative_time_unit(&unit)?;
    let unit = UNITS[index];
    let style_index = match style {
        Style::Long => 0,
        Style::Short => 1,
        Style::Narrow => 2,
    };
    let patterns = &EN[style_index][index];
    // 6. If numeric is "auto", then: if patterns has a field [[<ToString(value)>]], return its literal.
    if numeric_auto {
        let phrase = match JsValue::from(value).to_string(ctx)?.to_std_string_escaped().as_str() {
            "-1" => patterns.phrases[0],
            "0" => patterns.phrases[1],
            "1" => patterns.phrases[2],
            _ => None,
        };
        if let Some(phrase) = phrase {
            return Ok(vec![Part { kind: "literal", value: phrase.to_string(), unit: None }]);
        }
    }
    // 7. If value is -0𝔽 or value < -0𝔽, let tl be "past" (and format its magnitude); else "future".
    let past = value < 0.0 || (value == 0.0 && value.is_sign_negative());
    let magnitude = value.abs();
    // 9. Let fv be PartitionNumberPattern(relativeTimeFormat.[[NumberFormat]], value).
    let formatted = format_number(ctx, &number_format, magnitude)?;
    // 10. Let pr be ResolvePlural(relativeTimeFormat.[[PluralRules]], value).[[PluralCategory]].
    let category = call_method(ctx, &plural_rules, "select", &[magnitude.into()])?.to_string(ctx)?.to_std_string_escaped();
    // 11. Let pattern be po.[[<pr>]].
    let forms = if past { patterns.past } else { patterns.future };
    let pattern = if category == "one" { forms[0] } else { forms[1] };
    // 12. Return MakePartsList(pattern, unit, fv).
    Ok(make_parts_list(pattern, unit, &formatted, &decimal))
}

/// https://tc39.es/ecma402/#sec-makepartslist: the pattern's literals and
/// the number's parts, each number part with the unit.
fn make_parts_list(pattern: &str, unit: &'static str, formatted: &str, decimal: &str) -> Vec<Part> {
    let (before, after) = pattern.split_once("{0}").unwrap_or((pattern, ""));
    let mut parts = Vec::new();
    if !before.is_empty() {
        parts.push(Part { kind: "literal", value: before.to_string(), unit: None });
    }
    parts.extend(number_parts(formatted, decimal).into_iter().map(|(kind, value)| Part { kind, value, unit: Some(unit) }));
    if !after.is_empty() {
        parts.push(Part { kind: "literal", value: after.to_string(), unit: None });
    }
    parts
}

/// The parts of a formatted non-negative number (what
/// PartitionNumberPattern gives): runs of digits are `integer` before the
/// decimal separator and `fraction` after it, the separator is `decimal`,
/// and what separates integer digits is `group`.
fn number_parts(formatted: &str, decimal: &str) -> Vec<(&'static str, String)> {
    let mut parts: Vec<(&'static str, String)> = Vec::new();
    let mut in_fraction = false;
    let mut rest = formatted;
    while let Some(c) = rest.chars().next() {
        if !decimal.is_empty() && !in_fraction && rest.starts_with(decimal) {
            parts.push(("decimal", decimal.to_string()));
            in_fraction = true;
            rest = &rest[decimal.len()..];
            continue;
        }
        let kind = if c.is_numeric() {
            if in_fraction {
                "fraction"
            } else {
                "integer"
            }
        } else if in_fraction {
            "literal"
        } else {
            "group"
        };
        match parts.last_mut() {
            Some((k, v)) if *k == kind && kind != "group" => v.push(c),
            _ => parts.push((kind, c.to_string())),
        }
        rest = &rest[c.len_utf8()..];
    }
    parts
}

/// https://tc39.es/ecma402/#sec-Intl.RelativeTimeFormat.prototype.format
fn format(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let object = this_format(this)?;
    let parts = partition_relative_time_pattern(ctx, &object, arg(args, 0), arg(args, 1))?;
    let text: String = parts.iter().map(|p| p.value.as_str()).collect();
    Ok(JsString::from(text).into())
}

/// https://tc39.es/ecma402/#sec-Intl.RelativeTimeFormat.prototype.formatToParts
fn format_to_parts(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {
    let object = this_format(this)?;
    let parts = partition_relative_time_pattern(ctx, &object, arg(args, 0), arg(args, 1))?;
    let mut out = Vec::new();
    for part in parts {
        let mut o = ObjectInitializer::new(ctx);
        o.property(js_string!("type"), JsString::from(part.kind), Attribute::all());
        o.property(js_string!("value"), JsString::from(part.value), Attribute::all());
        if let Some(unit) = part.unit {
            o.property(js_string!("unit"), JsString::from(unit), Attribute::all());
        }
        out.push(o.build().into());
    }
    Ok(JsArray::from_iter(out, ctx).into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_parts_tell_integer_group_decimal_and_fraction() {
        let kinds: Vec<(&str, String)> = number_parts("1,234.5", ".");
        assert_eq!(
            kinds,
            vec![("integer", "1".into()), ("group", ",".into()), ("integer", "234".into()), ("decimal", ".".into()), ("fraction", "5".into())]
        );
    }

    #[test]
    fn best_available_locale_truncates_to_english() {
        assert_eq!(best_available_locale("en-GB"), Some("en"));
        assert_eq!(best_available_locale("en-US"), Some("en-US"));
        assert_eq!(best_available_locale("fr-CA"), None);
        assert_eq!(without_extensions("en-US-u-nu-arab"), "en-US");
        assert_eq!(unicode_keyword("en-u-ca-gregory-nu-arab", "nu").as_deref(), Some("arab"));
    }
}
