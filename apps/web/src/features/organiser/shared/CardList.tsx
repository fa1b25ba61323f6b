import { Card, type CardProps, Stack } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A console list as cards on a phone: a plain list (no bullets), one card an item.
 * @example <CardList>{mails.map((mail) => <ListCard key={mail.id}>…</ListCard>)}</CardList>
 */
export function CardList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="ul" aria-label={label} style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {children}
    </Stack>
  );
}

/** One item of a CardList: a bordered card. */
export function ListCard({ children, ...card }: CardProps & { children: ReactNode; "data-testid"?: string }) {
  return (
    <Card withBorder radius="md" padding="sm" component="li" {...card}>
      {children}
    </Card>
  );
}
