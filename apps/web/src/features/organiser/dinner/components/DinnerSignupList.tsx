import type { DinnerSignup } from "@ebm/shared/schemas/organiser-dinner";
import { Button, Group, Stack, Table, Text } from "@mantine/core";
import { IconArrowBackUp, IconCheck, IconX } from "@tabler/icons-react";
import { formatInstant } from "../../../../lib/format.ts";
import { CardList, ListCard } from "../../shared/CardList.tsx";
import { type ListColumn, ListTable } from "../../shared/ListTable.tsx";
import { StateBadge } from "../../shared/StateBadge.tsx";
import type { DinnerDecision } from "../api/review-dinner-signup.ts";
import { DINNER_STATE } from "./dinner-view.ts";

export interface SignupRowProps {
  signup: DinnerSignup;
  /** "Thu 6 Nov" */
  dayLabel: string;
  timeZone: string;
  /** The decision being sent for this sign-up, if any. */
  busy: DinnerDecision | null;
  onApprove: () => void;
  onDecline: () => void;
  /** Back to waiting for review (undoes an approval or a decline). */
  onReopen: () => void;
}

const SIGNUP_COLUMNS: ListColumn[] = [
  { label: "Person" },
  { label: "Company" },
  { label: "Day" },
  { label: "State" },
  { label: "Signed up" },
  { label: "Reviewed" },
  { label: "Actions", hidden: true },
];

function Person({ signup }: { signup: DinnerSignup }) {
  return (
    <Stack gap={0}>
      <Text fw={600}>{signup.name}</Text>
      <Text size="sm">{signup.function}</Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {signup.email}
      </Text>
    </Stack>
  );
}

function Reviewed({ signup, timeZone }: Pick<SignupRowProps, "signup" | "timeZone">) {
  if (!signup.reviewedAt) return <Text size="sm">—</Text>;
  return (
    <Text size="sm">
      {formatInstant(signup.reviewedAt, timeZone)}
      {signup.reviewedBy ? ` by ${signup.reviewedBy}` : ""}
    </Text>
  );
}

/**
 * What can be done with a sign-up: a waiting one is approved or declined; a reviewed one is put back
 * to waiting, or switched to the other decision.
 */
function Actions({ signup, busy, onApprove, onDecline, onReopen }: SignupRowProps) {
  const approve = (
    <Button
      size="compact-sm"
      color="teal.8"
      leftSection={<IconCheck size={14} aria-hidden="true" />}
      loading={busy === "approve"}
      disabled={busy !== null}
      onClick={onApprove}
      aria-label={`Approve ${signup.name}`}
    >
      Approve
    </Button>
  );
  const decline = (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<IconX size={14} aria-hidden="true" />}
      loading={busy === "decline"}
      disabled={busy !== null}
      onClick={onDecline}
      aria-label={`Decline ${signup.name}`}
    >
      Decline
    </Button>
  );
  const reopen = (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<IconArrowBackUp size={14} aria-hidden="true" />}
      loading={busy === "reopen"}
      disabled={busy !== null}
      onClick={onReopen}
      aria-label={`Put ${signup.name} back to waiting`}
    >
      Back to waiting
    </Button>
  );
  return (
    <Group gap="xs" wrap="wrap">
      {signup.status !== "approved" && approve}
      {signup.status !== "declined" && decline}
      {signup.status !== "pending" && reopen}
    </Group>
  );
}

/** The sign-ups as a table (laptop). */
export function DinnerSignupTable({ rows }: { rows: SignupRowProps[] }) {
  return (
    <ListTable label="Sign-ups" minWidth={900} columns={SIGNUP_COLUMNS}>
      {rows.map((row) => (
        <Table.Tr key={row.signup.id} data-testid={`dinner-signup-${row.signup.id}`}>
          <Table.Td>
            <Person signup={row.signup} />
          </Table.Td>
          <Table.Td>{row.signup.companyName}</Table.Td>
          <Table.Td style={{ whiteSpace: "nowrap" }}>{row.dayLabel}</Table.Td>
          <Table.Td>
            <StateBadge state={DINNER_STATE[row.signup.status]} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: "nowrap" }}>
            {formatInstant(row.signup.signedUpAt, row.timeZone)}
          </Table.Td>
          <Table.Td>
            <Reviewed signup={row.signup} timeZone={row.timeZone} />
          </Table.Td>
          <Table.Td>
            <Actions {...row} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** The sign-ups as stacked cards (phone). */
export function DinnerSignupCards({ rows }: { rows: SignupRowProps[] }) {
  return (
    <CardList>
      {rows.map((row) => (
        <ListCard key={row.signup.id} data-testid={`dinner-signup-${row.signup.id}`}>
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Person signup={row.signup} />
              <StateBadge state={DINNER_STATE[row.signup.status]} />
            </Group>
            <Text size="sm">
              {row.signup.companyName} · {row.dayLabel}
            </Text>
            <Text size="xs" c="dimmed">
              Signed up {formatInstant(row.signup.signedUpAt, row.timeZone)}
              {row.signup.reviewedAt
                ? ` · reviewed ${formatInstant(row.signup.reviewedAt, row.timeZone)}${row.signup.reviewedBy ? ` by ${row.signup.reviewedBy}` : ""}`
                : ""}
            </Text>
            <Actions {...row} />
          </Stack>
        </ListCard>
      ))}
    </CardList>
  );
}
