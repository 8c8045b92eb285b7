/**
 * The only way markup is built in these templates. Every value interpolated into `markup`…`` is
 * escaped unless it is already `SafeHtml` (the output of another `markup` call), so escaping
 * cannot be forgotten at a call site: customer names, order notes and contact messages are user
 * input. The tag is deliberately not called `html`: Prettier reformats templates with that tag,
 * adding whitespace inside cells and links, which changes how a mail renders.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and for quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** Markup that has already been escaped: what `markup` and `multiline` return. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

/** What may be interpolated: text (escaped), numbers, or markup built by `markup`. */
export type HtmlValue = string | number | SafeHtml | readonly SafeHtml[];

function toMarkup(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(toMarkup).join('');
  return escapeHtml(String(value));
}

export function markup(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += toMarkup(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Escapes text and keeps its line breaks, for multi-line input such as a contact message. */
export function multiline(text: string): SafeHtml {
  return new SafeHtml(
    text
      .split(/\r\n|\r|\n/)
      .map(escapeHtml)
      .join('<br>'),
  );
}
