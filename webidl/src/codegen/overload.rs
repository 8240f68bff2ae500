//! Overloaded operations: one function per identifier that picks the
//! overload to call, as https://webidl.spec.whatwg.org/#es-overloads (the
//! overload resolution algorithm) says. The effective overload set is known
//! when generating, so the glue matches on the argument count and, where
//! overloads of that count differ, tests the value at the distinguishing
//! argument index in the algorithm's order.

use super::line;
use crate::model::{Definitions, Operation, Type};

/// Whether `op` accepts `count` arguments: the effective overload set has an
/// entry of that length for it.
fn accepts(op: &Operation, count: usize) -> bool {
    let required = op.length();
    let variadic = op.args.last().is_some_and(|a| a.variadic);
    count >= required && (count <= op.args.len() || variadic)
}

/// The type of `op`'s argument at `i` (a variadic argument repeats).
fn arg_type(op: &Operation, i: usize) -> Option<&Type> {
    match op.args.get(i) {
        Some(a) => Some(&a.ty),
        None => op.args.last().filter(|a| a.variadic).map(|a| &a.ty),
    }
}

/// The members of a type for the algorithm's tests: a union's flattened
/// members, else the type itself (nullable stripped).
fn flattened(t: &Type) -> Vec<&Type> {
    match t.inner() {
        Type::Union(ms) => ms.iter().flat_map(flattened).collect(),
        other => vec![other],
    }
}

fn is_numeric(t: &Type) -> bool {
    matches!(
        t,
        Type::Byte | Type::Octet | Type::Short | Type::UnsignedShort | Type::Long | Type::UnsignedLong | Type::LongLong
            | Type::UnsignedLongLong | Type::Float | Type::UnrestrictedFloat | Type::Double | Type::UnrestrictedDouble
    )
}

fn is_string(t: &Type) -> bool {
    matches!(t, Type::DomString | Type::UsvString | Type::ByteString | Type::Enum(_))
}

fn includes_nullable(t: &Type) -> bool {
    matches!(t, Type::Nullable(_)) || matches!(t, Type::Union(ms) if ms.iter().any(includes_nullable))
}

/// The glue that calls the overload chosen for the arguments; `glue(op)` is
/// the name of each overload's own glue function; `owner` names the
/// interface or namespace in the TypeError for too few arguments.
pub fn dispatcher(defs: &Definitions, owner: &str, overloads: &[&Operation], name: &str, glue: impl Fn(&Operation) -> String, out: &mut String) {
    let _ = defs;
    let op_name = &overloads[0].name;
    let promise = overloads.iter().all(|o| matches!(o.ret, Type::Promise(_)));
    let maxarg = overloads.iter().map(|o| o.args.len()).max().unwrap_or(0);
    line(out, format!("fn {name}(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {{"));
    line(out, "    // https://webidl.spec.whatwg.org/#dfn-overload-resolution-algorithm");
    if promise {
        line(out, format!("    match {name}_resolve(this, args, ctx) {{ Ok(v) => Ok(v), Err(e) => crate::webidl::promise::rejected_promise(e, ctx) }}"));
        line(out, "}");
        line(out, format!("fn {name}_resolve(this: &JsValue, args: &[JsValue], ctx: &mut Context) -> JsResult<JsValue> {{"));
    }
    // 3-4. Let maxarg be the length of the longest type list; argcount = min(maxarg, n).
    line(out, format!("    let argcount = args.len().min({maxarg});"));
    let shortest = overloads.iter().map(|o| o.length()).min().unwrap_or(0);
    let too_few = format!(
        "Err(type_error(format!(\"Failed to execute '{op_name}' on '{}': {shortest} argument(s) required, but only {{}} present.\", args.len())))",
        owner
    );
    line(out, "    match argcount {");
    for count in 0..=maxarg {
        // 5. Remove from S all entries whose type list is not of length argcount.
        let candidates: Vec<&Operation> = overloads.iter().copied().filter(|o| accepts(o, count)).collect();
        let arm = if count == maxarg { "_".to_string() } else { count.to_string() };
        match candidates.as_slice() {
            // 6. If S is empty, then throw a TypeError.
            [] => line(out, format!("        {arm} => {too_few},")),
            [only] => line(out, format!("        {arm} => {}(this, args, ctx),", glue(only))),
            _ => {
                line(out, format!("        {arm} => {{"));
                distinguish(&candidates, count, &glue, out);
                line(out, "        }");
            }
        }
    }
    line(out, "    }");
    line(out, "}");
}

/// Steps 8-13 of the algorithm for the candidates of one argument count.
fn distinguish(candidates: &[&Operation], count: usize, glue: &impl Fn(&Operation) -> String, out: &mut String) {
    // 7. The distinguishing argument index: the first where the types differ.
    let d = (0..count).find(|&k| {
        let first = arg_type(candidates[0], k);
        candidates.iter().any(|c| arg_type(c, k) != first)
    });
    let Some(d) = d else {
        // Identical type lists cannot be told apart: the first overload is taken.
        line(out, format!("            {}(this, args, ctx)", glue(candidates[0])));
        return;
    };
    line(out, format!("            let v = args.get({d}).cloned().unwrap_or_default();"));
    let pick = |test: &str, op: &Operation, out: &mut String| {
        line(out, format!("            if {test} {{ return {}(this, args, ctx); }}", glue(op)));
    };
    let ty = |op: &Operation| arg_type(op, d).cloned().unwrap_or(Type::Any);
    // 12.1. V undefined and an optional argument at index d.
    for c in candidates {
        if c.args.get(d).is_some_and(|a| a.optional) {
            pick("v.is_undefined()", c, out);
        }
    }
    // 12.2. V null or undefined: a nullable type or a dictionary type.
    for c in candidates {
        let t = ty(c);
        if includes_nullable(&t) || flattened(&t).iter().any(|m| matches!(m, Type::Dictionary(_))) {
            pick("v.is_null_or_undefined()", c, out);
        }
    }
    // 12.3-12.5. V a platform object implementing an interface type.
    for c in candidates {
        for m in flattened(&ty(c)) {
            if let Type::Interface(iface) = m {
                pick(&format!("v.as_object().is_some_and(|o| crate::webidl::reflect::implements(&o, Interface::{iface}))"), c, out);
            }
        }
    }
    // 12.6-12.9. V an ArrayBuffer or a view of one: a buffer source type.
    for c in candidates {
        for m in flattened(&ty(c)) {
            if let Type::BufferSource(kind) = m {
                pick(&format!("v.as_object().is_some_and(|o| is_buffer_source(&o, {kind:?}))"), c, out);
            }
        }
    }
    // 12.10. IsCallable(V): a callback function type.
    for c in candidates {
        if flattened(&ty(c)).iter().any(|m| matches!(m, Type::CallbackFunction(_))) {
            pick("v.as_object().is_some_and(|o| o.is_callable())", c, out);
        }
    }
    // 12.11. V an object with @@iterator: a sequence type.
    for c in candidates {
        if flattened(&ty(c)).iter().any(|m| matches!(m, Type::Sequence(_))) {
            pick("match v.as_object() { Some(o) => !o.get(boa_engine::JsSymbol::iterator(), ctx)?.is_undefined(), None => false }", c, out);
        }
    }
    // 12.12. V an object: a callback interface, dictionary, record or object type.
    for c in candidates {
        if flattened(&ty(c)).iter().any(|m| matches!(m, Type::CallbackInterface(_) | Type::Dictionary(_) | Type::Record(..) | Type::Object)) {
            pick("v.is_object()", c, out);
        }
    }
    // 12.13. V a Boolean: a boolean type.
    for c in candidates {
        if flattened(&ty(c)).iter().any(|m| **m == Type::Boolean) {
            pick("v.is_boolean()", c, out);
        }
    }
    // 12.14. V a Number: a numeric type.
    for c in candidates {
        if flattened(&ty(c)).iter().any(|m| is_numeric(m)) {
            pick("v.is_number()", c, out);
        }
    }
    // 12.16-12.19. Otherwise a string type, then a numeric type, then a boolean type, then any.
    let fallback = candidates
        .iter()
        .find(|c| flattened(&ty(c)).iter().any(|m| is_string(m)))
        .or_else(|| candidates.iter().find(|c| flattened(&ty(c)).iter().any(|m| is_numeric(m))))
        .or_else(|| candidates.iter().find(|c| flattened(&ty(c)).iter().any(|m| **m == Type::Boolean)))
        .or_else(|| candidates.iter().find(|c| flattened(&ty(c)).iter().any(|m| **m == Type::Any)));
    match fallback {
        Some(c) => line(out, format!("            {}(this, args, ctx)", glue(c))),
        // 12.20. Otherwise, throw a TypeError.
        None => line(out, "            Err(type_error(\"no overload matches the arguments\"))"),
    }
}
