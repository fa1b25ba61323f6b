import { COMPANY_STATUS_FULL_MEMBER } from "@ebm/shared/constants";
import { PROFILE_MESSAGES } from "@ebm/shared/profile";
import type { CompanyDetail } from "@ebm/shared/schemas/companies";
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconLogin, IconMapPin } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { TierBadge } from "../../../components/TierBadge.tsx";
import { authModals } from "../../../lib/session/auth-modal-store.ts";
import { useUser } from "../../../lib/session/use-session.ts";
import { websiteHref, websiteText } from "../utils/company-links.ts";
import classes from "./CompanyDetailsCard.module.css";

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={classes.term}>{term}</dt>
      <dd className={classes.value}>{children}</dd>
    </>
  );
}

/** The street, postal code and city on one line each, as the map link's text. */
function addressLines(company: CompanyDetail): string {
  const town = [company.postalCode, company.city].filter(Boolean).join(" ");
  return [company.address, town].filter((part) => part?.trim()).join("\n");
}

/**
 * The Company Details card in view mode (part 2 §2): member badge, name, phone and website, VAT (or
 * EORI) number, the address as a map link, country, industry or main interests and trade type, and
 * the description. Visitors see only name, country and description, with a way to sign in (§6);
 * so do signed-in users whose company does not attend this edition, told why.
 */
export function CompanyDetailsCard({ company }: { company: CompanyDetail }) {
  const signedIn = useUser() !== null;
  const full = company.isFullView;
  const website = websiteHref(company.website);
  const tel = company.tel.trim();
  const address = addressLines(company);
  const tradeType = company.tradingType ? PROFILE_MESSAGES.tradeTypes[company.tradingType] : null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-details">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h3" id="company-details">
            Company Details
          </Title>
          <TierBadge company={company} size="md" />
        </Group>
        <dl className={classes.list}>
          <Row term="Name">{company.name}</Row>
          {full && tel && company.telLink && (
            <Row term="Phone">
              <Anchor href={company.telLink}>{tel}</Anchor>
            </Row>
          )}
          {full && website && (
            <Row term="Website">
              <Anchor href={website} target="_blank" rel="noopener noreferrer">
                {websiteText(company.website)}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Anchor>
            </Row>
          )}
          {full && company.vat && <Row term={company.vatLabel}>{company.vat}</Row>}
          {full && address && (
            <Row term="Address">
              {company.mapUrl ? (
                <Anchor
                  href={company.mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.link}
                >
                  <IconMapPin size={18} aria-hidden="true" />
                  <span className={classes.multiline}>
                    {address}
                    <VisuallyHidden> (map, opens in a new tab)</VisuallyHidden>
                  </span>
                </Anchor>
              ) : (
                <span className={classes.multiline}>{address}</span>
              )}
            </Row>
          )}
          <Row term="Country">{company.country}</Row>
          {full && company.industry && <Row term="Industry">{company.industry}</Row>}
          {full && !company.industry && company.categories && (
            <Row term="Main Interest">
              {company.categories
                .split(",")
                .map((name) => name.trim())
                .filter(Boolean)
                .join(", ")}
            </Row>
          )}
          {full && !company.industry && tradeType && <Row term="Trades Mostly">{tradeType}</Row>}
        </dl>
        <Stack gap={4}>
          <Title order={3} size="h5">
            Company Description
          </Title>
          <Text className={classes.multiline}>{company.profile.trim() || "No description yet."}</Text>
        </Stack>
        {!signedIn && <VisitorNote />}
        {signedIn && !full && company.status === COMPANY_STATUS_FULL_MEMBER && <AttendeesOnlyNote />}
      </Stack>
    </Card>
  );
}

/** For a signed-in user whose company does not attend: the server sent the visitor's view. */
function AttendeesOnlyNote() {
  return (
    <Alert color="navy" variant="light" title="For attendees of this edition">
      <Text size="sm">
        The contacts, phone numbers and address of this company are shown to attendees of this edition once
        their registration is complete.
      </Text>
    </Alert>
  );
}

/** For visitors: contacts, phone numbers and meetings need a signed-in attendee. */
function VisitorNote() {
  return (
    <Alert color="navy" variant="light" title="Attending the event?">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Sign in to see the contacts, phone numbers and address of this company.</Text>
        <Button
          size="sm"
          leftSection={<IconLogin size={16} aria-hidden="true" />}
          onClick={authModals.openSignIn}
        >
          Sign In
        </Button>
      </Stack>
    </Alert>
  );
}
