//! The race's words, per language: the shared clock, each board's status,
//! the live summary. Part of [`super::words::Words`] (its `race` field), so
//! the catalogs' test holds them to the English holes and to their script.
//! The buttons' words are the walkthrough's (`ui.rs`), so the two players
//! read alike.

use serde::Serialize;

/// The race's words in one language.
#[derive(Serialize)]
pub(super) struct RaceWords {
    pub heading: &'static str,
    /// What the race shows and how to drive it.
    pub intro: &'static str,
    /// `{cap}`: the recording cap of each strategy.
    pub cap_note: &'static str,
    /// The clock switch's legend and its two choices.
    pub clock: &'static str,
    pub by_events: &'static str,
    pub by_placements: &'static str,
    /// The clock's position: `{t}` of `{max}`.
    pub at_event: &'static str,
    pub at_placement: &'static str,
    /// The label of the controls' group.
    pub controls: &'static str,
    /// What the cells' looks mean.
    pub legend: &'static str,
    /// A board's accessible name: `{strategy}`.
    pub board: &'static str,
    /// A board still searching at the clock shown.
    pub searching: &'static str,
    /// A board whose search ended: `{outcome}` (solved, no solution) at `{k}`.
    pub done_at_event: &'static str,
    pub done_at_placement: &'static str,
    /// A board whose recording stopped at the cap: `{recorded}` events kept,
    /// `{events}` and `{placements}` the whole search (the table's).
    pub capped: &'static str,
    /// A board whose search a limit of `compare` stopped: `{limit}`,
    /// `{events}`, `{placements}`.
    pub limited: &'static str,
    /// The live summary, said when the clock stops: `{clock}`, `{done}` of `{count}`.
    pub live: &'static str,
    pub no_script: &'static str,
}

pub(super) static EN: RaceWords = RaceWords {
    heading: "The race",
    intro: "Every strategy searches at once, on one shared clock: at each tick every board takes the same number of events (lines of its log) or of placements (guesses). Space plays and pauses, ← and → step, Home and End jump to the start and the end.",
    cap_note: "Each board holds at most {cap} events of its search (the walkthrough's recording cap); the table above counts the whole search.",
    clock: "Shared clock",
    by_events: "events",
    by_placements: "placements",
    at_event: "event {t} of {max}",
    at_placement: "placement {t} of {max}",
    controls: "Race controls",
    legend: "Bold: a given. Blue: placed by a guess. Green: deduced.",
    board: "board of {strategy}",
    searching: "searching…",
    done_at_event: "{outcome} at event {k}",
    done_at_placement: "{outcome} at placement {k}",
    capped: "stopped recording at {recorded} events; the search went on to {events} events and {placements} placements (see the table)",
    limited: "stopped by {limit} after {events} events and {placements} placements",
    live: "{clock}: {done} of {count} strategies finished",
    no_script: "The race needs JavaScript; the table and the charts do not.",
};

pub(super) static ZH_HANS: RaceWords = RaceWords {
    heading: "赛跑",
    intro: "所有策略同时搜索，共用一个时钟：每走一格，每个盘面都前进相同数量的事件（日志的一行）或试填（猜测）。空格键播放和暂停，← 和 → 单步，Home 和 End 跳到开头和结尾。",
    cap_note: "每个盘面最多记录搜索的前 {cap} 个事件（与逐步讲解页的收录上限相同）；上面的表格统计的是整个搜索。",
    clock: "共用时钟",
    by_events: "按事件",
    by_placements: "按试填",
    at_event: "第 {t} 个事件，共 {max} 个",
    at_placement: "第 {t} 次试填，共 {max} 次",
    controls: "赛跑控制",
    legend: "粗体：已知数。蓝色：猜测填入的数。绿色：推理得出的数。",
    board: "{strategy} 的盘面",
    searching: "搜索中…",
    done_at_event: "第 {k} 个事件时{outcome}",
    done_at_placement: "第 {k} 次试填时{outcome}",
    capped: "记录到第 {recorded} 个事件为止；搜索之后继续，共 {events} 个事件、{placements} 次试填（见表格）",
    limited: "因{limit}而停止：共 {events} 个事件、{placements} 次试填",
    live: "{clock}：{count} 种策略中 {done} 种已结束",
    no_script: "赛跑需要 JavaScript；表格和图表不需要。",
};

pub(super) static ZH_HANT: RaceWords = RaceWords {
    heading: "賽跑",
    intro: "所有策略同時搜尋，共用一個時鐘：每走一格，每個盤面都前進相同數量的事件（日誌的一行）或填數（猜測）。空白鍵播放和暫停，← 和 → 單步，Home 和 End 跳到開頭和結尾。",
    cap_note: "每個盤面最多記錄搜尋的前 {cap} 個事件（與逐步解說頁的收錄上限相同）；上面的表格統計的是整個搜尋。",
    clock: "共用時鐘",
    by_events: "按事件",
    by_placements: "按填數",
    at_event: "第 {t} 個事件，共 {max} 個",
    at_placement: "第 {t} 次填數，共 {max} 次",
    controls: "賽跑控制",
    legend: "粗體：已知數。藍色：猜測填入的數。綠色：推理得出的數。",
    board: "{strategy} 的盤面",
    searching: "搜尋中…",
    done_at_event: "第 {k} 個事件時{outcome}",
    done_at_placement: "第 {k} 次填數時{outcome}",
    capped: "記錄到第 {recorded} 個事件為止；搜尋之後繼續，共 {events} 個事件、{placements} 次填數（見表格）",
    limited: "因{limit}而停止：共 {events} 個事件、{placements} 次填數",
    live: "{clock}：{count} 種策略中 {done} 種已結束",
    no_script: "賽跑需要 JavaScript；表格和圖表不需要。",
};

/// Taiwan's words: 試填 for a placement, as in its narration.
pub(super) static ZH_TW: RaceWords = RaceWords {
    heading: "賽跑",
    intro: "所有策略同時搜尋，共用一個時鐘：每走一格，每個盤面都前進相同數量的事件（日誌的一行）或試填（猜測）。空白鍵播放和暫停，← 和 → 單步，Home 和 End 跳到開頭和結尾。",
    cap_note: "每個盤面最多記錄搜尋的前 {cap} 個事件（與逐步解說頁的收錄上限相同）；上面的表格統計的是整個搜尋。",
    clock: "共用時鐘",
    by_events: "依事件",
    by_placements: "依試填",
    at_event: "第 {t} 個事件，共 {max} 個",
    at_placement: "第 {t} 次試填，共 {max} 次",
    controls: "賽跑控制",
    legend: "粗體：提示數。藍色：試填的數。綠色：推理得出的數。",
    board: "{strategy} 的盤面",
    searching: "搜尋中…",
    done_at_event: "第 {k} 個事件時{outcome}",
    done_at_placement: "第 {k} 次試填時{outcome}",
    capped: "記錄到第 {recorded} 個事件為止；搜尋之後繼續，共 {events} 個事件、{placements} 次試填（見表格）",
    limited: "因{limit}而停止：共 {events} 個事件、{placements} 次試填",
    live: "{clock}：{count} 種策略中 {done} 種已結束",
    no_script: "賽跑需要 JavaScript；表格和圖表不需要。",
};
