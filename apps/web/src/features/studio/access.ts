import type { Role } from '@storyloom/domain';

// Who may use the studio, kept apart from the screens (and their markdown and drag-and-drop
// libraries) so the signed-in shell loads only this.

/** Instructors write courses; admins edit every course. The server checks the same on every call. */
export function canUseStudio(role: Role | undefined): boolean {
  return role === 'instructor' || role === 'admin';
}
