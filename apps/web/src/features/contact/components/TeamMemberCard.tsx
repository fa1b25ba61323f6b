import type { TeamMember } from "@ebm/shared/schemas/mail";
import { Anchor, Avatar, Button, Card, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconBrandWhatsapp, IconMail, IconPhone } from "@tabler/icons-react";
import classes from "./ContactPage.module.css";

/** "Sophie van Dijk" → "SD". */
const initialsOf = (name: string) => {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ""}${parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : ""}`.toUpperCase();
};

/** One member of the organising team: phone and WhatsApp links, and a button to write to them. */
export function TeamMemberCard({ member, onMessage }: { member: TeamMember; onMessage: () => void }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" className={classes.card}>
      <Stack gap="md" justify="space-between" h="100%">
        <div className={classes.memberHead}>
          <Avatar size={52} radius="xl" color="navy" variant="light" aria-hidden="true">
            {initialsOf(member.name)}
          </Avatar>
          <Stack gap={2} className={classes.cardHead}>
            <Text component="h3" fw={700} size="lg" className={classes.name}>
              {member.name}
            </Text>
            <Text size="sm" c="dimmed">
              {member.position}
            </Text>
          </Stack>
        </div>
        <Stack gap={6}>
          {member.phone && (
            <Anchor href={`tel:${member.phone.replace(/[^\d+]/g, "")}`} size="sm" className={classes.link}>
              <IconPhone size={16} aria-hidden="true" />
              <span>
                <VisuallyHidden>Call {member.name} on </VisuallyHidden>
                {member.phone}
              </span>
            </Anchor>
          )}
          {member.whatsapp && (
            <Anchor
              href={`https://wa.me/${member.whatsapp}`}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              className={classes.link}
            >
              <IconBrandWhatsapp size={16} aria-hidden="true" />
              <span>
                WhatsApp<VisuallyHidden> {member.name} (opens in a new tab)</VisuallyHidden>
              </span>
            </Anchor>
          )}
        </Stack>
        <Button
          variant="light"
          leftSection={<IconMail size={16} aria-hidden="true" />}
          onClick={onMessage}
          fullWidth
        >
          {/* One span, so the spaces around the hidden name survive the button's flex layout. */}
          <span>
            Send<VisuallyHidden> {member.name}</VisuallyHidden> a message
          </span>
        </Button>
      </Stack>
    </Card>
  );
}
