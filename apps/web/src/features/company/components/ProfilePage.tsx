import { Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { useNavigate } from "react-router";
import { BadgeCard } from "../../../components/badge/BadgeCard.tsx";
import { SignInRequired } from "../../../components/SignInRequired.tsx";
import { useUser } from "../../../lib/session/use-session.ts";
import { useCompany } from "../api/get-company.ts";
import { ChatMailSwitch } from "./ChatMailSwitch.tsx";
import { CompanyEditForm } from "./CompanyEditForm.tsx";
import { CompanyHeader } from "./CompanyHeader.tsx";
import { ContactsCard } from "./ContactsCard.tsx";
import { OwnContactEditCard } from "./OwnContactEditCard.tsx";
import { TradeProfileForm } from "./TradeProfileForm.tsx";

function ProfileSkeleton() {
  return (
    <Stack gap="xl" role="status">
      <VisuallyHidden>Loading your profile</VisuallyHidden>
      <Skeleton height={40} width={360} maw="100%" />
      <Skeleton height={560} radius="md" />
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}

/** The signed-in user's own company in edit mode, with their own contact editable. */
function OwnCompanyProfile({
  companyId,
  userId,
  name,
  privacy,
}: {
  companyId: number;
  userId: number;
  name: string;
  privacy: ReactNode;
}) {
  const navigate = useNavigate();
  const { data, isPending, isError } = useCompany(companyId);

  // Part 2 §4: a failed company load leads to home.
  useEffect(() => {
    if (isError) void navigate("/", { replace: true });
  }, [isError, navigate]);

  if (isPending || !data) return <ProfileSkeleton />;
  const { company, contacts } = data;

  return (
    <Stack gap="lg">
      <CompanyHeader company={company} showBackLink={false} />
      <CompanyEditForm key={company.id} company={company} />
      <TradeProfileForm companyId={company.id} />
      <ContactsCard
        company={company}
        contacts={contacts}
        renderOwn={(self, openPicture) => (
          <OwnContactEditCard
            key={self.id}
            contact={self}
            companyId={company.id}
            onOpenPicture={openPicture}
          />
        )}
      />
      <ChatMailSwitch userId={userId} />
      <BadgeCard userId={userId} name={name} />
      {privacy}
    </Stack>
  );
}

/**
 * /profile: the own company shown like the company page, in edit mode (part 2 §2, §4), and below
 * it `privacy`, the person's privacy section (its own feature's, handed in by the app). Signed
 * out, the sign-in modal opens.
 */
export function ProfilePage({ privacy = null }: { privacy?: ReactNode }) {
  const user = useUser();
  return (
    <SignInRequired
      heading="Your Profile"
      reason="Sign in to edit your company profile, your contact details and your profile picture."
    >
      {user && (
        <OwnCompanyProfile
          key={user.companyId}
          companyId={user.companyId}
          userId={user.id}
          name={user.name}
          privacy={privacy}
        />
      )}
    </SignInRequired>
  );
}
