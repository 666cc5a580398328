// The sidebar's words for the moderation entries; the screens themselves load lazily from the router.
export { moderationSidebarText } from './sidebar-text';
