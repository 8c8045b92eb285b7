// @vitest-environment node
/// <reference types="node" />
// Read from disk: Vitest hands CSS imports to tests empty.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const css = (file: URL | string) => readFileSync(file, 'utf8');
const tokens = css(new URL('../styles/tokens.css', import.meta.url));
const global = css(new URL('../styles/global.css', import.meta.url));
const sonner = css(createRequire(import.meta.url).resolve('sonner/dist/styles.css'));

/** The declarations of the first rule whose selector is exactly `selector`. */
function block(source: string, selector: string): string {
  const start = source.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule ${selector}`);
  return source.slice(start, source.indexOf('}', start));
}

function property(declarations: string, name: string): string {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(declarations);
  if (!match) throw new Error(`no ${name}`);
  const value = match[1]!.trim();
  const variable = /^var\((--[\w-]+)\)$/.exec(value);
  return variable ? property(tokens, variable[1]!) : value;
}

function rgb(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)) as [number, number, number];
  const hsl = /^hsl\((\d+),\s*(\d+)%,\s*(\d+)%\)$/.exec(colour);
  if (!hsl) throw new Error(`unreadable colour ${colour}`);
  const [h, s, l] = [Number(hsl[1]), Number(hsl[2]) / 100, Number(hsl[3]) / 100];
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return [f(0), f(8), f(4)];
}

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = rgb(colour).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('toast colours', () => {
  const light = block(sonner, "[data-sonner-toaster][data-sonner-theme='light']");
  const ours = block(global, "html [data-sonner-toaster][data-sonner-theme='light']");

  it.each(['success', 'info', 'warning', 'error'])('%s text reaches WCAG AA (4.5:1) on Sonner’s light background', (type) => {
    expect(contrast(property(ours, `--${type}-text`), property(light, `--${type}-bg`))).toBeGreaterThanOrEqual(4.5);
  });

  it('would not without the override (Sonner’s own success text is 4.25:1)', () => {
    expect(contrast(property(light, '--success-text'), property(light, '--success-bg'))).toBeLessThan(4.5);
  });
});
