import type { Writable } from 'node:stream';
import type { AppContext } from '../../context.js';

/** Placeholder until the export lands (issue 15, privacy helper): writes the member's zip to `out`. */
export async function writeAccountExport(_ctx: AppContext, _userId: string, _out: Writable): Promise<void> {
  throw new Error('not built yet');
}

/** Placeholder until deletion lands (issue 15, privacy helper): removes the member and everything of theirs. */
export async function deleteAccount(_ctx: AppContext, _userId: string): Promise<void> {
  throw new Error('not built yet');
}
