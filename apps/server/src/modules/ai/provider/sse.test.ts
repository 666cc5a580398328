import { describe, expect, it } from 'vitest';
import { sseData } from './sse.js';

async function collect(chunks: string[]): Promise<string[]> {
  async function* bytes() {
    for (const c of chunks) yield new TextEncoder().encode(c);
  }
  const out: string[] = [];
  for await (const d of sseData(bytes())) out.push(d);
  return out;
}

describe('sseData', () => {
  it('yields each event’s data, across chunk boundaries and line endings', async () => {
    expect(await collect(['data: {"a":', '1}\n\ndata: two\r\n\r', '\ndata:three\n\n'])).toEqual([
      '{"a":1}',
      'two',
      'three',
    ]);
  });

  it('skips comments and other fields, joins multi-line data, keeps a last event without a blank line', async () => {
    expect(await collect([': keep-alive\n\nevent: x\nid: 1\ndata: a\ndata: b\n\n', 'data: [DONE]'])).toEqual([
      'a\nb',
      '[DONE]',
    ]);
  });

  it('decodes a character split between chunks', async () => {
    const bytes = new TextEncoder().encode('data: é\n\n');
    async function* split() {
      yield bytes.slice(0, 7);
      yield bytes.slice(7);
    }
    const out: string[] = [];
    for await (const d of sseData(split())) out.push(d);
    expect(out).toEqual(['é']);
  });
});
