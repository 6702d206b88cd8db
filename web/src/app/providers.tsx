import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@web/components/ui/toaster';
import { LiveProvider } from '@web/features/live';
import { queryClient } from '@web/lib/queryClient';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { AppReadyProvider } from './AppReady';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <LiveProvider>
          <AppReadyProvider>{children}</AppReadyProvider>
        </LiveProvider>
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
