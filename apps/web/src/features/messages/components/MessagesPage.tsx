import { SignInRequired } from "../../../components/SignInRequired.tsx";
import { useUser } from "../../../lib/session/use-session.ts";
import { Chat } from "./Chat.tsx";

/**
 * /messages/{contact?} and /messages?contact={id} (part 2 §2 "Messages"): the chat with the
 * contacts of other companies. Signed out, the sign-in modal opens.
 */
export function MessagesPage() {
  const user = useUser();
  return (
    <SignInRequired
      heading="Messages"
      reason="Sign in to chat with the contacts of other attending companies."
    >
      {user && <Chat key={user.id} userId={user.id} />}
    </SignInRequired>
  );
}
