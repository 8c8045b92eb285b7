import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENDPOINTS } from '@filebridge/contracts';
import { renderApiReference } from './api-reference';

const bff = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(bff, file), 'utf8');

describe('bff/API.md', () => {
  it('is what the endpoint table renders today (run `npm run docs:api` after changing the table)', () => {
    expect(read('API.md')).toBe(renderApiReference(read('docs/api-intro.md')));
  });

  it('lists every call', () => {
    const doc = read('API.md');
    for (const e of Object.values(ENDPOINTS)) expect(doc).toContain(`### \`${e.method} ${e.path}\``);
  });
});
