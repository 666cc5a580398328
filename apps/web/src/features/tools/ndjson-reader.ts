import { type AiStreamEvent, aiStreamEventSchema } from '@storyloom/domain';

/** Calls `onEvent` for each line of an NDJSON body as soon as the line is complete. */
export async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: AiStreamEvent) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const emit = (line: string) => {
    if (line.trim()) onEvent(aiStreamEventSchema.parse(JSON.parse(line)));
  };
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    buffer += decoder.decode(r.value, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    lines.forEach(emit);
  }
  emit(buffer + decoder.decode());
}
