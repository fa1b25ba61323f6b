import type { EventInfo } from "@ebm/shared/schemas/misc";
import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconBuilding, IconCalendarEvent, IconMapPin, IconUsersGroup } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatCount, formatDateRange, ordinal } from "../../../lib/format.ts";
import { Countdown } from "./Countdown.tsx";
import classes from "./HomePage.module.css";

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className={classes.fact}>
      <dt className={classes.factLabel}>
        <span className={classes.factIcon} aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={classes.factValue}>{value}</dd>
    </div>
  );
}

const LEAD = "Two days of one-to-one meetings for computer brokers, traders, wholesalers and refurbishers.";

/**
 * The hero while the event facts load: its frame, title and lead where the hero shows them, and
 * room for the rest. The lead is the largest text of a phone's first screen, so the prerendered
 * home page paints it at once.
 */
export function EventHeroPlaceholder() {
  return (
    <section className={`${classes.hero} ${classes.heroPlaceholder}`} aria-labelledby="event-heading">
      <Stack gap="lg" className={classes.heroContent}>
        <Text className={classes.eyebrow}>{"\u00a0"}</Text>
        <Title order={1} id="event-heading" className={classes.heroTitle}>
          European Broker Meeting <span className={classes.heroEdition}>{"\u00a0"}</span>
        </Title>
        <Text className={classes.lead}>{LEAD}</Text>
      </Stack>
    </section>
  );
}

interface EventHeroProps {
  event: EventInfo;
  signedIn: boolean;
}

/** Edition, dates, city and venue, with the sold-out line. */
export function EventHero({ event, signedIn }: EventHeroProps) {
  const soldOutLine = `Sold out with ${formatCount(event.tradersCount)} traders from ${event.countriesCount}+ countries`;
  return (
    <section className={classes.hero} aria-labelledby="event-heading">
      <Stack gap="lg" className={classes.heroContent}>
        <Text className={classes.eyebrow}>
          {ordinal(event.edition)} edition · {event.city}
        </Text>
        <Title order={1} id="event-heading" className={classes.heroTitle}>
          European Broker Meeting <span className={classes.heroEdition}>{event.name}</span>
        </Title>
        <Text className={classes.lead}>{LEAD}</Text>
        <dl className={classes.facts}>
          <Fact
            icon={<IconCalendarEvent size={22} />}
            label="Dates"
            value={formatDateRange(event.dateStart, event.dateEnd)}
          />
          <Fact icon={<IconMapPin size={22} />} label="City" value={event.city} />
          <Fact icon={<IconBuilding size={22} />} label="Venue" value={event.venue} />
        </dl>
        {/* A new edition's figures are not known yet: no "0 traders from 0+ countries". */}
        {event.tradersCount > 0 ? (
          <p className={classes.ticker}>
            <IconUsersGroup size={20} aria-hidden="true" />
            <span>{soldOutLine}</span>
          </p>
        ) : null}
        <Countdown startsAtUtc={event.startsAtUtc} timeZone={event.timezone} />
        <Group gap="sm">
          {signedIn ? (
            <Button component={Link} to="/scheduler" size="md" color="teal.8">
              Open your scheduler
            </Button>
          ) : event.registrationOpen ? (
            <Button component={Link} to="/register" size="md" color="teal.8">
              Register now
            </Button>
          ) : (
            <Badge size="xl" color="red.9" variant="filled" radius="sm" className={classes.soldOut}>
              Sold out
            </Badge>
          )}
          <Button component={Link} to="/program" size="md" variant="white" color="navy.9">
            View the program
          </Button>
          <Button component={Link} to="/attendees" size="md" variant="outline" className={classes.ghost}>
            Browse attendees
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
