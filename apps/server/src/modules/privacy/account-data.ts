/**
 * The member's data rights (issue 15): the two entry points other modules call (the parent page
 * exports and deletes a child's account with them).
 */
export { deleteAccount } from './delete-account.js';
export { writeAccountExport } from './export-zip.js';
