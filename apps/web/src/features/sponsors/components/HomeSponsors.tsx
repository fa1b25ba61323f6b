import type { Sponsor } from "@ebm/shared/schemas/content";
import { Anchor, Group, Title, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { useSponsors } from "../api/get-sponsors.ts";
import classes from "./HomeSponsors.module.css";

function Logo({ sponsor, main }: { sponsor: Sponsor; main?: boolean }) {
  const image = (
    <img
      src={sponsor.logoURL}
      alt={sponsor.name}
      className={main ? classes.mainLogo : classes.logo}
      loading="lazy"
    />
  );
  return (
    <li className={main ? classes.mainItem : undefined}>
      {sponsor.url ? (
        <a href={sponsor.url} target="_blank" rel="noopener noreferrer" className={classes.card}>
          {image}
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </a>
      ) : (
        // A sponsor without a website: its logo, linking nowhere.
        <div className={classes.card}>{image}</div>
      )}
    </li>
  );
}

/** The sponsor banners of the home page: the main sponsor large, then the others. */
export function HomeSponsors() {
  const { data: sponsors } = useSponsors();
  // Failures fetching sponsors are only logged (part 1 §8).
  if (!sponsors || sponsors.length === 0) return null;
  const main = sponsors.filter((sponsor) => sponsor.type === "main");
  const others = sponsors.filter((sponsor) => sponsor.type !== "main");
  return (
    <section aria-labelledby="home-sponsors-heading">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id="home-sponsors-heading">
          Our sponsors
        </Title>
        <Anchor component={Link} to="/sponsors">
          All sponsors
        </Anchor>
      </Group>
      <ul className={classes.grid}>
        {main.map((sponsor) => (
          <Logo key={sponsor.id} sponsor={sponsor} main />
        ))}
        {others.map((sponsor) => (
          <Logo key={sponsor.id} sponsor={sponsor} />
        ))}
      </ul>
    </section>
  );
}
