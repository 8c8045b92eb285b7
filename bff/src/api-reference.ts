import { z } from 'zod';
import { ENDPOINTS, type EndpointDef } from '@filebridge/contracts';

type Schema = Record<string, unknown> & {
  $ref?: string;
  $defs?: Record<string, Schema>;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  description?: string;
};

const TAGS: Record<string, string> = {
  catalog: 'Catalog',
  auth: 'Signing in',
  orders: 'Orders',
  account: "The customer's account",
  newsletter: 'Newsletter',
  company: 'Contact and programmes',
  admin: 'Admin',
  webhooks: 'Payment provider',
  ops: 'Operations',
};

const WHO = { public: 'anyone', customer: 'a signed-in customer (bearer token)', admin: 'signed-in staff (bearer token)' } as const;

const caller = (e: EndpointDef): string =>
  e.audience === 'admin' ? `${WHO.admin} whose role grants \`${e.permission}\`` : WHO[e.audience];

/** The answer types the calls refer to by name, so each is written out once at the end. */
class NamedTypes {
  readonly defs = new Map<string, Schema>();
  readonly used = new Set<string>();
  add(defs: Record<string, Schema> = {}): void {
    for (const [name, def] of Object.entries(defs)) if (!this.defs.has(name)) this.defs.set(name, def);
  }
}

/** How references are written: in place (request parts), or by name and noted in `named` (answers). */
interface Refs {
  defs: Record<string, Schema>;
  named?: NamedTypes;
}

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

function rule(s: Schema): string {
  const parts: string[] = [];
  if (s.minLength === 1) parts.push('not empty');
  else if (typeof s.minLength === 'number' && s.minLength > 1) parts.push(`at least ${s.minLength} characters`);
  if (typeof s.maxLength === 'number') parts.push(`at most ${s.maxLength} characters`);
  if (typeof s.minimum === 'number') parts.push(`≥ ${s.minimum}`);
  if (typeof s.maximum === 'number') parts.push(`≤ ${s.maximum}`);
  if (s.format === 'date-time') parts.push('ISO 8601 time');
  else if (s.format === 'email') parts.push('an email address');
  if (typeof s.maxItems === 'number') parts.push(`at most ${s.maxItems} items`);
  return [s.description, ...parts].filter(Boolean).join('; ');
}

/** A JSON Schema as a TypeScript-like type. */
function typeOf(s: Schema, refs: Refs, indent = ''): string {
  if (s.$ref) {
    const name = refName(s.$ref);
    if (!refs.named) return typeOf(refs.defs[name] ?? {}, refs, indent);
    refs.named.used.add(name);
    return name;
  }
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.map((u) => typeOf(u, refs, indent)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  switch (s.type) {
    case 'array': {
      const item = typeOf(s.items ?? {}, refs, indent);
      return /[| ]/.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
    }
    case 'object':
      return objectOf(s, refs, indent);
    case 'integer':
      return 'integer';
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return s.type;
    default:
      return 'unknown';
  }
}

function objectOf(s: Schema, refs: Refs, indent: string): string {
  const props = Object.entries(s.properties ?? {});
  const extra = s.additionalProperties;
  if (!props.length) return `Record<string, ${typeof extra === 'object' ? typeOf(extra, refs, indent) : 'unknown'}>`;
  const inner = `${indent}  `;
  const lines = props.map(([key, p]) => {
    const note = rule(p.$ref && !refs.named ? (refs.defs[refName(p.$ref)] ?? p) : p);
    const optional = s.required?.includes(key) ? '' : '?';
    return `${inner}${key}${optional}: ${typeOf(p, refs, inner)};${note ? ` // ${note}` : ''}`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

const fence = (code: string) => `\`\`\`ts\n${code}\n\`\`\``;

function requestPart(label: string, schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema;
  return [`**${label}**`, '', fence(typeOf(json, { defs: json.$defs ?? {} })), ''];
}

function answer(e: EndpointDef, named: NamedTypes): string[] {
  const status = `\`${e.status}\``;
  if (e.response === null) return [`**Answer** ${status}, no body.`, ''];
  if (!(e.response instanceof z.ZodType)) return [`**Answer** ${status} \`${e.response.mediaType}\`: ${e.response.description}.`, ''];
  const json = z.toJSONSchema(e.response, { io: 'output', unrepresentable: 'any' }) as Schema;
  named.add(json.$defs);
  const download = e.download ? [`With \`?format=csv\`: \`${e.download.mediaType}\`, ${e.download.description.toLowerCase()}.`, ''] : [];
  const defs = json.$defs ?? {};
  // The answer's own shape is written out here; the types inside it are named and defined below.
  const shape = json.$ref ? (defs[refName(json.$ref)] ?? json) : json;
  return [`**Answer** ${status}`, '', fence(typeOf(shape, { defs, named })), '', ...download];
}

function section(e: EndpointDef, named: NamedTypes): string[] {
  const errors = [...new Set(e.errors)]
    .sort((a, b) => a - b)
    .map((s) => {
      const special = e.errorBodies?.[s]?.shape.code?.def;
      const code = special && 'values' in special ? ` (\`${String((special.values as unknown[])[0])}\` has its own body)` : '';
      return `\`${s}\`${code}`;
    })
    .join(' ');
  return [
    `### \`${e.method} ${e.path}\``,
    '',
    `${e.summary}. Called by ${caller(e)}.`,
    '',
    ...requestPart('Path', e.params),
    ...requestPart('Query', e.query),
    ...requestPart('Headers', e.headers),
    ...requestPart('Body', e.body),
    ...answer(e, named),
    ...(errors ? [`**Errors** ${errors}`, ''] : []),
  ];
}

/** Writes out each answer type referred to by name, and those they refer to, once. */
function types(named: NamedTypes): string[] {
  const refs: Refs = { defs: Object.fromEntries(named.defs), named };
  const written = new Map<string, string>();
  for (let name = next(); name; name = next()) written.set(name, fence(`type ${name} = ${typeOf(refs.defs[name] ?? {}, refs)};`));
  return [
    '## Types',
    '',
    'The answers above refer to these by name.',
    '',
    ...[...written].sort(([a], [b]) => a.localeCompare(b)).flatMap(([name, code]) => [`### ${name}`, '', code, '']),
  ];

  function next(): string | undefined {
    return [...named.used].find((n) => !written.has(n));
  }
}

/** The API reference in Markdown: the introduction, then every call of the endpoint table by area. */
export function renderApiReference(intro: string): string {
  const named = new NamedTypes();
  const entries = Object.values(ENDPOINTS as Record<string, EndpointDef>);
  const body: string[] = [];
  for (const [tag, title] of Object.entries(TAGS)) {
    const inTag = entries.filter((e) => e.tag === tag);
    if (inTag.length) body.push(`## ${title}`, '', ...inTag.flatMap((e) => section(e, named)));
  }
  const untagged = entries.filter((e) => !TAGS[e.tag]).map((e) => `${e.method} ${e.path}`);
  if (untagged.length) throw new Error(`No section for ${untagged.join(', ')}: add its tag to the reference.`);
  return [intro.trimEnd(), '', ...body, ...types(named)].join('\n').trimEnd() + '\n';
}
