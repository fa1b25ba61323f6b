import type { CompanyDetail } from "@ebm/shared/schemas/companies";
import { Group, Text } from "@mantine/core";
import { MutualBadge } from "../../../components/wishes/MutualBadge.tsx";
import { WishMenu } from "../../../components/wishes/WishMenu.tsx";
import { isMutual, useWishes, wishOn } from "../../../lib/api/get-wishes.ts";
import { useUser } from "../../../lib/session/use-session.ts";

/**
 * The signed-in attendee's wish about another company, under its name: the control to make,
 * change or remove it, whom it names when it is about a person, and whether both sides wish to meet.
 */
export function CompanyWishBar({ company }: { company: CompanyDetail }) {
  const user = useUser();
  const wishes = useWishes(user && !company.isOwnCompany ? user.id : undefined);
  if (!user || company.isOwnCompany || !company.isFullView) return null;
  const wish = wishOn(wishes.data, company.id);
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <WishMenu userId={user.id} companyId={company.id} companyName={company.name} />
      {wish?.target.contactName && (
        <Text size="sm" c="dimmed">
          Your wish is about {wish.target.contactName}
        </Text>
      )}
      {isMutual(wishes.data, company.id) && <MutualBadge />}
    </Group>
  );
}
