import { Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { type PublishAs, usePublishSchedule } from "../api/publish-schedule.ts";

interface PublishDialogProps {
  opened: boolean;
  /** Draft meetings not published yet. */
  count: number;
  onClose: () => void;
}

/**
 * Asks before the draft is published, and how: as accepted meetings (in both sides' schedules at
 * once) or as requests each side accepts or declines. Both sides are told either way.
 */
export function PublishDialog({ opened, count, onClose }: PublishDialogProps) {
  const [as, setAs] = useState<PublishAs>("accepted");
  const publish = usePublishSchedule();
  const run = () =>
    publish.mutate(as, {
      onSuccess: ({ queued }) => {
        showSuccess({ title: `Publishing ${queued} ${queued === 1 ? "meeting" : "meetings"}` });
        onClose();
      },
      onError: (error) => notifyError(error, { title: "The draft could not be published" }),
    });
  return (
    <ConfirmDialog
      opened={opened}
      title="Publish the draft?"
      keepLabel="Not yet"
      confirmLabel={`Publish ${count} ${count === 1 ? "meeting" : "meetings"}`}
      busy={publish.isPending}
      onClose={onClose}
      onConfirm={run}
    >
      <Stack gap="sm">
        <Radio.Group
          label="Publish them"
          value={as}
          onChange={(value) => setAs(value === "requests" ? "requests" : "accepted")}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="accepted" label="As accepted meetings" description="In both schedules at once." />
            <Radio
              value="requests"
              label="As requests to accept"
              description="Each side accepts or declines, as with any request."
            />
          </Stack>
        </Radio.Group>
        <Text size="sm">Both sides are told. Published meetings stay as they are in every re-run.</Text>
      </Stack>
    </ConfirmDialog>
  );
}
