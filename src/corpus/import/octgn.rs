//! A small reader for OCTGN set files (`panini/octgn-sets/*.xml`): the `<set name=...>` element
//! and its `<card id=... name=...>` elements with their `<property name=... value=...>` children.
//!
//! OCTGN set files use a tiny, regular subset of XML: elements with double- or single-quoted
//! attributes, self-closing tags, an XML declaration, comments and the five named entities plus
//! numeric character references. This reader handles exactly that and reports anything else
//! with its line number instead of guessing.

/// A parse error: what was expected, and the 1-based line where it went wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct XmlError {
    /// 1-based line number.
    pub line: usize,
    /// What was wrong.
    pub message: String,
}

/// One OCTGN set file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctgnSet {
    /// The set's `name` attribute, entities decoded (`Markers & Tokens`).
    pub name: String,
    /// The set's `id` attribute.
    pub id: String,
    /// The cards, in file order.
    pub cards: Vec<OctgnCard>,
}

/// One `<card>` element.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctgnCard {
    /// The card's `id` attribute (a GUID).
    pub id: String,
    /// The card's `name` attribute.
    pub name: String,
    /// 1-based line of the `<card` tag.
    pub line: usize,
    /// `(name, value)` of each `<property>`, in file order.
    pub properties: Vec<(String, String)>,
}

impl OctgnCard {
    /// The value of the first property with this name, if present.
    pub fn property(&self, name: &str) -> Option<&str> {
        self.properties
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A start, empty or end tag.
struct Tag {
    name: String,
    attrs: Vec<(String, String)>,
    end: bool,
    empty: bool,
    line: usize,
}

/// Parses one OCTGN set file.
pub fn parse_set(text: &str) -> Result<OctgnSet, XmlError> {
    let tags = tokenize(text)?;
    let mut set: Option<OctgnSet> = None;
    let mut card: Option<OctgnCard> = None;
    for tag in tags {
        match (tag.name.as_str(), tag.end) {
            ("set", false) => {
                set = Some(OctgnSet {
                    name: attr(&tag, "name")?,
                    id: attr(&tag, "id").unwrap_or_default(),
                    cards: Vec::new(),
                });
            }
            ("card", false) => {
                if card.is_some() {
                    return Err(err(tag.line, "a <card> inside another <card>"));
                }
                let c = OctgnCard {
                    id: attr(&tag, "id").unwrap_or_default(),
                    name: attr(&tag, "name")?,
                    line: tag.line,
                    properties: Vec::new(),
                };
                if tag.empty {
                    push_card(&mut set, c, tag.line)?;
                } else {
                    card = Some(c);
                }
            }
            ("card", true) => match card.take() {
                Some(c) => push_card(&mut set, c, tag.line)?,
                None => return Err(err(tag.line, "</card> without <card>")),
            },
            ("property", false) => {
                let Some(c) = card.as_mut() else {
                    return Err(err(tag.line, "a <property> outside a <card>"));
                };
                let name = attr(&tag, "name")?;
                let value = attr(&tag, "value")?;
                c.properties.push((name, value));
            }
            _ => {}
        }
    }
    if card.is_some() {
        return Err(err(
            text.lines().count().max(1),
            "the file ends inside a <card>",
        ));
    }
    set.ok_or_else(|| err(1, "no <set> element"))
}

fn push_card(set: &mut Option<OctgnSet>, card: OctgnCard, line: usize) -> Result<(), XmlError> {
    match set.as_mut() {
        Some(s) => {
            s.cards.push(card);
            Ok(())
        }
        None => Err(err(line, "a <card> outside a <set>")),
    }
}

fn attr(tag: &Tag, name: &str) -> Result<String, XmlError> {
    tag.attrs
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.clone())
        .ok_or_else(|| {
            err(
                tag.line,
                &format!("<{}> without the {name:?} attribute", tag.name),
            )
        })
}

fn err(line: usize, message: &str) -> XmlError {
    XmlError {
        line,
        message: message.to_string(),
    }
}

/// Splits the text into tags, skipping text content, comments, declarations and processing
/// instructions.
fn tokenize(text: &str) -> Result<Vec<Tag>, XmlError> {
    let mut tags = Vec::new();
    let mut rest = text;
    let mut line = 1usize;
    while let Some(start) = rest.find('<') {
        line += rest[..start].matches('\n').count();
        rest = &rest[start..];
        let skip_to = |rest: &str, close: &str, what: &str| -> Result<usize, XmlError> {
            rest.find(close)
                .map(|i| i + close.len())
                .ok_or_else(|| err(line, &format!("unterminated {what}")))
        };
        let consumed = if rest.starts_with("<!--") {
            skip_to(rest, "-->", "comment")?
        } else if rest.starts_with("<?") {
            skip_to(rest, "?>", "processing instruction")?
        } else if rest.starts_with("<!") {
            skip_to(rest, ">", "declaration")?
        } else {
            let (tag, used) = parse_tag(rest, line)?;
            tags.push(tag);
            used
        };
        line += rest[..consumed].matches('\n').count();
        rest = &rest[consumed..];
    }
    Ok(tags)
}

/// Parses one tag at the start of `s` (which starts with `<`); returns it and the bytes used.
fn parse_tag(s: &str, line: usize) -> Result<(Tag, usize), XmlError> {
    let mut chars = s.char_indices().peekable();
    chars.next(); // '<'
    let mut end = false;
    if let Some(&(_, '/')) = chars.peek() {
        end = true;
        chars.next();
    }
    let mut name = String::new();
    while let Some(&(_, c)) = chars.peek() {
        if c.is_whitespace() || c == '>' || c == '/' {
            break;
        }
        name.push(c);
        chars.next();
    }
    if name.is_empty() {
        return Err(err(line, "a tag without a name"));
    }
    let mut tag = Tag {
        name,
        attrs: Vec::new(),
        end,
        empty: false,
        line,
    };
    loop {
        while chars.peek().is_some_and(|&(_, c)| c.is_whitespace()) {
            chars.next();
        }
        match chars.next() {
            Some((i, '>')) => return Ok((tag, i + 1)),
            Some((_, '/')) => match chars.next() {
                Some((i, '>')) => {
                    tag.empty = true;
                    return Ok((tag, i + 1));
                }
                _ => {
                    return Err(err(
                        line,
                        &format!("'/' not followed by '>' in <{}>", tag.name),
                    ))
                }
            },
            Some((_, c)) => {
                let mut key = String::from(c);
                while let Some(&(_, c)) = chars.peek() {
                    if c == '=' || c.is_whitespace() {
                        break;
                    }
                    key.push(c);
                    chars.next();
                }
                while chars.peek().is_some_and(|&(_, c)| c.is_whitespace()) {
                    chars.next();
                }
                if chars.next().map(|(_, c)| c) != Some('=') {
                    return Err(err(
                        line,
                        &format!("attribute {key:?} of <{}> without '='", tag.name),
                    ));
                }
                while chars.peek().is_some_and(|&(_, c)| c.is_whitespace()) {
                    chars.next();
                }
                let quote = match chars.next() {
                    Some((_, q @ ('"' | '\''))) => q,
                    _ => {
                        return Err(err(
                            line,
                            &format!("attribute {key:?} of <{}> is not quoted", tag.name),
                        ))
                    }
                };
                let mut raw = String::new();
                loop {
                    match chars.next() {
                        Some((_, c)) if c == quote => break,
                        Some((_, c)) => raw.push(c),
                        None => {
                            return Err(err(
                                line,
                                &format!("unterminated value of attribute {key:?}"),
                            ))
                        }
                    }
                }
                tag.attrs.push((key, decode_entities(&raw, line)?));
            }
            None => return Err(err(line, &format!("unterminated tag <{}>", tag.name))),
        }
    }
}

/// Decodes `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#NN;` and `&#xNN;`.
pub fn decode_entities(raw: &str, line: usize) -> Result<String, XmlError> {
    let mut out = String::with_capacity(raw.len());
    let mut rest = raw;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let semi = rest
            .find(';')
            .ok_or_else(|| err(line, &format!("unterminated entity in {raw:?}")))?;
        let entity = &rest[1..semi];
        let decoded = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            _ => {
                let code = if let Some(hex) = entity.strip_prefix("#x") {
                    u32::from_str_radix(hex, 16).ok()
                } else if let Some(dec) = entity.strip_prefix('#') {
                    dec.parse().ok()
                } else {
                    None
                };
                code.and_then(char::from_u32)
            }
        };
        match decoded {
            Some(c) => out.push(c),
            None => return Err(err(line, &format!("unknown entity &{entity};"))),
        }
        rest = &rest[semi + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = r#"<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<set name="Markers &amp; Tokens" id="x1">
  <!-- a comment with <card> in it -->
  <cards>
    <card id="g1" name="Goku&apos;s &quot;Kick&quot;">
      <property name="Card Number" value="C001" />
      <property name="Text" value="a &lt; b &#65;&#x42;"></property>
    </card>
    <card id='g2' name='Empty' />
  </cards>
</set>"#;

    #[test]
    fn parses_sets_cards_and_entities() {
        let set = parse_set(SAMPLE).unwrap();
        assert_eq!(set.name, "Markers & Tokens");
        assert_eq!(set.cards.len(), 2);
        assert_eq!(set.cards[0].name, "Goku's \"Kick\"");
        assert_eq!(set.cards[0].line, 5);
        assert_eq!(set.cards[0].property("Card Number"), Some("C001"));
        assert_eq!(set.cards[0].property("Text"), Some("a < b AB"));
        assert_eq!(set.cards[1].name, "Empty");
        assert!(set.cards[1].properties.is_empty());
    }

    #[test]
    fn reports_bad_input_with_a_line() {
        let e = parse_set("<set name=\"a\">\n<card name=\"x\" id=\"1\">\n<property name=\"T\" value=\"&bogus;\"/>").unwrap_err();
        assert_eq!(e.line, 3);
        assert!(e.message.contains("bogus"), "{e}");
        assert!(parse_set("<set name=\"a\"><card id=\"1\">").is_err());
        assert!(parse_set("<set name=\"a\"><card name=\"x\">").is_err());
    }
}
