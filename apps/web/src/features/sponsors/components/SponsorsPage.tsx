import type { Sponsor } from "@ebm/shared/schemas/content";
import { Alert, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useSponsors } from "../api/get-sponsors.ts";
import classes from "./SponsorsPage.module.css";

const SECTIONS: { type: Sponsor["type"]; id: string; heading: string }[] = [
  { type: "main", id: "sponsors-main", heading: "Main sponsor" },
  { type: "submain", id: "sponsors-submain", heading: "Premium sponsors" },
  { type: "others", id: "sponsors-others", heading: "Other sponsors" },
];

function SponsorCard({ sponsor }: { sponsor: Sponsor }) {
  return (
    <li>
      {sponsor.url ? (
        <a href={sponsor.url} target="_blank" rel="noopener noreferrer" className={classes.card}>
          <img src={sponsor.logoURL} alt={sponsor.name} className={classes.logo} loading="lazy" />
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </a>
      ) : (
        // A sponsor without a website: its logo, linking nowhere.
        <div className={classes.card}>
          <img src={sponsor.logoURL} alt={sponsor.name} className={classes.logo} loading="lazy" />
        </div>
      )}
    </li>
  );
}

/** The main sponsor, the premium (submain) sponsors and the other sponsors, each logo linking out. */
export function SponsorsPage() {
  const { data: sponsors, isPending, isError } = useSponsors();

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>Sponsors</Title>
        <Text size="lg" maw={720}>
          The European Broker Meeting is made possible by these companies. Thank you for your support.
        </Text>
      </Stack>
      {isPending && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={140} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {(isError || (!isPending && !sponsors)) && (
        <Alert color="navy" variant="light" title="The sponsors are not available right now">
          Please try again in a moment.
        </Alert>
      )}
      {sponsors?.length === 0 && <Text>No sponsors have been announced yet.</Text>}
      {sponsors &&
        SECTIONS.map((section) => {
          const list = sponsors.filter((sponsor) => sponsor.type === section.type);
          if (list.length === 0) return null;
          return (
            <section key={section.type} aria-labelledby={section.id}>
              <Title order={2} id={section.id} mb="md">
                {section.heading}
              </Title>
              <ul className={section.type === "main" ? `${classes.grid} ${classes.main}` : classes.grid}>
                {list.map((sponsor) => (
                  <SponsorCard key={sponsor.id} sponsor={sponsor} />
                ))}
              </ul>
            </section>
          );
        })}
    </Stack>
  );
}
