//! The page's event codes: the number of each kind of event in the low bits
//! of its code ([`super::codec`]), one per kind, and one per subject shape
//! for the kinds about a cell or a unit. `templates/walkthrough/data.js`
//! holds the same numbers.

pub(super) const KIND_CANDIDATES: u32 = 0;
/// Extra: the choice and, shifted by 5, how many there were (both 0 when absent).
pub(super) const KIND_PLACED: u32 = 1;
pub(super) const KIND_REJECTED: u32 = 2;
pub(super) const KIND_DEAD_CELL: u32 = 3;
pub(super) const KIND_DEAD_UNIT: u32 = 4;
/// Extra: 1 for a hidden single, plus 2 × the unit (0 none, 1 row, 2 column, 3 box).
pub(super) const KIND_DEDUCED: u32 = 5;
pub(super) const KIND_RETRACTED: u32 = 6;
/// Extra: the number of options.
pub(super) const KIND_CONSTRAINT_CELL: u32 = 7;
/// Extra: the number of options.
pub(super) const KIND_CONSTRAINT_UNIT: u32 = 8;
pub(super) const KIND_UNDONE: u32 = 9;
pub(super) const KIND_SOLVED: u32 = 10;
pub(super) const KIND_STEP_LIMIT: u32 = 11;
pub(super) const KIND_TIME_LIMIT: u32 = 12;
pub(super) const KIND_RAW: u32 = 15;
