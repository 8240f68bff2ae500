//! Sandboxing flag sets (https://html.spec.whatwg.org/multipage/browsers.html#sandboxing),
//! from an iframe's `sandbox` attribute and a response's CSP `sandbox` directive.

/// https://html.spec.whatwg.org/multipage/browsers.html#sandboxing-flag-set
/// (the flags webmcp acts on).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SandboxingFlags(u32);

impl SandboxingFlags {
    /// https://html.spec.whatwg.org/multipage/browsers.html#sandboxed-navigation-browsing-context-flag
    pub const NAVIGATION: SandboxingFlags = SandboxingFlags(1);
    /// https://html.spec.whatwg.org/multipage/browsers.html#sandboxed-auxiliary-navigation-browsing-context-flag
    pub const AUXILIARY_NAVIGATION: SandboxingFlags = SandboxingFlags(1 << 1);
    /// https://html.spec.whatwg.org/multipage/browsers.html#sandboxed-top-level-navigation-without-user-activation-browsing-context-flag
    pub const TOP_LEVEL_NAVIGATION: SandboxingFlags = SandboxingFlags(1 << 2);
    /// https://html.spec.whatwg.org/multipage/browsers.html#sandboxed-origin-browsing-context-flag
    pub const ORIGIN: SandboxingFlags = SandboxingFlags(1 << 3);
    /// https://html.spec.whatwg.org/multipage/browsers.html#sandboxed-forms-browsing-context-flag
    pub const FORMS: SandboxingFlags = SandboxingFlags(1 << 4);
    /// https://html.spec.whatwg.org/multipage/browsers.html#sandboxed-scripts-browsing-context-flag
    pub const SCRIPTS: SandboxingFlags = SandboxingFlags(1 << 5);
    /// https://html.spec.whatwg.org/multipage/browsers.html#sandboxed-modals-flag
    pub const MODALS: SandboxingFlags = SandboxingFlags(1 << 6);

    /// No flag set.
    pub const NONE: SandboxingFlags = SandboxingFlags(0);
    /// Every flag webmcp knows.
    pub const ALL: SandboxingFlags = SandboxingFlags((1 << 7) - 1);

    pub fn contains(self, other: SandboxingFlags) -> bool {
        self.0 & other.0 == other.0
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn union(self, other: SandboxingFlags) -> SandboxingFlags {
        SandboxingFlags(self.0 | other.0)
    }
    fn remove(&mut self, other: SandboxingFlags) {
        self.0 &= !other.0;
    }
}

/// https://html.spec.whatwg.org/multipage/browsers.html#parse-a-sandboxing-directive:
/// the flags set by a `sandbox` attribute or CSP directive value.
pub fn parse_a_sandboxing_directive(input: &str) -> SandboxingFlags {
    // 1. Split input on ASCII whitespace, to obtain tokens.
    let tokens: Vec<String> = input.split_ascii_whitespace().map(str::to_ascii_lowercase).collect();
    let has = |t: &str| tokens.iter().any(|x| x == t);
    // 2. Let output be empty. 3. Add the following flags to output:
    let mut output = SandboxingFlags::ALL;
    // - The sandboxed auxiliary navigation flag, unless "allow-popups".
    if has("allow-popups") {
        output.remove(SandboxingFlags::AUXILIARY_NAVIGATION);
    }
    // - The sandboxed top-level navigation without user activation flag,
    //   unless "allow-top-navigation".
    if has("allow-top-navigation") {
        output.remove(SandboxingFlags::TOP_LEVEL_NAVIGATION);
    }
    // - The sandboxed origin flag, unless "allow-same-origin".
    if has("allow-same-origin") {
        output.remove(SandboxingFlags::ORIGIN);
    }
    // - The sandboxed forms flag, unless "allow-forms".
    if has("allow-forms") {
        output.remove(SandboxingFlags::FORMS);
    }
    // - The sandboxed scripts flag, unless "allow-scripts" (the automatic
    //   features flag goes with it).
    if has("allow-scripts") {
        output.remove(SandboxingFlags::SCRIPTS);
    }
    // - The sandboxed modals flag, unless "allow-modals".
    if has("allow-modals") {
        output.remove(SandboxingFlags::MODALS);
    }
    output
}

/// The `sandbox` directive of a Content-Security-Policy header value, if any
/// (https://w3c.github.io/webappsec-csp/#directive-sandbox).
pub fn csp_sandbox_flags(csp: &str) -> Option<SandboxingFlags> {
    csp.split(';').map(str::trim).find_map(|directive| {
        let (name, value) = directive.split_once(|c: char| c.is_ascii_whitespace()).unwrap_or((directive, ""));
        name.eq_ignore_ascii_case("sandbox").then(|| parse_a_sandboxing_directive(value))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_attribute_sets_every_flag() {
        assert_eq!(parse_a_sandboxing_directive(""), SandboxingFlags::ALL);
    }

    #[test]
    fn allow_tokens_clear_their_flags_case_insensitively() {
        let f = parse_a_sandboxing_directive(" ALLOW-scripts  allow-same-origin ");
        assert!(!f.contains(SandboxingFlags::SCRIPTS));
        assert!(!f.contains(SandboxingFlags::ORIGIN));
        assert!(f.contains(SandboxingFlags::FORMS));
        assert!(f.contains(SandboxingFlags::NAVIGATION));
    }

    #[test]
    fn csp_sandbox_directive() {
        assert_eq!(csp_sandbox_flags("default-src 'self'"), None);
        let f = csp_sandbox_flags("default-src 'self'; sandbox allow-scripts").unwrap();
        assert!(f.contains(SandboxingFlags::ORIGIN) && !f.contains(SandboxingFlags::SCRIPTS));
        assert_eq!(csp_sandbox_flags("sandbox"), Some(SandboxingFlags::ALL));
    }
}
