import type { AiStreamEvent } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import { readEvents } from './ndjson-reader';

function bodyOf(chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
}

describe('readEvents', () => {
  it('emits each event once its line is complete, across chunk boundaries', async () => {
    const seen: AiStreamEvent[] = [];
    await readEvents(
      bodyOf([
        '{"type":"start","engine":"offline"}\n{"type":"del',
        'ta","text":"Hé"}\n',
        '{"type":"delta","text":"llo"}',
      ]),
      (e) => seen.push(e),
    );
    expect(seen).toEqual([
      { type: 'start', engine: 'offline' },
      { type: 'delta', text: 'Hé' },
      { type: 'delta', text: 'llo' },
    ]);
  });

  it('refuses an event that is not in the shared schema', async () => {
    await expect(readEvents(bodyOf(['{"type":"surprise"}\n']), () => {})).rejects.toThrow();
  });
});
