//! The race: every strategy's search replayed at once on the compare page,
//! on one shared clock (events or placements). Each strategy's search is
//! recorded in the walkthrough's compact encoding ([`Recording`]) and
//! replayed by the walkthrough's own `data.js` and `model.js`, included
//! once per strategy inside a function (`JS`); `templates/race/` adds the
//! boards, the clock and the keys. What the search did past its recording
//! comes from the untraced run of the table, so a board cut by the cap says
//! how far the search went on.

use serde::Serialize;

use super::words::RaceWords;
use super::words::Words;
use super::{COLUMNS, Comparison, TEXTBOOK_COLUMNS, limited, outcome};
use crate::render::Lang;
use crate::render::html::{Recording, RecordingData};
use crate::render::ui::{Ui, ui_words};
use crate::trace::{CounterName, End};
use crate::words::vars;

pub use crate::render::html::DEFAULT_MAX_EVENTS as DEFAULT_RACE_MAX_EVENTS;

/// The most events a strategy `--race-max-events` admits: twice the
/// default, about 10.6 MB of page a strategy, so that the 21 strategies of
/// `--line-up all` stay under about 230 MB even when none finishes
/// (at the default they make a 44 MB page on norvig-grid2). Unbounded, one
/// page took gigabytes (issue 22, item 16).
pub const RACE_MAX_EVENTS_CAP: u64 = 2 * DEFAULT_RACE_MAX_EVENTS;

/// The race's part of the page: its words, its boards, its data.
pub(super) struct RacePage<'a> {
    pub words: &'static RaceWords,
    pub ui: &'static Ui,
    pub cap_note: String,
    pub boards: Vec<Board>,
    pub meta: Meta,
    pub runs: Vec<RecordingData<'a>>,
}

/// One strategy's board, as the template draws it before the script runs.
pub(super) struct Board {
    pub strategy: String,
    pub line: String,
    pub label: String,
    /// The counters it shows, by name in the page's language.
    pub counters: Vec<&'static str>,
}

/// What the race's script reads besides the recordings (`race-data`).
#[derive(Serialize)]
pub(super) struct Meta {
    words: &'static RaceWords,
    /// How the page's language writes large numbers (`Lang::myriads`).
    numbers: Option<crate::words::Myriads>,
    per_second: &'static str,
    play: &'static str,
    pause: &'static str,
    /// The play button's tooltips, playing and paused (`Ui::tip`).
    play_tip: String,
    pause_tip: String,
    runs: Vec<RunMeta>,
}

/// One strategy in the race: how its recording and its search ended.
#[derive(Serialize)]
struct RunMeta {
    strategy: String,
    /// The counters its board shows, by the names `data.counters` uses.
    counters: Vec<CounterName>,
    /// Events recorded.
    recorded: u64,
    /// Placements of the whole search (the untraced run's).
    placements: u64,
    /// Whether the recording holds the whole search, so that its last
    /// event is the search's end.
    whole: bool,
    /// Whether its board ends stopped short of the search's own end: by
    /// the recording cap or by a limit of `compare`.
    stopped: bool,
    /// The board's status at its end on each clock, or, when the recording
    /// stopped short of the search's end or a limit stopped the search, why.
    done_events: String,
    done_placements: String,
}

impl Comparison {
    /// The race of `recordings`, one per row in the same order, each the
    /// first events of the same search as the row's untraced run.
    pub(super) fn race<'a>(
        &self,
        lang: Lang,
        words: &'static Words,
        recordings: &'a [Recording],
        cap: u64,
    ) -> RacePage<'a> {
        let race = &words.race;
        // What a board shows under it must fit a projector: the work its
        // own search does (placements and dead ends, and the counters it
        // uses beside them), not the bookkeeping; the table has every count.
        let counters_of = |row: &super::Row| -> Vec<CounterName> {
            COLUMNS
                .into_iter()
                .chain(TEXTBOOK_COLUMNS)
                .filter(|&c| {
                    matches!(c, CounterName::Placements | CounterName::DeadEnds)
                        || (!matches!(
                            c,
                            CounterName::Solutions
                                | CounterName::MaxDepth
                                | CounterName::Events
                                | CounterName::Backtracks
                        ) && row.stats.get(c) > 0)
                })
                .collect()
        };
        let runs = self
            .rows
            .iter()
            .zip(recordings)
            .map(|(row, rec)| {
                let whole = rec.len() >= row.stats.events;
                let events = lang.count(row.stats.events);
                let placements = lang.count(row.stats.placements);
                let (done_events, done_placements) = if !whole {
                    let capped = race.capped(vars::RaceCapped {
                        recorded: &lang.count(rec.len()),
                        events: &events,
                        placements: &placements,
                    });
                    (capped.clone(), capped)
                } else if limited(row) || row.end == End::Stopped {
                    let limit = match row.end {
                        End::PlacementLimit => words.the_placement_limit,
                        End::StepLimit => words.the_step_limit,
                        End::TimeLimit => words.the_time_limit,
                        _ => words.stopped,
                    };
                    let note = race.limited(vars::RaceLimited {
                        limit: &limit,
                        events: &events,
                        placements: &placements,
                    });
                    (note.clone(), note)
                } else {
                    let outcome = outcome(row, words);
                    (
                        race.done_at_event(vars::RaceDoneAtEvent {
                            outcome: &outcome,
                            k: &lang.count(rec.len()),
                        }),
                        race.done_at_placement(vars::RaceDoneAtPlacement {
                            outcome: &outcome,
                            k: &lang.count(row.stats.placements),
                        }),
                    )
                };
                RunMeta {
                    strategy: row.strategy.clone(),
                    counters: counters_of(row),
                    recorded: rec.len(),
                    placements: row.stats.placements,
                    whole,
                    stopped: !whole || limited(row) || row.end == End::Stopped,
                    done_events,
                    done_placements,
                }
            })
            .collect();
        let ui = ui_words(lang);
        RacePage {
            words: race,
            ui,
            cap_note: race.cap_note(vars::RaceCapNote {
                cap: &lang.limit(cap),
            }),
            boards: self
                .rows
                .iter()
                .map(|r| Board {
                    strategy: r.strategy.clone(),
                    line: super::words::short(words, &r.strategy).unwrap_or_default(),
                    label: race.board(vars::RaceBoard {
                        strategy: &lang.strategy_named(&r.strategy),
                    }),
                    counters: counters_of(r)
                        .into_iter()
                        .map(|c| lang.counter_name(c))
                        .collect(),
                })
                .collect(),
            meta: Meta {
                words: race,
                numbers: lang.myriads(),
                per_second: ui.per_second,
                play: ui.play,
                pause: ui.pause,
                play_tip: ui.tip(ui.play, ui.space_key),
                pause_tip: ui.tip(ui.pause, ui.space_key),
                runs,
            },
            runs: self
                .rows
                .iter()
                .zip(recordings)
                .map(|(row, rec)| rec.data(&row.strategy))
                .collect(),
        }
    }
}
