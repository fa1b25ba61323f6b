import type { Speaker } from "@ebm/shared/schemas/content";
import { Anchor, Avatar, Button, Card, Group, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { useId, useState } from "react";
import cardGrid from "../../../components/CardGrid.module.css";

const CLAMP_CHARS = 120;

/** Cuts a long description at a word boundary near the limit. */
function clampText(text: string): string {
  const cut = text.slice(0, CLAMP_CHARS);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > CLAMP_CHARS * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

function Description({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > CLAMP_CHARS;
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" id={id}>
        {long && !expanded ? clampText(text) : text}
      </Text>
      {long && (
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? "Show less" : "Read more"}
        </Button>
      )}
    </Stack>
  );
}

/** One speaker: photo or initials, name, company (linked when known), role, time slot and description. */
export function SpeakerCard({ speaker }: { speaker: Speaker }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" className={cardGrid.card}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar
          src={speaker.profilePic}
          alt={speaker.profilePic ? speaker.name : undefined}
          size={64}
          radius="xl"
          color="navy"
          variant="filled"
          aria-hidden={speaker.profilePic ? undefined : true}
        >
          {speaker.initials}
        </Avatar>
        <Stack gap={2} className={cardGrid.cardHead}>
          <Text component="h3" fw={700} size="lg" className={cardGrid.cardName}>
            {speaker.name}
          </Text>
          {speaker.companyId !== null ? (
            <Anchor
              href={`/attendeeDetails/${speaker.companyId}`}
              target="_blank"
              rel="noopener"
              size="sm"
              fw={600}
            >
              {speaker.company}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          ) : (
            <Text size="sm" fw={600}>
              {speaker.company}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {speaker.role}
          </Text>
        </Stack>
      </Group>
      <Group gap={6} mt="md" mb="xs" c="teal.8">
        <IconClock size={16} aria-hidden="true" />
        <Text size="sm" fw={600}>
          {speaker.start} – {speaker.end}
        </Text>
      </Group>
      <Description text={speaker.description} />
    </Card>
  );
}

export function SpeakerCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group wrap="nowrap" gap="md">
        <Skeleton height={64} circle />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={16} width="70%" />
          <Skeleton height={12} width="50%" />
          <Skeleton height={12} width="40%" />
        </Stack>
      </Group>
      <Skeleton height={12} mt="lg" />
      <Skeleton height={12} mt={8} />
      <Skeleton height={12} mt={8} width="80%" />
    </Card>
  );
}
