import type { AiEngine, AiGeneration, AiGenerationTool } from '@storyloom/domain';
import { errorText } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import { paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';

type Db = Kysely<Database>;

const COLUMNS = ['id', 'tool', 'inputs', 'output', 'engine', 'created_at'] as const;

type Row = { id: string; tool: string; inputs: unknown; output: string; engine: string; created_at: Date | string };

function toGeneration(row: Row): AiGeneration {
  const inputs = typeof row.inputs === 'string' ? JSON.parse(row.inputs) : row.inputs;
  return {
    id: row.id,
    tool: row.tool as AiGenerationTool,
    inputs: inputs as Record<string, unknown>,
    output: row.output,
    engine: row.engine as AiEngine,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function notFound() {
  return new AppError(404, 'not_found', errorText['ai.generationNotFound']);
}

export async function saveGeneration(
  db: Db,
  entry: { userId: string; tool: AiGenerationTool; inputs: object; output: string; engine: AiEngine },
): Promise<AiGeneration> {
  const row = await db
    .insertInto('ai_generations')
    .values({
      user_id: entry.userId,
      tool: entry.tool,
      inputs: JSON.stringify(entry.inputs),
      output: entry.output,
      engine: entry.engine,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toGeneration(row);
}

/** One user's generations of one tool, newest first (index ai_generations_user_tool_created_idx). */
export async function listGenerations(
  db: Db,
  userId: string,
  { tool, page, pageSize }: { tool: AiGenerationTool; page: number; pageSize: number },
) {
  const mine = db.selectFrom('ai_generations').where('user_id', '=', userId).where('tool', '=', tool);
  return paginate(
    mine.select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    mine.select((eb) => eb.fn.countAll<number>().as('total')),
    { page, pageSize },
    toGeneration,
  );
}

/** Another user's generation is answered like a missing one: 404, so ids reveal nothing. */
export async function getGeneration(db: Db, userId: string, id: string): Promise<AiGeneration> {
  const row = await db
    .selectFrom('ai_generations')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toGeneration(row);
}

/** The owner edits a text result (Edit Plan). A video preview has no text to edit. */
export async function updateGenerationOutput(db: Db, userId: string, id: string, output: string) {
  const current = await getGeneration(db, userId, id);
  if (current.tool === 'video') throw new AppError(409, 'not_editable', errorText['ai.videoNotEditable']);
  const row = await db
    .updateTable('ai_generations')
    .set({ output })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toGeneration(row);
}

/** Idempotent: applying again keeps the first application. */
export async function applyForBeta(db: Db, userId: string, feature: string) {
  await db
    .insertInto('ai_beta_interest')
    .values({ user_id: userId, feature })
    .onConflict((oc) => oc.columns(['user_id', 'feature']).doNothing())
    .execute();
  return { applied: true };
}

export async function betaStatus(db: Db, userId: string, feature: string) {
  const row = await db
    .selectFrom('ai_beta_interest')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('feature', '=', feature)
    .executeTakeFirst();
  return { applied: Boolean(row) };
}
