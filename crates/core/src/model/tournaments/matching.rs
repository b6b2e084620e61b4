//! Maximum matchings in a general graph (Edmonds' blossom algorithm), over a set of
//! vertices that can be switched off and on: what tells the Swiss pairing whether the
//! players left can still all be paired without a repeat, so that it never settles for a
//! repeat while a repeat-free pairing exists.
//!
//! Each search from an exposed vertex is O(V²) on the adjacency matrix (blossoms shrunk
//! along the way), so a whole matching of 256 players is a few million steps at worst and
//! fixing one pair is one search.

const NONE: usize = usize::MAX;

/// A graph on `0..n` (an adjacency matrix), the vertices in play, and a matching of them.
#[derive(Clone, Debug)]
pub struct Matcher {
    n: usize,
    adj: Vec<bool>,
    active: Vec<bool>,
    mate: Vec<usize>,
    // Scratch space of the search.
    base: Vec<usize>,
    parent: Vec<usize>,
    used: Vec<bool>,
    blossom: Vec<bool>,
    seen: Vec<bool>,
    queue: Vec<usize>,
}

impl Matcher {
    /// The graph on `0..n` with an edge between `i` and `j` where `edge(i, j)` (asked for
    /// `i < j` only), every vertex in play and none matched.
    pub fn new(n: usize, edge: impl Fn(usize, usize) -> bool) -> Matcher {
        let mut adj = vec![false; n * n];
        for i in 0..n {
            for j in i + 1..n {
                if edge(i, j) {
                    adj[i * n + j] = true;
                    adj[j * n + i] = true;
                }
            }
        }
        Matcher {
            n,
            adj,
            active: vec![true; n],
            mate: vec![NONE; n],
            base: (0..n).collect(),
            parent: vec![NONE; n],
            used: vec![false; n],
            blossom: vec![false; n],
            seen: vec![false; n],
            queue: Vec::with_capacity(n),
        }
    }

    pub fn edge(&self, a: usize, b: usize) -> bool {
        self.adj[a * self.n + b]
    }

    pub fn mate(&self, v: usize) -> Option<usize> {
        (self.mate[v] != NONE).then_some(self.mate[v])
    }

    pub fn is_active(&self, v: usize) -> bool {
        self.active[v]
    }

    /// Takes `v` out of play; its partner, if any, is left exposed.
    pub fn deactivate(&mut self, v: usize) {
        self.unpair(v);
        self.active[v] = false;
    }

    pub fn activate(&mut self, v: usize) {
        self.active[v] = true;
    }

    /// Matches `a` and `b`, both in play, exposed and joined by an edge.
    pub fn pair(&mut self, a: usize, b: usize) {
        debug_assert!(self.active[a] && self.active[b] && self.edge(a, b));
        debug_assert!(self.mate[a] == NONE && self.mate[b] == NONE);
        self.mate[a] = b;
        self.mate[b] = a;
    }

    fn unpair(&mut self, v: usize) {
        let m = self.mate[v];
        if m != NONE {
            self.mate[m] = NONE;
            self.mate[v] = NONE;
        }
    }

    /// Vertices in play.
    pub fn active_count(&self) -> usize {
        self.active.iter().filter(|a| **a).count()
    }

    /// Matched pairs.
    pub fn size(&self) -> usize {
        (0..self.n)
            .filter(|&v| self.active[v] && self.mate[v] != NONE)
            .count()
            / 2
    }

    /// Whether every vertex in play is matched.
    pub fn is_perfect(&self) -> bool {
        (0..self.n).all(|v| !self.active[v] || self.mate[v] != NONE)
    }

    /// The exposed vertices in play.
    pub fn exposed(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.n).filter(|&v| self.active[v] && self.mate[v] == NONE)
    }

    /// A quick start: in `order`, each exposed vertex takes the first exposed neighbour
    /// after it.
    pub fn greedy(&mut self, order: &[usize]) {
        for (i, &p) in order.iter().enumerate() {
            if !self.active[p] || self.mate[p] != NONE {
                continue;
            }
            if let Some(&q) = order[i + 1..]
                .iter()
                .find(|&&q| self.active[q] && self.mate[q] == NONE && self.edge(p, q))
            {
                self.pair(p, q);
            }
        }
    }

    /// Grows the matching to a maximum one; returns its size.
    pub fn maximize(&mut self) -> usize {
        // A vertex with no augmenting path now has none after later augmentations either
        // (Edmonds), so one pass over the exposed vertices is enough.
        for v in 0..self.n {
            if self.active[v] && self.mate[v] == NONE {
                self.augment_from(v);
            }
        }
        self.size()
    }

    /// Looks for an augmenting path from the exposed vertex `root` and, if there is one,
    /// flips it (one more pair). The matching is unchanged when there is none.
    pub fn augment_from(&mut self, root: usize) -> bool {
        debug_assert!(self.active[root] && self.mate[root] == NONE);
        let n = self.n;
        self.used.fill(false);
        self.parent.fill(NONE);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.used[root] = true;
        self.queue.clear();
        self.queue.push(root);
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head];
            head += 1;
            for to in 0..n {
                if !self.active[to] || !self.adj[v * n + to] {
                    continue;
                }
                if self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    // An odd cycle: shrink the blossom to its base.
                    let base = self.lca(v, to);
                    self.blossom.fill(false);
                    self.mark_path(v, base, to);
                    self.mark_path(to, base, v);
                    for i in 0..n {
                        if self.blossom[self.base[i]] {
                            self.base[i] = base;
                            if !self.used[i] {
                                self.used[i] = true;
                                self.queue.push(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        self.flip(to);
                        return true;
                    }
                    let next = self.mate[to];
                    self.used[next] = true;
                    self.queue.push(next);
                }
            }
        }
        false
    }

    /// Flips the augmenting path that ends at the exposed vertex `end`.
    fn flip(&mut self, end: usize) {
        let mut v = end;
        while v != NONE {
            let pv = self.parent[v];
            let ppv = self.mate[pv];
            self.mate[v] = pv;
            self.mate[pv] = v;
            v = ppv;
        }
    }

    /// The base of the blossom that `a` and `b`'s paths to the root meet in.
    fn lca(&mut self, mut a: usize, mut b: usize) -> usize {
        self.seen.fill(false);
        loop {
            a = self.base[a];
            self.seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if self.seen[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    fn mark_path(&mut self, mut v: usize, base: usize, mut child: usize) {
        while self.base[v] != base {
            self.blossom[self.base[v]] = true;
            self.blossom[self.base[self.mate[v]]] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The largest matching by trying every way: for small graphs.
    fn brute_force_max(n: usize, edge: &dyn Fn(usize, usize) -> bool, free: u32) -> usize {
        let Some(v) = (0..n).find(|v| free & (1 << v) != 0) else {
            return 0;
        };
        let rest = free & !(1 << v);
        let mut best = brute_force_max(n, edge, rest);
        for u in 0..n {
            if rest & (1 << u) != 0 && edge(v, u) {
                best = best.max(1 + brute_force_max(n, edge, rest & !(1 << u)));
            }
        }
        best
    }

    #[test]
    fn a_bad_start_is_mended_into_the_perfect_matching() {
        // A triangle 0-1-2 (an odd cycle) with tails 2-3 and 0-4-5: the one perfect
        // matching is 0-1, 2-3, 4-5.
        let edges = [(0, 1), (1, 2), (2, 0), (2, 3), (0, 4), (4, 5)];
        let edge = |a: usize, b: usize| edges.contains(&(a, b)) || edges.contains(&(b, a));
        let mut m = Matcher::new(6, edge);
        // A bad start: 1-2 and 0-4 leave 3 and 5 exposed, the path between them runs
        // through the triangle.
        m.pair(1, 2);
        m.pair(0, 4);
        assert_eq!(m.maximize(), 3);
        assert!(m.is_perfect());
        for v in 0..6 {
            let u = m.mate(v).unwrap();
            assert!(edge(v, u) && m.mate(u) == Some(v));
        }
    }

    #[test]
    fn a_vertex_out_of_play_is_never_matched() {
        let mut m = Matcher::new(4, |_, _| true);
        m.deactivate(2);
        assert_eq!(m.maximize(), 1);
        assert_eq!(m.mate(2), None);
        assert_eq!(m.active_count(), 3);
        assert_eq!(m.exposed().count(), 1);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn prop_the_matching_is_maximum_and_a_matching(
            n in 1usize..=10,
            bits in any::<u64>(),
            warm in any::<bool>(),
        ) {
            // Edge (i, j) for i < j from the bits of a random word.
            let edge = |a: usize, b: usize| {
                let (i, j) = (a.min(b), a.max(b));
                bits & (1 << ((i * 10 + j) % 64)) != 0
            };
            let mut m = Matcher::new(n, edge);
            if warm {
                let order: Vec<usize> = (0..n).collect();
                m.greedy(&order);
            }
            let size = m.maximize();
            prop_assert_eq!(size, brute_force_max(n, &edge, (1u32 << n) - 1));
            for v in 0..n {
                if let Some(u) = m.mate(v) {
                    prop_assert!(edge(v, u));
                    prop_assert_eq!(m.mate(u), Some(v));
                }
            }
        }
    }
}
