import type { Lead } from "@ebm/shared/schemas/leads";
import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { formatInstant } from "../../../lib/format.ts";
import { RATING_VIEW } from "../utils/lead-view.ts";
import classes from "./LeadsPage.module.css";

interface LeadCardProps {
  lead: Lead;
  timeZone: string;
  onRemove: () => void;
}

/** One lead: who, their company and country, how to reach them, the notes, rating and scan time. */
export function LeadCard({ lead, timeZone, onRemove }: LeadCardProps) {
  const rating = lead.rating ? RATING_VIEW[lead.rating] : null;
  return (
    <li>
      <Card withBorder radius="md" padding="md" component="article" aria-label={lead.contactName} h="100%">
        <Stack gap={6}>
          <div className={classes.head}>
            <div>
              <h2 className={classes.name}>{lead.contactName}</h2>
              <Text size="sm" fw={600}>
                {lead.companyName}
                {lead.country && (
                  <Text span size="sm" c="gray.7" fw={400}>
                    {" "}
                    · {lead.country}
                  </Text>
                )}
              </Text>
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove ${lead.contactName}`}
              onClick={onRemove}
            >
              <IconTrash size={20} aria-hidden="true" />
            </ActionIcon>
          </div>
          {lead.email && (
            <Anchor href={`mailto:${lead.email}`} size="sm" className={classes.line}>
              {lead.email}
            </Anchor>
          )}
          {lead.mobile && (
            <Anchor href={`tel:${lead.mobile.replace(/[^\d+]/g, "")}`} size="sm" className={classes.line}>
              {lead.mobile}
            </Anchor>
          )}
          {lead.notes && (
            <Text size="sm" className={classes.notes}>
              {lead.notes}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            {rating && (
              <Badge color={rating.color} c={rating.text} variant="light">
                {rating.label}
              </Badge>
            )}
            {lead.trading && (
              <Badge color="gray" c="gray.8" variant="light">
                Trades {lead.trading}
              </Badge>
            )}
            <Text size="xs" c="gray.7">
              Scanned{" "}
              <time dateTime={lead.scannedAt}>
                {formatInstant(lead.scannedAt, timeZone, { weekday: true })}
              </time>
            </Text>
          </Group>
        </Stack>
      </Card>
    </li>
  );
}
