import { LEFT_OUT_REASONS, type LeftOutReason } from "@ebm/shared/matchmaking";
import type { LeftOut } from "@ebm/shared/schemas/matchmaking";
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import classes from "./Schedule.module.css";
import { KIND_LABELS } from "./schedule-words.ts";

/** Rows shown at first and per "Show more": a big event leaves hundreds of wishes out. */
const PAGE = 30;

/**
 * The wishes the draft left out, each with its reason in words, and how many per reason; all of
 * them or those of one reason.
 */
export function LeftOutList({ leftOut }: { leftOut: LeftOut[] }) {
  const [reason, setReason] = useState<LeftOutReason | null>(null);
  const [shown, setShown] = useState(PAGE);
  if (leftOut.length === 0) return <Text size="sm">Every wish has a meeting in this draft.</Text>;

  const counts = new Map<LeftOutReason, number>();
  for (const item of leftOut) counts.set(item.reason, (counts.get(item.reason) ?? 0) + 1);
  const chosen = reason ? leftOut.filter((item) => item.reason === reason) : leftOut;
  const visible = chosen.slice(0, shown);

  return (
    <Stack gap="sm">
      <Group gap={6} role="group" aria-label="Show the wishes left out">
        <Button
          size="compact-sm"
          variant={reason === null ? "filled" : "default"}
          aria-pressed={reason === null}
          onClick={() => setReason(null)}
        >
          All ({leftOut.length})
        </Button>
        {[...counts].map(([key, count]) => (
          <Button
            key={key}
            size="compact-sm"
            variant={reason === key ? "filled" : "default"}
            aria-pressed={reason === key}
            onClick={() => {
              setReason(key);
              setShown(PAGE);
            }}
          >
            {LEFT_OUT_REASONS[key]} ({count})
          </Button>
        ))}
      </Group>
      <ul className={classes.leftOut} aria-label="Wishes left out">
        {visible.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a wish left out has no id of its own
          <li key={index} className={classes.leftOutItem}>
            <Text size="sm">
              <strong>{item.from.name}</strong> ({item.from.companyName}) wishes to meet{" "}
              <strong>{item.toName ? `${item.toName} (${item.toCompany})` : item.toCompany}</strong>
            </Text>
            <Group gap={6} mt={2}>
              <Badge variant="light" color="navy" radius="sm">
                {KIND_LABELS[item.kind]}
              </Badge>
              <Text size="sm" c="dimmed">
                {LEFT_OUT_REASONS[item.reason]}
              </Text>
            </Group>
          </li>
        ))}
      </ul>
      {chosen.length > visible.length && (
        <Group>
          <Button variant="light" size="compact-md" onClick={() => setShown((n) => n + PAGE)}>
            Show {Math.min(PAGE, chosen.length - visible.length)} more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
