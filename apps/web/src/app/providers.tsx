import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { queryClient } from "./query-client.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

const DeferredProviders = lazy(() =>
  import("./deferred-providers.tsx").then((m) => ({ default: m.DeferredProviders })),
);

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <DeferredProviders />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
