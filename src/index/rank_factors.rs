//! The stored factors that multiply a hit's text score (kind and document precedence, kind
//! alone, the document's position), read once per segment into plain arrays, so ranking a
//! matched unit is an array look-up instead of a fast-field decode.

use std::sync::{Arc, OnceLock};

use tantivy::index::SegmentId;
use tantivy::{DocId, Score, Searcher, SegmentReader};

/// One segment's factors, by document id.
#[derive(Debug)]
pub struct SegmentFactors {
    /// `rank`: kind factor times precedence factor (1.0 where a unit has none).
    pub rank: Vec<Score>,
    /// `kind_rank`: kind factor (1.0 where a unit has none).
    pub kind_rank: Vec<Score>,
    /// `doc_no`: the unit's document position (0 where a unit has none).
    pub doc_no: Vec<u64>,
}

impl SegmentFactors {
    /// Reads the three fast fields of `segment` (a missing field reads as its default).
    fn read(segment: &SegmentReader) -> SegmentFactors {
        let max = segment.max_doc();
        let f64s = |name: &str| -> Vec<Score> {
            match segment.fast_fields().f64(name) {
                Ok(c) => {
                    let c = c.first_or_default_col(1.0);
                    (0..max).map(|d| c.get_val(d) as Score).collect()
                }
                Err(_) => vec![1.0; max as usize],
            }
        };
        let doc_no = match segment.fast_fields().u64("doc_no") {
            Ok(c) => {
                let c = c.first_or_default_col(0);
                (0..max).map(|d| c.get_val(d)).collect()
            }
            Err(_) => vec![0; max as usize],
        };
        SegmentFactors {
            rank: f64s("rank"),
            kind_rank: f64s("kind_rank"),
            doc_no,
        }
    }

    /// The factor of `field` (`rank` or `kind_rank`) for `doc`.
    pub fn of(&self, field: Factor, doc: DocId) -> Score {
        let v = match field {
            Factor::Rank => &self.rank,
            Factor::KindRank => &self.kind_rank,
        };
        v.get(doc as usize).copied().unwrap_or(1.0)
    }
}

/// Which stored factor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Factor {
    /// Kind and document precedence.
    Rank,
    /// Kind only.
    KindRank,
}

/// The factors of every segment of an index's (fixed) reader, read on first use.
#[derive(Debug, Default)]
pub struct RankFactors {
    segments: OnceLock<Arc<SegmentsFactors>>,
}

/// Each segment's factors, by segment id.
#[derive(Debug)]
pub struct SegmentsFactors(Vec<(SegmentId, Arc<SegmentFactors>)>);

impl SegmentsFactors {
    /// The factors of `segment`; read now if the first searcher did not have it (never for
    /// Scouter's indexes, which do not change once open).
    pub fn of(&self, segment: &SegmentReader) -> Arc<SegmentFactors> {
        match self.0.iter().find(|(id, _)| *id == segment.segment_id()) {
            Some((_, f)) => Arc::clone(f),
            None => Arc::new(SegmentFactors::read(segment)),
        }
    }
}

impl RankFactors {
    /// The factors of `searcher`'s segments.
    pub fn all(&self, searcher: &Searcher) -> Arc<SegmentsFactors> {
        Arc::clone(self.segments.get_or_init(|| {
            Arc::new(SegmentsFactors(
                searcher
                    .segment_readers()
                    .iter()
                    .map(|s| (s.segment_id(), Arc::new(SegmentFactors::read(s))))
                    .collect(),
            ))
        }))
    }
}
