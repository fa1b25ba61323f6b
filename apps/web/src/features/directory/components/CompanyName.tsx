import type { DirectoryEntry } from "@ebm/shared/schemas/directory";
import { Anchor, Text, VisuallyHidden } from "@mantine/core";
import { companyDetailPath } from "../utils/company-facts.ts";
import classes from "./DirectoryPage.module.css";

/**
 * The company name: a link that opens the detail page in a new tab where the row opens it too
 * (keyboard and screen-reader users get there through the link), plain text otherwise.
 */
export function CompanyName({ entry, opensDetail }: { entry: DirectoryEntry; opensDetail: boolean }) {
  if (!opensDetail) {
    return (
      <Text component="span" fw={600} className={classes.name}>
        {entry.name}
      </Text>
    );
  }
  return (
    <Anchor
      href={companyDetailPath(entry.id)}
      target="_blank"
      // This site's own page: opened with an opener it takes over the tab's session storage (the
      // selected timeslot, the visit under way), which rel="noopener" (the default) would not.
      rel="opener"
      fw={600}
      className={classes.name}
    >
      {entry.name}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
