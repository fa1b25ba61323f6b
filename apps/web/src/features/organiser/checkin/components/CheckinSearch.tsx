import type { CheckinAttendee } from "@ebm/shared/schemas/organiser-checkin";
import { Alert, Button, Card, Group, Modal, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { IconArrowBackUp, IconCheck, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { ApiError } from "../../../../lib/api-client.ts";
import { showError, showSuccess } from "../../../../lib/notify.ts";
import { ListFooter } from "../../shared/ListFooter.tsx";
import { usePagedSearch } from "../../shared/use-paged-search.ts";
import { useCheckIn, useUndoCheckIn } from "../api/check-in.ts";
import { useCheckinAttendees } from "../api/get-checkin-attendees.ts";
import { AttendeeCard } from "./AttendeeCard.tsx";
import { formatCheckedIn } from "./checkin-view.ts";

const PAGE_SIZE = 20;

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/** Asks before a check-in is taken back. */
function UndoDialog({
  attendee,
  busy,
  onClose,
  onConfirm,
}: {
  attendee: CheckinAttendee | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      opened={attendee !== null}
      onClose={onClose}
      title="Undo this check-in?"
      centered
      closeOnClickOutside={!busy}
    >
      {attendee && (
        <Stack gap="md">
          <Text>
            <strong>{attendee.name}</strong> ({attendee.companyName}) will show as not checked in.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Keep check-in
            </Button>
            <Button color="red.9" onClick={onConfirm} loading={busy}>
              Yes, undo
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The desk's search: type a name, company or e-mail; check the person in, or undo. */
export function CheckinSearch({ timeZone }: { timeZone: string }) {
  const { q, setQ, query, page, setPage } = usePagedSearch();
  const attendees = useCheckinAttendees({ q: query, page, pageSize: PAGE_SIZE });
  const checkIn = useCheckIn();
  const undo = useUndoCheckIn();
  const [undoing, setUndoing] = useState<CheckinAttendee | null>(null);

  const doCheckIn = (attendee: CheckinAttendee) =>
    checkIn.mutate(attendee.contactId, {
      onSuccess: ({ payload }) =>
        showSuccess({
          title: payload.alreadyCheckedIn
            ? `${attendee.name} was already checked in at ${formatCheckedIn(payload.attendee.checkedInAt ?? "", timeZone)}.`
            : `${attendee.name} is checked in.`,
        }),
      onError: (error) =>
        showError({ title: failure(error, "The check-in did not go through. Please try again.") }),
    });

  const doUndo = (attendee: CheckinAttendee) =>
    undo.mutate(attendee.contactId, {
      onSuccess: () => {
        setUndoing(null);
        showSuccess({ title: `${attendee.name}'s check-in is undone.` });
      },
      onError: (error) => {
        setUndoing(null);
        showError({ title: failure(error, "The check-in could not be undone. Please try again.") });
      },
    });

  const list = attendees.data?.payload;
  return (
    <Stack gap="md">
      <TextInput
        size="lg"
        label="Find an attendee"
        description="Name, company or e-mail"
        placeholder="Start typing a name"
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
        leftSection={<IconSearch size={20} aria-hidden="true" />}
        type="search"
        // The desk's first move is to type: the box is ready for it.
        data-autofocus
        autoFocus
      />
      {attendees.isError && !list ? (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm">The attendees cannot be shown right now. Please reload the page.</Text>
        </Alert>
      ) : !list ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the attendees">
          <Skeleton height={88} />
          <Skeleton height={88} />
          <Skeleton height={88} />
        </Stack>
      ) : list.items.length === 0 ? (
        <Card withBorder radius="md" padding="lg">
          <Text>
            {query ? `Nobody attending matches “${query}”.` : "Nobody attends the current edition yet."}
          </Text>
        </Card>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label="Attendees"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {list.items.map((attendee) => (
            <Card key={attendee.contactId} withBorder radius="md" padding="sm" component="li">
              <AttendeeCard attendee={attendee} timeZone={timeZone}>
                {attendee.checkedInAt ? (
                  <Button
                    variant="default"
                    leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
                    loading={undo.isPending && undo.variables === attendee.contactId}
                    onClick={() => setUndoing(attendee)}
                    aria-label={`Undo the check-in of ${attendee.name}`}
                  >
                    Undo
                  </Button>
                ) : (
                  <Button
                    color="teal.8"
                    leftSection={<IconCheck size={16} aria-hidden="true" />}
                    loading={checkIn.isPending && checkIn.variables === attendee.contactId}
                    onClick={() => doCheckIn(attendee)}
                    aria-label={`Check in ${attendee.name}`}
                  >
                    Check in
                  </Button>
                )}
              </AttendeeCard>
            </Card>
          ))}
        </Stack>
      )}
      {list && (
        <ListFooter page={page} pageSize={PAGE_SIZE} total={list.total} onPage={setPage} noun="attendees" />
      )}
      <UndoDialog
        attendee={undoing}
        busy={undo.isPending}
        onClose={() => setUndoing(null)}
        onConfirm={() => undoing && doUndo(undoing)}
      />
    </Stack>
  );
}
