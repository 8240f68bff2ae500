//! A nesting limit on script source text, checked before Boa parses it.
//!
//! Boa 0.22's parser and bytecode compiler recurse once per nesting level
//! and have no depth limit of their own: a page script nested a few
//! thousand levels deep overflows the page thread's stack, and Rust aborts
//! the process on a stack overflow. V8 throws a RangeError there instead
//! (Chromium 156 compiles at most 2,219 nested parentheses, 3,271 nested
//! array literals, 531 nested functions, 15,534 `!` in a row, 4,448 chained
//! `else if`). ECMA-262 lets an implementation limit what it compiles
//! (https://tc39.es/ecma262/#sec-forbidden-extensions leaves resource limits
//! to the host); this module makes the limit ours and reports it as V8 does,
//! with a RangeError, before the parser runs.
//!
//! The check is one pass over the text that over-approximates the parser's
//! recursion: every open bracket (`(`, `[`, `{`, a template's `${`) costs
//! [`BRACKET_COST`], and every right-recursive construct still open at its
//! bracket level costs one: prefix operators (`!`, `~`, unary `+`/`-`,
//! `typeof`, `void`, `delete`, `await`, `new`, `...`), assignment, `?`, `:`,
//! `=>`, `**`, and the statement heads whose body follows (`if`, `else`,
//! `for`, `while`, `do`, `with`). A level's expression operators are done at
//! its next `,`; its statements end at a `;`, at a `}` followed by a new
//! statement, or where automatic semicolon insertion ends one (a line break
//! between a value and a word), unless `else`, `while`, `catch` or `finally`
//! continues them. Where the scan cannot tell (a `/` after `)` or `}`, a
//! word the parser may read as an identifier), it reads the text as code,
//! which can only count more. Why hand-written: no crate estimates a
//! JavaScript parser's recursion, and a full parse is what must not run.
//!
//! The costs are measured, not guessed: on a debug build (the slowest
//! frames) each nested parenthesis takes about 29 KB of stack and each
//! prefix operator or `else if` about 2-3 KB, so [`NESTING_BUDGET`] of
//! 3 KB units fits in about 60% of the 128 MiB page thread
//! ([`PAGE_THREAD_STACK`]): 2,600 nested parentheses or 26,000 `!`.

use boa_engine::{JsNativeError, JsResult};

/// The stack a thread that runs pages needs. Boa's parser and interpreter
/// recurse once per nesting level of a script (up to about 29 KB a level
/// on a debug build), so the default 2 MiB overflowed, aborting the
/// process, at about 200 nested parentheses; 128 MiB (reserved, touched
/// only as used) holds what [`NESTING_BUDGET`] lets through, with room for
/// the interpreter's own recursion.
pub const PAGE_THREAD_STACK: usize = 128 * 1024 * 1024;

/// The most a script's estimated nesting may cost (in units of about 3 KB
/// of the parser's stack on a debug build).
pub const NESTING_BUDGET: u32 = 26_000;

/// What an open bracket costs, in the same units.
pub const BRACKET_COST: u32 = 10;

/// Throws a RangeError when `source` nests deeper than [`NESTING_BUDGET`]
/// allows; the caller then does not parse it.
pub fn ensure_nesting_within_limit(source: &str) -> JsResult<()> {
    ensure_nesting_within_limit_from(source, 0)
}

/// [`ensure_nesting_within_limit`] for text that the parser reaches `open`
/// brackets deep (a `Function` body sits inside its wrapper's braces).
pub fn ensure_nesting_within_limit_from(source: &str, open: u32) -> JsResult<()> {
    if estimated_nesting(source, open.saturating_mul(BRACKET_COST)) > NESTING_BUDGET {
        return Err(JsNativeError::range()
            .with_message("the script nests too deeply for this engine to compile (too many nested brackets or operators)")
            .into());
    }
    Ok(())
}

#[derive(Clone, Copy, PartialEq)]
enum Open {
    Root,
    Bracket,
    TemplateSubstitution,
}

/// One bracket level: what opened it and its open constructs.
struct Level {
    open: Open,
    expression: u32,
    statement: u32,
}

/// The previous token, as far as the next one cares.
#[derive(Clone, Copy, PartialEq)]
enum Prev {
    /// An operator, a keyword or the start: a `/` now begins a regular
    /// expression and `+`/`-` are prefix operators.
    Operator,
    /// A value (name, literal, `)`, `]`): `/` divides, `+`/`-` are binary.
    Value,
    /// A `}` closing a bracket: a word after it begins a new statement.
    CloseBrace,
    /// `.` or `?.`: the next word is a property name.
    Dot,
}

struct Scan {
    levels: Vec<Level>,
    total: u32,
    max: u32,
    prev: Prev,
    newline_before: bool,
    /// A `;` (or a `}` or line break that ended a statement) waits for the
    /// next token: `else`, `while`, `catch` and `finally` continue the
    /// statement, anything else ends the level's open statements.
    pending_end: bool,
}

impl Scan {
    /// The innermost level (the root is never popped).
    fn top(&mut self) -> &mut Level {
        let last = self.levels.len().saturating_sub(1);
        &mut self.levels[last]
    }
    fn add(&mut self, units: u32) {
        self.total = self.total.saturating_add(units);
        self.max = self.max.max(self.total);
    }
    fn expression_op(&mut self) {
        self.top().expression += 1;
        self.add(1);
    }
    fn statement_op(&mut self) {
        self.top().statement += 1;
        self.add(1);
    }
    fn end_expressions(&mut self) {
        let top = self.top();
        let n = std::mem::take(&mut top.expression);
        self.total = self.total.saturating_sub(n);
    }
    fn end_statements(&mut self) {
        self.end_expressions();
        let top = self.top();
        let n = std::mem::take(&mut top.statement);
        self.total = self.total.saturating_sub(n);
    }
    fn push(&mut self, open: Open) {
        self.levels.push(Level { open, expression: 0, statement: 0 });
        self.add(BRACKET_COST);
    }
    /// Closes the innermost level; returns what opened it.
    fn pop(&mut self) -> Open {
        if self.levels.len() == 1 {
            return Open::Root;
        }
        let Some(level) = self.levels.pop() else { return Open::Root };
        self.total = self.total.saturating_sub(BRACKET_COST + level.expression + level.statement);
        level.open
    }
    /// Called before every token: settles a pending statement end.
    fn before_token(&mut self, word: Option<&str>) {
        if self.pending_end {
            self.pending_end = false;
            if !matches!(word, Some("else" | "while" | "catch" | "finally")) {
                self.end_statements();
            }
        }
    }
}

/// Punctuators of more than one character, longest first.
const PUNCTUATORS: &[&str] = &[
    ">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=", "=>", "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "++", "--", "+=",
    "-=", "*=", "%=", "&=", "|=", "^=", "**", "<<", ">>", "/=",
];

/// Whether `op` leaves its right operand open: assignment, `=>`, `?`, `:`,
/// `**`, the prefix operators, spread.
fn is_right_recursive(op: &str) -> bool {
    matches!(op, "=" | "+=" | "-=" | "*=" | "%=" | "&=" | "|=" | "^=" | "/=" | "**=" | "<<=" | ">>=" | ">>>=" | "&&=" | "||=" | "??=" | "=>" | "**" | "?" | ":" | "!" | "~" | "...")
}

/// Reserved words after which a `/` begins a regular expression.
fn is_reserved_operator_word(word: &str) -> bool {
    matches!(
        word,
        "break" | "case" | "catch" | "class" | "const" | "continue" | "debugger" | "default" | "delete" | "do" | "else" | "export" | "extends" | "finally"
            | "for" | "function" | "if" | "import" | "in" | "instanceof" | "new" | "return" | "switch" | "throw" | "try" | "typeof" | "var" | "void" | "while"
            | "with"
    )
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'\\' || b >= 0x80
}

/// The estimated recursion of parsing `source`, starting from `start` units.
fn estimated_nesting(source: &str, start: u32) -> u32 {
    let bytes = source.as_bytes();
    let mut s = Scan { levels: vec![Level { open: Open::Root, expression: 0, statement: 0 }], total: 0, max: 0, prev: Prev::Operator, newline_before: false, pending_end: false };
    s.add(start);
    let mut i = 0;
    // Inside a template literal's text (at `i`) rather than in code.
    let mut in_template = false;
    while i < bytes.len() {
        if in_template {
            i = template_text(bytes, i, &mut s, &mut in_template);
            continue;
        }
        let b = bytes[i];
        match b {
            b'\n' | b'\r' => {
                s.newline_before = true;
                i += 1;
                continue;
            }
            b' ' | b'\t' | 0x0b | 0x0c => {
                i += 1;
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = bytes[i..].iter().position(|&c| c == b'\n').map_or(bytes.len(), |p| i + p);
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                let end = find(bytes, i + 2, b"*/").map_or(bytes.len(), |p| p + 2);
                if bytes[i..end].contains(&b'\n') {
                    s.newline_before = true;
                }
                i = end;
                continue;
            }
            _ => {}
        }
        let newline = std::mem::take(&mut s.newline_before);
        if is_word_byte(b) {
            let end = bytes[i..].iter().position(|&c| !is_word_byte(c)).map_or(bytes.len(), |p| i + p);
            let word = &source[i..end];
            word_token(&mut s, word, newline);
            i = end;
            continue;
        }
        match b {
            b'\'' | b'"' => {
                operand_start(&mut s, newline, None);
                i = string_end(bytes, i);
                s.prev = Prev::Value;
            }
            b'`' => {
                s.before_token(None);
                in_template = true;
                i += 1;
            }
            b'/' if s.prev == Prev::Operator => {
                s.before_token(None);
                match regex_end(bytes, i) {
                    Some(end) => {
                        i = end;
                        s.prev = Prev::Value;
                    }
                    // Not a regular expression on this line: read it as a division.
                    None => {
                        i += 1;
                        s.prev = Prev::Operator;
                    }
                }
            }
            b'(' | b'[' | b'{' => {
                s.before_token(None);
                s.push(Open::Bracket);
                s.prev = Prev::Operator;
                i += 1;
            }
            b')' | b']' | b'}' => {
                s.before_token(None);
                i += 1;
                if s.pop() == Open::TemplateSubstitution {
                    in_template = true;
                } else {
                    s.prev = if b == b'}' { Prev::CloseBrace } else { Prev::Value };
                }
            }
            b';' => {
                s.before_token(None);
                s.end_expressions();
                s.pending_end = true;
                s.prev = Prev::Operator;
                i += 1;
            }
            b',' => {
                s.before_token(None);
                s.end_expressions();
                s.prev = Prev::Operator;
                i += 1;
            }
            _ => {
                s.before_token(None);
                // `b` is ASCII here (other bytes are read as words), so one byte is one character.
                let op = PUNCTUATORS.iter().find(|p| bytes[i..].starts_with(p.as_bytes())).copied().unwrap_or(&source[i..i + 1]);
                // `?.5` is `?` then `.5`.
                let op = if op == "?." && bytes.get(i + 2).is_some_and(u8::is_ascii_digit) { "?" } else { op };
                let prefix = matches!(op, "+" | "-") && s.prev == Prev::Operator;
                if prefix || is_right_recursive(op) {
                    s.expression_op();
                }
                s.prev = if matches!(op, "." | "?.") { Prev::Dot } else if matches!(op, "++" | "--") { s.prev } else { Prev::Operator };
                i += op.len();
            }
        }
    }
    s.max
}

/// A name, keyword or number.
fn word_token(s: &mut Scan, word: &str, newline: bool) {
    if s.prev == Prev::Dot {
        s.before_token(None);
        s.prev = Prev::Value;
        return;
    }
    operand_start(s, newline, Some(word));
    match word {
        "typeof" | "void" | "delete" | "await" | "new" | "yield" => s.expression_op(),
        "if" | "else" | "for" | "while" | "do" | "with" => s.statement_op(),
        _ => {}
    }
    s.prev = if is_reserved_operator_word(word) { Prev::Operator } else { Prev::Value };
}

/// Before a token that can begin a statement: after a `}` closing a block,
/// or after a value and a line break (automatic semicolon insertion), a
/// word begins a new statement, ending the level's open ones.
fn operand_start(s: &mut Scan, newline: bool, word: Option<&str>) {
    s.before_token(word);
    let continues = matches!(word, Some("else" | "while" | "catch" | "finally" | "in" | "instanceof" | "of"));
    let ends = match s.prev {
        Prev::CloseBrace => word.is_some(),
        Prev::Value => newline,
        _ => false,
    };
    if ends && !continues {
        s.end_statements();
    }
}

/// Scans template text from `i` to its end or to a `${`.
fn template_text(bytes: &[u8], mut i: usize, s: &mut Scan, in_template: &mut bool) -> usize {
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'`' => {
                *in_template = false;
                s.prev = Prev::Value;
                return i + 1;
            }
            b'$' if bytes.get(i + 1) == Some(&b'{') => {
                *in_template = false;
                s.push(Open::TemplateSubstitution);
                s.prev = Prev::Operator;
                return i + 2;
            }
            _ => i += 1,
        }
    }
    *in_template = false;
    bytes.len()
}

/// The end of the string literal opening at `i` (or of its line, where an
/// unterminated one is a syntax error the parser stops at).
fn string_end(bytes: &[u8], i: usize) -> usize {
    let quote = bytes[i];
    let mut j = i + 1;
    while j < bytes.len() {
        match bytes[j] {
            b'\\' => j += 2,
            b'\n' | b'\r' => return j,
            c if c == quote => return j + 1,
            _ => j += 1,
        }
    }
    bytes.len()
}

/// The end of the regular expression literal opening at `i`, if it closes
/// on its line.
fn regex_end(bytes: &[u8], i: usize) -> Option<usize> {
    let mut j = i + 1;
    let mut in_class = false;
    while j < bytes.len() {
        match bytes[j] {
            b'\\' => j += 2,
            b'\n' | b'\r' => return None,
            b'[' => {
                in_class = true;
                j += 1;
            }
            b']' => {
                in_class = false;
                j += 1;
            }
            b'/' if !in_class => return Some(j + 1),
            _ => j += 1,
        }
    }
    None
}

fn find(bytes: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    bytes.get(from..)?.windows(needle.len()).position(|w| w == needle).map(|p| from + p)
}

#[cfg(test)]
mod tests {
    use super::{estimated_nesting, BRACKET_COST};

    fn units(source: &str) -> u32 {
        estimated_nesting(source, 0)
    }

    #[test]
    fn brackets_count_while_open() {
        assert_eq!(units("f(a, [b], {c: 1})"), 2 * BRACKET_COST + 1);
        assert_eq!(units(&format!("{}1{}", "(".repeat(50), ")".repeat(50))), 50 * BRACKET_COST);
        assert_eq!(units("`a${`b${c}`}`"), 2 * BRACKET_COST);
    }

    #[test]
    fn right_recursive_operators_count_until_the_expression_ends() {
        assert_eq!(units(&"!".repeat(300)), 300);
        assert_eq!(units("a = b = c = d"), 3);
        assert_eq!(units(&format!("{}1", "x ? 1 : ".repeat(100))), 200);
        // A comma ends the expressions before it; `a - b` is binary.
        assert_eq!(units(&"!a, ".repeat(1000)), 1);
        assert_eq!(units(&"a - b - ".repeat(1000)), 0);
    }

    #[test]
    fn statements_stay_open_until_a_new_statement_begins() {
        // `else if` nests; a `;` followed by `else` does not end it.
        // (The deepest point is the last `if`'s condition: 100 `if`, 99 `else`, one bracket.)
        assert_eq!(units(&"if (0) 0; else ".repeat(100)), 199 + BRACKET_COST);
        assert_eq!(units(&"if (a) { b(); }\nelse ".repeat(10)), 19 + 2 * BRACKET_COST);
        // Sequential statements, with or without semicolons, do not.
        assert_eq!(units(&"if (a) b();\n".repeat(1000)), 1 + BRACKET_COST);
        assert_eq!(units(&"if(a){b()}".repeat(1000)), 1 + 2 * BRACKET_COST);
        assert_eq!(units(&"x = 1\n".repeat(1000)), 1);
        // A line break after an operator continues the expression.
        assert_eq!(units(&"!\n".repeat(500)), 500);
    }

    #[test]
    fn strings_comments_and_regular_expressions_hide_brackets() {
        assert_eq!(units("'((((' + \"[[[[\" // ((((\n/* [[[[ */ x"), 0);
        assert_eq!(units("x = /[(]((/.test(y)"), 1 + BRACKET_COST);
        // After a value, `/` divides: what follows is code.
        assert_eq!(units("a / (b) / 2"), BRACKET_COST);
        // A word after `.` is a property name, even a keyword.
        assert_eq!(units("x.if / ((1)) / 2"), 2 * BRACKET_COST);
        // A `/` that does not close on its line is a division.
        assert_eq!(units("= / ((\n))"), 1 + 2 * BRACKET_COST);
    }

    #[test]
    fn unbalanced_and_odd_input_never_panics() {
        for source in ["))))", "}}}`${", "`${`${", "'unterminated", "/* open", "/[", "\\", "é(ü[", "?.5", "a?.b", "#x", ""] {
            let _ = units(source);
        }
        assert_eq!(units("é(ü["), 2 * BRACKET_COST);
    }
}
