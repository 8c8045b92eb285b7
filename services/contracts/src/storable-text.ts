/**
 * Text the database can hold: PostgreSQL refuses U+0000 in text and jsonb, and a lone UTF-16
 * surrogate (half of a pair) is not a character at all, so jsonb refuses it and UTF-8 encoders
 * throw or silently replace it. Any other character, control characters included, is storable.
 */
const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

export const isStorableText = (text: string): boolean => !text.includes(NUL) && !LONE_SURROGATE.test(text);

/** The text with each unstorable character shown as U+FFFD, so a field name can be quoted back safely. */
export const showUnstorable = (text: string): string => text.replaceAll(NUL, '\uFFFD').replace(LONE_SURROGATES, '\uFFFD');

export const unstorableTextMessage = (field: string): string => `${field} contains a character we cannot store.`;
