import type { AiStreamEvent } from '@storyloom/domain';

/** The events of an application/x-ndjson body. */
export function parseEvents(body: string): AiStreamEvent[] {
  return body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AiStreamEvent);
}

export function textOf(events: AiStreamEvent[]): string {
  let text = '';
  for (const e of events) {
    if (e.type === 'start') text = '';
    if (e.type === 'delta') text += e.text;
  }
  return text;
}
