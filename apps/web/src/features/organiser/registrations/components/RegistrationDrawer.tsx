import type { RegistrationDetail } from "@ebm/shared/schemas/organiser-registrations";
import {
  Alert,
  Anchor,
  Button,
  Drawer,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";
import { Loading } from "../../../../components/Loading.tsx";
import { serverReason } from "../../../../lib/feedback.ts";
import { type ListColumn, ListTable } from "../../shared/ListTable.tsx";
import { useEventDateTime } from "../../shared/use-event-time.ts";
import { useRegistration } from "../api/get-registration.ts";
import { formatCents, PAYMENT_LABELS, REGISTRATION_TEXTS as T } from "../texts.ts";
import { ReviewActions } from "./ReviewActions.tsx";
import { PaymentBadge, StatusBadge } from "./StatusBadge.tsx";

/** "Label: value" lines of the detail. */
function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Stack gap={4} component="dl" m={0}>
      {items.map(([label, value]) => (
        <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
          <Text component="dt" size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

const PAYMENT_COLUMNS: ListColumn[] = [
  { label: "Started" },
  { label: "State" },
  { label: "Amount", align: "right" },
];

const websiteLink = (website: string) =>
  /^https?:\/\//.test(website) ? (
    <Anchor href={website} target="_blank" rel="noreferrer noopener">
      {website}
    </Anchor>
  ) : (
    "–"
  );

/**
 * The company's address on one line. A non-member's street line already holds the postal code and
 * city (the wizard joins them), so they are added only when it does not.
 */
function addressOf(company: RegistrationDetail["company"]): string {
  const place = [company.postalCode, company.city].filter(Boolean).join(" ");
  const street = company.streetAddress.trim();
  if (!street) return place || "–";
  return company.city && street.includes(company.city) ? street : [street, place].filter(Boolean).join(", ");
}

function DetailBody({ registration }: { registration: RegistrationDetail }) {
  const { company, price, review } = registration;
  const when = useEventDateTime();
  const vatRate = `${(price.vatRateBp / 100).toLocaleString("en-GB")}%`;
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <StatusBadge status={registration.status} />
        <PaymentBadge state={registration.paymentState} />
        <Text size="sm" c="dimmed">
          {registration.isMember ? T.member : T.nonMember} · {when(registration.createdAt)}
        </Text>
      </Group>

      <ReviewActions registration={registration} />

      <section aria-labelledby="registration-company">
        <Title order={3} size="h5" id="registration-company" mb="xs">
          {T.company}
        </Title>
        <Facts
          items={[
            ["Name", company.name],
            ["Address", addressOf(company)],
            ["Country", company.country],
            ["VAT number", company.vat || "–"],
            ["Website", websiteLink(company.website)],
            ["Phone", company.tel || "–"],
            [
              "Marketplace",
              company.tbsCompanyId === null ? "Not a member" : `Member #${company.tbsCompanyId}`,
            ],
            [T.contact, registration.contactEmail ?? "–"],
          ]}
        />
      </section>

      <section aria-labelledby="registration-attendees">
        <Title order={3} size="h5" id="registration-attendees" mb="xs">
          {T.attendees} ({registration.attendees.length})
        </Title>
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {registration.attendees.map((attendee) => (
            <Paper key={attendee.id} withBorder p="xs" component="li">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {attendee.tbd ? T.tbd : attendee.name}
                  </Text>
                  {!attendee.tbd && (
                    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                      {attendee.function} · {attendee.email}
                    </Text>
                  )}
                </div>
                <Text size="xs" c={attendee.isUser ? "teal.9" : "dimmed"} style={{ flexShrink: 0 }}>
                  {attendee.isUser ? T.isUser : T.notUserYet}
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      </section>

      <section aria-labelledby="registration-price">
        <Title order={3} size="h5" id="registration-price" mb="xs">
          {T.price}
        </Title>
        <Facts
          items={[
            ["Subtotal", formatCents(price.subtotalCents)],
            [`VAT (${vatRate})`, formatCents(price.vatCents)],
            ["Total", <strong key="total">{formatCents(price.totalCents)}</strong>],
          ]}
        />
      </section>

      <section aria-labelledby="registration-payments">
        <Title order={3} size="h5" id="registration-payments" mb="xs">
          {T.payments}
        </Title>
        {registration.payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.noPayments}
          </Text>
        ) : (
          <ListTable
            label="Payments"
            minWidth={320}
            columns={PAYMENT_COLUMNS}
            verticalSpacing={4}
            fz="sm"
            highlightOnHover={false}
          >
            {registration.payments.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>{when(payment.createdAt)}</Table.Td>
                <Table.Td>{PAYMENT_LABELS[payment.status]}</Table.Td>
                <Table.Td ta="right">{formatCents(payment.amountCents)}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </section>

      {review && (
        <section aria-labelledby="registration-review">
          <Title order={3} size="h5" id="registration-review" mb="xs">
            {T.review}
          </Title>
          <Facts
            items={[
              ["By", review.by?.name ?? "–"],
              ["When", when(review.at)],
              ...(review.reason ? ([["Reason", review.reason]] as [string, string][]) : []),
            ]}
          />
        </section>
      )}
    </Stack>
  );
}

/** One registration's detail: a drawer beside the list on a laptop, the whole screen on a phone. */
export function RegistrationDrawer({
  id,
  fullScreen,
  onClose,
}: {
  id: number | null;
  fullScreen: boolean;
  onClose: () => void;
}) {
  const registration = useRegistration(id);
  const title = registration.data
    ? `#${registration.data.id} ${registration.data.company.name}`
    : `Registration #${id ?? ""}`;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size={fullScreen ? "100%" : "lg"}
      title={
        <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
      }
      closeButtonProps={{ "aria-label": "Close registration" }}
    >
      {registration.isPending ? (
        <Loading label="Loading the registration" gap="sm">
          <Skeleton height={28} width="60%" />
          <Skeleton height={120} />
          <Skeleton height={120} />
        </Loading>
      ) : registration.isError ? (
        <Alert color="red" variant="light" title={T.detailFailed}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{serverReason(registration.error)}</Text>
            <Button size="compact-sm" variant="white" onClick={() => registration.refetch()}>
              {T.retry}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <DetailBody registration={registration.data} />
      )}
    </Drawer>
  );
}
