import { hasPicture, initials } from "@ebm/shared/profile";
import { Avatar, type MantineColor } from "@mantine/core";

interface ContactAvatarProps {
  name: string;
  /** The picture's address; a short or missing value draws the initials instead (part 2 §5). */
  picture: string | null | undefined;
  size: number;
  /** The initials' colour: navy everywhere but the account menu, which stands out in teal. */
  color?: MantineColor;
  variant?: "light" | "filled";
}

/**
 * A person's picture, or their initials drawn locally when they have none. Decorative: the
 * surrounding control or text names the person.
 * @example <ContactAvatar name="Anna Schmidt" picture={contact.profilePic} size={64} />
 */
export function ContactAvatar({
  name,
  picture,
  size,
  color = "navy",
  variant = "light",
}: ContactAvatarProps) {
  if (hasPicture(picture)) {
    return <Avatar src={picture} alt="" size={size} radius="xl" />;
  }
  return (
    <Avatar size={size} radius="xl" color={color} variant={variant} aria-hidden="true">
      {initials(name)}
    </Avatar>
  );
}
