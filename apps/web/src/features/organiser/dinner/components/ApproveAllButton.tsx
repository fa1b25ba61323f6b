import type { DinnerSignup } from "@ebm/shared/schemas/organiser-dinner";
import { Button, Text } from "@mantine/core";
import { IconChecks } from "@tabler/icons-react";
import { useState } from "react";
import { notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import type { DinnerDecision } from "../api/review-dinner-signup.ts";

interface ApproveAllButtonProps {
  /** The waiting sign-ups of the page shown. */
  waiting: DinnerSignup[];
  approve: (vars: { id: number; decision: DinnerDecision }) => Promise<unknown>;
}

/**
 * Approves the page's waiting sign-ups one after the other, after a confirmation; the first
 * refusal (a limit reached) stops the rest and says which one and why.
 */
export function ApproveAllButton({ waiting, approve }: ApproveAllButtonProps) {
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  if (waiting.length < 2) return null;

  const run = async () => {
    setRunning(true);
    let done = 0;
    try {
      for (const signup of waiting) {
        try {
          await approve({ id: signup.id, decision: "approve" });
          done += 1;
        } catch (error) {
          notifyError(error, {
            title: `${signup.name} could not be approved${done ? ` (${done} approved before)` : ""}.`,
            fallback: "Please try again.",
          });
          return;
        }
      }
      showSuccess({ title: `${done} sign-ups approved. Their confirmations are on their way.` });
    } finally {
      setRunning(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconChecks size={16} aria-hidden="true" />}
        style={{ alignSelf: "flex-start", maxWidth: "100%", height: "auto", minHeight: 36 }}
        // The label wraps on a small phone instead of running off the screen.
        styles={{ label: { whiteSpace: "normal", textAlign: "left", paddingBlock: 6 } }}
        onClick={() => setAsking(true)}
        loading={running}
      >
        Approve all {waiting.length} waiting on this page
      </Button>
      <ConfirmDialog
        opened={asking}
        title={`Approve ${waiting.length} sign-ups?`}
        keepLabel="Cancel"
        confirmLabel="Yes, approve all"
        confirmColor="teal.8"
        busy={running}
        onClose={() => setAsking(false)}
        onConfirm={run}
      >
        <Text>
          Each of the {waiting.length} waiting people on this page gets a confirmation e-mail. The limits per
          company and per day still hold: approving stops at the first sign-up that would pass one.
        </Text>
      </ConfirmDialog>
    </>
  );
}
