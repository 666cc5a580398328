import type { StoryRequest } from '@storyloom/domain';
import { GENRE_KITS, type GenreKit } from './genres.js';
import { socialText } from './social.js';
import { capitalize, keywordsOf, type Picker, seededPicker, subjectOf, titleCase } from './words.js';

export interface StoryContext {
  subject: string;
  keywords: string[];
  kit: GenreKit;
  pick: Picker;
  hero: string;
  place: string;
}

function outline({ subject, keywords, kit, pick, hero, place }: StoryContext): string {
  const title = titleCase(keywords.slice(0, 2)) || capitalize(subject);
  return [
    `# ${title}: A ${kit.label} Story Outline`,
    '',
    `**Logline:** In ${place}, ${hero} must face ${subject} before ${pick.pick(kit.conflicts)}.`,
    `**Tone:** ${kit.tone}`,
    '',
    '## Act I: The Setup',
    `- Open on ${hero} in ${place}: ${pick.pick(kit.senses)}.`,
    `- The inciting incident: ${subject} turns an ordinary day upside down.`,
    `- ${hero.split(' ')[0]} refuses the challenge, until staying out of it is no longer possible.`,
    '',
    '## Act II: The Confrontation',
    `- New allies and a rival who wants ${keywords[0] ?? 'the prize'} for themselves.`,
    `- Midpoint twist: ${pick.pick(kit.twists)}.`,
    `- All seems lost as ${pick.pick(kit.conflicts)}.`,
    '',
    '## Act III: The Resolution',
    `- ${hero.split(' ')[0]} uses what they learned about ${subject} to turn the tables.`,
    `- Climax: ${pick.pick(kit.endings)}.`,
    `- Final image: ${place}, changed for good.`,
    '',
    '## Themes to explore',
    ...pick
      .some(['courage', 'belonging', 'trust', 'growing up', 'the cost of ambition', 'second chances'], 3)
      .map((theme) => `- ${capitalize(theme)}`),
  ].join('\n');
}

function characterProfile({ subject, kit, pick, hero, place }: StoryContext): string {
  const first = hero.split(' ')[0];
  return [
    `# Character Profile: ${hero}`,
    '',
    `**Genre:** ${kit.label}  `,
    `**Role:** protagonist of a story about ${subject}`,
    `**Home:** ${place}`,
    '',
    '## Personality',
    `${first} is ${pick.pick(['stubborn but kind', 'quiet and observant', 'bold and a little reckless', 'funny when nervous'])}, ` +
      `with a habit of ${pick.pick(['keeping lists', 'humming while thinking', 'collecting small broken things', 'asking one question too many'])}.`,
    '',
    '## Motivation',
    `${first} wants to understand ${subject}, because ${pick.pick(kit.conflicts)} and nobody else will act.`,
    '',
    '## Flaw',
    `${pick.pick(['Trusts too quickly', 'Refuses help', 'Fears failing in public', 'Hides the truth to protect others'])}.`,
    '',
    '## Arc',
    `From ${pick.pick(['doubting themselves', 'going it alone', 'running from the past'])} to ${pick.pick(kit.endings)}.`,
    '',
    '## A detail readers will remember',
    `${capitalize(pick.pick(kit.senses))} always reminds ${first} of home.`,
  ].join('\n');
}

function dialogue({ subject, kit, pick, hero, place }: StoryContext): string {
  const other = pick.pick(kit.names.filter((n) => n !== hero));
  const [a, b] = [hero.split(' ')[0]?.toUpperCase(), other.split(' ').at(-1)?.toUpperCase()];
  return [
    `# Dialogue Scene (${kit.label})`,
    '',
    `*${capitalize(place)}. ${capitalize(pick.pick(kit.senses))}.*`,
    '',
    `**${a}:** We can't ignore it any longer. It's ${subject}.`,
    `**${b}:** You say that like it's simple.`,
    `**${a}:** It isn't. But if we wait, ${pick.pick(kit.conflicts)}.`,
    `**${b}:** *(pausing)* And if you're wrong?`,
    `**${a}:** Then I'm wrong together with you. That's better than being right alone.`,
    `**${b}:** There's something I haven't told you. ${capitalize(pick.pick(kit.twists))}.`,
    `**${a}:** *(stunned)* ...How long have you known?`,
    `**${b}:** Long enough to be sorry. Now, are we doing this?`,
    '',
    `*They step forward together, the tone ${kit.tone}.*`,
  ].join('\n');
}

function setting({ subject, keywords, kit, pick, place }: StoryContext): string {
  const senses = pick.some(kit.senses, 3);
  return [
    `# Setting: ${capitalize(place)}`,
    '',
    `A ${kit.label.toLowerCase()} setting shaped around ${subject}.`,
    '',
    '## First impression',
    `${capitalize(place)} greets newcomers with ${senses[0]}.`,
    '',
    '## Sensory details',
    ...senses.map((s) => `- ${capitalize(s)}`),
    '',
    '## History',
    `Long ago, ${pick.pick(kit.conflicts)}; the scars are still visible${keywords[0] ? ` wherever ${keywords[0]} is mentioned` : ''}.`,
    '',
    '## How the place drives the story',
    `- It hides a clue about ${subject}.`,
    `- It tests the hero: ${pick.pick(kit.conflicts)}.`,
    `- It changes by the end: ${pick.pick(kit.endings)}.`,
  ].join('\n');
}

const FICTION = { 'story-outline': outline, 'character-profile': characterProfile, dialogue, setting } as const;

/** The offline story tool: every content type, shaped by the prompt's subject and the genre. */
export function offlineStory({ prompt, contentType, genre }: StoryRequest): string {
  const kit = GENRE_KITS[genre];
  const pick = seededPicker(prompt, contentType, genre);
  const context: StoryContext = {
    subject: subjectOf(prompt),
    keywords: keywordsOf(prompt),
    kit,
    pick,
    hero: pick.pick(kit.names),
    place: pick.pick(kit.places),
  };
  if (contentType in FICTION) return FICTION[contentType as keyof typeof FICTION](context);
  return socialText(contentType, context);
}
