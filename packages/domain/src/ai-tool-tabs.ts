// The AI tools page's tabs, kept free of zod so the dashboard can name the tools without loading it (decision 2002).

/** The tools page's tabs in order, each keyed by its URL hash; story is the default. */
export const AI_TOOL_TABS = [
  { value: 'story', label: 'Script & Story AI' },
  { value: 'edit', label: 'Video & Edit AI' },
  { value: 'sound', label: 'Sound AI' },
  { value: 'learn', label: 'Learn AI' },
  { value: 'business', label: 'Biz AI' },
  { value: 'audience', label: 'Audience AI' },
] as const;
export type AiToolTab = (typeof AI_TOOL_TABS)[number]['value'];
export const DEFAULT_AI_TAB: AiToolTab = 'story';

/** The tab a URL hash names ('#learn', 'learn'), or the default for anything else. */
export function tabFromHash(hash: string): AiToolTab {
  const key = hash.replace(/^#/, '');
  return AI_TOOL_TABS.find((t) => t.value === key)?.value ?? DEFAULT_AI_TAB;
}
