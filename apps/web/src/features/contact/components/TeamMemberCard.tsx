import type { TeamMember } from "@ebm/shared/schemas/mail";
import { Button, Card, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import cardGrid from "../../../components/CardGrid.module.css";
import { ContactAvatar } from "../../../components/ContactAvatar.tsx";
import { PhoneLinks } from "../../../components/PhoneLinks.tsx";
import classes from "./ContactPage.module.css";

/** One member of the organising team: phone and WhatsApp links, and a button to write to them. */
export function TeamMemberCard({ member, onMessage }: { member: TeamMember; onMessage: () => void }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" className={cardGrid.card}>
      <Stack gap="md" justify="space-between" h="100%">
        <div className={classes.memberHead}>
          <ContactAvatar name={member.name} picture={null} size={52} />
          <Stack gap={2} className={cardGrid.cardHead}>
            <Text component="h3" fw={700} size="lg" className={cardGrid.cardName}>
              {member.name}
            </Text>
            <Text size="sm" c="dimmed">
              {member.position}
            </Text>
          </Stack>
        </div>
        <PhoneLinks name={member.name} phone={member.phone} whatsapp={member.whatsapp} />
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
