// `npm run docs:api`: writes bff/API.md from the endpoint table (run after the bff is built).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bff = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { renderApiReference } = createRequire(import.meta.url)(path.join(bff, 'dist/api-reference.js'));
const intro = readFileSync(path.join(bff, 'docs/api-intro.md'), 'utf8');
writeFileSync(path.join(bff, 'API.md'), renderApiReference(intro));
console.log('bff/API.md written from the endpoint table.');
