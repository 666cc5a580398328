import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { CommonKey } from '@/i18n';
import { RootErrorBoundary, RootHydrateFallback, RootLayout } from './layouts/root-layout';

/** A route whose component is the named export of a lazily loaded module. */
function lazyRoute<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}

/** A page not built yet: one shared lazy chunk, one <h1> each, its words from the shell catalogue. */
function placeholder(title: CommonKey, description?: CommonKey) {
  return {
    lazy: async () => {
      const { ShellPlaceholderPage } = await import('@/components/placeholder-page');
      return { element: <ShellPlaceholderPage title={title} description={description} /> };
    },
  };
}

const publicRoutes: RouteObject[] = [
  { path: 'auth', ...lazyRoute(() => import('@/features/auth/auth-screen-page'), 'AuthScreenPage') },
  { path: 'login', ...lazyRoute(() => import('@/features/auth/login-page'), 'LoginPage') },
  { path: 'register', ...lazyRoute(() => import('@/features/auth/register-page'), 'RegisterPage') },
  { path: 'forgot-password', ...lazyRoute(() => import('@/features/auth/forgot-password-page'), 'ForgotPasswordPage') },
  { path: 'reset-password', ...lazyRoute(() => import('@/features/auth/reset-password-page'), 'ResetPasswordPage') },
  { path: 'waiting-list', ...lazyRoute(() => import('@/features/waiting-list/waiting-list-page'), 'WaitingListPage') },
  { path: 'contact', ...lazyRoute(() => import('@/features/contact/contact-page'), 'ContactPage') },
  { path: 'programs', ...lazyRoute(() => import('@/features/programs/programs-page'), 'ProgramsPage') },
  { path: 'upgrade', ...lazyRoute(() => import('@/features/marketing/upgrade-page'), 'UpgradePage') },
  // A parent's pages (issue 15): no account, the signed link in the mail is the credential.
  {
    path: 'parents/consent',
    ...lazyRoute(() => import('@/features/young-members/parents/consent-page'), 'ConsentPage'),
  },
  { path: 'parents/child', ...lazyRoute(() => import('@/features/young-members/parents/child-page'), 'ChildPage') },
  { path: 'privacy', ...lazyRoute(() => import('@/features/privacy/privacy-page'), 'PrivacyPage') },
  { path: 'privacy/children', ...lazyRoute(() => import('@/features/privacy/privacy-page'), 'ChildrenPrivacyPage') },
  // The rules moderators cite (issue 16): public, so a parent or a signed-out member can read them.
  { path: 'guidelines', ...lazyRoute(() => import('@/features/safety/guidelines-page'), 'GuidelinesPage') },
  // Anyone verifies a course certificate (issue 17): name, course, date; a minor's first name and initial.
  {
    path: 'certificates/:certificateId',
    ...lazyRoute(() => import('@/features/certificates/certificate-page'), 'CertificatePage'),
  },
  { path: '*', ...lazyRoute(() => import('./not-found-page'), 'NotFoundPage') },
];

const protectedRoutes: RouteObject[] = [
  { path: 'dashboard', ...lazyRoute(() => import('@/features/dashboard/dashboard-page'), 'DashboardPage') },
  { path: 'courses', ...lazyRoute(() => import('@/features/courses/courses-page'), 'CoursesPage') },
  {
    path: 'courses/dashboard',
    ...lazyRoute(() => import('@/features/courses/learning-dashboard-page'), 'LearningDashboardPage'),
  },
  {
    path: 'courses/:courseId/module/:moduleId',
    ...lazyRoute(() => import('@/features/courses/module-viewer-page'), 'ModuleViewerPage'),
  },
  { path: 'tools', ...lazyRoute(() => import('@/features/tools/tools-page'), 'ToolsPage') },
  { path: 'analytics', ...placeholder('pages.analytics', 'pages.analyticsPlaceholder') },
  { path: 'community', ...lazyRoute(() => import('@/features/community/hub/community-page'), 'HubPage') },
  { path: 'leaderboard', ...lazyRoute(() => import('@/features/community/hub/community-page'), 'LeaderboardPage') },
  { path: 'community/notices', ...lazyRoute(() => import('@/features/safety/notices-page'), 'NoticesPage') },
  { path: 'profile', ...lazyRoute(() => import('@/features/profile/profile-page'), 'ProfilePage') },
  {
    path: 'profile/:username',
    ...lazyRoute(() => import('@/features/profile/member-profile-page'), 'MemberProfilePage'),
  },
  { path: 'settings', ...lazyRoute(() => import('@/features/settings/settings-page'), 'SettingsPage') },
  { path: 'settings/:tab', ...lazyRoute(() => import('@/features/settings/settings-page'), 'SettingsPage') },
  { path: 'feed', ...lazyRoute(() => import('@/features/community/hub/community-page'), 'FeedPage') },
  { path: 'spaces', ...lazyRoute(() => import('@/features/community/hub/community-page'), 'SpacesPage') },
  {
    path: 'spaces/:spaceId',
    ...lazyRoute(() => import('@/features/community/spaces/space-detail-page'), 'SpaceDetailPage'),
  },
  { path: 'members', ...lazyRoute(() => import('@/features/community/hub/community-page'), 'MembersPage') },
  { path: 'events', ...lazyRoute(() => import('@/features/community/hub/community-page'), 'EventsPage') },
  {
    path: 'event/:eventId',
    ...lazyRoute(() => import('@/features/community/events/event-detail-page'), 'EventDetailPage'),
  },
  {
    path: 'admin',
    ...lazyRoute(() => import('./layouts/require-admin'), 'RequireAdmin'),
    children: [
      { index: true, ...placeholder('pages.admin') },
      {
        path: 'waiting-list',
        ...lazyRoute(() => import('@/features/admin/waiting-list-admin-page'), 'WaitingListAdminPage'),
      },
      {
        path: 'contact-messages',
        ...lazyRoute(() => import('@/features/admin/contact-messages-page'), 'ContactMessagesPage'),
      },
      { path: 'users', ...lazyRoute(() => import('@/features/admin/users-page'), 'UsersPage') },
      { path: 'mail', ...lazyRoute(() => import('@/features/admin/mail-page'), 'MailPage') },
      {
        path: 'moderation/audit',
        ...lazyRoute(() => import('@/features/moderation/audit-log-page'), 'AuditLogPage'),
      },
      {
        path: 'moderation/words',
        ...lazyRoute(() => import('@/features/moderation/word-list-page'), 'WordListPage'),
      },
    ],
  },
  // The course studio (issue 17): instructors and admins.
  {
    path: 'studio',
    ...lazyRoute(() => import('./layouts/require-instructor'), 'RequireInstructor'),
    children: [
      { index: true, ...lazyRoute(() => import('@/features/studio'), 'StudioPage') },
      { path: 'courses/new', ...lazyRoute(() => import('@/features/studio'), 'CourseEditorPage') },
      { path: 'courses/:courseId', ...lazyRoute(() => import('@/features/studio'), 'CourseEditorPage') },
    ],
  },
  // The moderation queue (issue 16) is the one admin screen moderators see too.
  {
    path: 'admin/moderation',
    ...lazyRoute(() => import('./layouts/require-moderator'), 'RequireModerator'),
    children: [
      {
        index: true,
        ...lazyRoute(() => import('@/features/moderation/moderation-queue-page'), 'ModerationQueuePage'),
      },
    ],
  },
];

// /user-dashboard → /community and the other redirects are decided by the guard inside RootLayout.
const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootHydrateFallback,
    children: [
      // The landing page brings its own header and footer.
      { index: true, ...lazyRoute(() => import('@/features/marketing/landing-page'), 'LandingPage') },
      { ...lazyRoute(() => import('./layouts/public-layout'), 'PublicLayout'), children: publicRoutes },
      { ...lazyRoute(() => import('./layouts/app-layout'), 'AppLayout'), children: protectedRoutes },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
