import { SNACKBAR_MS } from "@ebm/shared/constants";
import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { MEETING_STATUS, NOTE_MAX_HEIGHT_PX, NOTE_MAX_LENGTH } from "@ebm/shared/scheduler";
import type { Meeting, Note } from "@ebm/shared/schemas/scheduler";
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  Tooltip,
} from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { Loading } from "../../../components/Loading.tsx";
import { feedbackOn } from "../../../lib/feedback.ts";
import { formatDateAt } from "../../../lib/format.ts";
import { useAddNote } from "../api/add-note.ts";
import { useDeleteNote } from "../api/delete-note.ts";
import { useNotes } from "../api/get-notes.ts";
import { failureWords } from "../utils/action-feedback.ts";
import classes from "./NotesDialog.module.css";

const T = SCHEDULER_MESSAGES.notes;

interface NotesDialogProps {
  userId: number;
  meeting: Meeting;
  opened: boolean;
  timeZone: string;
  onClose: () => void;
}

function NoteItem({
  note,
  own,
  otherName,
  timeZone,
  deleting,
  onDelete,
}: {
  note: Note;
  own: boolean;
  /** The other side of the meeting, whom a shared note of the user's reaches. */
  otherName: string;
  timeZone: string;
  deleting: boolean;
  onDelete: () => void;
}) {
  const date = formatDateAt(note.dateCreated, timeZone);
  return (
    <li className={classes.note}>
      <div className={classes.noteHead}>
        <Text size="sm">
          <strong>{note.name}</strong>
          <Text span c="dimmed" size="sm">
            {" "}
            · {date}
          </Text>
        </Text>
        {/* Who reads it, on every note: a slip that shares a price ceiling must show. */}
        {note.isPrivate ? (
          <Badge color="gray" variant="outline" size="sm">
            Private
          </Badge>
        ) : (
          <Badge color="teal.9" variant="outline" size="sm">
            {own ? `Shared with ${otherName}` : "Shared with you"}
          </Badge>
        )}
        {own && (
          <Tooltip label="Delete note">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete your note of ${date}`}
              loading={deleting}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        )}
      </div>
      <Text size="sm" mt={4} className={classes.text}>
        {note.message}
      </Text>
    </li>
  );
}

/** The form under the notes: a growing textarea, the private switch and Add note. */
function AddNoteForm({ userId, meeting }: { userId: number; meeting: Meeting }) {
  const add = useAddNote(userId, meeting.id);
  const [message, setMessage] = useState("");
  // Private unless the user shares it: a note is a trader's own until they choose otherwise.
  const [share, setShare] = useState(false);
  const empty = message.trim() === "";
  // Until the meeting is accepted, notes stay with their author (the server refuses shared ones).
  const mayShare = meeting.status === MEETING_STATUS.accepted;
  const keptPrivate = !(share && mayShare);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (empty || add.isPending) return;
    void feedbackOn(
      add.mutateAsync({ scheduleId: meeting.id, message: message.trim(), isPrivate: keptPrivate }),
      {
        success: { title: T.added, duration: SNACKBAR_MS.medium },
        failure: failureWords(T.addFailure),
        onSuccess: () => {
          setMessage("");
          setShare(false);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label="New note"
          description="Only you see a note unless you share it."
          autosize
          minRows={2}
          maxLength={NOTE_MAX_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          styles={{ input: { maxHeight: NOTE_MAX_HEIGHT_PX, overflowY: "auto" } }}
          data-autofocus
        />
        <Group justify="space-between" gap="sm">
          <Switch
            label={`Share with ${meeting.contact.name}`}
            description={
              mayShare
                ? "Everyone at this meeting's table reads a shared note."
                : "Notes can be shared once the meeting is accepted."
            }
            checked={!keptPrivate}
            disabled={!mayShare}
            onChange={(event) => setShare(event.currentTarget.checked)}
          />
          <Button type="submit" disabled={empty} loading={add.isPending}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The notes of a meeting (part 2 §3): who wrote each and when, private ones marked; the user may
 * delete their own. Add takes a note that stays the user's own unless they share it with the table.
 */
export function NotesDialog({ userId, meeting, opened, timeZone, onClose }: NotesDialogProps) {
  const notes = useNotes(userId, opened ? meeting.id : null);
  const remove = useDeleteNote(userId, meeting.id);

  const deleteNote = (noteId: number) =>
    feedbackOn(remove.mutateAsync(noteId), {
      success: { title: T.deleted, duration: SNACKBAR_MS.medium },
      failure: failureWords(T.deleteFailure),
    });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Notes on your meeting with ${meeting.contact.name}`}
      centered
      size="lg"
    >
      <Stack gap="md">
        {notes.isPending && (
          <Loading label="Loading the notes" gap="xs">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Loading>
        )}
        {notes.isError && (
          <Alert color="red" variant="light" title="The notes could not be loaded">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Please check your connection and try again.</Text>
              <Button size="xs" variant="light" onClick={() => void notes.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        {notes.data?.length === 0 && <Text c="dimmed">No notes yet.</Text>}
        {notes.data && notes.data.length > 0 && (
          <ul className={classes.list} aria-label="Notes">
            {notes.data.map((note) => (
              <NoteItem
                key={note.id}
                note={note}
                own={note.createdBy === userId}
                otherName={meeting.contact.name}
                timeZone={timeZone}
                deleting={remove.isPending && remove.variables === note.id}
                onDelete={() => void deleteNote(note.id)}
              />
            ))}
          </ul>
        )}
        <AddNoteForm userId={userId} meeting={meeting} />
      </Stack>
    </Modal>
  );
}
