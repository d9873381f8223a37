//! The words of the comparison, per language: the table's and the page's,
//! and a line on what each strategy does (the counters' names come from
//! [`Lang::phrases`], as in the text trace).

use serde::Serialize;

use super::race_words::{self, RaceWords};
use crate::render::Lang;
use crate::trace::{Inferring, Textbook};

/// The words of the table and the page, in one language. Kept here, beside
/// the table they label, rather than in the language's catalog
/// (`lang/<language>.rs`); a test holds them to the same rules.
#[derive(Serialize)]
pub(super) struct Words {
    /// `{count}` strategies, `{n}`, `{givens}`, `{limit}`.
    pub title: &'static str,
    pub no_limit: &'static str,
    /// `{limits}`: the parts below, joined by [`Words::and`].
    pub at_most_each: &'static str,
    /// `{n}`.
    pub placements_part: &'static str,
    /// `{n}`.
    pub steps_part: &'static str,
    /// `{seconds}`.
    pub seconds_part: &'static str,
    pub and: &'static str,
    pub or: &'static str,
    pub strategy: &'static str,
    pub result: &'static str,
    pub time: &'static str,
    pub step_limit: &'static str,
    pub time_limit: &'static str,
    pub placement_limit: &'static str,
    pub stopped: &'static str,
    pub no_solution: &'static str,
    pub solved: &'static str,
    /// `{limits}`: the names below, joined by [`Words::or`].
    pub lower_bound: &'static str,
    pub the_placement_limit: &'static str,
    pub the_step_limit: &'static str,
    pub the_time_limit: &'static str,
    pub page_title: &'static str,
    pub puzzle: &'static str,
    pub caption: &'static str,
    /// Why the placement budget is fair, under the table: `{n}`.
    pub fairness: &'static str,
    /// The heading of the list of what each strategy does.
    pub what_each_does: &'static str,
    /// The heading of the charts.
    pub charts: &'static str,
    /// The legend of the scale switch, and its two choices.
    pub scale: &'static str,
    pub log_scale: &'static str,
    pub linear_scale: &'static str,
    pub log_note: &'static str,
    pub linear_note: &'static str,
    /// What a dashed bar end means.
    pub capped_note: &'static str,
    /// `{name}`: a counter; `{scale}`: one of the two scales.
    pub chart_label: &'static str,
    /// A value that is a lower bound: `{n}`.
    pub at_least: &'static str,
    /// The five strategies, by name.
    pub strategies: [(&'static str, &'static str); 5],
    pub backtrack: Backtrack,
    /// The race's words.
    pub race: &'static RaceWords,
}

/// The words of a `backtrack` strategy's line, one per choice.
#[derive(Serialize)]
pub(super) struct Backtrack {
    pub search: &'static str,
    pub first: &'static str,
    pub mrv: &'static str,
    pub ascending: &'static str,
    pub lcv: &'static str,
    pub fc: &'static str,
    pub mac: &'static str,
    pub backjump: &'static str,
    /// After [`Backtrack::search`], between the parts, and at the end.
    pub colon: &'static str,
    pub joint: &'static str,
    pub stop: &'static str,
}

static EN: Words = Words {
    title: "{count} strategies on a {n}x{n} puzzle with {givens} givens (first solution; {limit})",
    no_limit: "no limit",
    at_most_each: "at most {limits} each",
    placements_part: "{n} placements",
    steps_part: "{n} steps",
    seconds_part: "{seconds} s",
    and: " and ",
    or: " or ",
    strategy: "strategy",
    result: "result",
    time: "time",
    step_limit: "step limit",
    time_limit: "time limit",
    placement_limit: "placement limit",
    stopped: "stopped",
    no_solution: "no solution",
    solved: "solved",
    lower_bound: "A strategy at {limits} was stopped before it finished: its counts (≥) are lower bounds.",
    the_placement_limit: "the placement limit",
    the_step_limit: "the step limit",
    the_time_limit: "the time limit",
    page_title: "sudoku-trace compare",
    puzzle: "Puzzle:",
    caption: "Counters of each strategy",
    fairness: "Every strategy has the same budget of {n} placements (guesses), so one stopped by it made at least as many as any that finished: more placements never look like fewer.",
    what_each_does: "What each strategy does",
    charts: "Charts",
    scale: "Scale",
    log_scale: "logarithmic",
    linear_scale: "linear",
    log_note: "Logarithmic scale: each tick to the right is ten times more, so large gaps look small.",
    linear_note: "Linear scale: a bar twice as long is twice as much.",
    capped_note: "A bar with a dashed end and an arrow (≥) was stopped by a limit: the true count is at least that much.",
    chart_label: "{name} per strategy, {scale} scale",
    at_least: "≥ {n}",
    strategies: [
        (
            "candidates",
            "Takes the first empty cell in reading order and tries each of its candidates (the digits not in its row, column or box), ascending; a cell with none is a dead end, and the search undoes its last guess.",
        ),
        (
            "naive",
            "Walks the cells in reading order and tries 1 to N in each, refusing every digit a peer already holds: the same tree as candidates, with each refusal reported.",
        ),
        (
            "mrv",
            "Branches on the empty cell with the fewest candidates (minimum remaining values); no deduction.",
        ),
        (
            "singles",
            "Before each branch, deduces naked singles (a cell with one candidate) and hidden singles (a digit with one place in a unit) to a fixed point; then branches like mrv.",
        ),
        (
            "dlx",
            "Knuth's Algorithm X with dancing links over the exact-cover matrix, covering the constraint with the fewest options first.",
        ),
    ],
    backtrack: Backtrack {
        search: "The textbook's backtracking search (Russell and Norvig)",
        first: "the first empty cell in reading order",
        mrv: "the cell with the fewest values left first (mrv)",
        ascending: "values ascending",
        lcv: "the least-constraining value first (lcv)",
        fc: "forward checking (fc): a placed digit leaves the domain of each empty peer, and a peer left with none is a dead end",
        mac: "arc consistency (mac): forward checking, and a cell with one value left prunes its peers too, to a fixpoint",
        backjump: "conflict-directed backjumping: at a dead end, jump back to the latest guess that caused it",
        colon: ": ",
        joint: "; ",
        stop: ".",
    },
    race: &race_words::EN,
};

static ZH_HANT: Words = Words {
    title: "{count} 種策略解同一道 {n}x{n} 數獨（已知數 {givens} 個；解到第一個解為止；{limit}）",
    no_limit: "不設上限",
    at_most_each: "每種最多 {limits}",
    placements_part: "{n} 次填數",
    steps_part: "{n} 步",
    seconds_part: "{seconds} 秒",
    and: "、",
    or: "或",
    strategy: "策略",
    result: "結果",
    time: "時間",
    step_limit: "到步數上限",
    time_limit: "到時間上限",
    placement_limit: "到填數上限",
    stopped: "已中止",
    no_solution: "無解",
    solved: "已解",
    lower_bound: "停在{limits}的策略沒有走完：它的數字（≥）只是下限。",
    the_placement_limit: "填數上限",
    the_step_limit: "步數上限",
    the_time_limit: "時間上限",
    page_title: "sudoku-trace 策略比較",
    puzzle: "謎題：",
    caption: "各策略的計數",
    fairness: "每種策略的填數上限都是 {n} 次（猜測），所以停在上限的策略至少填了和任何走完的策略一樣多：填得多的不會看起來比較少。",
    what_each_does: "各策略怎麼搜尋",
    charts: "圖表",
    scale: "刻度",
    log_scale: "對數",
    linear_scale: "線性",
    log_note: "對數刻度：往右每一格就多十倍，所以大的差距看起來很小。",
    linear_note: "線性刻度：長條長一倍，數量就多一倍。",
    capped_note: "末端是虛線和箭頭（≥）的長條停在上限：真正的數字至少這麼多。",
    chart_label: "{name}（各策略，{scale}刻度）",
    at_least: "≥ {n}",
    strategies: [
        (
            "candidates",
            "按閱讀順序取第一個空格，計算它的備選數（同行、同列、同宮都沒有的數字），由小到大逐一嘗試；沒有備選數就是死路，退回上一個猜測。",
        ),
        (
            "naive",
            "按閱讀順序走過每一格，逐一嘗試 1 到 N，拒絕同行、列、宮已有的數字：和 candidates 是同一棵搜尋樹，只是每次拒絕都報出來。",
        ),
        ("mrv", "先在備選數最少的空格分支（最少剩餘值）；不做推理。"),
        (
            "singles",
            "每次分支前先推理到不動點：唯一備選數（naked single）和唯一位置（hidden single）；然後像 mrv 一樣分支。",
        ),
        (
            "dlx",
            "Knuth 的 X 演算法配合舞蹈鏈，在精確覆蓋矩陣上先覆蓋選項最少的約束。",
        ),
    ],
    backtrack: Backtrack {
        search: "教科書的回溯搜尋（Russell 與 Norvig）",
        first: "按閱讀順序取第一個空格",
        mrv: "先取剩下的值最少的格（mrv）",
        ascending: "值由小到大",
        lcv: "先試限制最少的值（lcv）",
        fc: "前向檢查（fc）：填入的數字從每個同行、列、宮的空格的備選數刪去，刪到沒有的就是死路",
        mac: "弧一致性（mac）：前向檢查，而且只剩一個值的格也從鄰格刪去它，直到不動點",
        backjump: "衝突導向回跳：在死路跳回造成它的最近一個猜測",
        colon: "：",
        joint: "；",
        stop: "。",
    },
    race: &race_words::ZH_HANT,
};

static ZH_HANS: Words = Words {
    title: "{count} 种策略解同一道 {n}x{n} 数独（已知数 {givens} 个；解到第一个解为止；{limit}）",
    no_limit: "不设上限",
    at_most_each: "每种最多 {limits}",
    placements_part: "{n} 次试填",
    steps_part: "{n} 步",
    seconds_part: "{seconds} 秒",
    and: "、",
    or: "或",
    strategy: "策略",
    result: "结果",
    time: "用时",
    step_limit: "到步数上限",
    time_limit: "到时间上限",
    placement_limit: "到试填上限",
    stopped: "已中止",
    no_solution: "无解",
    solved: "已解出",
    lower_bound: "停在{limits}的策略没有走完：它的计数（≥）只是下限。",
    the_placement_limit: "试填上限",
    the_step_limit: "步数上限",
    the_time_limit: "时间上限",
    page_title: "sudoku-trace 策略比较",
    puzzle: "题目：",
    caption: "各策略的计数",
    fairness: "每种策略的试填上限都是 {n} 次（猜测），所以停在上限的策略至少试填了和任何走完的策略一样多：试填多的不会看起来比较少。",
    what_each_does: "各策略怎样搜索",
    charts: "图表",
    scale: "刻度",
    log_scale: "对数",
    linear_scale: "线性",
    log_note: "对数刻度：往右每一格就多十倍，所以大的差距看起来很小。",
    linear_note: "线性刻度：条形长一倍，数量就多一倍。",
    capped_note: "末端是虚线和箭头（≥）的条形停在了上限：真正的计数至少这么多。",
    chart_label: "{name}（各策略，{scale}刻度）",
    at_least: "≥ {n}",
    strategies: [
        (
            "candidates",
            "按阅读顺序取第一个空格，计算它的备选数（同行、同列、同宫都没有的数字），从小到大逐一尝试；没有备选数就是死路，退回上一个猜测。",
        ),
        (
            "naive",
            "按阅读顺序走过每一格，逐一尝试 1 到 N，否决同行、列、宫已有的数字：和 candidates 是同一棵搜索树，只是每次否决都报出来。",
        ),
        ("mrv", "先在备选数最少的空格分支（最少剩余值）；不做推理。"),
        (
            "singles",
            "每次分支前先推理到不动点：唯一备选数（naked single）和唯一位置（hidden single）；然后像 mrv 一样分支。",
        ),
        (
            "dlx",
            "Knuth 的 X 算法配合舞蹈链，在精确覆盖矩阵上先覆盖选项最少的约束。",
        ),
    ],
    backtrack: Backtrack {
        search: "教科书的回溯搜索（Russell 与 Norvig）",
        first: "按阅读顺序取第一个空格",
        mrv: "先取剩下的值最少的格（mrv）",
        ascending: "值从小到大",
        lcv: "先试限制最少的值（lcv）",
        fc: "前向检查（fc）：填入的数字从每个同行、列、宫的空格的备选数删去，删到没有的就是死路",
        mac: "弧一致性（mac）：前向检查，而且只剩一个值的格也从邻格删去它，直到不动点",
        backjump: "冲突导向回跳：在死路跳回造成它的最近一个猜测",
        colon: "：",
        joint: "；",
        stop: "。",
    },
    race: &race_words::ZH_HANS,
};

/// Taiwan's words: 提示數 for the givens, 候選數, 列 a row and 行 a column,
/// as in its narration (`lang/zh_tw.rs`).
static ZH_TW: Words = Words {
    title: "{count} 種策略解同一道 {n}x{n} 數獨（提示數 {givens} 個；解到第一個解為止；{limit}）",
    no_limit: "不設上限",
    at_most_each: "每種最多 {limits}",
    placements_part: "{n} 次試填",
    steps_part: "{n} 步",
    seconds_part: "{seconds} 秒",
    and: "、",
    or: "或",
    strategy: "策略",
    result: "結果",
    time: "耗時",
    step_limit: "達步數上限",
    time_limit: "達時間上限",
    placement_limit: "達試填上限",
    stopped: "已中止",
    no_solution: "無解",
    solved: "已解出",
    lower_bound: "停在{limits}的策略沒有跑完：它的計數（≥）只是下限。",
    the_placement_limit: "試填上限",
    the_step_limit: "步數上限",
    the_time_limit: "時間上限",
    page_title: "sudoku-trace 策略比較",
    puzzle: "題目：",
    caption: "各策略的計數",
    fairness: "每種策略的試填上限都是 {n} 次（猜測），所以停在上限的策略至少試填了和任何跑完的策略一樣多：試填多的不會看起來比較少。",
    what_each_does: "各策略怎麼搜尋",
    charts: "圖表",
    scale: "刻度",
    log_scale: "對數",
    linear_scale: "線性",
    log_note: "對數刻度：往右每一格就多十倍，所以大的差距看起來很小。",
    linear_note: "線性刻度：長條長一倍，數量就多一倍。",
    capped_note: "末端是虛線和箭頭（≥）的長條停在上限：真正的計數至少這麼多。",
    chart_label: "{name}（各策略，{scale}刻度）",
    at_least: "≥ {n}",
    strategies: [
        (
            "candidates",
            "依閱讀順序取第一個空格，算出它的候選數（同列、同行、同宮都沒有的數字），由小到大逐一嘗試；沒有候選數就是死路，退回上一個猜測。",
        ),
        (
            "naive",
            "依閱讀順序走過每一格，逐一嘗試 1 到 N，拒絕同列、行、宮已有的數字：和 candidates 是同一棵搜尋樹，只是每次拒絕都報出來。",
        ),
        ("mrv", "先在候選數最少的空格分支（最少剩餘值）；不做推理。"),
        (
            "singles",
            "每次分支前先推理到不動點：唯一候選數法（naked single）和隱性唯一候選數法（hidden single）；然後像 mrv 一樣分支。",
        ),
        (
            "dlx",
            "Knuth 的 X 演算法配合舞蹈鏈，在精確覆蓋矩陣上先覆蓋選項最少的約束。",
        ),
    ],
    backtrack: Backtrack {
        search: "教科書的回溯搜尋（Russell 與 Norvig）",
        first: "依閱讀順序取第一個空格",
        mrv: "先取剩下的值最少的格（mrv）",
        ascending: "值由小到大",
        lcv: "先試限制最少的值（lcv）",
        fc: "前向檢查（fc）：填入的數字從每個同列、行、宮的空格的候選數刪去，刪到沒有的就是死路",
        mac: "弧一致性（mac）：前向檢查，而且只剩一個值的格也從鄰格刪去它，直到不動點",
        backjump: "衝突導向回跳：在死路跳回造成它的最近一個猜測",
        colon: "：",
        joint: "；",
        stop: "。",
    },
    race: &race_words::ZH_TW,
};

/// The words in `lang`.
pub(super) fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En | Lang::EnXa => &EN,
        Lang::ZhHans => &ZH_HANS,
        Lang::ZhHant => &ZH_HANT,
        Lang::ZhTw => &ZH_TW,
    }
}

/// What the strategy named `name` does, in one line; `None` for a name this
/// crate does not know (another program's).
pub(super) fn describe(words: &Words, name: &str) -> Option<String> {
    if let Some((_, line)) = words.strategies.iter().find(|(n, _)| *n == name) {
        return Some((*line).to_string());
    }
    let choices = Textbook::parse(name)?;
    let b = &words.backtrack;
    let mut parts = vec![
        if choices.mrv { b.mrv } else { b.first },
        if choices.lcv { b.lcv } else { b.ascending },
    ];
    match choices.inference {
        Inferring::None => {}
        Inferring::ForwardChecking => parts.push(b.fc),
        Inferring::Mac => parts.push(b.mac),
    }
    if choices.backjump {
        parts.push(b.backjump);
    }
    Some(format!(
        "{}{}{}{}",
        b.search,
        b.colon,
        parts.join(b.joint),
        b.stop
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_word_with_its_holes_in_its_own_script() {
        let faults: Vec<String> = Lang::ALL
            .into_iter()
            .flat_map(|lang| crate::render::lang::check::faults(lang, &EN, words(lang)))
            .collect();
        assert!(faults.is_empty(), "{}", faults.join("\n"));
    }

    #[test]
    fn every_strategy_of_every_line_up_is_described_in_every_language() {
        for lang in Lang::ALL {
            let words = words(lang);
            for name in ["candidates", "naive", "mrv", "singles", "dlx"] {
                assert!(describe(words, name).is_some(), "{name}");
            }
            let line = describe(words, "backtrack+mrv+lcv+mac").expect("a backtrack name");
            assert!(line.contains("(mrv)") || line.contains("（mrv）"), "{line}");
            assert!(line.contains("mac"), "{line}");
            assert!(describe(words, "student").is_none());
        }
        assert_eq!(
            describe(&EN, "backtrack+backjump").unwrap(),
            "The textbook's backtracking search (Russell and Norvig): the first empty cell in reading order; values ascending; conflict-directed backjumping: at a dead end, jump back to the latest guess that caused it."
        );
    }
}
