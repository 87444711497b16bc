type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const NAME = /^[A-Z][A-Za-z0-9]*$/;

function isObject(node: Json): node is JsonObject {
  return node !== null && typeof node === 'object' && !Array.isArray(node);
}

/** The schema's component name: its `title`, when it is a type name (routes give shared schemas one). */
function nameOf(node: JsonObject): string | undefined {
  const title = node.title;
  return typeof title === 'string' && NAME.test(title) && (node.type === 'object' || 'anyOf' in node) ? title : undefined;
}

/**
 * Moves every named schema into `components.schemas` and points each inline copy at it. Routes declare
 * their schemas inline as TypeBox values (validation and serialization stay as they are); a schema whose
 * `title` is a type name (`Deal`, `MemberSummary`, …) is shared, and named so in the document and in the
 * SDK's generated types. Two different schemas under one name are a mistake and throw.
 */
export function nameSharedSchemas<T extends object>(document: T): T {
  const components: Record<string, Json> = {};
  const texts = new Map<string, string>();

  const visit = (node: Json, isComponentRoot = false): Json => {
    if (Array.isArray(node)) return node.map((item) => visit(item));
    if (!isObject(node)) return node;
    const name = isComponentRoot ? undefined : nameOf(node);
    if (name) {
      const text = JSON.stringify(node);
      const known = texts.get(name);
      if (known === undefined) {
        texts.set(name, text);
        components[name] = visit(node, true);
      } else if (known !== text) {
        throw new Error(`Two different schemas are titled ${name}: give one of them another title.`);
      }
      return { $ref: `#/components/schemas/${name}` };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)]));
  };

  const named = visit(JSON.parse(JSON.stringify(document)) as Json) as JsonObject;
  const existing = isObject(named.components ?? null) ? (named.components as JsonObject) : {};
  const sorted = Object.fromEntries(
    Object.keys(components)
      .sort()
      .map((name) => [name, components[name] as Json]),
  );
  named.components = {
    ...existing,
    schemas: { ...(isObject(existing.schemas ?? null) ? (existing.schemas as JsonObject) : {}), ...sorted },
  };
  return named as T;
}
