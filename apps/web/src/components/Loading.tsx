import { Stack, type StackProps, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

interface LoadingProps extends Omit<StackProps, "children"> {
  /** What screen readers hear, e.g. "Loading the notes". */
  label: string;
  /** What everyone sees meanwhile: skeletons shaped like what comes. */
  children: ReactNode;
}

/**
 * A placeholder while something loads: a busy region whose name is spoken from visually hidden
 * text (an `aria-label` on a plain element is not allowed, WCAG 4.1.2).
 * @example <Loading label="Loading the notes" gap="xs"><Skeleton height={56} /></Loading>
 */
export function Loading({ label, children, ...stack }: LoadingProps) {
  return (
    <Stack aria-busy="true" {...stack}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </Stack>
  );
}
