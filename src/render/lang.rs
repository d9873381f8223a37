//! The words of the narration, in each language, as templates with `{name}` holes.
//!
//! Templates (rather than code) so that every renderer, including a page's
//! script, can tell a step in exactly the same words.

use serde::Serialize;

use crate::grid::Unit;
use crate::trace::CounterName;

/// The language of the narration.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Traditional Chinese, in the words of seed 000 (行 row, 列 column, 宮 box).
    ZhHant,
}

impl Lang {
    /// Every language, as listed to users.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::ZhHant];

    /// The BCP 47 tag used on the command line: `en`, `zh-Hant`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhHant => "zh-Hant",
        }
    }

    /// The language with tag `tag`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.tag().eq_ignore_ascii_case(tag))
    }

    /// The templates of this language.
    pub fn phrases(self) -> &'static Phrases {
        match self {
            Lang::En => &EN,
            Lang::ZhHant => &ZH_HANT,
        }
    }
}

pub use super::notation::Notation;

/// A counter's name and its one-line definition, in one language.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Counter {
    /// Which counter this is (its field in the footer's `stats`), so the
    /// page and the text look its value up instead of counting positions.
    pub key: CounterName,
    /// The counter's name.
    pub name: &'static str,
    /// What one unit of the counter is.
    pub definition: &'static str,
}

/// Every sentence the narration uses, as templates.
#[derive(Debug, Serialize)]
pub struct Phrases {
    /// Opening line: `{strategy}`, `{size}`, `{givens}`, `{empty}`.
    pub title: &'static str,
    /// Candidates found: `{cell}`, `{candidates}`, `{excluded}`.
    pub candidates: &'static str,
    /// No candidate at all: `{cell}`, `{excluded}`.
    pub no_candidates: &'static str,
    /// One excluded digit: `{digit}`, `{unit}`, `{peer}`.
    pub excluded: &'static str,
    /// Separator between excluded digits.
    pub list_separator: &'static str,
    /// A guess with its rank: `{cell}`, `{digit}`, `{choice}`, `{of}`.
    pub placed_choice: &'static str,
    /// A guess without a rank: `{cell}`, `{digit}`.
    pub placed: &'static str,
    /// A refused digit: `{cell}`, `{digit}`, `{unit}`, `{peer}`.
    pub rejected: &'static str,
    /// A dead end at a cell: `{cell}`.
    pub dead_end: &'static str,
    /// A dead end in a unit: `{digit}`, `{unit}` (numbered).
    pub dead_end_unit: &'static str,
    /// A naked single: `{cell}`, `{digit}`.
    pub naked_single: &'static str,
    /// A hidden single: `{cell}`, `{digit}`, `{unit}` (numbered).
    pub hidden_single: &'static str,
    /// A deduction taken back: `{cell}`, `{digit}`.
    pub retracted: &'static str,
    /// Exact cover chose a cell: `{cell}`, `{options}`.
    pub constraint_cell: &'static str,
    /// Exact cover chose a digit in a unit: `{digit}`, `{unit}` (numbered), `{options}`.
    pub constraint_unit: &'static str,
    /// A backtrack: `{cell}`, `{digit}`.
    pub undone: &'static str,
    /// A solution: `{number}`.
    pub solved: &'static str,
    /// The step limit: `{steps}`.
    pub step_limit: &'static str,
    /// The time limit: `{steps}`.
    pub time_limit: &'static str,
    /// The names of the row, column and box units.
    pub units: [&'static str; 3],
    /// One row, column or box by number: `{n}`.
    pub numbered_units: [&'static str; 3],
    /// The end of a search that found solutions and explored everything: `{solutions}`.
    pub end_exhausted: &'static str,
    /// The end of a search that found no solution after exploring everything.
    pub end_none: &'static str,
    /// The end of a search stopped after enough solutions: `{solutions}`.
    pub end_solution_limit: &'static str,
    /// The end of a search stopped by the step limit: `{solutions}`.
    pub end_step_limit: &'static str,
    /// The end of a search stopped by the time limit: `{solutions}`.
    pub end_time_limit: &'static str,
    /// The end of a search stopped by its reader.
    pub end_stopped: &'static str,
    /// Title of the counter table.
    pub counters_title: &'static str,
    /// The counters every search has, in the order of
    /// [`CounterName::EVERY_SEARCH`] (a test holds it).
    pub counters: [Counter; 8],
}

/// The sentences of the textbook's search (`backtrack`): inference, value
/// order, conflict sets and backjumps, and its counters. Kept apart from
/// [`Phrases`] because only that search says them; the walkthrough page
/// carries both, and tells these steps in the same words as the text.
#[derive(Debug, Serialize)]
pub struct TextbookPhrases {
    /// Forward checking: `{cell}`, `{digit}`, `{by}` (the cell just placed).
    pub pruned_placed: &'static str,
    /// Arc consistency: `{cell}`, `{digit}`, `{by}` (the cell with one value left).
    pub pruned_one_value: &'static str,
    /// Values in least-constraining order: `{cell}`, `{values}`.
    pub values_ordered: &'static str,
    /// One value of that order: `{digit}`, `{removes}`.
    pub value_cost: &'static str,
    /// The conflict set at a dead end: `{cell}`, `{guesses}` (each with its depth).
    pub conflict_set: &'static str,
    /// An empty conflict set: `{cell}`.
    pub conflict_set_empty: &'static str,
    /// One guess of a conflict set with its depth: `{cell}`, `{depth}`.
    pub guess_at_depth: &'static str,
    /// A backjump over several guesses: `{over}`, `{to}`, `{digit}`,
    /// `{cell}`, `{guesses}` (the latest first).
    pub backjumped: &'static str,
    /// A backjump over one guess: `{to}`, `{digit}`, `{cell}`, `{guesses}`.
    pub backjumped_one: &'static str,
    /// Between the items of a list of cells but the last two.
    pub list_separator: &'static str,
    /// Between the last two items of a list of cells.
    pub list_last: &'static str,
    /// The counters of [`CounterName::WHEN_USED`], in that order.
    pub counters: [Counter; 3],
}

impl Lang {
    /// The sentences of the textbook's search in this language.
    pub fn textbook(self) -> &'static TextbookPhrases {
        match self {
            Lang::En => &TEXTBOOK_EN,
            Lang::ZhHant => &TEXTBOOK_ZH_HANT,
        }
    }
}

static TEXTBOOK_EN: TextbookPhrases = TextbookPhrases {
    pruned_placed: "prune {digit} from {cell}: {by} = {digit} was just placed",
    pruned_one_value: "prune {digit} from {cell}: {by} has only {digit} left",
    values_ordered: "{cell}: least-constraining value first: {values}",
    value_cost: "{digit} (removes {removes})",
    conflict_set: "conflict set of {cell}: {guesses}, the guesses that rule out its digits",
    conflict_set_empty: "conflict set of {cell} is empty: the givens alone rule out its digits",
    guess_at_depth: "{cell} (depth {depth})",
    backjumped: "jump back over {over} guesses to {to} = {digit}: the dead end at {cell} was caused only by {guesses}",
    backjumped_one: "jump back over 1 guess to {to} = {digit}: the dead end at {cell} was caused only by {guesses}",
    list_separator: ", ",
    list_last: " and ",
    counters: [
        Counter {
            key: CounterName::Prunings,
            name: "prunings",
            definition: "digits taken out of a domain by inference",
        },
        Counter {
            key: CounterName::Backjumps,
            name: "backjumps",
            definition: "jumps back over at least one guess",
        },
        Counter {
            key: CounterName::GuessesSkipped,
            name: "guesses skipped",
            definition: "guesses the backjumps went over",
        },
    ],
};

static TEXTBOOK_ZH_HANT: TextbookPhrases = TextbookPhrases {
    pruned_placed: "從 {cell} 的備選數刪去 {digit}：{by} 剛填入 {digit}",
    pruned_one_value: "從 {cell} 的備選數刪去 {digit}：{by} 只剩 {digit} 可填",
    values_ordered: "{cell}：先試限制最少的值：{values}",
    value_cost: "{digit}（刪去 {removes} 個備選數）",
    conflict_set: "{cell} 的衝突集：{guesses}，正是這些猜測排除了它的數字",
    conflict_set_empty: "{cell} 的衝突集是空的：單憑題目給的數字就排除了它的數字",
    guess_at_depth: "{cell}（第 {depth} 層）",
    backjumped: "跳過 {over} 個猜測，回到 {to} 填 {digit}：{cell} 此路不通，只因 {guesses}",
    backjumped_one: "跳過 1 個猜測，回到 {to} 填 {digit}：{cell} 此路不通，只因 {guesses}",
    list_separator: "、",
    list_last: " 和 ",
    counters: [
        Counter {
            key: CounterName::Prunings,
            name: "刪去",
            definition: "推理從備選數中刪去的數字",
        },
        Counter {
            key: CounterName::Backjumps,
            name: "回跳",
            definition: "越過至少一個猜測的回跳",
        },
        Counter {
            key: CounterName::GuessesSkipped,
            name: "跳過的猜測",
            definition: "回跳越過的猜測",
        },
    ],
};

impl Phrases {
    /// The name of `unit`.
    pub fn unit(&self, unit: Unit) -> &'static str {
        self.units[unit_slot(unit)]
    }

    /// The name of one row, column or box, numbered as `notation` numbers
    /// cells (from 1 in `rc`, from 0 in `index`, rows lettered in `a1`).
    pub fn numbered_unit(&self, unit: Unit, index: u8, notation: Notation) -> String {
        let n = notation.unit(unit, index.into());
        fill(self.numbered_units[unit_slot(unit)], &[("n", &n)])
    }
}

fn unit_slot(unit: Unit) -> usize {
    match unit {
        Unit::Row => 0,
        Unit::Column => 1,
        Unit::Box => 2,
    }
}

/// Fills the `{name}` holes of `template` with `values`.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            break;
        };
        let key = &after[..close];
        match values.iter().find(|(k, _)| *k == key) {
            Some((_, v)) => out.push_str(v),
            None => out.push_str(&rest[open..open + close + 2]),
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

static EN: Phrases = Phrases {
    title: "{strategy} search on a {size}x{size} puzzle: {givens} givens, {empty} empty cells",
    candidates: "{cell}: candidates {candidates}; excluded {excluded}",
    no_candidates: "{cell}: no candidates; excluded {excluded}",
    excluded: "{digit} ({unit} {peer})",
    list_separator: ", ",
    placed_choice: "try {cell} = {digit} (candidate {choice} of {of})",
    placed: "try {cell} = {digit}",
    rejected: "reject {digit} at {cell}: {peer} in the same {unit} holds {digit}",
    dead_end: "dead end at {cell}: no digit fits",
    dead_end_unit: "dead end: {digit} has no place left in {unit}",
    naked_single: "deduce {cell} = {digit}: its only candidate (naked single)",
    hidden_single: "deduce {cell} = {digit}: the only place for {digit} in {unit} (hidden single)",
    retracted: "take back {cell} = {digit} (deduced)",
    constraint_cell: "{cell} needs a digit: {options} option(s), the fewest",
    constraint_unit: "{digit} must go somewhere in {unit}: {options} option(s), the fewest",
    undone: "undo {cell} = {digit}",
    solved: "solution {number} found",
    step_limit: "step limit reached after {steps} steps: search stopped",
    time_limit: "time limit reached after {steps} steps: search stopped",
    units: ["row", "column", "box"],
    numbered_units: ["row {n}", "column {n}", "box {n}"],
    end_exhausted: "Search complete: {solutions} solution(s).",
    end_none: "Search complete: no solution.",
    end_solution_limit: "Stopped after {solutions} solution(s), as asked.",
    end_step_limit: "Stopped at the step limit with {solutions} solution(s); the search is unfinished.",
    end_time_limit: "Stopped at the time limit with {solutions} solution(s); the search is unfinished.",
    end_stopped: "Stopped by the reader.",
    counters_title: "Counters:",
    counters: [
        Counter {
            key: CounterName::Placements,
            name: "placements",
            definition: "digits written into empty cells as guesses",
        },
        Counter {
            key: CounterName::Deductions,
            name: "deductions",
            definition: "digits written because a rule forces them",
        },
        Counter {
            key: CounterName::Rejections,
            name: "rejections",
            definition: "digits refused by the conflict check",
        },
        Counter {
            key: CounterName::DeadEnds,
            name: "dead ends",
            definition: "points where no digit fits a cell or no cell takes a digit",
        },
        Counter {
            key: CounterName::Backtracks,
            name: "backtracks",
            definition: "guesses taken back (undone)",
        },
        Counter {
            key: CounterName::Solutions,
            name: "solutions",
            definition: "full grids without a clash",
        },
        Counter {
            key: CounterName::MaxDepth,
            name: "max depth",
            definition: "most guesses standing at once",
        },
        Counter {
            key: CounterName::Events,
            name: "events",
            definition: "steps in the trace",
        },
    ],
};

static ZH_HANT: Phrases = Phrases {
    title: "{strategy} 搜尋，{size}x{size} 數獨：已知數 {givens} 個，空格 {empty} 個",
    candidates: "{cell}：備選數 {candidates}；排除 {excluded}",
    no_candidates: "{cell}：無可備選值；排除 {excluded}",
    excluded: "{digit}（{unit} {peer}）",
    list_separator: "、",
    placed_choice: "嘗試 {cell} 填 {digit}（第 {choice} 個備選數，共 {of} 個）",
    placed: "嘗試 {cell} 填 {digit}",
    rejected: "{cell} 不能填 {digit}：同{unit}的 {peer} 已有 {digit}",
    dead_end: "{cell} 無可備選值，此路不通",
    dead_end_unit: "此路不通：{digit} 在{unit}已無處可填",
    naked_single: "推得 {cell} 填 {digit}：唯一的備選數（唯一候選數）",
    hidden_single: "推得 {cell} 填 {digit}：{digit} 在{unit}只剩這一格（隱性唯一）",
    retracted: "撤回推得的 {cell} 的 {digit}",
    constraint_cell: "{cell} 必須填數：有 {options} 種選擇，最少",
    constraint_unit: "{digit} 必須填在{unit}某處：有 {options} 種選擇，最少",
    undone: "回溯：撤回 {cell} 的 {digit}",
    solved: "找到第 {number} 個解",
    step_limit: "已達步數上限（{steps} 步），搜尋停止",
    time_limit: "已達時間上限（{steps} 步後），搜尋停止",
    units: ["行", "列", "宮"],
    numbered_units: ["第 {n} 行", "第 {n} 列", "第 {n} 宮"],
    end_exhausted: "搜尋完畢：共 {solutions} 個解。",
    end_none: "搜尋完畢：無解。",
    end_solution_limit: "已找到 {solutions} 個解，依要求停止。",
    end_step_limit: "已達步數上限，找到 {solutions} 個解；搜尋未完成。",
    end_time_limit: "已達時間上限，找到 {solutions} 個解；搜尋未完成。",
    end_stopped: "讀取端要求停止。",
    counters_title: "統計：",
    counters: [
        Counter {
            key: CounterName::Placements,
            name: "填數",
            definition: "以猜測方式填入空格的數字",
        },
        Counter {
            key: CounterName::Deductions,
            name: "推得",
            definition: "依規則必然成立而填入的數字",
        },
        Counter {
            key: CounterName::Rejections,
            name: "拒絕",
            definition: "衝突檢查拒絕的數字",
        },
        Counter {
            key: CounterName::DeadEnds,
            name: "死路",
            definition: "某格無數可填，或某數在某單位無處可填",
        },
        Counter {
            key: CounterName::Backtracks,
            name: "回溯",
            definition: "撤回的猜測",
        },
        Counter {
            key: CounterName::Solutions,
            name: "解",
            definition: "沒有衝突的完整盤面",
        },
        Counter {
            key: CounterName::MaxDepth,
            name: "最大深度",
            definition: "同時成立的猜測最多幾個",
        },
        Counter {
            key: CounterName::Events,
            name: "事件",
            definition: "記錄中的步數",
        },
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_replaces_every_named_hole() {
        let s = fill(
            "{a} and {b}, {a} again, {unknown}",
            &[("a", "1"), ("b", "2")],
        );
        assert_eq!(s, "1 and 2, 1 again, {unknown}");
    }

    #[test]
    fn every_language_names_every_counter_in_order() {
        for lang in Lang::ALL {
            let keys: Vec<CounterName> = lang.phrases().counters.iter().map(|c| c.key).collect();
            assert_eq!(keys, CounterName::EVERY_SEARCH, "{}", lang.tag());
            let keys: Vec<CounterName> = lang.textbook().counters.iter().map(|c| c.key).collect();
            assert_eq!(keys, CounterName::WHEN_USED, "{}", lang.tag());
            let all: Vec<CounterName> = CounterName::EVERY_SEARCH
                .into_iter()
                .chain(CounterName::WHEN_USED)
                .collect();
            assert_eq!(all, CounterName::ALL);
        }
    }
}
