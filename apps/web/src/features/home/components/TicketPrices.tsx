import type { TicketPrices as TicketPricesData } from "@ebm/shared/schemas/misc";
import { Group, Text, Title } from "@mantine/core";
import { IconHeartHandshake } from "@tabler/icons-react";
import { formatEuros } from "../../../lib/format.ts";
import classes from "./TicketPrices.module.css";

/** Ticket prices of the edition (part 1 §9). */
export function TicketPrices({ prices }: { prices: TicketPricesData }) {
  const further = formatEuros(prices.memberCents);
  return (
    <section aria-labelledby="tickets-heading">
      <Title order={2} id="tickets-heading" mb="md">
        Tickets
      </Title>
      <ul className={classes.plans}>
        <li className={classes.plan}>
          <Text className={classes.planName}>Marketplace members</Text>
          <p className={classes.price}>
            {formatEuros(prices.memberCents)} <span className={classes.per}>per attendee</span>
          </p>
          <Text size="sm">For companies with a paid membership of the marketplace.</Text>
        </li>
        <li className={classes.plan}>
          <Text className={classes.planName}>Non-members</Text>
          <p className={classes.price}>
            {formatEuros(prices.nonMemberFirstCents)} <span className={classes.per}>first attendee</span>
          </p>
          <Text size="sm">
            Includes a 1-year membership worth {formatEuros(prices.membershipCents)}; {further} for each
            further attendee. Your registration is verified before it is confirmed.
          </Text>
        </li>
      </ul>
      <Group mt="md" gap="md" align="center">
        <IconHeartHandshake size={22} aria-hidden="true" className={classes.charityIcon} />
        <Text>
          {formatEuros(prices.charityPerAttendeeCents)} of every ticket is donated to charity. Prices exclude
          VAT where it applies.
        </Text>
      </Group>
    </section>
  );
}
