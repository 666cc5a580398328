import type { Role } from '@storyloom/domain';

/**
 * Who may use the studio, and its sidebar entry's words. Kept apart from the screens (and their
 * markdown and drag-and-drop libraries) so the signed-in shell loads only this.
 */
export const studioSidebarText = { studio: 'Studio', refusedTitle: 'Instructors only' };

/** Instructors write courses; admins edit every course. The server checks the same on every call. */
export function canUseStudio(role: Role | undefined): boolean {
  return role === 'instructor' || role === 'admin';
}
