import { BlueprintProvider } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

import { fetchJson } from '../api/client';
import { CopyFallbackProvider } from '../components/copy-fallback/CopyFallbackProvider';

import { ThemeProvider } from './theme/ThemeProvider';
import { ToastProvider } from './toasts/ToastProvider';

const swrConfig = {
  fetcher: fetchJson,
  // Reads report failures as screen states; hammering a down server helps nobody.
  errorRetryCount: 2,
  dedupingInterval: 2000,
};

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BlueprintProvider>
      <SWRConfig value={swrConfig}>
        <ThemeProvider>
          <ToastProvider>
            <CopyFallbackProvider>{children}</CopyFallbackProvider>
          </ToastProvider>
        </ThemeProvider>
      </SWRConfig>
    </BlueprintProvider>
  );
}
