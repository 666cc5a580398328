import { RETENTION_RULES } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import { DATABASE_TASKS, INSTANCE_TASKS } from './job.js';

describe('the retention job', () => {
  it('has a task for every kind of data docs/retention.md says the job deletes', () => {
    const tasks = new Set([...Object.keys(DATABASE_TASKS), ...Object.keys(INSTANCE_TASKS)]);
    const promised = RETENTION_RULES.filter((r) => r.removal === 'job').map((r) => r.id);
    expect(promised.filter((id) => !tasks.has(id))).toEqual([]);
  });

  it('names its tasks after the rules they enforce', () => {
    const ids = new Set(RETENTION_RULES.map((r) => r.id));
    const tasks = [...Object.keys(DATABASE_TASKS), ...Object.keys(INSTANCE_TASKS)];
    expect(tasks.filter((kind) => !ids.has(kind))).toEqual([]);
  });
});
