import type { CheckinAttendee } from "@ebm/shared/schemas/organiser-checkin";
import { Button, Stack, Text } from "@mantine/core";
import { IconArrowBackUp, IconCheck } from "@tabler/icons-react";
import { useState } from "react";
import { notifyError } from "../../../../lib/feedback.ts";
import { formatInstant } from "../../../../lib/format.ts";
import { CardList, ListCard } from "../../shared/CardList.tsx";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { PagedList } from "../../shared/PagedList.tsx";
import { usePagedSearch } from "../../shared/use-paged-search.ts";
import { useCheckIn, useUndoCheckIn } from "../api/check-in.ts";
import { useCheckinAttendees } from "../api/get-checkin-attendees.ts";
import { AttendeeCard } from "./AttendeeCard.tsx";

/** The desk's search: type a name, company or e-mail; check the person in, or undo. */
export function CheckinSearch({ timeZone }: { timeZone: string }) {
  const paging = usePagedSearch(20);
  const { query, page, pageSize } = paging;
  const attendees = useCheckinAttendees({ q: query, page, pageSize });
  const checkIn = useCheckIn();
  const undo = useUndoCheckIn();
  const [undoing, setUndoing] = useState<CheckinAttendee | null>(null);
  // What the last check-in or undo did: shown under the search and read out politely by screen
  // readers, while focus stays on the person's button.
  const [outcome, setOutcome] = useState("");

  const doCheckIn = (attendee: CheckinAttendee) => {
    // The button keeps focus while the call runs (a disabled one would drop it): a second press waits.
    if (checkIn.isPending) return;
    setOutcome("");
    checkIn.mutate(attendee.contactId, {
      onSuccess: ({ payload }) =>
        setOutcome(
          payload.alreadyCheckedIn
            ? `${attendee.name} was already checked in at ${formatInstant(payload.attendee.checkedInAt, timeZone, { weekday: true })}.`
            : `${attendee.name} is checked in.`,
        ),
      onError: (error) =>
        notifyError(error, { fallback: "The check-in did not go through. Please try again." }),
    });
  };

  const doUndo = (attendee: CheckinAttendee) =>
    undo.mutate(attendee.contactId, {
      onSuccess: () => {
        setUndoing(null);
        setOutcome(`${attendee.name}'s check-in is undone.`);
      },
      onError: (error) => {
        setUndoing(null);
        notifyError(error, { fallback: "The check-in could not be undone. Please try again." });
      },
    });

  return (
    <Stack gap="md">
      <PagedList
        paging={paging}
        search={{
          size: "lg",
          label: "Find an attendee",
          description: "Name, company or e-mail",
          placeholder: "Start typing a name",
        }}
        toolbar={
          <Text role="status" aria-live="polite" aria-atomic="true" fw={600} c="teal.9" mih={24}>
            {outcome}
          </Text>
        }
        query={attendees}
        errorTitle="The attendees cannot be shown right now"
        loadingLabel="Loading the attendees"
        rowHeight={88}
        empty={query ? `Nobody attending matches “${query}”.` : "Nobody attends the current edition yet."}
        noun="attendees"
      >
        {(items) => (
          <CardList label="Attendees">
            {items.map((attendee) => (
              <ListCard key={attendee.contactId}>
                <AttendeeCard attendee={attendee} timeZone={timeZone}>
                  {/* One button that turns from "Check in" to "Undo", so focus stays on it. */}
                  <Button
                    variant={attendee.checkedInAt ? "default" : "filled"}
                    color={attendee.checkedInAt ? undefined : "teal.8"}
                    leftSection={
                      attendee.checkedInAt ? (
                        <IconArrowBackUp size={16} aria-hidden="true" />
                      ) : (
                        <IconCheck size={16} aria-hidden="true" />
                      )
                    }
                    aria-busy={checkIn.isPending && checkIn.variables === attendee.contactId}
                    onClick={() => (attendee.checkedInAt ? setUndoing(attendee) : doCheckIn(attendee))}
                    aria-label={
                      attendee.checkedInAt
                        ? `Undo the check-in of ${attendee.name}`
                        : `Check in ${attendee.name}`
                    }
                  >
                    {attendee.checkedInAt ? "Undo" : "Check in"}
                  </Button>
                </AttendeeCard>
              </ListCard>
            ))}
          </CardList>
        )}
      </PagedList>
      <ConfirmDialog
        opened={undoing !== null}
        title="Undo this check-in?"
        keepLabel="Keep check-in"
        confirmLabel="Yes, undo"
        confirmColor="red.9"
        busy={undo.isPending}
        onClose={() => setUndoing(null)}
        onConfirm={() => undoing && doUndo(undoing)}
      >
        {undoing && (
          <Text>
            <strong>{undoing.name}</strong> ({undoing.companyName}) will show as not checked in.
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
