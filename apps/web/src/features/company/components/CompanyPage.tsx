import { Card, Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { useEffect } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { useAllSettings } from "../../../lib/api/get-settings.ts";
import { pageTitle } from "../../../lib/site.ts";
import { useCompany } from "../api/get-company.ts";
import { CompanyDetailsCard } from "./CompanyDetailsCard.tsx";
import { CompanyHeader } from "./CompanyHeader.tsx";
import { CompanyWishBar } from "./CompanyWishBar.tsx";
import { ContactsCard } from "./ContactsCard.tsx";
import { TradeProfileCard } from "./TradeProfileCard.tsx";

/** The route's id, or null when it is not a positive whole number. */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

function CompanySkeleton() {
  return (
    <Stack gap="lg" role="status">
      <VisuallyHidden>Loading the company</VisuallyHidden>
      <Skeleton height={16} width={140} />
      <Skeleton height={40} width="60%" />
      <Skeleton height={18} width="40%" />
      {[260, 220].map((height) => (
        <Card key={height} withBorder radius="md" padding="lg">
          <Skeleton height={height - 40} />
        </Card>
      ))}
    </Stack>
  );
}

/**
 * /attendeeDetails/:id: a company in view mode (part 2 §2 "Company detail and profile"). Loaded by
 * id, so a change of id loads the other company; an invalid id or a failed load goes home (§8).
 */
export function CompanyPage() {
  const id = parseId(useParams().id);
  if (id === null) return <Navigate to="/" replace />;
  return <CompanyView id={id} />;
}

function CompanyView({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data, isError } = useCompany(id);
  const dateStart = useAllSettings().data?.event.dateStart;
  const name = data?.company.name;

  useEffect(() => {
    if (isError) void navigate("/", { replace: true });
  }, [isError, navigate]);

  // The layout sets the route's title on navigation; the company's name replaces it once known.
  // A zero delay lets this run after the layout's own effect of the same render.
  useEffect(() => {
    if (!name) return;
    const timer = window.setTimeout(() => {
      document.title = pageTitle(name, dateStart);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [name, dateStart]);

  if (!data) return <CompanySkeleton />;
  const { company, contacts } = data;
  return (
    <Stack gap="lg">
      <CompanyHeader company={company} showBackLink />
      <CompanyWishBar company={company} />
      <CompanyDetailsCard company={company} />
      <TradeProfileCard companyId={company.id} />
      {contacts.length > 0 && <ContactsCard company={company} contacts={contacts} />}
    </Stack>
  );
}
