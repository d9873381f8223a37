//! Where in an event record serde's complaint lies, when serde cannot say.
//!
//! An event is an internally tagged enum: serde reads the whole record
//! into a buffer to find its `event` tag, then its fields from the buffer,
//! where no position is known. So "digit 0 is out of range" or "duplicate
//! field `cell`" came with a line and no column (issue 22). On that cold
//! path the record is walked once more: a key given twice is named at its
//! second place; any other fault is found at the member whose value serde
//! refused, by reading the record again with its members one by one (the
//! tag first), and a `candidates` list out of order is told as what it is,
//! at its entry, in every language.

use std::collections::BTreeSet;

use super::said::{Found, Here, Wanted};
use super::scan::{Position, Scanner};
use super::{EXPECT_EVENT, ReadError, ReadErrorKind, json_message};
use crate::trace::Event;

/// Past this many members a record is not searched member by member (an
/// event has at most eight fields; the search reads the record once a member).
const MAX_MEMBERS: usize = 32;

/// One member of a record's top-level object.
struct Member {
    key: String,
    key_at: Position,
    value_at: Position,
    /// The member's bytes in the record, `"key": value`.
    start: usize,
    end: usize,
}

/// The members of the object `record` holds, which begins at `at`; `None`
/// when it is not an object of members (serde has said why already).
fn members(record: &[u8], at: Position) -> Option<Vec<Member>> {
    let mut scan = Scanner::new(record, at);
    scan.expect(b'{', Here::OpenBrace).ok()?;
    let mut out = Vec::new();
    let mut key = Vec::new();
    if scan.peek().ok()? == Some(b'}') {
        return Some(out);
    }
    loop {
        let key_at = scan.value(&mut key).ok()?;
        let name: String = serde_json::from_slice(&key).ok()?;
        scan.expect(b':', Here::Colon).ok()?;
        let value_at = scan.skip_value().ok()?;
        let offset = |p: Position| usize::try_from(p.offset - at.offset).ok();
        out.push(Member {
            key: name,
            key_at,
            value_at,
            start: offset(key_at)?,
            end: offset(scan.position())?,
        });
        match scan.peek().ok()? {
            Some(b',') => scan.bump(),
            Some(b'}') => return Some(out),
            _ => return None,
        }
    }
}

/// The error of a key given twice in the record at `at`: at its second
/// place. Serde says "duplicate field" without a place, and of the tag not
/// even that (a record with a second `event` read as one with none). With
/// it, whether the record is an event (it has an `event` key).
pub(super) fn duplicate_key(record: &[u8], at: Position) -> Option<(ReadError, bool)> {
    let members = members(record, at)?;
    let mut seen = BTreeSet::new();
    let again = members.iter().find(|m| !seen.insert(m.key.as_str()))?;
    let found = Found::DuplicateKey(again.key.clone());
    let error = ReadError::new(ReadErrorKind::Record, found, Wanted::UniqueKeys).at(again.key_at);
    Some((error, seen.contains("event")))
}

/// The error of an event record that serde refused with `e`; the record
/// begins at `at`. Where serde gives a place, it is used; else the key
/// given twice, the entry of a `candidates` list out of order, the value
/// serde refused, or (a field missing) the record's start.
pub(super) fn event_error(record: &[u8], at: Position, e: &serde_json::Error) -> ReadError {
    let message = json_message(e);
    // Serde places a second tag, and no other key given twice.
    if (e.line() == 0 || message.starts_with("duplicate field"))
        && let Some((error, _)) = duplicate_key(record, at)
    {
        return error;
    }
    if e.line() > 0 {
        return ReadError::json_at(ReadErrorKind::Record, e, EXPECT_EVENT, at);
    }
    let plain = |at: Position| ReadError::json_at(ReadErrorKind::Record, e, EXPECT_EVENT, at);
    // The record's first byte, past any blanks before it on its line.
    let mut scan = Scanner::new(record, at);
    let start = match scan.peek() {
        Ok(Some(_)) => scan.position(),
        _ => at,
    };
    if message.starts_with("missing field") {
        return plain(start);
    }
    let Some(members) = members(record, at).filter(|m| m.len() <= MAX_MEMBERS) else {
        return plain(start);
    };
    let Some(member) = refused(record, &members, &message) else {
        return plain(start);
    };
    if member.key == "candidates"
        && let Some(error) = out_of_order(record, at, member)
    {
        return error;
    }
    plain(member.value_at)
}

/// The member whose value serde refused with `message`: the first prefix
/// of the members (the tag first, then the others in order) that reads
/// with the same complaint ends with it.
fn refused<'m>(record: &[u8], members: &'m [Member], message: &str) -> Option<&'m Member> {
    let tag = members.iter().filter(|m| m.key == "event");
    let order: Vec<&Member> = tag
        .chain(members.iter().filter(|m| m.key != "event"))
        .collect();
    let mut text = Vec::with_capacity(record.len() + 2);
    for (k, member) in order.iter().enumerate() {
        text.clear();
        text.push(b'{');
        for (j, m) in order[..=k].iter().enumerate() {
            if j > 0 {
                text.push(b',');
            }
            text.extend_from_slice(&record[m.start..m.end]);
        }
        text.push(b'}');
        if let Err(e) = serde_json::from_slice::<Event>(&text)
            && json_message(&e) == message
        {
            return Some(member);
        }
    }
    None
}

/// The error of a `candidates` list whose digits are not ascending, or
/// name one twice: at the entry out of order. `None` when the list is
/// wrong otherwise (a digit out of range, not a number), which serde's
/// message tells.
fn out_of_order(record: &[u8], at: Position, member: &Member) -> Option<ReadError> {
    let value_from = usize::try_from(member.value_at.offset - at.offset).ok()?;
    let mut scan = Scanner::new(&record[value_from..member.end], member.value_at);
    scan.expect(b'[', Here::Value).ok()?;
    let (mut last, mut entry) = (0u64, Vec::new());
    loop {
        if scan.peek().ok()? == Some(b']') {
            return None;
        }
        let entry_at = scan.value(&mut entry).ok()?;
        let digit: u64 = serde_json::from_slice(&entry).ok()?;
        if digit == 0 || digit > crate::grid::MAX_SIDE as u64 {
            return None;
        }
        let field = member.key.clone();
        let found = match digit.cmp(&last) {
            std::cmp::Ordering::Greater => None,
            std::cmp::Ordering::Equal => Some(Found::Twice { field, digit }),
            std::cmp::Ordering::Less => Some(Found::NotAscending {
                field,
                digit,
                after: last,
            }),
        };
        if let Some(found) = found {
            let error = ReadError::new(ReadErrorKind::Record, found, Wanted::Ascending);
            return Some(error.at(entry_at));
        }
        last = digit;
        match scan.peek().ok()? {
            Some(b',') => scan.bump(),
            _ => return None,
        }
    }
}
