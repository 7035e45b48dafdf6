//! The number limits' quick pass over a typed board file: the file's own `Serialize` walked by a
//! serializer that builds no JSON, only following where `limits::walk`'s path for each number
//! holds `.ladder[`, and says whether every number is within the limit `walk` applies there.
//! Any doubt (a number kind or map key `serde_json` might read otherwise) says no, and `walk`
//! decides as before.

use serde::ser::{self, Serialize};

/// True when `limits::walk` over `serde_json::to_value(value)` would find no number above its
/// limit. False when one is above, or when this pass cannot be sure (then `walk` runs).
pub(super) fn within_limits<T: Serialize + ?Sized>(value: &T) -> bool {
    let mut scan = Scan {
        place: Place::TOP,
        key: String::new(),
    };
    value.serialize(&mut scan).is_ok()
}

/// What the quick pass knows of `walk`'s path (`players.p1.hand[2]`) to the value being visited:
/// enough to tell whether it holds `.ladder[`, without writing it.
#[derive(Clone, Copy)]
struct Place {
    /// The path is empty (the top of the file): `walk` writes a key there without a `.`.
    top: bool,
    /// The path holds `.ladder[`: numbers below are power ratings.
    in_ladder: bool,
    /// The path ends with `.ladder`: an array's element below it is in a ladder.
    ends_ladder: bool,
}

impl Place {
    const TOP: Place = Place {
        top: true,
        in_ladder: false,
        ends_ladder: false,
    };

    /// Below the object key `key`: `walk` adds `.` and the key (only the key at the top).
    /// `.ladder[` and `.ladder` contain one `.`, at their start, so a new one starts at that
    /// `.` or inside the key.
    /// (Most keys hold no `.`: they are settled without a search for `.ladder[`.)
    fn key(self, key: &str) -> Place {
        let after_dot = !self.top;
        let dotted = key.as_bytes().contains(&b'.');
        Place {
            top: false,
            in_ladder: self.in_ladder
                || (dotted && key.contains(".ladder["))
                || (after_dot && key.starts_with("ladder[")),
            ends_ladder: (dotted && key.ends_with(".ladder")) || (after_dot && key == "ladder"),
        }
    }

    /// Below an array's element: `walk` adds `[i]`, whose `[` ends a `.ladder[` when the path
    /// ended with `.ladder`; its digits and `]` never take part in one.
    fn element(self) -> Place {
        Place {
            top: false,
            in_ladder: self.in_ladder || self.ends_ladder,
            ends_ladder: false,
        }
    }
}

/// The pass: where it is, and a map key being read.
struct Scan {
    place: Place,
    key: String,
}

/// Stops the pass: a number above its limit, or something it does not read as `serde_json`
/// does.
#[derive(Debug)]
struct Stop;

impl std::fmt::Display for Stop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a number to check with the value walk")
    }
}

impl std::error::Error for Stop {}

impl ser::Error for Stop {
    fn custom<T: std::fmt::Display>(_: T) -> Self {
        Stop
    }
}

type Done = Result<(), Stop>;

impl Scan {
    /// The limit `walk` applies at the current path.
    fn max(&self) -> u64 {
        if self.place.in_ladder {
            super::limits::MAX_POWER_RATING
        } else {
            super::limits::MAX_NUMBER
        }
    }

    fn whole(&self, magnitude: u64) -> Done {
        if magnitude > self.max() {
            Err(Stop)
        } else {
            Ok(())
        }
    }

    /// A value under an object key: `walk` adds `.` before it unless it is at the top.
    /// Visits `value` at `place`, and comes back to where it was.
    fn at<T: Serialize + ?Sized>(&mut self, place: Place, value: &T) -> Done {
        let back = std::mem::replace(&mut self.place, place);
        let done = value.serialize(&mut *self);
        self.place = back;
        done
    }

    fn under_key<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Done {
        self.at(self.place.key(key), value)
    }

    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Done {
        self.at(self.place.element(), value)
    }
}

/// An object or array being visited (a struct, a map, a sequence, or the one-key object of an
/// enum variant); `key` is the place below a map's key read and waiting for its value.
struct Object<'a> {
    scan: &'a mut Scan,
    key: Option<Place>,
    /// Where the pass was before the variant's key (restored at the end).
    restore: Option<Place>,
}

impl<'a> Object<'a> {
    fn new(scan: &'a mut Scan) -> Self {
        Object {
            scan,
            key: None,
            restore: None,
        }
    }

    /// The object `{variant: ...}` serde_json writes for an enum's tuple or struct variant.
    fn variant(scan: &'a mut Scan, variant: &str) -> Self {
        let back = scan.place;
        scan.place = back.key(variant);
        Object {
            scan,
            key: None,
            restore: Some(back),
        }
    }

    fn end(self) -> Done {
        if let Some(back) = self.restore {
            self.scan.place = back;
        }
        Ok(())
    }
}

impl ser::SerializeStruct for Object<'_> {
    type Ok = ();
    type Error = Stop;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Done {
        self.scan.under_key(key, value)
    }
    fn end(self) -> Done {
        Object::end(self)
    }
}

impl ser::SerializeStructVariant for Object<'_> {
    type Ok = ();
    type Error = Stop;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Done {
        self.scan.under_key(key, value)
    }
    fn end(self) -> Done {
        Object::end(self)
    }
}

impl ser::SerializeMap for Object<'_> {
    type Ok = ();
    type Error = Stop;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Done {
        self.scan.key.clear();
        key.serialize(KeyText(&mut self.scan.key))?;
        self.key = Some(self.scan.place.key(&self.scan.key));
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Done {
        let place = self.key.take().ok_or(Stop)?;
        self.scan.at(place, value)
    }
    fn end(self) -> Done {
        Object::end(self)
    }
}

impl ser::SerializeSeq for Object<'_> {
    type Ok = ();
    type Error = Stop;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Done {
        self.scan.element(value)
    }
    fn end(self) -> Done {
        Object::end(self)
    }
}

impl ser::SerializeTuple for Object<'_> {
    type Ok = ();
    type Error = Stop;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Done {
        self.scan.element(value)
    }
    fn end(self) -> Done {
        Object::end(self)
    }
}

impl ser::SerializeTupleStruct for Object<'_> {
    type Ok = ();
    type Error = Stop;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Done {
        self.scan.element(value)
    }
    fn end(self) -> Done {
        Object::end(self)
    }
}

impl ser::SerializeTupleVariant for Object<'_> {
    type Ok = ();
    type Error = Stop;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Done {
        self.scan.element(value)
    }
    fn end(self) -> Done {
        Object::end(self)
    }
}

impl<'a> ser::Serializer for &'a mut Scan {
    type Ok = ();
    type Error = Stop;
    type SerializeSeq = Object<'a>;
    type SerializeTuple = Object<'a>;
    type SerializeTupleStruct = Object<'a>;
    type SerializeTupleVariant = Object<'a>;
    type SerializeMap = Object<'a>;
    type SerializeStruct = Object<'a>;
    type SerializeStructVariant = Object<'a>;

    fn serialize_bool(self, _: bool) -> Done {
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Done {
        self.whole(u64::from(v.unsigned_abs()))
    }
    fn serialize_i16(self, v: i16) -> Done {
        self.whole(u64::from(v.unsigned_abs()))
    }
    fn serialize_i32(self, v: i32) -> Done {
        self.whole(u64::from(v.unsigned_abs()))
    }
    fn serialize_i64(self, v: i64) -> Done {
        self.whole(v.unsigned_abs())
    }
    fn serialize_i128(self, _: i128) -> Done {
        Err(Stop)
    }
    fn serialize_u8(self, v: u8) -> Done {
        self.whole(u64::from(v))
    }
    fn serialize_u16(self, v: u16) -> Done {
        self.whole(u64::from(v))
    }
    fn serialize_u32(self, v: u32) -> Done {
        self.whole(u64::from(v))
    }
    fn serialize_u64(self, v: u64) -> Done {
        self.whole(v)
    }
    fn serialize_u128(self, _: u128) -> Done {
        Err(Stop)
    }
    fn serialize_f32(self, v: f32) -> Done {
        self.serialize_f64(f64::from(v))
    }
    fn serialize_f64(self, v: f64) -> Done {
        // A finite number as `walk` compares it; anything else is left to `walk`.
        if v.is_finite() && v.abs() <= self.max() as f64 {
            Ok(())
        } else {
            Err(Stop)
        }
    }
    fn serialize_char(self, _: char) -> Done {
        Ok(())
    }
    fn serialize_str(self, _: &str) -> Done {
        Ok(())
    }
    fn serialize_bytes(self, _: &[u8]) -> Done {
        // An array of numbers below 256.
        Ok(())
    }
    fn serialize_none(self) -> Done {
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Done {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Done {
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Done {
        Ok(())
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, _: &'static str) -> Done {
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> Done {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Done {
        self.under_key(variant, value)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Object<'a>, Stop> {
        Ok(Object::new(self))
    }
    fn serialize_tuple(self, _: usize) -> Result<Object<'a>, Stop> {
        Ok(Object::new(self))
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Object<'a>, Stop> {
        Ok(Object::new(self))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Object<'a>, Stop> {
        Ok(Object::variant(self, variant))
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Object<'a>, Stop> {
        Ok(Object::new(self))
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Object<'a>, Stop> {
        Ok(Object::new(self))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Object<'a>, Stop> {
        Ok(Object::variant(self, variant))
    }
    fn collect_str<T: std::fmt::Display + ?Sized>(self, _: &T) -> Done {
        Ok(())
    }
}

/// A map key written as the object key `serde_json` makes of it: text as it is, a whole number
/// in decimal; any other kind of key is left to the value walk.
struct KeyText<'a>(&'a mut String);

impl KeyText<'_> {
    fn text(self, text: &str) -> Done {
        self.0.push_str(text);
        Ok(())
    }

    fn number(self, n: impl std::fmt::Display) -> Done {
        use std::fmt::Write;
        write!(self.0, "{n}").map_err(|_| Stop)
    }
}

impl ser::Serializer for KeyText<'_> {
    type Ok = ();
    type Error = Stop;
    type SerializeSeq = ser::Impossible<(), Stop>;
    type SerializeTuple = ser::Impossible<(), Stop>;
    type SerializeTupleStruct = ser::Impossible<(), Stop>;
    type SerializeTupleVariant = ser::Impossible<(), Stop>;
    type SerializeMap = ser::Impossible<(), Stop>;
    type SerializeStruct = ser::Impossible<(), Stop>;
    type SerializeStructVariant = ser::Impossible<(), Stop>;

    fn serialize_str(self, v: &str) -> Done {
        self.text(v)
    }
    fn serialize_char(self, v: char) -> Done {
        self.0.push(v);
        Ok(())
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Done {
        self.text(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> Done {
        value.serialize(self)
    }
    fn serialize_i8(self, v: i8) -> Done {
        self.number(v)
    }
    fn serialize_i16(self, v: i16) -> Done {
        self.number(v)
    }
    fn serialize_i32(self, v: i32) -> Done {
        self.number(v)
    }
    fn serialize_i64(self, v: i64) -> Done {
        self.number(v)
    }
    fn serialize_u8(self, v: u8) -> Done {
        self.number(v)
    }
    fn serialize_u16(self, v: u16) -> Done {
        self.number(v)
    }
    fn serialize_u32(self, v: u32) -> Done {
        self.number(v)
    }
    fn serialize_u64(self, v: u64) -> Done {
        self.number(v)
    }
    fn serialize_bool(self, _: bool) -> Done {
        Err(Stop)
    }
    fn serialize_f32(self, _: f32) -> Done {
        Err(Stop)
    }
    fn serialize_f64(self, _: f64) -> Done {
        Err(Stop)
    }
    fn serialize_bytes(self, _: &[u8]) -> Done {
        Err(Stop)
    }
    fn serialize_none(self) -> Done {
        Err(Stop)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Done {
        Err(Stop)
    }
    fn serialize_unit(self) -> Done {
        Err(Stop)
    }
    fn serialize_unit_struct(self, _: &'static str) -> Done {
        Err(Stop)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Done {
        Err(Stop)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Stop> {
        Err(Stop)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Stop> {
        Err(Stop)
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, Stop> {
        Err(Stop)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Stop> {
        Err(Stop)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Stop> {
        Err(Stop)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct, Stop> {
        Err(Stop)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Stop> {
        Err(Stop)
    }
}
