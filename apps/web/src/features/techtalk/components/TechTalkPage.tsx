import type { Speaker } from "@ebm/shared/schemas/content";
import { Alert, Group, Stack, Text, Title } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import { useAllSettings } from "../../../lib/api/get-settings.ts";
import { useSpeakers } from "../api/get-speakers.ts";
import { SpeakerCard, SpeakerCardSkeleton } from "./SpeakerCard.tsx";
import classes from "./TechTalkPage.module.css";

const SECTIONS = [
  { id: "techtalk-moderator", heading: "Moderator", pick: (s: Speaker) => s.role === "Moderator" },
  {
    id: "techtalk-thursday",
    heading: "Tech Talk Sessions for Thursday",
    pick: (s: Speaker) => s.role !== "Moderator" && s.day === 1,
  },
  {
    id: "techtalk-friday",
    heading: "Tech Talk Sessions for Friday",
    pick: (s: Speaker) => s.role !== "Moderator" && s.day === 2,
  },
];

function SpeakerList({ speakers }: { speakers: Speaker[] }) {
  return (
    <ul className={classes.grid}>
      {speakers.map((speaker) => (
        <li key={speaker.id}>
          <SpeakerCard speaker={speaker} />
        </li>
      ))}
    </ul>
  );
}

/** The tech talk speakers: the moderator, then the speakers of Thursday and of Friday. */
export function TechTalkPage() {
  const { data: settings } = useAllSettings();
  const { data: speakers, isPending, isError } = useSpeakers();
  const title = settings ? `Tech Talk at the EBM ${settings.event.name}` : "Tech Talk";

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 5 }} />
          <Text size="lg">Sessions take place in Room 6, first floor</Text>
        </Group>
      </Stack>
      {isPending && (
        <ul className={classes.grid} aria-busy="true" aria-label="Loading the speakers">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <SpeakerCardSkeleton />
            </li>
          ))}
        </ul>
      )}
      {isError && !speakers && (
        <Alert color="navy" variant="light" title="The speakers are not available right now">
          Please try again in a moment.
        </Alert>
      )}
      {speakers &&
        SECTIONS.map((section) => {
          const list = speakers.filter(section.pick);
          if (list.length === 0) return null;
          return (
            <section key={section.id} aria-labelledby={section.id}>
              <Title order={2} id={section.id} mb="md">
                {section.heading}
              </Title>
              <SpeakerList speakers={list} />
            </section>
          );
        })}
    </Stack>
  );
}
