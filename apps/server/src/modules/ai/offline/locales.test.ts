import {
  ANALYSIS_TYPES,
  BUSINESS_GOALS,
  BUSINESS_TYPES,
  CONTENT_TYPES,
  type ContentType,
  EXPERIENCE_LEVELS,
  GENRES,
  PLATFORMS,
  UI_LOCALES,
  WEEKLY_TIME,
} from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import { createTextFilter } from '../../../safety/filter.js';
import { cleanOutput } from '../guardrails.js';
import { offlineAudiencePlan } from './audience.js';
import { offlineBusinessPlan } from './business.js';
import { offlineLearningPath } from './learn.js';
import { OFFLINE_LOCALES } from './locales/index.js';
import { offlineStory } from './story.js';
import { keywordsOf, subjectOf } from './words.js';

type Other = 'es' | 'pt-BR' | 'fr';
const OTHERS: Other[] = ['es', 'pt-BR', 'fr'];

/** A prompt, a business description and a learning goal as a member of each language writes them. */
const INPUTS: Record<Other, { prompt: string; subject: string; description: string; goal: string }> = {
  es: {
    prompt: 'Escribe una historia sobre un relojero que puede detener el tiempo',
    subject: 'un relojero que puede detener el tiempo',
    description: 'vendo pegatinas hechas a mano para otros adolescentes',
    goal: 'aprender edición de vídeo',
  },
  'pt-BR': {
    prompt: 'Escreva uma história sobre um relojoeiro que consegue parar o tempo',
    subject: 'um relojoeiro que consegue parar o tempo',
    description: 'vendo adesivos feitos à mão para outros adolescentes',
    goal: 'aprender edição de vídeo',
  },
  fr: {
    prompt: 'Écris une histoire sur un horloger qui peut arrêter le temps',
    subject: 'un horloger qui peut arrêter le temps',
    description: 'je vends des autocollants faits main pour les ados',
    goal: 'apprendre le montage vidéo',
  },
};

/** Words of each language's own headings, per tool. */
const MARKERS: Record<Other, Record<ContentType | 'business' | 'learn' | 'audience' | 'social', string[]>> = {
  es: {
    'story-outline': ['esquema de historia', 'Acto I', 'Temas para explorar'],
    'character-profile': ['Perfil de personaje', 'Personalidad', 'Motivación'],
    dialogue: ['Escena de diálogo', '¿Y si te equivocas?'],
    setting: ['Escenario:', 'Detalles sensoriales', 'Primera impresión'],
    youtube: ['— guion de YouTube', 'Llamada a la acción'],
    tiktok: ['— guion de TikTok', 'Texto en pantalla'],
    linkedin: ['esto es lo que aprendí', 'Tres lecciones'],
    twitter: ['Hilo de Twitter/X', 'Un hilo cortito'],
    instagram: ['Desliza para ver', 'Nota sobre hashtags'],
    social: ['Consejo de constancia: publica 3 veces por semana'],
    business: ['Plan de negocio', 'Resumen ejecutivo', 'Fuentes de ingresos', 'Plan de acción a 90 días'],
    learn: ['Ruta de aprendizaje', '## Semana 1:', 'Cursos del catálogo de Storyloom'],
    audience: ['Plan de estudio', 'Storyloom no abre enlaces ni perfiles', '## 1. Recopila'],
  },
  'pt-BR': {
    'story-outline': ['estrutura de história', 'Ato I', 'Temas para explorar'],
    'character-profile': ['Perfil de personagem', 'Personalidade', 'Motivação'],
    dialogue: ['Cena de diálogo', 'E se você não tiver razão?'],
    setting: ['Cenário:', 'Detalhes sensoriais', 'Primeira impressão'],
    youtube: ['— roteiro para YouTube', 'Chamada para ação'],
    tiktok: ['— roteiro para TikTok', 'Texto na tela'],
    linkedin: ['o que isso me ensinou', 'Três lições'],
    twitter: ['Thread para Twitter/X', 'Uma thread curtinha'],
    instagram: ['Arraste para o lado', 'Sobre as hashtags'],
    social: ['Dica de constância: publique 3 vezes por semana'],
    business: ['Plano de negócio', 'Resumo executivo', 'Fontes de receita', 'Plano de ação de 90 dias'],
    learn: ['Trilha de aprendizagem', '## Semana 1:', 'Cursos do catálogo Storyloom'],
    audience: ['Plano de avaliação', 'não abre links nem perfis', '## 1. Reúna'],
  },
  fr: {
    'story-outline': ["plan d'histoire", 'Acte I', 'Thèmes à explorer'],
    'character-profile': ['Fiche personnage', 'Personnalité', 'Motivation'],
    dialogue: ['Scène de dialogue', 'Et si tu te trompes ?'],
    setting: ['Décor :', 'Détails sensoriels', 'Première impression'],
    youtube: ['— script YouTube', "Appel à l'action"],
    tiktok: ['— script TikTok', "Texte à l'écran"],
    linkedin: ["voici ce que ça m'a appris", 'Trois leçons'],
    twitter: ['Thread Twitter/X', 'Un petit thread'],
    instagram: ['Fais défiler', 'À propos des hashtags'],
    social: ['Conseil de régularité : publie 3 fois par semaine'],
    business: ['Business plan', 'Public cible', 'Sources de revenus', "Plan d'action sur 90 jours"],
    learn: ["Parcours d'apprentissage", '## Semaine 1 :', 'Cours du catalogue Storyloom'],
    audience: ["Plan d'analyse", "Storyloom n'ouvre ni les liens ni les profils", '## 1. Collecte'],
  },
};

/** Pieces of the English templates that must not leak into another language. */
const ENGLISH = [
  'Story Outline',
  'Logline',
  'Act I:',
  'Themes to explore',
  'Character Profile',
  'Dialogue Scene',
  'Setting:',
  'Sensory details',
  'First impression',
  'YouTube Script',
  'Call to action',
  'TikTok Script',
  'On-screen text',
  'Consistency tip',
  'taught me',
  'short thread',
  'Swipe to see',
  'Business Plan',
  'Executive summary',
  'Revenue streams',
  'Learning Path',
  'Week 1',
  'Milestone',
  'Analysis Plan',
  'does not fetch',
  '1. Collect\n',
  'hashtag maximum',
];
/** English function words, as whole words: none of the templates of another language has them. */
const ENGLISH_WORDS = /\b(?:the|and|with|your|before|about|what|when|this|that|will)\b/i;

/** The safety filter every output passes (guardrails.ts): the templates themselves must come through unchanged. */
const filter = createTextFilter();

function expectLocalized(text: string, locale: Other, markers: string[], what: string) {
  expect(cleanOutput(filter, text), `${locale} ${what} passes the filter unchanged`).toBe(text);
  for (const marker of markers) expect(text, `${locale} ${what}: ${marker}`).toContain(marker);
  for (const english of ENGLISH) expect(text, `${locale} ${what} has English "${english}"`).not.toContain(english);
  expect(text.match(ENGLISH_WORDS)?.[0], `${locale} ${what} has an English word`).toBeUndefined();
}

const FICTION = ['story-outline', 'character-profile', 'dialogue', 'setting'];

describe('the offline generator in every shipped language', () => {
  it('has every locale', () => {
    expect(Object.keys(OFFLINE_LOCALES).sort()).toEqual([...UI_LOCALES].sort());
    for (const locale of UI_LOCALES) {
      const text = OFFLINE_LOCALES[locale];
      for (const genre of GENRES) {
        const kit = text.genres[genre];
        for (const bank of [kit.names, kit.places, kit.conflicts, kit.twists, kit.endings, kit.senses]) {
          expect(bank.length, `${locale} ${genre}`).toBeGreaterThan(1);
        }
      }
      for (const level of EXPERIENCE_LEVELS) expect(text.learn.stages[level], `${locale} ${level}`).toHaveLength(4);
    }
  });

  for (const locale of OTHERS) {
    const { prompt, subject, description, goal } = INPUTS[locale];

    it(`${locale}: writes every content type in every genre, around the prompt's subject`, () => {
      const texts = new Set<string>();
      for (const { value: contentType } of CONTENT_TYPES) {
        for (const genre of GENRES) {
          const text = offlineStory({ prompt, contentType, genre }, locale);
          const what = `${contentType}/${genre}`;
          // The subject without its article (capitalized at the start of a line).
          expect(text, what).toContain(subject.split(' ').slice(1).join(' '));
          const markers = FICTION.includes(contentType)
            ? MARKERS[locale][contentType]
            : [...MARKERS[locale][contentType], ...MARKERS[locale].social];
          expectLocalized(text, locale, markers, what);
          const kit = OFFLINE_LOCALES[locale].genres[genre];
          const flavoured = [kit.label, kit.tone, ...kit.names, ...kit.places].some((w) =>
            text.toLowerCase().includes(w.toLowerCase()),
          );
          expect(flavoured, `${what} uses its genre`).toBe(true);
          expect(offlineStory({ prompt, contentType, genre }, locale), `${what} is deterministic`).toBe(text);
          expect(text, `${what} differs from English`).not.toBe(offlineStory({ prompt, contentType, genre }));
          texts.add(text);
        }
      }
      expect(texts.size).toBe(CONTENT_TYPES.length * GENRES.length);
    });

    it(`${locale}: keeps social formats within 30 hashtags and every tweet within 280 characters`, () => {
      for (const contentType of ['youtube', 'tiktok', 'linkedin', 'twitter', 'instagram'] as const) {
        const text = offlineStory({ prompt, contentType, genre: 'comedy' }, locale);
        expect((text.match(/#[\p{L}\p{N}]+/gu) ?? []).length, contentType).toBeLessThanOrEqual(30);
      }
      const thread = offlineStory({ prompt: 'x'.repeat(1500), contentType: 'twitter', genre: 'sci-fi' }, locale);
      for (const line of thread.split('\n').filter((l) => /^\d\//.test(l)))
        expect(line.length).toBeLessThanOrEqual(280);
    });

    it(`${locale}: writes the business plan for every type and goal`, () => {
      for (const type of BUSINESS_TYPES) {
        for (const g of BUSINESS_GOALS) {
          const plan = offlineBusinessPlan({ type, goal: g, description }, locale);
          const text = OFFLINE_LOCALES[locale].business;
          expectLocalized(plan, locale, [...MARKERS[locale].business, text.types[type].label], `${type}/${g}`);
          expect(plan).toContain(text.goals[g].label);
          expect(plan).toContain(text.types[type].revenue[0]?.slice(1));
          expect(offlineBusinessPlan({ type, goal: g, description }, locale)).toBe(plan);
        }
      }
      // The audience the description names ("para otros adolescentes", "pour les ados").
      const served = { es: 'otros adolescentes', 'pt-BR': 'outros adolescentes', fr: 'les ados' }[locale];
      expect(offlineBusinessPlan({ type: 'other', goal: 'start', description }, locale)).toContain(`: ${served}.`);
    });

    it(`${locale}: writes the learning path, sized by the weekly time`, () => {
      for (const level of EXPERIENCE_LEVELS) {
        for (const weeklyTime of WEEKLY_TIME) {
          const path = offlineLearningPath({ goal, level, weeklyTime }, ['Editing 101'], locale);
          expectLocalized(path, locale, [...MARKERS[locale].learn, '- Editing 101'], `${level}/${weeklyTime}`);
          expect(path).toContain(OFFLINE_LOCALES[locale].learn.stages[level][0]);
          expect(offlineLearningPath({ goal, level, weeklyTime }, ['Editing 101'], locale)).toBe(path);
        }
      }
      const weeks = offlineLearningPath({ goal, level: 'beginner', weeklyTime: '3-5' }, [], locale);
      expect(weeks.match(/^## Semaine \d+|^## Semana \d+/gm)).toHaveLength(6);
      expect(weeks).toContain(OFFLINE_LOCALES[locale].learn.noCourses);
    });

    it(`${locale}: writes the audience plan for every platform and analysis, saying it fetches nothing`, () => {
      for (const platform of PLATFORMS) {
        for (const analysisType of ANALYSIS_TYPES) {
          const target = '@creator';
          const plan = offlineAudiencePlan({ platform, target, analysisType }, locale);
          expectLocalized(plan, locale, MARKERS[locale].audience, `${platform}/${analysisType}`);
          expect(plan).not.toMatch(/\{units?\}/);
          expect(plan).toContain(OFFLINE_LOCALES[locale].audience.platforms[platform].stats);
          expect(offlineAudiencePlan({ platform, target, analysisType }, locale)).toBe(plan);
        }
      }
    });
  }

  it('keeps English as the default and as it was', () => {
    const request = {
      prompt: 'Write a story about a clockmaker who can pause time',
      contentType: 'tiktok',
      genre: 'drama',
    } as const;
    expect(offlineStory(request, 'en')).toBe(offlineStory(request));
    expect(offlineStory(request)).toContain('# TikTok Script: A clockmaker who can pause time');
  });
});

describe('words in other languages', () => {
  it('strips the request phrasing of each language, and of English too', () => {
    for (const locale of OTHERS) expect(subjectOf(INPUTS[locale].prompt, locale)).toBe(INPUTS[locale].subject);
    expect(subjectOf('Escríbeme un cuento corto sobre El último autobús', 'es')).toBe('el último autobús');
    expect(subjectOf('Crie um roteiro sobre a volta às aulas', 'pt-BR')).toBe('a volta às aulas');
    expect(subjectOf("Raconte-moi une petite histoire d'une sorcière timide", 'fr')).toBe('une sorcière timide');
    expect(subjectOf('Write a story about a robot who learns to paint', 'es')).toBe('a robot who learns to paint');
    expect(subjectOf('un dragón que tiene miedo al fuego', 'es')).toBe('un dragón que tiene miedo al fuego');
  });

  it('keeps accented telling words and drops each language’s stop words', () => {
    expect(keywordsOf('Escribe una historia sobre el dragón y la canción del océano', 5, 'es')).toEqual([
      'dragón',
      'canción',
      'océano',
    ]);
    expect(keywordsOf('Escreva uma história sobre a ilha e o pássaro mágico', 5, 'pt-BR')).toEqual([
      'ilha',
      'pássaro',
      'mágico',
    ]);
    expect(keywordsOf("Écris une histoire sur l'élève et l’étoile d'une comète", 5, 'fr')).toEqual([
      'élève',
      'étoile',
      'comète',
    ]);
  });
});
