//! How many places each digit has in a unit, as nine 4-bit counters in one
//! `u64` (digit `d` in bits `4d..4d + 4`): a unit's digits with no place
//! and with one place come out of a few whole-word operations, where
//! reading the unit's nine candidate sets again would take nine loads.

/// The counter of every digit 1..=9 (its lowest bit).
const LOW: u64 = 0x11_1111_1110;

/// One in the counter of each digit of `mask` (bit `d` for digit `d`).
const SPREAD: [u64; 512] = {
    let mut t = [0u64; 512];
    let mut m = 0;
    while m < 512 {
        let mut d = 1;
        while d <= 9 {
            if m & 1 << (d - 1) != 0 {
                t[m] |= 1 << (4 * d);
            }
            d += 1;
        }
        m += 1;
    }
    t
};

/// One in the counter of each digit of `mask` (bits 1..=9).
#[inline(always)]
pub(super) fn spread(mask: u16) -> u64 {
    SPREAD[usize::from(mask >> 1) & 511]
}

/// The lowest bit of each counter that reads 0.
#[inline(always)]
pub(super) fn zeros(counts: u64) -> u64 {
    !(counts | counts >> 1 | counts >> 2 | counts >> 3) & LOW
}

/// The lowest bit of each counter that reads 1.
#[inline(always)]
pub(super) fn ones(counts: u64) -> u64 {
    counts & !(counts >> 1 | counts >> 2 | counts >> 3) & LOW
}

/// The digit of a counter's lowest bit.
#[inline(always)]
pub(super) fn digit_of(lane_bit: u32) -> u8 {
    (lane_bit / 4) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_read_back_as_counted() {
        // Digit d counted d - 1 times... and 9 for digit 9's neighbour.
        let mut counts = 0u64;
        for d in 1..=9u16 {
            for _ in 0..(d - 1) {
                counts += spread(1 << d);
            }
        }
        assert_eq!(zeros(counts), 1 << 4);
        assert_eq!(ones(counts), 1 << 8);
        for _ in 0..9 {
            counts += spread(1 << 1);
        }
        assert_eq!(zeros(counts), 0);
        assert_eq!(digit_of(ones(counts).trailing_zeros()), 2);
        assert_eq!(spread(0x3FE), LOW);
    }
}
