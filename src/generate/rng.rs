//! The generator's random numbers: SplitMix64, written here so that a seed
//! gives the same puzzles on every machine and in every version of the
//! tool (a general-purpose crate's generators may change their streams
//! between versions; this one never does, and it is a dozen lines).

/// SplitMix64 (Steele, Lea and Flood, 2014): fast, statistically sound for
/// shuffling, and seeded by any 64-bit number.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// The stream of `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The stream of puzzle `index` of a run seeded with `seed`: each
    /// puzzle has its own, so the puzzles are the same whatever the number
    /// of threads that make them.
    pub fn for_puzzle(seed: u64, index: u64) -> Rng {
        let mut mixer = Rng(seed ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03));
        Rng(mixer.next_u64())
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (Lemire's multiply-shift: no division, a bias
    /// below n/2^64).
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// `items` in a random order (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_one_stream() {
        // SplitMix64's published first outputs for seed 0 (as in Vigna's
        // reference code): the stream is the algorithm's, not ours.
        let mut rng = Rng::new(0);
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        let (a, b) = (
            Rng::for_puzzle(7, 3).next_u64(),
            Rng::for_puzzle(7, 3).next_u64(),
        );
        assert_eq!(a, b);
        assert_ne!(a, Rng::for_puzzle(7, 4).next_u64());
    }

    #[test]
    fn below_stays_below_and_reaches_every_value() {
        let mut rng = Rng::new(42);
        let mut seen = [0u32; 6];
        for _ in 0..6_000 {
            seen[rng.below(6)] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
    }
}
