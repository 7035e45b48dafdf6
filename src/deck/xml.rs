//! A small reader for the XML of deck files (OCTGN `.o8d`, LackeyCCG `.dek`): elements with
//! quoted attributes and text content, comments, CDATA and declarations skipped. It reports
//! anything else (an unclosed tag, a mismatched end tag) with its line instead of guessing.

use crate::corpus::import::octgn::decode_entities;

use super::DeckError;

/// One element: its name, attributes, text content (entities decoded, trimmed) and the
/// names of the elements it stands in, outermost first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Element {
    /// The tag name.
    pub name: String,
    /// `(name, value)` of each attribute.
    pub attrs: Vec<(String, String)>,
    /// The text directly inside it.
    pub text: String,
    /// The enclosing elements' `(name, attributes)`, outermost first.
    pub ancestors: Vec<(String, Vec<(String, String)>)>,
    /// 1-based line of its start tag.
    pub line: usize,
}

impl Element {
    /// An attribute's value.
    pub fn attr(&self, name: &str) -> Option<&str> {
        find(&self.attrs, name)
    }
}

/// An attribute's value in an attribute list.
pub fn find<'a>(attrs: &'a [(String, String)], name: &str) -> Option<&'a str> {
    attrs
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

fn bad(line: usize, message: impl Into<String>) -> DeckError {
    DeckError::Unreadable {
        line,
        message: message.into(),
    }
}

/// Every element of the document, in document order (children after their parent).
pub fn elements(text: &str) -> Result<Vec<Element>, DeckError> {
    let mut out: Vec<Element> = Vec::new();
    // Open elements: (index in out, name).
    let mut open: Vec<usize> = Vec::new();
    let mut rest = text.trim_start_matches('\u{feff}');
    let mut line = 1usize;
    loop {
        let Some(start) = rest.find('<') else {
            if !rest.trim().is_empty() && open.is_empty() {
                return Err(bad(line, "text outside the root element"));
            }
            break;
        };
        let content = &rest[..start];
        if let Some(&top) = open.last() {
            let piece = decode_entities(content, line).map_err(|e| bad(e.line, e.message))?;
            out[top].text.push_str(&piece);
        }
        line += content.matches('\n').count();
        rest = &rest[start..];
        let skip = |close: &str, what: &str| {
            rest.find(close)
                .map(|i| i + close.len())
                .ok_or_else(|| bad(line, format!("unterminated {what}")))
        };
        let used = if rest.starts_with("<!--") {
            skip("-->", "comment")?
        } else if rest.starts_with("<![CDATA[") {
            let end = skip("]]>", "CDATA section")?;
            if let Some(&top) = open.last() {
                out[top].text.push_str(&rest[9..end - 3]);
            }
            end
        } else if rest.starts_with("<?") {
            skip("?>", "declaration")?
        } else if rest.starts_with("<!") {
            skip(">", "declaration")?
        } else {
            let end = skip(">", "tag")?;
            let tag = &rest[1..end - 1];
            if let Some(name) = tag.strip_prefix('/') {
                let name = name.trim();
                match open.pop() {
                    Some(i) if out[i].name == name => {
                        let t = out[i].text.trim().to_string();
                        out[i].text = t;
                    }
                    Some(i) => {
                        return Err(bad(
                            line,
                            format!("</{name}> closes <{}> (line {})", out[i].name, out[i].line),
                        ))
                    }
                    None => return Err(bad(line, format!("</{name}> without its start tag"))),
                }
            } else {
                let empty = tag.ends_with('/');
                let tag = tag.trim_end_matches('/');
                let (name, attrs) = parse_tag(tag, line)?;
                let ancestors = open
                    .iter()
                    .map(|&i| (out[i].name.clone(), out[i].attrs.clone()))
                    .collect();
                out.push(Element {
                    name,
                    attrs,
                    text: String::new(),
                    ancestors,
                    line,
                });
                if !empty {
                    open.push(out.len() - 1);
                }
            }
            end
        };
        line += rest[..used].matches('\n').count();
        rest = &rest[used..];
    }
    if let Some(&i) = open.last() {
        return Err(bad(
            out[i].line,
            format!("<{}> is never closed", out[i].name),
        ));
    }
    if out.is_empty() {
        return Err(bad(1, "no XML elements"));
    }
    Ok(out)
}

/// `name key="value" key2='value'` -> the name and the attributes.
fn parse_tag(tag: &str, line: usize) -> Result<(String, Vec<(String, String)>), DeckError> {
    let tag = tag.trim();
    let (name, mut rest) = tag.split_once(char::is_whitespace).unwrap_or((tag, ""));
    if name.is_empty() {
        return Err(bad(line, "a tag without a name"));
    }
    let mut attrs = Vec::new();
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            break;
        }
        let Some((key, after)) = rest.split_once('=') else {
            return Err(bad(
                line,
                format!("attribute {rest:?} of <{name}> without '='"),
            ));
        };
        let after = after.trim_start();
        let quote = after.chars().next().filter(|c| *c == '"' || *c == '\'');
        let Some(q) = quote else {
            return Err(bad(
                line,
                format!("attribute {:?} of <{name}> is not quoted", key.trim()),
            ));
        };
        let Some(close) = after[1..].find(q) else {
            return Err(bad(
                line,
                format!("unterminated value of attribute {:?}", key.trim()),
            ));
        };
        let raw = &after[1..1 + close];
        let value = decode_entities(raw, line).map_err(|e| bad(e.line, e.message))?;
        attrs.push((key.trim().to_string(), value));
        rest = &after[close + 2..];
    }
    Ok((name.to_string(), attrs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_elements_text_and_ancestors() {
        let els = elements(
            "\u{feff}<?xml version=\"1.0\"?>\n<deck a='1'>\n <section name=\"Life Deck\">\n  <card qty=\"2\" id=\"x\">Saiyan &amp; Co</card>\n </section>\n <notes><![CDATA[ hi > there ]]></notes>\n</deck>\n",
        )
        .expect("parses");
        let card = els.iter().find(|e| e.name == "card").expect("card");
        assert_eq!(card.text, "Saiyan & Co");
        assert_eq!(card.attr("qty"), Some("2"));
        assert_eq!(card.line, 4);
        assert_eq!(find(&card.ancestors[1].1, "name"), Some("Life Deck"));
        let notes = els.iter().find(|e| e.name == "notes").expect("notes");
        assert_eq!(notes.text, "hi > there");
    }

    #[test]
    fn a_mismatched_end_tag_is_reported_with_its_line() {
        let e = elements("<deck>\n<card>\n</deck>").expect_err("mismatch");
        assert!(e.to_string().contains("line 3"), "{e}");
    }
}
