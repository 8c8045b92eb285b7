import fc from 'fast-check';
import { nestsDeeperThan } from './json-body';

const bytes = (text: string) => Buffer.from(text, 'utf8');
/** The nesting depth of a parsed JSON value, measured the slow way. */
const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings or after escaped quotes', () => {
    expect(nestsDeeperThan(bytes('[[["a"]]]'), 3)).toBe(false);
    expect(nestsDeeperThan(bytes('[[[["a"]]]]'), 3)).toBe(true);
    expect(nestsDeeperThan(bytes('{"a":"[[[[{{{{","b":"\\"[[[[\\\\"}'), 1)).toBe(false);
    expect(nestsDeeperThan(bytes('{"漢字🚚":[{"x":[]}]}'), 4)).toBe(false);
    expect(nestsDeeperThan(bytes('{"漢字🚚":[{"x":[]}]}'), 3)).toBe(true);
  });

  it('agrees with the depth of the parsed value for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 10 }), (value, max) => {
        expect(nestsDeeperThan(bytes(JSON.stringify(value)), max)).toBe(depthOf(value) > max);
      }),
      { numRuns: 500 },
    );
  });
});
