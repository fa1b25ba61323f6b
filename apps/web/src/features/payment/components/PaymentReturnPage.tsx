import { formatEur } from "@ebm/shared/pricing";
import { Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { type PaymentState, usePaymentStatus } from "../api/get-payment-status.ts";
import { isPaymentNotFound } from "../api/payment-not-found.ts";
import { StatusAlert } from "./StatusAlert.tsx";

const RESULT: Record<
  Exclude<PaymentState["paymentStatus"], "open">,
  { title: string; text: string; color: "red" | "teal" | "navy"; retry: boolean }
> = {
  paid: {
    title: "Payment received",
    text: "Payment received — thank you. Your attendees will receive an e-mail to set their password.",
    color: "teal",
    retry: false,
  },
  failed: {
    title: "Payment failed",
    text: "The payment has failed and nothing was charged. You can register and pay again.",
    color: "red",
    retry: true,
  },
  canceled: {
    title: "Payment cancelled",
    text: "The payment was cancelled and nothing was charged. You can register and pay again.",
    color: "navy",
    retry: true,
  },
  expired: {
    title: "Payment expired",
    text: "The payment expired before it was completed. You can register and pay again.",
    color: "navy",
    retry: true,
  },
};

/** Where the payment provider sends the payer back: the payment's real state, asked from the server. */
export function PaymentReturnPage() {
  const [params] = useSearchParams();
  const registration = params.get("registration") ?? "";
  const key = params.get("key") ?? "";
  const [startedAt] = useState(() => Date.now());
  const status = usePaymentStatus(registration, key, startedAt);
  const state = status.data;
  const notFound = isPaymentNotFound(status.error);

  return (
    <Stack gap="xl" maw={640}>
      <Title order={1}>Your payment</Title>
      {(!registration || !key || notFound) && (
        <StatusAlert color="red" title="Payment not found">
          This link names no payment. Please open the link from the payment page again.{" "}
          <Link to="/register">Back to registration</Link>
        </StatusAlert>
      )}
      {status.isError && !notFound && (
        <StatusAlert color="red" title="The payment's state is not available right now">
          Please reload this page in a moment.
        </StatusAlert>
      )}
      {registration && key && status.isPending && (
        <Group gap="sm" aria-busy="true">
          <Loader size="sm" aria-hidden="true" />
          <Text>Looking up your payment…</Text>
        </Group>
      )}
      {state && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md" aria-live="polite">
            {state.paymentStatus === "open" ? (
              <>
                <Title order={2} size="h3">
                  Payment in progress
                </Title>
                <Text>
                  The payment provider has not confirmed your payment yet. This page updates by itself; you
                  can also reload it later.
                </Text>
                {status.isFetching && <Loader size="sm" aria-label="Checking the payment" />}
              </>
            ) : (
              <StatusAlert
                color={RESULT[state.paymentStatus].color}
                title={RESULT[state.paymentStatus].title}
              >
                {RESULT[state.paymentStatus].text}
              </StatusAlert>
            )}
            <Group justify="space-between" wrap="wrap">
              <Text>Amount</Text>
              <Text fw={700}>{formatEur(state.amountCents)}</Text>
            </Group>
            {state.paymentStatus !== "open" && RESULT[state.paymentStatus].retry && (
              <Group>
                <Button component={Link} to="/register" color="teal.8">
                  Back to registration
                </Button>
              </Group>
            )}
            {state.paymentStatus === "paid" && (
              <Group>
                <Button component={Link} to="/" variant="outline">
                  To the home page
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
