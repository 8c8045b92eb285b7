import path from 'node:path';
import { writePreviews } from './templates/preview';

/** `npm run mail:preview`: every template rendered with sample data to .data/mail-previews. */
writePreviews(path.resolve(__dirname, '../../../.data/mail-previews')).then(
  (paths) => console.log(`Wrote ${paths.length} previews:\n  ${paths.join('\n  ')}`),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
