import { DECLINE_REASON_MAX_CHARS } from "@ebm/shared/organiser-registrations";
import type { RegistrationDetail } from "@ebm/shared/schemas/organiser-registrations";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { IconCheck, IconMailForward, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { ApiError } from "../../../../lib/api-client.ts";
import { notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";
import { useDeclineRegistration } from "../api/decline-registration.ts";
import { useResendConfirmation } from "../api/resend-confirmation.ts";
import { useVerifyRegistration } from "../api/verify-registration.ts";
import { REGISTRATION_TEXTS as T } from "../texts.ts";

type Dialog = "verify" | "decline" | "resend" | null;

const failed = (error: unknown) => notifyError(error, { title: T.actionFailed });

/**
 * Verify and Decline for a registration awaiting verification, Resend confirmation for a paid or
 * verified one; each asks first in a dialog, and Decline asks for the reason the company is told.
 */
export function ReviewActions({ registration }: { registration: RegistrationDetail }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const verify = useVerifyRegistration();
  const decline = useDeclineRegistration();
  const resend = useResendConfirmation();
  const company = registration.company.name;
  const awaiting = registration.status === "awaiting_verification";
  const confirmed = registration.status === "paid" || registration.status === "verified";
  if (!awaiting && !confirmed) return null;

  const close = () => {
    setDialog(null);
    setReasonError(null);
  };

  const submitDecline = () => {
    const text = reason.trim();
    if (!text) {
      setReasonError(T.reasonRequired);
      return;
    }
    decline.mutate(
      { id: registration.id, reason: text },
      {
        onSuccess: () => {
          close();
          setReason("");
          showSuccess({ title: T.declined(company) });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === "reason") setReasonError(error.message);
          else failed(error);
        },
      },
    );
  };

  return (
    <>
      <Group gap="sm">
        {awaiting && (
          <>
            <Button
              leftSection={<IconCheck size={16} aria-hidden="true" />}
              onClick={() => setDialog("verify")}
            >
              {T.verify}
            </Button>
            <Button
              color="red"
              variant="outline"
              leftSection={<IconX size={16} aria-hidden="true" />}
              onClick={() => setDialog("decline")}
            >
              {T.decline}
            </Button>
          </>
        )}
        {confirmed && (
          <Button
            variant="light"
            leftSection={<IconMailForward size={16} aria-hidden="true" />}
            onClick={() => setDialog("resend")}
          >
            {T.resend}
          </Button>
        )}
      </Group>

      <ConfirmDialog
        opened={dialog === "verify"}
        title={T.verifyTitle}
        keepLabel={T.cancel}
        confirmLabel={T.verifyConfirm}
        busy={verify.isPending}
        onClose={close}
        onConfirm={() =>
          verify.mutate(registration.id, {
            onSuccess: () => {
              close();
              showSuccess({ title: T.verified(company) });
            },
            onError: failed,
          })
        }
      >
        <Text size="sm">{T.verifyBody(company)}</Text>
      </ConfirmDialog>

      <Modal opened={dialog === "decline"} onClose={close} title={T.declineTitle} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitDecline();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{T.declineBody(company)}</Text>
            <Textarea
              label={T.reasonLabel}
              description={T.reasonDescription}
              withAsterisk
              autosize
              minRows={3}
              maxLength={DECLINE_REASON_MAX_CHARS}
              value={reason}
              error={reasonError}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setReasonError(null);
              }}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {T.cancel}
              </Button>
              <Button type="submit" color="red" loading={decline.isPending}>
                {T.declineConfirm}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <ConfirmDialog
        opened={dialog === "resend"}
        title={T.resendTitle}
        keepLabel={T.cancel}
        confirmLabel={T.resendConfirm}
        busy={resend.isPending}
        onClose={close}
        onConfirm={() =>
          resend.mutate(registration.id, {
            onSuccess: () => {
              close();
              showSuccess({ title: T.resent });
            },
            onError: failed,
          })
        }
      >
        <Text size="sm">{T.resendBody}</Text>
      </ConfirmDialog>
    </>
  );
}
