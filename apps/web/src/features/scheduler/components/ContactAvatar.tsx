import { hasPicture, initials } from "@ebm/shared/profile";
import { Avatar } from "@mantine/core";

interface ContactAvatarProps {
  name: string;
  /** The small picture's address; a short or missing value draws the initials instead (part 2 §5). */
  picture: string | null;
  size: number;
}

/**
 * A person's picture, or their initials drawn locally when they have none. Decorative: the text
 * beside it names the person.
 * @example <ContactAvatar name="Anna Schmidt" picture={contact.profilePic} size={56} />
 */
export function ContactAvatar({ name, picture, size }: ContactAvatarProps) {
  if (hasPicture(picture)) {
    return <Avatar src={picture} alt="" size={size} radius="xl" />;
  }
  return (
    <Avatar size={size} radius="xl" color="navy" variant="light" aria-hidden="true">
      {initials(name)}
    </Avatar>
  );
}
