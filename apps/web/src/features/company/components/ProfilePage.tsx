import type { CompanyContact } from "@ebm/shared/schemas/companies";
import { Card, Skeleton, Stack, Title } from "@mantine/core";
import { lazy, Suspense, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { MessageRecipient } from "../../../components/contact-message/ContactMessageModal.tsx";
import { SignInRequired } from "../../auth/components/SignInRequired.tsx";
import { useUser } from "../../auth/hooks/use-session.ts";
import { useCompany } from "../api/get-company.ts";
import { CompanyEditForm } from "./CompanyEditForm.tsx";
import { CompanyHeader } from "./CompanyHeader.tsx";
import { ContactCard } from "./ContactCard.tsx";
import { LargePictureModal } from "./LargePictureModal.tsx";
import { OwnContactEditCard } from "./OwnContactEditCard.tsx";
import classes from "./ProfilePage.module.css";

// The message form loads with the first click on a colleague's message icon.
const ContactMessageModal = lazy(() =>
  import("../../../components/contact-message/ContactMessageModal.tsx").then((m) => ({
    default: m.ContactMessageModal,
  })),
);

function ProfileSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true" aria-label="Loading your profile">
      <Skeleton height={40} width={360} maw="100%" />
      <Skeleton height={560} radius="md" />
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}

/** The signed-in user's own company in edit mode, with their own contact editable. */
function OwnCompanyProfile({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  const { data, isPending, isError } = useCompany(companyId);
  const [pictureOf, setPictureOf] = useState<CompanyContact | null>(null);
  const [recipient, setRecipient] = useState<MessageRecipient | null>(null);
  const [messageUsed, setMessageUsed] = useState(false);

  // Part 2 §4: a failed company load leads to home.
  useEffect(() => {
    if (isError) void navigate("/", { replace: true });
  }, [isError, navigate]);

  if (isPending || !data) return <ProfileSkeleton />;
  const { company, contacts } = data;
  const self = contacts.find((contact) => contact.isSelf);
  const others = contacts.filter((contact) => !contact.isSelf).sort((a, b) => a.position - b.position);

  const openMessage = (contact: CompanyContact) => {
    setMessageUsed(true);
    setRecipient({ id: contact.id, name: contact.name, detail: company.name });
  };

  return (
    <Stack gap="lg">
      <CompanyHeader company={company} showBackLink={false} />
      <CompanyEditForm key={company.id} company={company} />

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-contacts">
        <Stack gap="md">
          <Title order={2} size="h3" id="profile-contacts">
            Contact Details
          </Title>
          <ul className={classes.grid}>
            {self && (
              <li>
                <OwnContactEditCard
                  key={self.id}
                  contact={self}
                  companyId={company.id}
                  onOpenPicture={setPictureOf}
                />
              </li>
            )}
            {others.map((contact) => (
              <li key={contact.id}>
                <ContactCard
                  contact={contact}
                  company={company}
                  onOpenPicture={setPictureOf}
                  onMessage={openMessage}
                />
              </li>
            ))}
          </ul>
        </Stack>
      </Card>

      <LargePictureModal contact={pictureOf} onClose={() => setPictureOf(null)} />
      {messageUsed && (
        <Suspense fallback={null}>
          <ContactMessageModal
            recipient={recipient}
            onClose={() => setRecipient(null)}
            action="sendMailToContact"
          />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * /profile: the own company shown like the company page, in edit mode (part 2 §2, §4). Signed
 * out, the sign-in modal opens.
 */
export function ProfilePage() {
  const user = useUser();
  return (
    <SignInRequired
      heading="Your Profile"
      reason="Sign in to edit your company profile, your contact details and your profile picture."
    >
      {user && <OwnCompanyProfile key={user.companyId} companyId={user.companyId} />}
    </SignInRequired>
  );
}
