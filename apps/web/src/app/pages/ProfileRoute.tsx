import { ProfilePage } from "../../features/company/components/ProfilePage.tsx";
import { ProfilePrivacy } from "../../features/privacy/components/ProfilePrivacy.tsx";
import { useUser } from "../../lib/session/use-session.ts";

/** `/profile`: the own company and contact, with the privacy section of its own feature below. */
export function ProfileRoute() {
  const user = useUser();
  return <ProfilePage privacy={user ? <ProfilePrivacy key={user.id} userId={user.id} /> : null} />;
}
