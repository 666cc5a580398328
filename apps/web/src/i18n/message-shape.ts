import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** What must match between a message and its translation: the ICU arguments and the rich-text tags. */
export function messageShape(message: string): { args: string[]; tags: string[] } {
  const args = new Set<string>();
  const walk = (compiled: CompiledMessage) => {
    for (const token of compiled) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      args.add(name);
      if (format && typeof format === 'object') {
        for (const [choice, branch] of Object.entries(format)) {
          if (choice !== 'offset' && Array.isArray(branch)) walk(branch as CompiledMessage);
        }
      }
    }
  };
  walk(compileMessageOrThrow(message));
  const tags = new Set([...message.matchAll(/<\/?([A-Za-z0-9_]+)\s*\/?>/g)].map((m) => m[1] ?? ''));
  return { args: [...args].sort(), tags: [...tags].sort() };
}
