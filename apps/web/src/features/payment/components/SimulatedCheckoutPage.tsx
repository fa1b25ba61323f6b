import { formatEur } from "@ebm/shared/pricing";
import type { SimulatedOutcome } from "@ebm/shared/schemas/payments";
import { Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link, useNavigate, useParams } from "react-router";
import { useCompleteSimulatedPayment } from "../api/complete-simulated-payment.ts";
import { useSimulatedPayment } from "../api/get-simulated-payment.ts";
import { isPaymentNotFound } from "../api/payment-not-found.ts";
import { StatusAlert } from "./StatusAlert.tsx";

const CHOICES: { outcome: SimulatedOutcome; label: string; color: string; variant: string }[] = [
  { outcome: "paid", label: "Pay", color: "teal.8", variant: "filled" },
  { outcome: "failed", label: "Fail payment", color: "red.8", variant: "outline" },
  { outcome: "canceled", label: "Cancel payment", color: "gray.8", variant: "outline" },
];

const STATE_TEXT: Record<string, string> = {
  paid: "This payment has been paid.",
  failed: "This payment has failed.",
  canceled: "This payment has been cancelled.",
  expired: "This payment has expired.",
};

/**
 * The simulated provider's hosted checkout: in the embedded setup it stands in for Mollie's page, so
 * the whole registration can be tried without a payment account. No money is moved.
 */
export function SimulatedCheckoutPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const payment = useSimulatedPayment(id);
  const complete = useCompleteSimulatedPayment(id);

  const choose = (outcome: SimulatedOutcome) =>
    complete.mutate(outcome, {
      onSuccess: (redirectUrl) => {
        const target = new URL(redirectUrl, window.location.href);
        if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
        else window.location.assign(target.href);
      },
    });

  return (
    <Stack gap="xl" maw={640}>
      <Stack gap="xs">
        <Title order={1}>Test payment</Title>
        <StatusAlert color="navy" title="Test payment page of the embedded setup">
          This page stands in for the payment provider's checkout. No money is moved: choose how the payment
          ends to try the rest of the registration.
        </StatusAlert>
      </Stack>
      {payment.isPending && <Skeleton height={180} radius="md" aria-busy="true" />}
      {payment.isError && (
        <StatusAlert color="red" title="Payment not available">
          {isPaymentNotFound(payment.error)
            ? "There is no payment at this address."
            : "The payment could not be loaded. Please try again in a moment."}{" "}
          <Link to="/register">Back to registration</Link>
        </StatusAlert>
      )}
      {payment.data && (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="checkout-summary">
          <Stack gap="md">
            <Title order={2} size="h3" id="checkout-summary">
              {payment.data.description}
            </Title>
            <Group justify="space-between" wrap="wrap">
              <Text>Amount to pay</Text>
              <Text fw={700} size="xl" data-testid="checkout-amount">
                {formatEur(payment.data.amountCents)}
              </Text>
            </Group>
            {payment.data.paymentStatus === "open" ? (
              <Group gap="sm">
                {CHOICES.map((choice) => (
                  <Button
                    key={choice.outcome}
                    color={choice.color}
                    variant={choice.variant}
                    onClick={() => choose(choice.outcome)}
                    loading={complete.isPending && complete.variables === choice.outcome}
                    disabled={complete.isPending && complete.variables !== choice.outcome}
                  >
                    {choice.label}
                  </Button>
                ))}
              </Group>
            ) : (
              <Text>
                {STATE_TEXT[payment.data.paymentStatus]} <Link to="/register">Back to registration</Link>
              </Text>
            )}
            {complete.isError && (
              <StatusAlert color="red" role="alert">
                {complete.error.message || "The payment could not be completed. Please try again."}
              </StatusAlert>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
