import type { PeopleInviteBody } from "@ebm/shared/schemas/organiser-people";
import { Button, Text } from "@mantine/core";
import { useState } from "react";
import { notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { useInvite, useInviteCount } from "../api/people-api.ts";

type Audience = Omit<PeopleInviteBody, "confirm">;

/**
 * "Invite to set a password": asks with the number of people it goes to (those of the group
 * without a password), then the job runner mails each of them once.
 */
export function InviteButton({ audience, label }: { audience: Audience; label?: string }) {
  const [asking, setAsking] = useState(false);
  const count = useInviteCount(asking ? audience : null);
  const invite = useInvite();
  const n = count.data;
  const words = n === 1 ? "1 person" : `${n ?? "…"} people`;
  return (
    <>
      <Button variant="light" onClick={() => setAsking(true)}>
        {label ?? "Invite to set a password"}
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Invite to set a password?"
        keepLabel="Cancel"
        confirmLabel={n ? `Invite ${words}` : "Invite"}
        busy={invite.isPending || count.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          invite.mutate(
            { ...audience, confirm: true },
            {
              onSuccess: (made) => {
                setAsking(false);
                showSuccess({ title: `Invitations going to ${made.recipients} people` });
              },
              onError: (error) => notifyError(error, { title: "The invitations could not be sent" }),
            },
          )
        }
      >
        <Text>
          {count.isPending
            ? "Counting…"
            : n
              ? `${words} without a password will get a mail with a link to set one (valid for 7 days). Nobody gets it twice.`
              : "Everyone of them has a password already: there is nobody to invite."}
        </Text>
      </ConfirmDialog>
    </>
  );
}
