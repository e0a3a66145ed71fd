//! The opening book's file format: encoding records into indexed blocks, and decoding them.
//!
//! File format (`book/classic.book`): the line `cuatro-book 3\n`, one byte for the deepest ply
//! held completely, one for the most stones of any entry, a little-endian `u64` entry count and
//! `u32` block count, then the block index (per block of [`BLOCK`] entries its first key as a `u64`
//! and the offset of its entries as a `u32`), then the blocks. Entries come in increasing key
//! order, each as the key's distance from the previous key as a LEB128 varint (left out for the
//! first entry of a block, whose key is in the index), the score as one signed byte and a best
//! column (0–6, for the canonical orientation; 7 when the book has none). A look-up searches the
//! index and decodes one block, so loading the book costs nothing per entry (a cold command-line
//! call does not decode a million entries). Versions 1 (no move byte) and 2 (no index) are still
//! read.

use super::solver::Position;
use std::borrow::Cow;

pub(super) const MAGIC: &[u8] = b"cuatro-book 3\n";
pub(super) const MAGIC_V2: &[u8] = b"cuatro-book 2\n";
pub(super) const MAGIC_V1: &[u8] = b"cuatro-book 1\n";
/// Entries per block: a look-up decodes at most this many.
pub(super) const BLOCK: usize = 64;
/// The move byte of an entry without a best move.
const NO_MOVE: u8 = 7;

/// One book entry: a canonical key, its exact score and, where known, a best column in the
/// orientation whose key is the canonical one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Record {
    pub key: u64,
    pub score: i8,
    pub best: Option<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BookError {
    #[error("not a cuatro book (bad header)")]
    BadHeader,
    #[error("the book ends early")]
    Truncated,
    #[error("the book's keys are not in increasing order")]
    Unsorted,
}

/// A book's entries kept encoded as in the file: the header's values, the block index and the blocks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Encoded {
    pub(super) max_ply: u8,
    /// The most stones of any stored position (deeper positions are not looked up).
    pub(super) deepest: u8,
    pub(super) len: usize,
    /// Each block's first key and the offset of its entries in `data`.
    index: Vec<(u64, u32)>,
    /// The blocks of entries (borrowed from the binary for the embedded book).
    data: Cow<'static, [u8]>,
}

impl Default for Encoded {
    fn default() -> Self {
        Encoded { max_ply: 0, deepest: 0, len: 0, index: Vec::new(), data: Cow::Borrowed(&[]) }
    }
}

impl Encoded {
    /// Encodes records in any order; duplicates keep the first score, and the first best move any
    /// of them has.
    pub(super) fn from_records(max_ply: u8, mut records: Vec<Record>) -> Encoded {
        records.sort_by_key(|r| r.key);
        let mut unique: Vec<Record> = Vec::with_capacity(records.len());
        for r in records {
            let best = r.best.filter(|&c| c < NO_MOVE);
            match unique.last_mut() {
                Some(last) if last.key == r.key => last.best = last.best.or(best),
                _ => unique.push(Record { best, ..r }),
            }
        }
        let mut book = Encoded { max_ply, len: unique.len(), ..Encoded::default() };
        let mut data = Vec::with_capacity(unique.len() * 4);
        let mut previous = 0;
        for (i, r) in unique.iter().enumerate() {
            book.deepest = book.deepest.max(Position::from_key(r.key).nb_moves() as u8);
            if i % BLOCK == 0 {
                book.index.push((r.key, data.len() as u32));
            } else {
                write_varint(&mut data, r.key - previous);
            }
            previous = r.key;
            data.extend([r.score as u8, r.best.unwrap_or(NO_MOVE)]);
        }
        book.data = Cow::Owned(data);
        book
    }

    /// Every entry in increasing key order.
    pub(super) fn records(&self) -> impl Iterator<Item = Record> + '_ {
        (0..self.index.len()).flat_map(|b| self.block(b))
    }

    /// The entries of block `b` (decoding stops early at a malformed entry).
    fn block(&self, b: usize) -> BlockReader<'_> {
        let (key, offset) = self.index[b];
        let count = BLOCK.min(self.len - b * BLOCK);
        BlockReader { data: self.data.get(offset as usize..).unwrap_or(&[]), key, left: count, first: true }
    }

    /// The entry with this canonical key.
    pub(super) fn find(&self, key: u64) -> Option<Record> {
        let b = self.index.partition_point(|&(first, _)| first <= key).checked_sub(1)?;
        self.block(b).take_while(|r| r.key <= key).find(|r| r.key == key)
    }

    pub(super) fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(MAGIC.len() + 14 + self.index.len() * 12 + self.data.len());
        out.extend_from_slice(MAGIC);
        out.extend([self.max_ply, self.deepest]);
        out.extend_from_slice(&(self.len as u64).to_le_bytes());
        out.extend_from_slice(&(self.index.len() as u32).to_le_bytes());
        for &(key, offset) in &self.index {
            out.extend_from_slice(&key.to_le_bytes());
            out.extend_from_slice(&offset.to_le_bytes());
        }
        out.extend_from_slice(&self.data);
        out
    }

    /// Reads a book file of any version (the entries are copied).
    pub(super) fn parse(bytes: &[u8]) -> Result<Encoded, BookError> {
        match Header::parse(bytes)? {
            Parsed::Indexed(header, start) => header.with_data(Cow::Owned(bytes[start..].to_vec())),
            Parsed::Legacy(book) => Ok(book),
        }
    }

    /// [`Encoded::parse`] borrowing the entries (for the embedded book).
    pub(super) fn parse_static(bytes: &'static [u8]) -> Result<Encoded, BookError> {
        match Header::parse(bytes)? {
            Parsed::Indexed(header, start) => header.with_data(Cow::Borrowed(&bytes[start..])),
            Parsed::Legacy(book) => Ok(book),
        }
    }
}

/// A version 3 book without its entries.
struct Header(Encoded);

enum Parsed {
    /// The header, and where the blocks start.
    Indexed(Header, usize),
    /// A version 1 or 2 book, decoded in full.
    Legacy(Encoded),
}

impl Header {
    /// Reads a header and index (checking that keys and offsets increase), or a whole legacy book.
    fn parse(bytes: &[u8]) -> Result<Parsed, BookError> {
        if bytes.starts_with(MAGIC_V1) || bytes.starts_with(MAGIC_V2) {
            return parse_legacy(bytes).map(Parsed::Legacy);
        }
        let mut r = Reader(bytes.strip_prefix(MAGIC).ok_or(BookError::BadHeader)?);
        let (max_ply, deepest) = (r.byte()?, r.byte()?);
        let len = r.u64()? as usize;
        let blocks = r.u32()? as usize;
        if blocks != len.div_ceil(BLOCK) {
            return Err(BookError::BadHeader);
        }
        let mut index = Vec::with_capacity(blocks);
        for _ in 0..blocks {
            let entry = (r.u64()?, r.u32()?);
            if index.last().is_some_and(|last: &(u64, u32)| last.0 >= entry.0 || last.1 >= entry.1) {
                return Err(BookError::Unsorted);
            }
            index.push(entry);
        }
        let start = bytes.len() - r.0.len();
        Ok(Parsed::Indexed(Header(Encoded { max_ply, deepest, len, index, ..Encoded::default() }), start))
    }

    /// The book with its blocks; the last block must decode in full (a truncated file does not).
    fn with_data(self, data: Cow<'static, [u8]>) -> Result<Encoded, BookError> {
        let book = Encoded { data, ..self.0 };
        if let Some(last) = book.index.len().checked_sub(1) {
            let expected = book.len - last * BLOCK;
            if book.block(last).count() != expected {
                return Err(BookError::Truncated);
            }
        }
        Ok(book)
    }
}

/// Reads versions 1 and 2: no index, every key a distance from the previous one.
fn parse_legacy(bytes: &[u8]) -> Result<Encoded, BookError> {
    let (with_moves, rest) = match (bytes.strip_prefix(MAGIC_V2), bytes.strip_prefix(MAGIC_V1)) {
        (Some(rest), _) => (true, rest),
        (None, Some(rest)) => (false, rest),
        (None, None) => return Err(BookError::BadHeader),
    };
    let mut r = Reader(rest);
    let max_ply = r.byte()?;
    let count = r.u64()?;
    let mut records = Vec::with_capacity((count as usize).min(rest.len() / 2));
    let mut key = 0u64;
    for _ in 0..count {
        let delta = r.varint()?;
        if delta == 0 && !records.is_empty() {
            return Err(BookError::Unsorted);
        }
        key = key.checked_add(delta).ok_or(BookError::Unsorted)?;
        let score = r.byte()? as i8;
        let best = if with_moves { r.byte()?.min(NO_MOVE) } else { NO_MOVE };
        records.push(Record { key, score, best: (best != NO_MOVE).then_some(best) });
    }
    Ok(Encoded::from_records(max_ply, records))
}

pub(super) fn write_varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value & 0x7f) as u8 | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// Reads little-endian numbers and varints off the front of a byte slice.
pub(super) struct Reader<'a>(pub(super) &'a [u8]);

impl Reader<'_> {
    fn take<const N: usize>(&mut self) -> Result<[u8; N], BookError> {
        let (head, tail) = self.0.split_first_chunk::<N>().ok_or(BookError::Truncated)?;
        self.0 = tail;
        Ok(*head)
    }

    pub(super) fn byte(&mut self) -> Result<u8, BookError> {
        Ok(self.take::<1>()?[0])
    }

    pub(super) fn u32(&mut self) -> Result<u32, BookError> {
        Ok(u32::from_le_bytes(self.take()?))
    }

    fn u64(&mut self) -> Result<u64, BookError> {
        Ok(u64::from_le_bytes(self.take()?))
    }

    pub(super) fn varint(&mut self) -> Result<u64, BookError> {
        let (mut value, mut shift) = (0u64, 0);
        loop {
            let byte = self.byte()?;
            value |= ((byte & 0x7f) as u64) << shift;
            shift += 7;
            if byte & 0x80 == 0 || shift > 63 {
                return Ok(value);
            }
        }
    }
}

/// Decodes the entries of one block; a malformed entry (or keys that do not increase) ends it.
struct BlockReader<'a> {
    data: &'a [u8],
    key: u64,
    left: usize,
    first: bool,
}

impl Iterator for BlockReader<'_> {
    type Item = Record;

    fn next(&mut self) -> Option<Record> {
        if self.left == 0 {
            return None;
        }
        let mut r = Reader(self.data);
        if !std::mem::take(&mut self.first) {
            let delta = r.varint().ok().filter(|&d| d > 0)?;
            self.key = self.key.checked_add(delta)?;
        }
        let (score, best) = (r.byte().ok()? as i8, r.byte().ok()?.min(NO_MOVE));
        self.data = r.0;
        self.left -= 1;
        Some(Record { key: self.key, score, best: (best != NO_MOVE).then_some(best) })
    }
}
