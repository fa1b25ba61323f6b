import { formatEur, invoiceFor } from "@ebm/shared/pricing";
import { REGISTRATION_WIZARD_MESSAGES } from "@ebm/shared/registration-messages";
import type { Country, TicketPrices } from "@ebm/shared/schemas/misc";
import {
  Anchor,
  Card,
  Checkbox,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconHeartHandshake } from "@tabler/icons-react";
import { toCompanyProfile, type WizardData } from "../utils/wizard-state.ts";
import { PaymentMethods } from "./PaymentMethods.tsx";
import { StepActions } from "./StepActions.tsx";

const text = REGISTRATION_WIZARD_MESSAGES;
// Amounts stay on one line ("EUR 1,990.00"), also on phones.
const NO_WRAP = { whiteSpace: "nowrap" } as const;

interface PaymentStepProps {
  data: WizardData;
  isMember: boolean;
  countries: Country[] | undefined;
  prices: TicketPrices;
  submitting: boolean;
  /** The registrant agreed to the privacy notice: the registration is sent only then. */
  privacyAccepted: boolean;
  onPrivacyAccepted: (accepted: boolean) => void;
  onBack: () => void;
  onSubmit: () => void;
}

/**
 * Step 5: the invoice as the server will compute it (the server's own figures are what is
 * charged), the charity share, the payment methods, the agreement to the privacy notice and the
 * final button.
 */
export function PaymentStep({
  data,
  isMember,
  countries,
  prices,
  submitting,
  privacyAccepted,
  onPrivacyAccepted,
  onBack,
  onSubmit,
}: PaymentStepProps) {
  const country = countries?.find((c) => String(c.country_id) === data.company.country);
  const company = toCompanyProfile(data);
  const invoice = country
    ? invoiceFor({
        isMember,
        attendees: data.attendees.length,
        country: { vatRateBp: country.vat_rate_bp, reverseCharge: country.reverse_charge },
        prices,
      })
    : null;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="register-invoice">
          <Title order={3} id="register-invoice" mb="sm">
            Invoice summary
          </Title>
          <Text size="sm">{company.companyName}</Text>
          <Text size="sm">{company.streetAddress}</Text>
          {country && (
            <Text size="sm" mb="sm">
              {country.country}
            </Text>
          )}
          {invoice ? (
            <Table verticalSpacing="xs" aria-labelledby="register-invoice">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Item</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Amount
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.lines.map((line) => (
                  <Table.Tr key={line.label}>
                    <Table.Td>
                      {line.quantity} × {line.label}
                      <Text size="xs" c="dimmed">
                        {formatEur(line.unitCents)} each
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={NO_WRAP}>
                      {formatEur(line.totalCents)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row">Subtotal</Table.Th>
                  <Table.Td ta="right" style={NO_WRAP}>
                    {formatEur(invoice.subtotalCents)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">VAT Total ({invoice.vatLabel})</Table.Th>
                  <Table.Td ta="right" style={NO_WRAP}>
                    {formatEur(invoice.vatCents)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">Total</Table.Th>
                  <Table.Td ta="right" fw={700} style={NO_WRAP}>
                    {formatEur(invoice.totalCents)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          ) : (
            <Loader size="sm" aria-label="Loading the invoice" />
          )}
          <Text size="sm" mt="md" style={{ display: "flex", gap: 8, alignItems: "flex-start" }}>
            <IconHeartHandshake size={20} aria-hidden="true" style={{ flex: "none" }} />
            <span>{text.charity(formatEur(prices.charityPerAttendeeCents))}</span>
          </Text>
          {!isMember && (
            <Text size="sm" mt="xs" c="dimmed">
              Nothing is charged now: after verifying your company, our sales team contacts you to complete
              the registration and the payment.
            </Text>
          )}
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="register-methods">
          <Title order={3} id="register-methods" mb="sm">
            Payment methods
          </Title>
          <PaymentMethods />
        </Card>
      </SimpleGrid>
      <Checkbox
        label="I agree to the privacy notice"
        description={
          <>
            How we handle the attendees' data:{" "}
            <Anchor href="/privacy" target="_blank" rel="noopener" size="sm" underline="always">
              read the privacy notice
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
            .
          </>
        }
        checked={privacyAccepted}
        onChange={(event) => onPrivacyAccepted(event.currentTarget.checked)}
        required
      />
      <StepActions
        onBack={onBack}
        nextLabel={isMember ? text.registerAndPay : text.registerNow}
        nextDisabled={!invoice || !privacyAccepted}
        hint={
          invoice
            ? "Tick “I agree to the privacy notice” above to register."
            : "The invoice is still being prepared: the button is ready as soon as it shows."
        }
        nextLoading={submitting}
        onNext={onSubmit}
      />
    </Stack>
  );
}
