import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import type { Meeting } from "@ebm/shared/schemas/scheduler";
import { Alert, Button, Modal, Skeleton, Stack, Text } from "@mantine/core";
import { ContactAvatar } from "../../../components/ContactAvatar.tsx";
import { Loading } from "../../../components/Loading.tsx";
import { useAvailableColleagues } from "../api/get-available-colleagues.ts";
import type { MeetingCommands } from "../hooks/use-meeting-commands.ts";
import classes from "./MeetingDetails.module.css";

interface ColleagueDialogProps {
  userId: number;
  meeting: Meeting;
  opened: boolean;
  commands: MeetingCommands;
  onClose: () => void;
}

/**
 * Add colleague (part 2 §6): the colleagues of the user's company who attend and are free in the
 * meeting's timeslot, asked on every opening; an empty list says so.
 */
export function ColleagueDialog({ userId, meeting, opened, commands, onClose }: ColleagueDialogProps) {
  const colleagues = useAvailableColleagues(userId, opened ? meeting.id : null);
  const adding = commands.addingColleague;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Add a colleague to your meeting with ${meeting.contact.name}`}
      centered
    >
      <Stack gap="md">
        {colleagues.isPending && (
          <Loading label="Loading your colleagues" gap="xs">
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Loading>
        )}
        {colleagues.isError && (
          <Alert color="red" variant="light" title="Your colleagues could not be loaded">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Please check your connection and try again.</Text>
              <Button size="xs" variant="light" onClick={() => void colleagues.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        {colleagues.data?.length === 0 && <Text>{SCHEDULER_MESSAGES.colleague.noneAvailable}</Text>}
        {colleagues.data && colleagues.data.length > 0 && (
          <ul className={classes.colleagues}>
            {colleagues.data.map((colleague) => (
              <li key={colleague.id} className={classes.colleague}>
                <ContactAvatar name={colleague.name} picture={colleague.profilePic} size={36} />
                <span>
                  <Text size="sm" fw={600}>
                    {colleague.name}
                  </Text>
                  {colleague.function && (
                    <Text size="sm" c="dimmed">
                      {colleague.function}
                    </Text>
                  )}
                </span>
                <Button
                  size="xs"
                  aria-label={`Add ${colleague.name}`}
                  loading={adding === colleague.id}
                  disabled={adding !== undefined && adding !== colleague.id}
                  onClick={() => commands.addColleague(colleague, onClose)}
                >
                  Add
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Modal>
  );
}
