import { ContactAvatar } from "../../../components/ContactAvatar.tsx";
import classes from "./Chat.module.css";

interface ChatAvatarProps {
  name: string;
  picture: string | null;
  /** Online contacts get a green border (part 2 §2). */
  online: boolean;
  size: number;
}

/**
 * A contact's picture or initials, ringed green while they are online. Decorative: the text
 * beside it names the person and says whether they are online.
 * @example <ChatAvatar name={contact.name} picture={contact.profilePic} online={online.has(contact.contactId)} size={44} />
 */
export function ChatAvatar({ name, picture, online, size }: ChatAvatarProps) {
  return (
    <span className={classes.avatar} data-online={online || undefined}>
      <ContactAvatar name={name} picture={picture} size={size} />
    </span>
  );
}
