import { LEADS_MESSAGES } from "@ebm/shared/messages";
import { Button, VisuallyHidden } from "@mantine/core";
import { IconAddressBook } from "@tabler/icons-react";
import { showError, showSuccess } from "../../../lib/notify.ts";
import { useAddToLeads } from "../api/add-to-leads.ts";

/**
 * An accepted meeting's "Add to leads": the other side joins the user's leads with the shared notes.
 * Its name starts with the words it shows ("Add to leads (Anna Schmidt)"), so a speech user can say them.
 */
export function AddToLeadsButton({
  userId,
  meetingId,
  name,
}: {
  userId: number;
  meetingId: number;
  name: string;
}) {
  const add = useAddToLeads(userId);
  return (
    <Button
      size="sm"
      variant="default"
      leftSection={<IconAddressBook size={16} aria-hidden="true" />}
      loading={add.isPending}
      onClick={() =>
        add.mutate(meetingId, {
          onSuccess: () => showSuccess({ title: `${name} was added to your leads` }),
          // Part 2 §5, §8: any refusal reads as the duplicate text (the server answers 409 for one).
          onError: () => showError({ title: LEADS_MESSAGES.saveError }),
        })
      }
    >
      Add to leads<VisuallyHidden> ({name})</VisuallyHidden>
    </Button>
  );
}
