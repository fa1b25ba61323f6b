import type { TradeSide } from "@ebm/shared/schemas/matchmaking";
import { Card, Stack, Text, Title } from "@mantine/core";
import { useUser } from "../../../lib/session/use-session.ts";
import { useTrade } from "../api/get-trade.ts";
import { hasTrade, tradeLines } from "../utils/trade-words.ts";
import classes from "./TradeProfile.module.css";

function Side({ heading, side }: { heading: string; side: TradeSide }) {
  const lines = tradeLines(side);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {heading}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing named yet.
        </Text>
      ) : (
        <dl className={classes.list}>
          {lines.map((line) => (
            <div key={line.term}>
              <dt className={classes.term}>{line.term}</dt>
              <dd className={classes.value}>{line.values.join(", ")}</dd>
            </div>
          ))}
        </dl>
      )}
    </Stack>
  );
}

/**
 * What a company looks for and offers, on its page for signed-in attendees; nothing while it
 * loads, when it cannot be read, or when the company has named nothing yet.
 */
export function TradeProfileCard({ companyId }: { companyId: number }) {
  const signedIn = useUser() !== null;
  const trade = useTrade(companyId, signedIn);
  if (!hasTrade(trade.data)) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-trade">
      <Stack gap="md">
        <Title order={2} size="h3" id="company-trade">
          What they trade
        </Title>
        <div className={classes.sides}>
          <Side heading="Looking for" side={trade.data.lookingFor} />
          <Side heading="Offering" side={trade.data.offering} />
        </div>
      </Stack>
    </Card>
  );
}
