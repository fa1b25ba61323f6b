import type {
  RegistrationPaymentState,
  RegistrationStatus,
} from "@ebm/shared/schemas/organiser-registrations";
import { Badge } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { PAYMENT_LABELS, STATUS_LABELS } from "../texts.ts";

const DOT_COLORS: Record<RegistrationStatus, string> = {
  pending_payment: "gray",
  paid: "teal",
  failed: "red",
  cancelled: "gray",
  awaiting_verification: "yellow",
  verified: "teal",
  declined: "red",
};

/**
 * A registration's state. One awaiting verification is a filled yellow badge with a warning mark,
 * so it stands out in a list; the others are quiet dot badges whose text keeps the page's contrast.
 */
export function StatusBadge({ status }: { status: RegistrationStatus }) {
  if (status === "awaiting_verification")
    return (
      <Badge
        color="yellow.4"
        c="dark.9"
        variant="filled"
        leftSection={<IconAlertTriangle size={12} aria-hidden="true" />}
        style={{ flexShrink: 0, minWidth: "max-content" }}
      >
        {STATUS_LABELS[status]}
      </Badge>
    );
  return (
    <Badge
      color={DOT_COLORS[status]}
      variant="dot"
      c="dark.7"
      style={{ flexShrink: 0, minWidth: "max-content" }}
    >
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** The state of a registration's newest payment. */
export function PaymentBadge({ state }: { state: RegistrationPaymentState }) {
  const color = state === "paid" ? "teal" : state === "open" ? "navy" : state === "none" ? "gray" : "red";
  return (
    <Badge color={color} variant="dot" c="dark.7" style={{ flexShrink: 0, minWidth: "max-content" }}>
      {PAYMENT_LABELS[state]}
    </Badge>
  );
}
