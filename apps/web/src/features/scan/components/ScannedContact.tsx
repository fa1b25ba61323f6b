import type { ScannedContactResponse } from "@ebm/shared/schemas/leads";
import { Anchor, Badge, Group, Stack, Text, Title } from "@mantine/core";
import { ContactAvatar } from "../../../components/ContactAvatar.tsx";
import { readInterests } from "../../../lib/preferences.ts";
import classes from "./ScanPage.module.css";

/** The scanned person (part 2 §4 "scanned"): picture, name, phone, e-mail, company, interests, trading. */
export function ScannedContact({ scanned }: { scanned: ScannedContactResponse }) {
  const { contact, company } = scanned;
  const { interests, trading } = readInterests(company.preferences);
  return (
    <Stack gap="xs">
      <div className={classes.contactHead}>
        <ContactAvatar name={contact.name} picture={contact.profilePicLarge} size={72} />
        <div className={classes.wrap}>
          <Title order={2} size="h3">
            {contact.name}
          </Title>
          {contact.function && <Text c="gray.7">{contact.function}</Text>}
          <Text fw={600}>
            {company.name}
            {company.country && (
              <Text span c="gray.7" fw={400}>
                {" "}
                · {company.country}
              </Text>
            )}
          </Text>
        </div>
      </div>
      {contact.tel && (
        <Anchor href={`tel:${contact.tel.replace(/[^\d+]/g, "")}`} className={classes.wrap}>
          {contact.tel}
        </Anchor>
      )}
      {contact.email && (
        <Anchor href={`mailto:${contact.email}`} className={classes.wrap}>
          {contact.email}
        </Anchor>
      )}
      {(interests.length > 0 || trading) && (
        <Group gap={6} role="group" aria-label="Main interests and trading">
          {interests.map((interest) => (
            <Badge key={interest} variant="light" color="navy">
              {interest}
            </Badge>
          ))}
          {trading && (
            <Badge variant="light" color="teal">
              Trades {trading}
            </Badge>
          )}
        </Group>
      )}
    </Stack>
  );
}
