//! The board file's JSON Schema and effect reference match the engine's types: the schema's
//! effect definitions (`docs/scenario.schema.json`, `$defs`) are generated from the serde form of
//! `Effect` and every type inside it, and every effect has an entry in `docs/effects-reference.md`.
//! `SCOUTER_BLESS=1 cargo test --test it board_file_schema` rewrites the schema's effect part.

use crate::support;
use scouter::engine::effects as fx;
use scouter::engine::Effect;
use serde::de::DeserializeOwned;
use serde_json::{json, Map, Value};
use serde_reflection::{ContainerFormat, Format, Named, Registry, Samples, Tracer, TracerConfig};
use std::collections::BTreeSet;

/// The fields serde cannot do without: (struct, or `Enum::variant` for a struct variant; field).
type Required = BTreeSet<(String, String)>;

/// Reads back the values traced for one type, to find its required fields.
type Probe = Box<dyn Fn(&Registry, &mut Required)>;

/// Every enum reachable from `Effect` is traced on its own, so that all its variants are seen
/// (a trace from `Effect` alone reaches only the first variant of a nested enum). A new nested
/// enum missing here makes `registry()` fail and names it. The values the trace builds are then
/// read back with one field left out at a time to find the required fields.
fn traced_registry() -> (Registry, Required) {
    // serde_json is human-readable; 1 for numbers, since some counts refuse 0 (`StagesBack::per`).
    let config = TracerConfig::default()
        .is_human_readable(true)
        .default_u32_value(1)
        .default_u64_value(1);
    let mut tracer = Tracer::new(config);
    let samples = Samples::new();
    let mut probes: Vec<Probe> = Vec::new();
    macro_rules! trace {
        ($($t:ty),* $(,)?) => {$(
            match tracer.trace_type::<$t>(&samples) {
                Ok((format, values)) => {
                    let values: Vec<Value> =
                        values.iter().filter_map(|v| serde_json::to_value(v).ok()).collect();
                    probes.push(Box::new(move |registry, required| {
                        for value in &values {
                            probe_required::<$t>(value, &format, registry, required);
                        }
                    }));
                }
                Err(e) => panic!("tracing {}: {e}\n{}", stringify!($t), e.explanation()),
            }
        )*};
    }
    trace!(
        Effect,
        fx::AfterUse,
        fx::AllyStage,
        fx::BattlegroundRule,
        fx::AttacksOf,
        scouter::engine::pat::PatTableId,
        fx::AttachTarget,
        fx::AttachedAttacks,
        fx::AttachedEffect,
        fx::AttachedFrom,
        fx::AttackKind,
        fx::CardRule,
        fx::Condition,
        fx::Count,
        fx::Destination,
        fx::DrillStopCost,
        fx::First,
        fx::FloatEvent,
        fx::InPlayAct,
        fx::InPlayCount,
        fx::InPlayKind,
        fx::Keyword,
        fx::Lasts,
        fx::Pile,
        fx::PileCondition,
        fx::Scope,
        fx::SearchIn,
        fx::SkipDiscardStep,
        fx::Side,
        fx::StageTarget,
        fx::StopWhen,
        fx::Targets,
        fx::Timing,
        fx::TriggerEvent,
        fx::UseWindow,
        fx::VictoryScope,
        fx::Who,
        fx::Whose,
        fx::XValue,
        fx::prohibitions::Bound,
        fx::prohibitions::Forbidden,
        fx::prohibitions::Span,
        fx::prohibitions::TurnEdgeWord,
        fx::amounts::rule_numbers::RuleNumber,
        fx::placements::placement_triggers::PlacedKind,
        fx::personality_powers::constant_after_use::PlacedInstead,
        fx::personality_powers::ally_control::ControllingAllies,
    );
    let registry = match tracer.registry() {
        Ok(registry) => registry,
        Err(e) => panic!(
            "an enum inside Effect is not traced: add it to `trace!` ({e})\n{}",
            e.explanation()
        ),
    };
    let mut required = Required::new();
    for probe in &probes {
        probe(&registry, &mut required);
    }
    (registry, required)
}

/// One object of a sample: where it is (keys and indices from the root), which struct it is,
/// which field.
type Spot = (Vec<Value>, String, String);

/// Every struct field present in `value`, a value of `format`.
fn spots(value: &Value, format: &Format, registry: &Registry, at: &[Value], out: &mut Vec<Spot>) {
    let fields_of = |owner: &str, fields: &[Named<Format>], out: &mut Vec<Spot>| {
        for f in fields {
            if let Some(inner) = value.get(&f.name) {
                out.push((at.to_vec(), owner.to_string(), f.name.clone()));
                let mut next = at.to_vec();
                next.push(json!(f.name));
                spots(inner, &f.value, registry, &next, out);
            }
        }
    };
    match format {
        Format::TypeName(name) => match registry.get(name) {
            Some(ContainerFormat::Struct(fields)) => fields_of(name, fields, out),
            Some(ContainerFormat::NewTypeStruct(inner)) => spots(value, inner, registry, at, out),
            Some(ContainerFormat::Enum(variants)) => {
                use serde_reflection::VariantFormat as V;
                let Some((tag, content)) = value.as_object().and_then(|o| o.iter().next()) else {
                    return;
                };
                let mut next = at.to_vec();
                next.push(json!(tag));
                match variants.values().find(|v| &v.name == tag).map(|v| &v.value) {
                    Some(V::NewType(inner)) => spots(content, inner, registry, &next, out),
                    Some(V::Struct(fields)) => {
                        let owner = format!("{name}::{tag}");
                        for f in fields {
                            if let Some(inner) = content.get(&f.name) {
                                out.push((next.clone(), owner.clone(), f.name.clone()));
                                let mut deeper = next.clone();
                                deeper.push(json!(f.name));
                                spots(inner, &f.value, registry, &deeper, out);
                            }
                        }
                    }
                    _ => {}
                }
            }
            _ => {}
        },
        Format::Option(inner) => spots(value, inner, registry, at, out),
        Format::Seq(inner) => {
            for (i, item) in value.as_array().into_iter().flatten().enumerate() {
                let mut next = at.to_vec();
                next.push(json!(i));
                spots(item, inner, registry, &next, out);
            }
        }
        _ => {}
    }
}

/// Leaves each field of `value` out in turn and reads it back as a `T`: serde answers
/// "missing field" only for a field it requires (one with a default reads back).
fn probe_required<T: DeserializeOwned>(
    value: &Value,
    format: &Format,
    registry: &Registry,
    required: &mut Required,
) {
    if serde_json::from_value::<T>(value.clone()).is_err() {
        return;
    }
    let mut found = Vec::new();
    spots(value, format, registry, &[], &mut found);
    for (at, owner, field) in found {
        let mut cut = value.clone();
        let mut object = &mut cut;
        for step in &at {
            object = match step {
                Value::String(key) => &mut object[key.as_str()],
                _ => &mut object[step.as_u64().unwrap_or(0) as usize],
            };
        }
        if let Some(map) = object.as_object_mut() {
            map.remove(&field);
        }
        if let Err(e) = serde_json::from_value::<T>(cut) {
            if e.to_string().contains(&format!("missing field `{field}`")) {
                required.insert((owner, field));
            }
        }
    }
}

/// Names the loader still accepts for files written before a rename (`#[serde(alias)]`,
/// docs/scenario-format.md "Version and migration"): the type, the old name, the name now. The
/// schema accepts the old name too, marked deprecated, so that such a file still validates.
const RENAMED: &[(&str, &str, &str)] = &[("Effect", "restrict_more", "forbidden_rest_of_combat")];

/// The JSON Schema of one serde format, as serde_json writes and reads it.
fn format_schema(format: &Format) -> Value {
    match format {
        Format::TypeName(name) => json!({ "$ref": format!("#/$defs/{name}") }),
        Format::Unit => json!({ "type": "null" }),
        Format::Bool => json!({ "type": "boolean" }),
        Format::I8 | Format::I16 | Format::I32 | Format::I64 | Format::I128 => {
            json!({ "type": "integer" })
        }
        Format::U8 | Format::U16 | Format::U32 | Format::U64 | Format::U128 => {
            json!({ "type": "integer", "minimum": 0 })
        }
        Format::F32 | Format::F64 => json!({ "type": "number" }),
        Format::Char => json!({ "type": "string", "minLength": 1, "maxLength": 1 }),
        Format::Str => json!({ "type": "string" }),
        Format::Bytes => json!({ "type": "array", "items": { "type": "integer", "minimum": 0 } }),
        Format::Option(inner) => json!({ "anyOf": [format_schema(inner), { "type": "null" }] }),
        Format::Seq(inner) => json!({ "type": "array", "items": format_schema(inner) }),
        Format::Map { value, .. } => {
            json!({ "type": "object", "additionalProperties": format_schema(value) })
        }
        Format::Tuple(items) => tuple_schema(items),
        Format::TupleArray { content, size } => json!({
            "type": "array", "items": format_schema(content), "minItems": size, "maxItems": size
        }),
        // Not reached once the registry is complete; accept anything rather than guess.
        Format::Variable(_) => json!({}),
    }
}

fn tuple_schema(items: &[Format]) -> Value {
    json!({
        "type": "array",
        "prefixItems": items.iter().map(format_schema).collect::<Vec<_>>(),
        "minItems": items.len(),
        "maxItems": items.len(),
    })
}

/// A struct's fields: the names and shapes serde reads, and those it requires (found by
/// `probe_required`; a field no traced value holds is not listed as required).
fn struct_schema(owner: &str, fields: &[Named<Format>], required: &Required) -> Value {
    let props: Map<String, Value> = fields
        .iter()
        .map(|f| (f.name.clone(), format_schema(&f.value)))
        .collect();
    let needed: Vec<&str> = fields
        .iter()
        .filter(|f| required.contains(&(owner.to_string(), f.name.clone())))
        .map(|f| f.name.as_str())
        .collect();
    let mut schema = json!({ "type": "object", "additionalProperties": false });
    if !needed.is_empty() {
        schema["required"] = json!(needed);
    }
    schema["properties"] = Value::Object(props);
    schema
}

/// One key holding the variant's content: serde's externally tagged form.
fn tagged(name: &str, content: Value) -> Value {
    json!({
        "type": "object", "additionalProperties": false, "required": [name],
        "properties": { name: content }
    })
}

fn container_schema(name: &str, container: &ContainerFormat, required: &Required) -> Value {
    use serde_reflection::VariantFormat as V;
    match container {
        ContainerFormat::UnitStruct => json!({ "type": "null" }),
        ContainerFormat::NewTypeStruct(inner) => format_schema(inner),
        ContainerFormat::TupleStruct(items) => tuple_schema(items),
        ContainerFormat::Struct(fields) => struct_schema(name, fields, required),
        ContainerFormat::Enum(variants) => {
            let units: Vec<&str> = variants
                .values()
                .filter(|v| matches!(v.value, V::Unit))
                .map(|v| v.name.as_str())
                .collect();
            let mut one_of: Vec<Value> = Vec::new();
            if !units.is_empty() {
                one_of.push(json!({ "enum": units }));
            }
            for v in variants.values() {
                let content = match &v.value {
                    V::Unit => continue,
                    V::NewType(inner) => format_schema(inner),
                    V::Tuple(items) => tuple_schema(items),
                    V::Struct(fields) => {
                        struct_schema(&format!("{name}::{}", v.name), fields, required)
                    }
                    V::Variable(_) => json!({}),
                };
                one_of.push(tagged(&v.name, content));
            }
            if one_of.len() == 1 {
                one_of.remove(0)
            } else {
                json!({ "oneOf": one_of })
            }
        }
    }
}

/// The schema file as it should be: the hand-written board format, with `$defs/effect`
/// pointing at the generated `Effect` and one generated definition per type inside it (named
/// after the type; the hand-written definitions have lower-case names).
fn expected_schema(current: &Value, registry: &Registry, required: &Required) -> Value {
    let mut schema = current.clone();
    let defs = schema["$defs"].as_object_mut().expect("$defs");
    defs.retain(|name, _| !name.starts_with(|c: char| c.is_ascii_uppercase()));
    defs.insert("effect".into(), json!({ "$ref": "#/$defs/Effect" }));
    for (name, container) in registry {
        defs.insert(name.clone(), container_schema(name, container, required));
    }
    for (ty, old, now) in RENAMED {
        let one_of = defs[*ty]["oneOf"]
            .as_array_mut()
            .expect("an enum with data");
        let at = one_of
            .iter()
            .position(|v| v["properties"].get(*now).is_some())
            .unwrap_or_else(|| panic!("{ty} has no variant {now}"));
        let mut renamed = one_of[at].clone();
        renamed["required"] = json!([old]);
        let content = renamed["properties"][*now].take();
        renamed["properties"] = json!({ *old: content });
        renamed["deprecated"] = json!(true);
        renamed["description"] = json!(format!(
            "the old name of `{now}`: still loaded, saved as `{now}`"
        ));
        one_of.insert(at + 1, renamed);
    }
    schema
}

fn effect_names(registry: &Registry) -> Vec<String> {
    match registry.get("Effect") {
        Some(ContainerFormat::Enum(variants)) => {
            variants.values().map(|v| v.name.clone()).collect()
        }
        other => panic!("Effect is not an enum in the trace: {other:?}"),
    }
}

/// The checked-in schema's effect definitions are the ones the types give; with
/// `SCOUTER_BLESS=1` the file is rewritten instead.
#[test]
fn schema_effects_are_generated_from_the_types() {
    let path = support::root().join("docs/scenario.schema.json");
    let text = std::fs::read_to_string(&path).expect("schema");
    let current: Value = serde_json::from_str(&text).expect("schema is JSON");
    let (registry, required) = traced_registry();
    let expected = expected_schema(&current, &registry, &required);
    let mut expected_text = serde_json::to_string_pretty(&expected).expect("serializes");
    expected_text.push('\n');
    if std::env::var_os("SCOUTER_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&path, &expected_text).expect("write schema");
        return;
    }
    if text != expected_text {
        let diff: Vec<String> = text
            .lines()
            .zip(expected_text.lines())
            .enumerate()
            .filter(|(_, (a, b))| a != b)
            .take(10)
            .map(|(i, (a, b))| format!("line {}:\n  file:  {a}\n  types: {b}", i + 1))
            .collect();
        panic!(
            "docs/scenario.schema.json differs from the types ({} lines in the file, {} generated); \
             run `SCOUTER_BLESS=1 cargo test --test it board_file_schema` and review the diff:\n{}",
            text.lines().count(),
            expected_text.lines().count(),
            diff.join("\n")
        );
    }
    let one_of = expected["$defs"]["Effect"]["oneOf"]
        .as_array()
        .expect("oneOf");
    let unit_names = one_of[0]["enum"].as_array().map_or(0, Vec::len);
    let old_names = RENAMED.iter().filter(|(ty, ..)| *ty == "Effect").count();
    assert_eq!(
        one_of.len() - 1 + unit_names - old_names,
        effect_names(&registry).len(),
        "one schema entry per Effect variant (the unit variants in one `enum`)"
    );
}

/// Every effect has its own entry (`### \`name\``) in the effect reference.
#[test]
fn every_effect_is_in_the_reference() {
    let reference = std::fs::read_to_string(support::root().join("docs/effects-reference.md"))
        .expect("effects-reference.md");
    let names = effect_names(&traced_registry().0);
    assert!(names.len() > 100, "the trace found {} effects", names.len());
    let missing: Vec<&String> = names
        .iter()
        .filter(|n| !reference.contains(&format!("### `{n}`\n")))
        .collect();
    assert!(
        missing.is_empty(),
        "effects without an entry in docs/effects-reference.md: {missing:?}"
    );
}
