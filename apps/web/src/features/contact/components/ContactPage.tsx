import type { ContactInfo, OrganiserDetails } from "@ebm/shared/schemas/mail";
import { Alert, Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import cardGrid from "../../../components/CardGrid.module.css";
import { ContactMessageForm } from "../../../components/contact-message/ContactMessageForm.tsx";
import type { MessageRecipient } from "../../../components/contact-message/ContactMessageModal.tsx";
import { useContactInfo } from "../api/get-contact-info.ts";
import classes from "./ContactPage.module.css";
import { TeamMemberCard } from "./TeamMemberCard.tsx";

// The modal's code loads with the first click on a team member.
const ContactMessageModal = lazy(() =>
  import("../../../components/contact-message/ContactMessageModal.tsx").then((m) => ({
    default: m.ContactMessageModal,
  })),
);

const DETAILS: { key: keyof OrganiserDetails; heading: string }[] = [
  { key: "postal", heading: "Postal address" },
  { key: "office", heading: "Office" },
  { key: "banking", heading: "Bank details" },
  { key: "registration", heading: "Company registration" },
];

function VenueCard({ venue }: { venue: ContactInfo["venue"] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="contact-venue">
      <Stack gap="xs">
        <Title order={2} size="h3" id="contact-venue">
          Venue hotel
        </Title>
        <Text fw={700}>{venue.name}</Text>
        {venue.address && <Text className={classes.multiline}>{venue.address}</Text>}
        {venue.mapUrl && (
          <Anchor href={venue.mapUrl} target="_blank" rel="noopener noreferrer" className={classes.link}>
            <IconMapPin size={18} aria-hidden="true" />
            Show {venue.name} on the map
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The contact page: the organising team (each with a message button), a message form for the
 * organisers, the venue hotel and the organiser's postal, office, banking and registration details.
 */
export function ContactPage() {
  const { data: info, isPending, isError } = useContactInfo();
  const [recipient, setRecipient] = useState<MessageRecipient | null>(null);
  // Once opened, the modal stays mounted so it can animate closed.
  const [modalUsed, setModalUsed] = useState(false);
  const openMessage = (to: MessageRecipient) => {
    setModalUsed(true);
    setRecipient(to);
  };

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>Contact</Title>
        <Text size="lg" maw={720}>
          Questions about the European Broker Meeting? Call or message one of our team, or send the organisers
          a message below.
        </Text>
      </Stack>

      <section aria-labelledby="contact-team">
        <Title order={2} id="contact-team" mb="md">
          Our team
        </Title>
        {isPending && (
          <ul className={classes.grid} aria-busy="true">
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <Skeleton height={210} radius="md" />
              </li>
            ))}
          </ul>
        )}
        {(isError || (!isPending && !info)) && (
          <Alert color="navy" variant="light" title="The contact details are not available right now">
            Please try again in a moment.
          </Alert>
        )}
        {info && (
          <ul className={classes.grid}>
            {info.team.map((member) => (
              <li key={member.id}>
                <TeamMemberCard
                  member={member}
                  onMessage={() => openMessage({ id: member.id, name: member.name, detail: member.position })}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className={classes.columns}>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="contact-form">
          <Title order={2} size="h3" id="contact-form" mb="md">
            Send the organisers a message
          </Title>
          <ContactMessageForm action="sendMailToTBS" isFromServicePage />
        </Card>
        <Stack gap="md">
          {info && <VenueCard venue={info.venue} />}
          {info && (
            <section aria-labelledby="contact-organiser">
              <Title order={2} size="h3" id="contact-organiser" mb="md">
                Organiser details
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                {DETAILS.filter((detail) => info.organiser[detail.key]).map((detail) => (
                  <Card key={detail.key} withBorder radius="md" padding="md" component="article">
                    <Text component="h3" fw={700} mb={4} className={cardGrid.cardName}>
                      {detail.heading}
                    </Text>
                    <Text size="sm" className={classes.multiline}>
                      {info.organiser[detail.key]}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            </section>
          )}
        </Stack>
      </div>

      {modalUsed && (
        <Suspense fallback={null}>
          <ContactMessageModal recipient={recipient} onClose={() => setRecipient(null)} isFromServicePage />
        </Suspense>
      )}
    </Stack>
  );
}
