// The dashboard's AI tool cards, kept free of zod (decision 2002).
import { AI_TOOL_TABS, type AiToolTab } from './ai-tool-tabs.js';

const DASHBOARD_TOOL_CATEGORIES = [
  ['learn', 'Learning'],
  ['story', 'Content'],
  ['business', 'Business'],
  ['edit', 'Video'],
  ['sound', 'Audio'],
  ['audience', 'Analytics'],
] as const satisfies ReadonlyArray<readonly [AiToolTab, string]>;

/** The AI Tools panel: six cards in this order, each opening its tab of /tools by hash, with its category. */
export const DASHBOARD_AI_TOOLS = DASHBOARD_TOOL_CATEGORIES.map(([hash, category]) => ({
  hash,
  category,
  title: AI_TOOL_TABS.find((t) => t.value === hash)?.label ?? hash,
}));
