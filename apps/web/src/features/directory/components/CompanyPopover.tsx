import type { DirectoryEntry } from "@ebm/shared/schemas/directory";
import { Group, HoverCard, Stack, Text } from "@mantine/core";
import type { ReactElement } from "react";
import { TierBadge } from "../../../components/TierBadge.tsx";
import { interestNames, tradeLabel } from "../utils/company-facts.ts";
import classes from "./DirectoryPage.module.css";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {value}
      </Text>
    </div>
  );
}

/** What the hover card tells about a full member: its tier, interests, trade and description. */
function CompanySummary({ entry }: { entry: DirectoryEntry }) {
  const interests = interestNames(entry.categories);
  const trade = tradeLabel(entry.tradingType);
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Text fw={700} className={classes.name}>
          {entry.name}
        </Text>
        <TierBadge company={entry} />
      </Group>
      <Text size="sm">{entry.country}</Text>
      <dl className={classes.facts}>
        {interests.length > 0 && <Fact label="Main interests" value={interests.join(", ")} />}
        {trade && <Fact label="Trades mostly" value={trade} />}
        {entry.industry && <Fact label="Industry" value={entry.industry} />}
      </dl>
      {entry.description && (
        <Text size="sm" className={classes.multiline}>
          {entry.description}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Wraps a row of a full member in a hover card (desktop only). The card adds nothing that the
 * company page and the CSV list do not also hold, and it takes no focus, so keyboard use is as before.
 */
export function CompanyPopover({ entry, children }: { entry: DirectoryEntry; children: ReactElement }) {
  return (
    // No popup roles: the target is a table row, which takes no aria-haspopup, and the card holds no controls.
    <HoverCard
      width={340}
      position="bottom-start"
      openDelay={200}
      closeDelay={100}
      shadow="md"
      withArrow
      withRoles={false}
    >
      <HoverCard.Target>{children}</HoverCard.Target>
      <HoverCard.Dropdown>
        <CompanySummary entry={entry} />
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
