import type { ColumnType, Generated } from 'kysely';

export interface AiGenerationsTable {
  id: Generated<string>;
  user_id: string;
  tool: string;
  /** The validated request body of the tool, as JSON. */
  inputs: ColumnType<unknown, string, string>;
  output: string;
  /** 'model' (the configured endpoint) or 'offline' (the built-in generator). */
  engine: string;
  created_at: Generated<Date>;
}

export interface AiBetaInterestTable {
  user_id: string;
  feature: string;
  created_at: Generated<Date>;
}
