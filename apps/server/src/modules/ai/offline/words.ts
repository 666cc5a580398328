import { createHash } from 'node:crypto';
import type { UiLocale } from '@storyloom/domain';

/** A deterministic picker seeded by the inputs: the same request reads the same, another one differently. */
export function seededPicker(...parts: string[]) {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  let state = digest.readUInt32LE(0);
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick<T>(list: readonly T[]): T {
      return list[Math.floor(next() * list.length)] as T;
    },
    /** `count` different items, in a random order. */
    some<T>(list: readonly T[], count: number): T[] {
      const pool = [...list];
      const out: T[] = [];
      while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
      return out;
    },
  };
}
export type Picker = ReturnType<typeof seededPicker>;

const KIND =
  '(?:story|stories|tale|script|post|caption|video|outline|scene|dialogue|profile|thread|tweet|description|plan|business|course|path)';
const REQUEST_LEAD = new RegExp(
  "^(?:(?:please|can you|could you|i want|i need|i'd like|help me)\\s+)*" +
    '(?:(?:write|create|make|generate|draft|give me|tell me|come up with|plan|build)\\s+)?(?:me\\s+)?' +
    `(?:(?:(?:a|an|the|some|my)\\s+)?(?:(?:short|long|funny|quick|viral|new|fun)\\s+)*${KIND}\\s+)?` +
    '(?:(?:about|of|on|for|featuring|where|in which|that)\\s+)?',
  'i',
);

/**
 * How a request starts in each language ("Write a story about", "Escribe una historia sobre"...):
 * stripped from the prompt to find its subject. Each also allows no request phrasing at all.
 */
const LEADS: Record<Exclude<UiLocale, 'en'>, RegExp> = {
  es: new RegExp(
    '^(?:(?:por favor|puedes|podrías|quiero|necesito|me gustaría|ayúdame a)\\s+)*' +
      '(?:(?:escribe|escríbeme|crea|créame|haz|hazme|genera|redacta|dame|cuéntame|inventa|planea|prepara)\\s+)?' +
      '(?:(?:(?:un|una|el|la|unos|unas|mi)\\s+)?(?:(?:corta|corto|breve|divertida|divertido|nueva|nuevo|viral|pequeña|pequeño)\\s+)*' +
      '(?:historia|historias|cuento|cuentos|relato|guion|guión|publicación|post|vídeo|video|esquema|escena|diálogo|perfil|hilo|tuit|descripción|plan|negocio|curso|ruta)\\s+' +
      '(?:(?:corta|corto|breve|divertida|divertido|nueva|nuevo|viral)\\s+)*)?' +
      '(?:(?:sobre|acerca de|de|con)\\s+)?',
    'iu',
  ),
  'pt-BR': new RegExp(
    '^(?:(?:por favor|você pode|pode|quero|eu quero|preciso|gostaria de|me ajude a)\\s+)*' +
      '(?:(?:me\\s+)?(?:escreva|escreve|crie|cria|faça|faz|gere|gera|dê|conte|conta|invente|inventa|planeje|monte|prepare)\\s+)?' +
      '(?:(?:(?:um|uma|o|a|os|as|meu|minha)\\s+)?(?:(?:curta|curto|breve|divertida|divertido|engraçada|engraçado|nova|novo|viral|pequena|pequeno)\\s+)*' +
      '(?:história|histórias|conto|contos|roteiro|post|postagem|legenda|vídeo|video|esboço|cena|diálogo|perfil|thread|fio|tweet|descrição|plano|negócio|curso|trilha)\\s+' +
      '(?:(?:curta|curto|breve|divertida|divertido|engraçada|engraçado|nova|novo|viral)\\s+)*)?' +
      '(?:(?:sobre|de|com)\\s+)?',
    'iu',
  ),
  fr: new RegExp(
    "^(?:(?:s'il te plaît|s’il te plaît|peux-tu|pourrais-tu|je veux|je voudrais|j'aimerais|j’aimerais|aide-moi à)\\s+)*" +
      '(?:(?:écris-moi|écris|crée-moi|crée|fais-moi|fais|génère|rédige|donne-moi|raconte-moi|raconte|invente|imagine|prépare)\\s+)?' +
      "(?:(?:(?:un|une|le|la|les|des|mon|ma|mes)\\s+|l['’])?(?:(?:petite|petit|courte|court|drôle|nouvelle|nouveau)\\s+)*" +
      '(?:histoire|histoires|conte|contes|récit|script|scénario|post|publication|légende|vidéo|plan|scène|dialogue|profil|thread|fil|tweet|description|business|cours|parcours)\\s+' +
      '(?:(?:courte|court|drôle|virale|viral)\\s+)*)?' +
      "(?:(?:sur|à propos de|au sujet de|de|avec)\\s+|(?:à propos |au sujet )?d['’])?",
    'iu',
  ),
};

/** A leading article reads as the middle of a sentence wherever the subject is placed. */
const LEADING_ARTICLE: Record<Exclude<UiLocale, 'en'>, RegExp> = {
  es: /^(?:A|An|The|Un|Una|Unos|Unas|El|La|Los|Las)\b/,
  'pt-BR': /^(?:A|An|The|Um|Uma|Uns|Umas|O|Os|As)\b/,
  fr: /^(?:A|An|The|Un|Une|Le|La|Les|Des)\b|^L(?=['’])/,
};

/** The subject of a prompt: the request phrasing stripped, the first sentence, at most 14 words. */
export function subjectOf(prompt: string, locale: UiLocale = 'en'): string {
  const clean = prompt.replace(/\s+/g, ' ').trim();
  const firstSentence = clean.split(/(?<=[.!?])\s|[\n;]/)[0] ?? clean;
  const trimmed = (text: string) => text.replace(/[.!?,:]+$/, '').trim();
  let stripped = trimmed(firstSentence.replace(REQUEST_LEAD, ''));
  if (locale !== 'en') {
    // The member's language first; a prompt written in English still loses its English phrasing.
    const own = trimmed(firstSentence.replace(LEADS[locale], ''));
    if (own !== trimmed(firstSentence)) stripped = own;
  }
  const subject = (stripped.length >= 3 ? stripped : firstSentence.replace(/[.!?,:]+$/, '')).trim();
  const words = subject.split(' ').slice(0, 14).join(' ');
  if (locale !== 'en') return words.replace(LEADING_ARTICLE[locale], (article) => article.toLowerCase());
  return words.replace(/^(A|An|The)\b/, (article) => article.toLowerCase());
}

const STOP_WORDS = new Set(
  (
    'about after again also because been before being between both could does doing down during each from further ' +
    'have having here into itself just more most other over same should some such than that their them then there ' +
    'these they this those through under until very what when where which while who whom with would your yours ' +
    'write story create make want need please short about tale script post caption video help their being young ' +
    'like really things thing something someone every into onto better learn learning improve getting good ' +
    'skills start know'
  ).split(' '),
);

/** Words that tell nothing about a prompt in the other languages, on top of the English ones. */
const LOCAL_STOP_WORDS: Record<Exclude<UiLocale, 'en'>, Set<string>> = {
  es: new Set(
    (
      'sobre acerca como cómo cuando cuándo donde dónde porque para pero desde hasta entre tiene tienen tener puede ' +
      'pueden quiero necesito escribe escríbeme crea créame hazme genera redacta cuéntame historia historias cuento ' +
      'cuentos relato guion guión publicación vídeo video esquema escena esto esta este estos estas aquel aquella ' +
      'algo alguien cada todo toda todos todas mucho mucha muchos muchas otro otra otros otras mismo misma también ' +
      'solo sólo ser estar hacer quien quién quienes cual cuál cuales nuestro nuestra nuestros nuestras vuestro ' +
      'suyo suya unos unas favor corta corto breve nueva nuevo aprender aprendiendo mejorar empezar saber cosas cosa ' +
      'habilidades bueno buena ellos ellas eres están tengo hace otros vendo hago creo ofrezco quiere ' +
      'quieren'
    ).split(' '),
  ),
  'pt-BR': new Set(
    (
      'sobre como quando onde porque para pela pelo pelas pelos desde entre ter pode podem quero preciso escreva ' +
      'escreve crie faça gere conte história histórias conto contos roteiro postagem legenda vídeo video esboço ' +
      'cena isso isto esse essa esses essas este esta estes estas aquele aquela algo alguém cada todo toda todos ' +
      'todas muito muita muitos muitas mais menos outro outra outros outras mesmo mesma também apenas estar fazer ' +
      'quem qual quais nosso nossa nossos nossas seus suas favor curta curto nova novo aprender aprendendo ' +
      'melhorar começar saber coisas coisa habilidades umas eles elas você vocês está estão tenho vendo ' +
      'faço crio ofereço consegue conseguem quer querem'
    ).split(' '),
  ),
  fr: new Set(
    (
      'avec pour dans sans sous vers chez comme quand quoi dont mais donc elle elles nous vous leur leurs cette ' +
      'celui celle ceux être avoir faire peut peuvent veux voudrais aimerais écris écris-moi crée fais génère ' +
      'rédige raconte histoire histoires conte contes récit script scénario publication légende vidéo video ' +
      'quelque chaque tout toute tous toutes très plus moins beaucoup autre autres même aussi seulement encore ' +
      'quel quelle quels quelles notre votre nôtre vôtre nos vos courte court petite petit nouvelle nouveau ' +
      'apprendre améliorer commencer savoir choses chose compétences bien bonne depuis avant après entre suis sont ' +
      'était alors ainsi vends fais propose veut veulent'
    ).split(' '),
  ),
};

/** French elisions ("l'horloger", "d'une") are not part of the word. */
const ELISION = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)'/;

/** The telling words of a text, in order of appearance, without duplicates. Accented letters stay. */
export function keywordsOf(text: string, max = 5, locale: UiLocale = 'en'): string[] {
  if (locale !== 'en') return localKeywords(text, max, locale);
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
  const out: string[] = [];
  for (const word of words) {
    if (word.length < 4 || STOP_WORDS.has(word) || out.includes(word)) continue;
    out.push(word);
    if (out.length === max) break;
  }
  return out;
}

function localKeywords(text: string, max: number, locale: Exclude<UiLocale, 'en'>): string[] {
  const stop = LOCAL_STOP_WORDS[locale];
  const words =
    text
      .toLowerCase()
      .replaceAll('’', "'")
      .match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
  const out: string[] = [];
  for (const raw of words) {
    const word = locale === 'fr' ? raw.replace(ELISION, '') : raw;
    if (word.length < 4 || STOP_WORDS.has(word) || stop.has(word) || out.includes(word)) continue;
    out.push(word);
    if (out.length === max) break;
  }
  return out;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function titleCase(words: string[]): string {
  return words.map(capitalize).join(' ');
}

export function hashtag(words: string[]): string {
  return `#${words.map(capitalize).join('')}`;
}

/** Splits text into small pieces that keep every character, for streaming it. */
export function chunksOf(text: string, wordsPerChunk = 4): string[] {
  const tokens = text.match(/\s*\S+\s*/g) ?? [text];
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerChunk) chunks.push(tokens.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}
