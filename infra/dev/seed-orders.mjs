// `npm run seed:orders -- --count 100000`: synthetic orders in the development database (the one
// `npm start` uses, or DATABASE_URL), migrated and with its catalog first, for trying the admin at
// scale by hand. The orders table is held for the load's duration: never point it at a live database.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { ensureDatabase, obtainPostgres, ROOT } from './deps.mjs';
import { startPorts } from './env.mjs';
import { prepareDatabase } from './prepare-database.mjs';
import { seedSyntheticOrders } from './synthetic-orders.cjs';

const require = createRequire(import.meta.url);
const log = (m) => console.log(`\x1b[1mseed\x1b[0m │ ${m}`);

const { values } = parseArgs({ options: { count: { type: 'string', default: '10000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error(`--count must be a positive whole number; got "${values.count}"`);
  process.exit(2);
}

const pg = await obtainPostgres({ port: startPorts().postgres, log });
try {
  const url = pg.embedded ? await ensureDatabase(pg.url, 'filebridge') : pg.url;
  await prepareDatabase({ DATABASE_URL: url }, { admin: false });
  const platform = require(`${ROOT}/services/platform/dist/index.js`);
  const ds = platform.createDataSource(url, { poolSize: 2, applicationName: 'filebridge-seed-orders' });
  await ds.initialize();
  try {
    const started = performance.now();
    const { inserted, firstNumber, lastNumber } = await seedSyntheticOrders(ds, count);
    log(
      `${inserted.toLocaleString('en-US')} orders FB-${firstNumber}…FB-${lastNumber} (emails cust<number>@example.test) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await ds.destroy();
  }
} finally {
  await pg.stop();
}
