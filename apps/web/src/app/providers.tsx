import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense, useEffect } from "react";
import { lazyPart } from "../lib/lazy-part.tsx";
import { requestOverlays, useOverlaysRequested } from "../lib/overlays.ts";
import { queryClient } from "./query-client.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

const DeferredProviders = lazyPart(() => import("./deferred-providers.tsx").then((m) => m.DeferredProviders));

/** Mounts the overlay hosts on the first snackbar or the first user interaction, whichever comes first. */
function OverlayHosts() {
  const requested = useOverlaysRequested();
  useEffect(() => {
    if (requested) return;
    const events = ["pointerdown", "keydown", "touchstart"] as const;
    const onFirstInteraction = () => requestOverlays();
    for (const name of events)
      window.addEventListener(name, onFirstInteraction, { once: true, passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, onFirstInteraction);
    };
  }, [requested]);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <DeferredProviders />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <OverlayHosts />
      </QueryClientProvider>
    </MantineProvider>
  );
}
