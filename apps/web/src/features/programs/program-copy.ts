import type { ProgramsKey } from './i18n';

type ProgramCopy = {
  title: ProgramsKey;
  description: ProgramsKey;
  keyTopics: readonly ProgramsKey[];
  learningOutcomes: readonly ProgramsKey[];
};

/** Each program's words in the catalogue, by the program's id (ids, levels and order stay in the domain). */
export const PROGRAM_COPY: Record<string, ProgramCopy> = {
  storytelling: {
    title: 'storytelling.title',
    description: 'storytelling.description',
    keyTopics: [
      'storytelling.topic1',
      'storytelling.topic2',
      'storytelling.topic3',
      'storytelling.topic4',
      'storytelling.topic5',
    ],
    learningOutcomes: [
      'storytelling.outcome1',
      'storytelling.outcome2',
      'storytelling.outcome3',
      'storytelling.outcome4',
    ],
  },
  entrepreneurship: {
    title: 'entrepreneurship.title',
    description: 'entrepreneurship.description',
    keyTopics: [
      'entrepreneurship.topic1',
      'entrepreneurship.topic2',
      'entrepreneurship.topic3',
      'entrepreneurship.topic4',
      'entrepreneurship.topic5',
    ],
    learningOutcomes: [
      'entrepreneurship.outcome1',
      'entrepreneurship.outcome2',
      'entrepreneurship.outcome3',
      'entrepreneurship.outcome4',
    ],
  },
  'content-creation': {
    title: 'contentCreation.title',
    description: 'contentCreation.description',
    keyTopics: [
      'contentCreation.topic1',
      'contentCreation.topic2',
      'contentCreation.topic3',
      'contentCreation.topic4',
      'contentCreation.topic5',
    ],
    learningOutcomes: [
      'contentCreation.outcome1',
      'contentCreation.outcome2',
      'contentCreation.outcome3',
      'contentCreation.outcome4',
    ],
  },
  'audience-engagement': {
    title: 'audienceEngagement.title',
    description: 'audienceEngagement.description',
    keyTopics: [
      'audienceEngagement.topic1',
      'audienceEngagement.topic2',
      'audienceEngagement.topic3',
      'audienceEngagement.topic4',
      'audienceEngagement.topic5',
    ],
    learningOutcomes: [
      'audienceEngagement.outcome1',
      'audienceEngagement.outcome2',
      'audienceEngagement.outcome3',
      'audienceEngagement.outcome4',
    ],
  },
  monetization: {
    title: 'monetization.title',
    description: 'monetization.description',
    keyTopics: ['monetization.topic1', 'monetization.topic2', 'monetization.topic3', 'monetization.topic4'],
    learningOutcomes: ['monetization.outcome1', 'monetization.outcome2', 'monetization.outcome3'],
  },
  'ai-integration': {
    title: 'aiIntegration.title',
    description: 'aiIntegration.description',
    keyTopics: ['aiIntegration.topic1', 'aiIntegration.topic2', 'aiIntegration.topic3', 'aiIntegration.topic4'],
    learningOutcomes: ['aiIntegration.outcome1', 'aiIntegration.outcome2', 'aiIntegration.outcome3'],
  },
};
