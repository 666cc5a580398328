import { messages, uiText } from '@storyloom/domain';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootErrorBoundary, RootHydrateFallback, RootLayout } from './layouts/root-layout';

/** A route whose component is the named export of a lazily loaded module. */
function lazyRoute<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}

/** A page that a later issue fills in: one shared lazy chunk, one <h1> each. */
function placeholder(title: string, description?: string) {
  return {
    lazy: async () => {
      const { PlaceholderPage } = await import('@/components/placeholder-page');
      return { element: <PlaceholderPage title={title} description={description} /> };
    },
  };
}

const p = uiText.pages;

const publicRoutes: RouteObject[] = [
  { index: true, ...lazyRoute(() => import('@/features/marketing/landing-page'), 'LandingPage') },
  { path: 'auth', ...placeholder(uiText.auth.comboTitle) },
  { path: 'login', ...lazyRoute(() => import('@/features/auth/login-page'), 'LoginPage') },
  { path: 'register', ...lazyRoute(() => import('@/features/auth/register-page'), 'RegisterPage') },
  { path: 'forgot-password', ...lazyRoute(() => import('@/features/auth/forgot-password-page'), 'ForgotPasswordPage') },
  { path: 'waiting-list', ...placeholder(p.waitingList) },
  { path: 'contact', ...placeholder(p.contact) },
  { path: 'programs', ...placeholder(p.programs) },
  { path: 'upgrade', ...lazyRoute(() => import('@/features/marketing/upgrade-page'), 'UpgradePage') },
  { path: '*', ...lazyRoute(() => import('./not-found-page'), 'NotFoundPage') },
];

const protectedRoutes: RouteObject[] = [
  { path: 'dashboard', ...lazyRoute(() => import('@/features/dashboard/dashboard-page'), 'DashboardPage') },
  { path: 'courses', ...placeholder(p.enrolledCourses) },
  { path: 'courses/dashboard', ...placeholder(p.learningDashboard) },
  { path: 'courses/:courseId/module/:moduleId', ...placeholder(p.module) },
  { path: 'tools', ...placeholder(p.aiTools) },
  { path: 'analytics', ...placeholder(p.analytics, messages.shell.analyticsPlaceholder) },
  { path: 'community', ...placeholder(p.community) },
  { path: 'leaderboard', ...placeholder(p.leaderboard) },
  { path: 'profile', ...placeholder(p.profile) },
  { path: 'settings', ...placeholder(p.settings) },
  { path: 'settings/:tab', ...placeholder(p.settings) },
  { path: 'feed', ...placeholder(p.feed) },
  { path: 'spaces', ...placeholder(p.spaces) },
  { path: 'spaces/:spaceId', ...placeholder(p.space) },
  { path: 'members', ...placeholder(p.members) },
  { path: 'events', ...placeholder(p.events) },
  { path: 'event/:eventId', ...placeholder(p.event) },
  {
    path: 'admin',
    ...lazyRoute(() => import('./layouts/require-admin'), 'RequireAdmin'),
    children: [
      { index: true, ...placeholder(p.admin) },
      { path: 'waiting-list', ...placeholder(p.waitingListAdmin) },
      { path: 'contact-messages', ...placeholder(p.contactMessages) },
    ],
  },
];

// /user-dashboard → /community and the other redirects are decided by the guard inside RootLayout.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootHydrateFallback,
    children: [
      { ...lazyRoute(() => import('./layouts/public-layout'), 'PublicLayout'), children: publicRoutes },
      { ...lazyRoute(() => import('./layouts/app-layout'), 'AppLayout'), children: protectedRoutes },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
