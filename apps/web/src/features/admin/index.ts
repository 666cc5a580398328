// What other features (the moderation screens, the studio) reuse of the admin lists.
export { usePagerLabels } from './i18n';
export { cellClass, ListTable } from './list-table';
export { useFetchErrorToast } from './use-fetch-error-toast';
