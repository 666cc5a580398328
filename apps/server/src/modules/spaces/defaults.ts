/** The 'Content Creation' space made by migration 0007_community: where posts go by default. */
export const DEFAULT_SPACE_ID = '5a1ce000-0000-4000-8000-000000000001';
