// `npm run lint:api`: writes the OpenAPI document the bff serves at /api/docs-json to
// bff/dist/openapi.json (run after the bff is built), for a standard linter to check.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bff = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { apiDocument } = createRequire(import.meta.url)(path.join(bff, 'dist/common/openapi.js'));
writeFileSync(path.join(bff, 'dist/openapi.json'), JSON.stringify(apiDocument(), null, 2));
