import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { LocaleSync } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider, useTheme } from '@/lib/theme-provider';

// The toaster's code loads just after the first screen instead of with it: nothing toasts before a
// reader acts, and the landing page's initial JS stays within its budget (issue 19).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function ThemedToaster() {
  const { resolved } = useTheme();
  return (
    <Suspense fallback={null}>
      <Toaster theme={resolved} position="top-right" richColors closeButton />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleSync />
      <ThemeProvider>
        {children}
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
