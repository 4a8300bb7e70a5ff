// Gives accounts and waitlist entries created before the admin search existed their search index
// entries (once; later runs do nothing). Usage: TABLE_NAME=... npx tsx scripts/backfill-search-index.ts
import { loadConfig } from '../functions/src/config.ts';
import { backfillSearchIndex } from '../functions/src/repositories/search-backfill.ts';
import { createRuntime } from '../functions/src/runtime.ts';

const runtime = createRuntime(loadConfig());
const updated = await backfillSearchIndex(runtime.table);
console.log(updated ? `Indexed ${updated} account(s) and waitlist entries.` : 'Nothing to index (already done).');
