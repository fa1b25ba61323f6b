import type { SetupStep, SetupStepKey } from "@ebm/shared/schemas/organiser-overview";
import { Anchor, Card, Group, List, Text, ThemeIcon, Title, VisuallyHidden } from "@mantine/core";
import { IconCheck, IconCircleDashed } from "@tabler/icons-react";
import { Link } from "react-router";
import { ORGANISER_SECTIONS, sectionUrl } from "../../sections.ts";
import { useSetup } from "../api/get-setup.ts";

/** Each step's name and the console section where it is done. */
const STEPS: Record<SetupStepKey, { label: string; section: string }> = {
  edition: { label: "The edition's city, venue and days", section: "editions" },
  prices: { label: "Prices", section: "editions" },
  meetingDays: { label: "Meeting days, timeslots and tables", section: "meeting-days" },
  program: { label: "The program", section: "content" },
  sponsors: { label: "Sponsors", section: "content" },
  people: { label: "Companies and their people", section: "people" },
  registration: { label: "Open registration", section: "settings" },
};

const sectionExists = (path: string) => ORGANISER_SECTIONS.some((section) => section.path === path);

function Step({ step }: { step: SetupStep }) {
  const { label, section } = STEPS[step.key];
  return (
    <List.Item
      icon={
        <ThemeIcon
          color={step.done ? "teal" : "gray"}
          variant={step.done ? "filled" : "light"}
          size={24}
          radius="xl"
        >
          {step.done ? (
            <IconCheck size={14} aria-hidden="true" />
          ) : (
            <IconCircleDashed size={14} aria-hidden="true" />
          )}
        </ThemeIcon>
      }
    >
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>
          {label}
          {step.optional ? " (optional)" : ""}
        </Text>
        <Text size="sm" c="dimmed">
          <VisuallyHidden>{step.done ? "Done: " : "To do: "}</VisuallyHidden>
          {step.detail}
        </Text>
        {sectionExists(section) ? (
          <Anchor component={Link} to={sectionUrl(section)} size="sm">
            {step.done ? "Change" : "Set up"}
            <VisuallyHidden>: {label}</VisuallyHidden>
          </Anchor>
        ) : null}
      </Group>
    </List.Item>
  );
}

/**
 * The steps from a new edition to an open registration, each with what is there now and a link to
 * where it is done; shown until every required step is done and registration is open.
 */
export function SetupChecklist() {
  const setup = useSetup();
  const data = setup.data?.payload;
  if (!data || data.complete) return null;
  const left = data.steps.filter((step) => !step.done && !step.optional).length;
  const open = data.steps.some((step) => step.key === "registration" && step.done);
  const steps = left === 1 ? "One step is" : `${left} steps are`;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="setup-heading">
      <Title order={2} size="h4" id="setup-heading">
        Set-up of {data.editionName}
      </Title>
      <Text size="sm" mb="sm">
        {open
          ? `Registration is open, but ${steps.toLowerCase()} still missing.`
          : `${steps} left before registration is open to everyone.`}
      </Text>
      <List spacing="sm" center>
        {data.steps.map((step) => (
          <Step key={step.key} step={step} />
        ))}
      </List>
    </Card>
  );
}
