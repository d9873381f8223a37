//! Phrases split once into text and holes ([`Template`]), the values that
//! fill the holes ([`Value`]), and the narrator's filling of them straight
//! into the step's buffer.

use super::cells::{Piece, push_char};
use super::narrator::Narrator;
use crate::grid::{Cell, DigitSet, Unit, digit_char};
use crate::render::wire;
use crate::trace::Exclusion;
use crate::words::Phrases;
use crate::words::{Key, Lang, Part as WordsPart, Pattern, is_chinese};

impl Narrator {
    /// Appends `template` with its holes filled by `values`, in the order of
    /// the names `template` was made with.
    pub(super) fn fill(&self, out: &mut Vec<u8>, template: &Template, values: &[Value<'_>]) {
        if template.spaced {
            return self.fill_spaced(out, template, values);
        }
        for part in &template.parts {
            // By reference: a copy of the piece would go through the stack
            // and stall the copy into `out`.
            match part {
                Part::Text(text) => text.write(out),
                Part::Hole(i) if *i < PLURAL => self.value(out, values[*i]),
                Part::Hole(i) => self.fill_plural(out, &template.plurals[*i - PLURAL], values),
            }
        }
    }

    /// [`Narrator::fill`] for a template with a space beside a Chinese
    /// character next to a hole, which goes where the value makes it two
    /// Chinese characters (`crate::words::spacing`, as every formatter
    /// does). Out of line, so the loop above stays as it was.
    #[inline(never)]
    fn fill_spaced(&self, out: &mut Vec<u8>, template: &Template, values: &[Value<'_>]) {
        let mut after_hole = false;
        for part in &template.parts {
            let start = out.len();
            match part {
                Part::Text(text) => {
                    text.write(out);
                    if after_hole {
                        drop_space_at(
                            out,
                            start,
                            char_before(out, start),
                            char_after(out, start + 1),
                        );
                    }
                }
                Part::Hole(i) => {
                    if *i < PLURAL {
                        self.value(out, values[*i]);
                    } else {
                        self.fill_plural(out, &template.plurals[*i - PLURAL], values);
                    }
                    if start > 0 && out[start - 1] == b' ' {
                        let before = char_before(out, start - 1);
                        drop_space_at(out, start - 1, before, char_after(out, start));
                    }
                }
            }
            after_hole = matches!(part, Part::Hole(_));
        }
    }

    /// Appends the variant of `plural` its number chooses. Out of line:
    /// a selector is rare, and [`Narrator::fill`], on every event's path,
    /// stays the loop it was.
    #[inline(never)]
    fn fill_plural(&self, out: &mut Vec<u8>, plural: &Plural, values: &[Value<'_>]) {
        let chosen = match values[plural.hole] {
            Value::Number(n) => Key::matching(&plural.keys, plural.lang, n)
                .map_or(&plural.other, |k| &plural.arms[k]),
            Value::Text(word) => {
                Key::matching_word(&plural.keys, word).map_or(&plural.other, |k| &plural.arms[k])
            }
            _ => &plural.other,
        };
        self.fill(out, chosen, values);
    }

    /// Appends one value as its hole shows it.
    pub(super) fn value(&self, out: &mut Vec<u8>, value: Value<'_>) {
        match value {
            Value::Cell(cell) => self.names.write(out, cell),
            Value::Digit(digit) => push_char(out, digit_char(digit)),
            Value::Number(n) => wire::write_u64(out, n),
            Value::Text(text) => out.extend_from_slice(text.as_bytes()),
            Value::Unit(unit) => {
                let slot = match unit {
                    Unit::Row => 0,
                    Unit::Column => 1,
                    Unit::Box => 2,
                };
                self.units[slot].write(out);
            }
            // As Java prints a list: `[1, 2, 4]`.
            Value::Digits(set) => {
                out.push(b'[');
                for (i, d) in set.iter().enumerate() {
                    if i > 0 {
                        out.extend_from_slice(b", ");
                    }
                    push_char(out, digit_char(d));
                }
                out.push(b']');
            }
            Value::Excluded(excluded) => {
                for (i, e) in excluded.iter().enumerate() {
                    if i > 0 {
                        self.separator.write(out);
                    }
                    let values = [
                        Value::Digit(e.digit),
                        Value::Unit(e.unit),
                        Value::Cell(e.peer),
                    ];
                    self.fill(out, &self.templates.excluded, &values);
                }
            }
        }
    }
}

/// What fills one hole of a [`Template`].
#[derive(Clone, Copy)]
pub(super) enum Value<'a> {
    /// A cell, named in the narrator's notation.
    Cell(Cell),
    /// A digit, as [`digit_char`] writes it.
    Digit(u8),
    /// A number in decimal.
    Number(u64),
    /// Text as it is.
    Text(&'a str),
    /// The name of a unit.
    Unit(Unit),
    /// Digits as a list: `[1, 6, 7, 9]`.
    Digits(DigitSet),
    /// Excluded digits with their reasons, joined by the list separator.
    Excluded(&'a [Exclusion]),
}

/// A phrase split once into text and holes, so that filling it does not
/// look for `{name}` again at every step; a message's selectors, split
/// too, sit beside its parts.
pub(super) struct Template {
    parts: Vec<Part>,
    plurals: Vec<Plural>,
    /// Whether some text beside a hole has a space next to a Chinese
    /// character, which a value may make a space between two (filled by
    /// [`Narrator::fill_spaced`]).
    spaced: bool,
}

/// A hole at or past this index is `plurals[index - PLURAL]`: a selector,
/// kept out of [`Part`] so that the parts of every other phrase, and the
/// loop over them, stay as small as they were.
const PLURAL: usize = 1 << 16;

/// A piece of a [`Template`]: text as it is, or a hole.
enum Part {
    /// Text written as it is.
    Text(Piece),
    /// The value at this position of the values the template is filled
    /// with, or (at [`PLURAL`] and past) a selector of the template.
    Hole(usize),
}

/// A selector of a [`Template`]: the variant of the first key the number at
/// `hole` matches in `lang`, else `other`.
pub(super) struct Plural {
    hole: usize,
    lang: Lang,
    keys: Vec<Key>,
    arms: Vec<Template>,
    other: Template,
}

impl Template {
    /// Splits `template` as [`fill`] reads it, with `keys` the names of
    /// the values it will be filled with, in order. A `{name}` not in `keys`
    /// stays as it is, as [`fill`] leaves it.
    ///
    /// [`fill`]: crate::words::fill
    pub(super) fn new(template: &'static str, keys: &[&str]) -> Template {
        fn text(parts: &mut Vec<Part>, s: &'static str) {
            if !s.is_empty() {
                parts.push(Part::Text(Piece::new(s)));
            }
        }
        let mut parts = Vec::new();
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            let Some(close) = rest[open..].find('}').map(|c| open + c) else {
                // No hole closes: the rest, `{` included, is text.
                break;
            };
            text(&mut parts, &rest[..open]);
            match keys.iter().position(|k| *k == &rest[open + 1..close]) {
                Some(i) => parts.push(Part::Hole(i)),
                None => text(&mut parts, &rest[open..=close]),
            }
            rest = &rest[close + 1..];
        }
        text(&mut parts, rest);
        Template {
            spaced: spaced(template),
            parts,
            plurals: Vec::new(),
        }
    }
}

impl Template {
    /// Splits a message with selectors (`pattern`) as [`Template::new`]
    /// splits a template: text, holes (a variable not in `keys` written as
    /// `{name}`) and each selector's variants split too.
    pub(super) fn pattern(pattern: &'static Pattern, keys: &[&str]) -> Template {
        let mut out = Template {
            parts: Vec::new(),
            plurals: Vec::new(),
            spaced: true,
        };
        out.collect(pattern, pattern.parts, keys);
        out
    }

    fn collect(&mut self, pattern: &'static Pattern, parts: &'static [WordsPart], keys: &[&str]) {
        let hole = |name: &str| keys.iter().position(|k| *k == name);
        for part in parts {
            match part {
                WordsPart::Text("") => {}
                WordsPart::Text(text) => self.parts.push(Part::Text(Piece::new(text))),
                WordsPart::Var(name) => match hole(name) {
                    Some(i) => self.parts.push(Part::Hole(i)),
                    None => self.parts.push(Part::Text(Piece::new(unfilled(name)))),
                },
                WordsPart::Select { var, arms, other } => match hole(var) {
                    Some(i) => {
                        self.parts.push(Part::Hole(PLURAL + self.plurals.len()));
                        self.plurals.push(Plural {
                            hole: i,
                            lang: pattern.lang,
                            keys: arms.iter().map(|(key, _)| *key).collect(),
                            arms: arms
                                .iter()
                                .map(|(_, arm)| Template::of(pattern, arm, keys))
                                .collect(),
                            other: Template::of(pattern, other, keys),
                        });
                    }
                    None => self.collect(pattern, other, keys),
                },
            }
        }
    }

    fn of(pattern: &'static Pattern, parts: &'static [WordsPart], keys: &[&str]) -> Template {
        let mut out = Template {
            parts: Vec::new(),
            plurals: Vec::new(),
            spaced: true,
        };
        out.collect(pattern, parts, keys);
        out
    }
}

/// Removes the space at `at` when the characters on either side of it
/// are both Chinese.
fn drop_space_at(out: &mut Vec<u8>, at: usize, before: Option<char>, after: Option<char>) {
    if out.get(at) != Some(&b' ') {
        return;
    }
    if let (Some(a), Some(b)) = (before, after) {
        if is_chinese(a) && is_chinese(b) {
            out.remove(at);
        }
    }
}

/// The character ending at byte `at` of `out`, past a closing isolation
/// mark. `out` is one step's lines, whole characters only, so reading it
/// as text from the start is both safe and short.
fn char_before(out: &[u8], at: usize) -> Option<char> {
    let text = std::str::from_utf8(&out[..at]).ok()?;
    text.chars().rev().find(|&c| c != '\u{2069}')
}

/// The character starting at byte `at` of `out`, past an opening
/// isolation mark.
fn char_after(out: &[u8], at: usize) -> Option<char> {
    let text = std::str::from_utf8(out.get(at..)?).ok()?;
    text.chars().find(|&c| c != '\u{2068}')
}

/// Whether `template` has a space beside a Chinese character, on the side
/// away from it of which a value may stand (a selector's template is
/// filled the careful way always: selectors are rare).
fn spaced(template: &str) -> bool {
    let chars: Vec<char> = template.chars().collect();
    chars
        .windows(2)
        .any(|w| (w[0] == ' ' && is_chinese(w[1])) || (is_chinese(w[0]) && w[1] == ' '))
}

/// `{name}`, as a hole without a value is written, leaked once per
/// template (a programming error the build's typed methods prevent).
fn unfilled(name: &str) -> &'static str {
    Box::leak(format!("{{{name}}}").into_boxed_str())
}

/// The phrases events are told with, each with the names of its holes in
/// the order [`Narrator::sentence`] gives their values.
pub(super) struct Templates {
    pub(super) candidates: Template,
    pub(super) no_candidates: Template,
    pub(super) excluded: Template,
    pub(super) placed_choice: Template,
    pub(super) placed: Template,
    pub(super) rejected: Template,
    pub(super) dead_end: Template,
    pub(super) dead_end_unit: Template,
    pub(super) naked_single: Template,
    pub(super) hidden_single: Template,
    pub(super) retracted: Template,
    pub(super) constraint_cell: Template,
    pub(super) constraint_unit: Template,
    pub(super) undone: Template,
    pub(super) solved: Template,
    pub(super) step_limit: Template,
    pub(super) time_limit: Template,
}

impl Templates {
    /// The phrases of `p`, split.
    pub(super) fn new(p: &'static Phrases) -> Templates {
        Templates {
            candidates: Template::new(p.candidates, &["cell", "candidates", "excluded"]),
            no_candidates: Template::new(p.no_candidates, &["cell", "excluded"]),
            excluded: Template::new(p.excluded, &["digit", "unit", "peer"]),
            placed_choice: Template::new(p.placed_choice, &["cell", "digit", "choice", "of"]),
            placed: Template::new(p.placed, &["cell", "digit"]),
            rejected: Template::new(p.rejected, &["cell", "digit", "unit", "peer"]),
            dead_end: Template::new(p.dead_end, &["cell"]),
            dead_end_unit: Template::new(p.dead_end_unit, &["digit", "unit"]),
            naked_single: Template::new(p.naked_single, &["cell", "digit"]),
            hidden_single: Template::new(p.hidden_single, &["cell", "digit", "unit"]),
            retracted: Template::new(p.retracted, &["cell", "digit"]),
            constraint_cell: Template::pattern(&p.constraint_cell, &["cell", "options"]),
            constraint_unit: Template::pattern(&p.constraint_unit, &["digit", "unit", "options"]),
            undone: Template::new(p.undone, &["cell", "digit"]),
            solved: Template::new(p.solved, &["number"]),
            step_limit: Template::new(p.step_limit, &["steps"]),
            time_limit: Template::new(p.time_limit, &["steps"]),
        }
    }
}
