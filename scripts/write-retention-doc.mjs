// Writes docs/retention.md from the retention data in packages/domain/src/retention-rules.ts (rendered by privacy-notice.ts) (issue 15).
// Run with `npm run docs:retention` (it builds the domain package first). A unit test fails while
// the committed file differs from what the data produces.
import fs from 'node:fs';
import { retentionMarkdown } from '@storyloom/domain';

const target = new URL('../docs/retention.md', import.meta.url);
fs.writeFileSync(target, retentionMarkdown());
console.info(`wrote ${target.pathname}`);
