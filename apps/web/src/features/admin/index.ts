// What other features (the moderation screens) reuse of the admin lists.
export { cellClass, ListTable, pagerLabels } from './list-table';
export { useFetchErrorToast } from './use-fetch-error-toast';
