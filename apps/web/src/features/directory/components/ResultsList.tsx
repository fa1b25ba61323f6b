import type { DirectoryEntry } from "@ebm/shared/schemas/directory";
import { Group, Text } from "@mantine/core";
import { TierBadge } from "../../../components/TierBadge.tsx";
import type { OpenCompany } from "../hooks/use-open-company.ts";
import { CompanyName } from "./CompanyName.tsx";
import classes from "./DirectoryPage.module.css";

/** The results on narrow screens: one card per company with its badge, name, country and description. */
export function ResultsList({ entries, open }: { entries: DirectoryEntry[]; open: OpenCompany }) {
  return (
    <ul className={classes.list} aria-label="Attending companies">
      {entries.map((entry) => {
        const opensDetail = open.opensDetail(entry);
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the name link inside is the keyboard way in
          <li
            key={entry.id}
            className={opensDetail ? `${classes.card} ${classes.clickable}` : classes.card}
            onClick={opensDetail ? (event) => open.onRowClick(entry, event) : undefined}
            data-company-id={entry.id}
          >
            <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
              <CompanyName entry={entry} opensDetail={opensDetail} />
              <TierBadge company={entry} size="xs" />
            </Group>
            <Text size="sm" c="dimmed">
              {entry.country}
            </Text>
            {entry.match && (
              <Text size="sm" c="teal.9" fw={600} className={classes.reason}>
                {entry.match.reason}
              </Text>
            )}
            {entry.description && (
              <Text size="sm" lineClamp={3} mt={4}>
                {entry.description}
              </Text>
            )}
          </li>
        );
      })}
    </ul>
  );
}
