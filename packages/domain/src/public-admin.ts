import { z } from 'zod';
import { paginationQuerySchema } from './api.js';
import { CONTACT_STATUSES, WAITING_LIST_INTERESTS, WAITING_LIST_ROLES } from './options.js';

export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The two admin screens' fixed texts, verbatim (decision 1401). */
export const adminMessages = {
  waitingListTitle: 'Waiting List Management',
  totalSignups: 'Total Signups',
  recentSignups: 'Recent Signups',
  topRole: 'Top Role',
  notAvailable: 'N/A',
  loadingEntries: 'Loading entries...',
  noEntries: 'No entries found',
  clearSearch: 'Clear search',
  totalMessages: 'Total Messages',
  unreadMessages: 'Unread Messages',
  recentMessages: 'Recent Messages',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} messages`,
  noSubject: 'No subject',
  noMessages: 'No messages found',
  clearFilters: 'Clear filters',
  allMessages: 'All Messages',
  statusLabels: { unread: 'Unread', read: 'Read', responded: 'Responded' } satisfies Record<ContactStatus, string>,
  /** The row action that moves a message on from this status. */
  statusActions: {
    unread: 'Mark as read',
    read: 'Mark as responded',
    responded: 'Mark as unread',
  } satisfies Record<ContactStatus, string>,
  replyViaEmail: 'Reply via Email',
  refresh: 'Refresh',
  exportCsv: 'Export CSV',
  errorTitle: 'Error',
  fetchEntriesFailed: 'Failed to fetch waiting list entries',
  fetchMessagesFailed: 'Failed to fetch contact messages',
  noDataTitle: 'No data',
  noEntriesToExport: 'There are no entries to export',
  noMessagesToExport: 'There are no messages to export',
  exportSuccessfulTitle: 'Export successful',
  exportFailedTitle: 'Export failed',
  exportEntriesFailed: 'Failed to export waiting list entries',
  exportMessagesFailed: 'Failed to export messages to CSV',
  statusUpdatedTitle: 'Status updated',
  statusUpdated: (status: ContactStatus) => `Message marked as ${status}`,
  updateFailedTitle: 'Update failed',
  updateFailed: 'Failed to update message status',
  deletedTitle: 'Message deleted',
  deleted: 'The message has been permanently deleted',
  deleteFailedTitle: 'Delete failed',
  deleteFailed: 'Failed to delete the message',
  confirmTitle: 'Are you sure?',
} as const;

/** Our own labels of the admin screens. */
export const adminText = {
  contactMessagesTitle: 'Contact Messages',
  search: 'Search',
  searchEntries: 'Search by name or email',
  searchMessages: 'Search by name, email or subject',
  statusFilter: 'Filter by status',
  loadingMessages: 'Loading messages...',
  columns: {
    name: 'Name',
    email: 'Email',
    role: 'Role',
    interests: 'Interests',
    dateJoined: 'Date Joined',
    subject: 'Subject',
    status: 'Status',
    date: 'Date',
    actions: 'Actions',
  },
  view: 'View message',
  delete: 'Delete',
  deleteMessage: 'Delete message',
  cancel: 'Cancel',
  close: 'Close',
  from: 'From',
  message: 'Message',
  status: 'Status',
  confirmDelete: (name: string) =>
    `The message from ${name} will be permanently deleted. This action cannot be undone.`,
  exported: (count: number, noun: 'entries' | 'messages') => `${count} ${noun} exported`,
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (n: number) => `Page ${n}`,
  recentHint: 'Last 24 hours, this page',
  thisPage: 'This page',
  matching: 'Matching your filters',
  replySubjectDefault: 'Your message to Storyloom',
  replyGreeting: (name: string) => `Hi ${name},\n\n`,
} as const;

/** 'Recent' means the last 24 hours. */
export const RECENT_WINDOW_MS = 24 * 60 * 60 * 1000;
export const ADMIN_SEARCH_MAX_LENGTH = 200;

const search = z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional();

export const waitingListQuerySchema = paginationQuerySchema.extend({ search });
export const waitingListExportQuerySchema = z.object({ search });
export const contactListQuerySchema = paginationQuerySchema.extend({
  search,
  status: z.enum(CONTACT_STATUSES).optional(),
});
export const contactExportQuerySchema = z.object({ search, status: z.enum(CONTACT_STATUSES).optional() });

export const waitingListEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(WAITING_LIST_ROLES).nullable(),
  interests: z.array(z.enum(WAITING_LIST_INTERESTS)).nullable(),
  createdAt: z.string(),
});
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;

export const contactMessageEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactMessageEntry = z.infer<typeof contactMessageEntrySchema>;

export const contactStatusUpdateSchema = z.strictObject({ status: z.enum(CONTACT_STATUSES) });

/** CSV export columns and file names, verbatim (decisions 0403, 1401). */
export const WAITING_LIST_CSV_COLUMNS = ['Name', 'Email', 'Role', 'Interests', 'Created At'] as const;
export const CONTACT_MESSAGES_CSV_COLUMNS = ['Name', 'Email', 'Subject', 'Message', 'Status', 'Created At'] as const;

function isoDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}
export const waitingListCsvFileName = (now: Date) => `waiting-list-${isoDate(now)}.csv`;
export const contactMessagesCsvFileName = (now: Date) => `contact_messages_${isoDate(now)}.csv`;

export function waitingListCsvValues(entry: Omit<WaitingListEntry, 'id'>): string[] {
  return [entry.name, entry.email, entry.role ?? '', (entry.interests ?? []).join(', '), entry.createdAt];
}

export function contactMessageCsvValues(entry: Omit<ContactMessageEntry, 'id' | 'updatedAt'>): string[] {
  return [entry.name, entry.email, entry.subject, entry.message, entry.status, entry.createdAt];
}

/** The row action: unread → read → responded → unread. */
export function nextContactStatus(status: ContactStatus): ContactStatus {
  const order = CONTACT_STATUSES;
  return order[(order.indexOf(status) + 1) % order.length] as ContactStatus;
}

/** How many items were created in the last 24 hours before `now`. */
export function countRecent(items: ReadonlyArray<{ createdAt: string }>, now: Date): number {
  const since = now.getTime() - RECENT_WINDOW_MS;
  return items.filter((item) => Date.parse(item.createdAt) >= since).length;
}

/** The most common role among the items (first seen wins a tie), or null when none has a role. */
export function topRole<R extends string>(items: ReadonlyArray<{ role: R | null }>): R | null {
  const counts = new Map<R, number>();
  for (const { role } of items) if (role) counts.set(role, (counts.get(role) ?? 0) + 1);
  let best: R | null = null;
  for (const [role, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = role;
  return best;
}

/** The 'Reply via Email' draft: 'Re: {subject}' (or our default) and a greeting with the sender's name. */
export function replyMailto(message: Pick<ContactMessageEntry, 'email' | 'name' | 'subject'>): string {
  const subject = `Re: ${message.subject.trim() || adminText.replySubjectDefault}`;
  const params = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(adminText.replyGreeting(message.name))}`;
  return `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?${params}`;
}
