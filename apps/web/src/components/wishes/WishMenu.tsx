import { WISH_KINDS, WISH_LABELS, type WishKind } from "@ebm/shared/matchmaking";
import { Button, type ButtonProps, Menu, VisuallyHidden } from "@mantine/core";
import {
  IconCheck,
  IconChevronDown,
  IconStar,
  IconStarFilled,
  IconStarOff,
  IconX,
} from "@tabler/icons-react";
import { useWishes, wishOn } from "../../lib/api/get-wishes.ts";
import { useSaveWish } from "../../lib/api/save-wish.ts";
import { feedbackOn } from "../../lib/feedback.ts";

interface WishMenuProps {
  userId: number;
  companyId: number;
  /** The company's name, for the button's accessible name and the snackbar. */
  companyName: string;
  /** A person of the company: the wish is about them; none: about the company. */
  contact?: { id: number; name: string };
  size?: ButtonProps["size"];
}

const ICONS: Record<WishKind, typeof IconStar> = { must: IconStarFilled, like: IconStar, no: IconStarOff };

/**
 * The wish list's control of a company or one of its people: a button that says the user's wish
 * ("Must meet") or offers one ("Add to my wishes"), and a menu to make, change or remove it. One
 * wish per company: a wish about a person replaces the one about the company, and the other way round.
 * @example <WishMenu userId={user.id} companyId={company.id} companyName={company.name} />
 */
export function WishMenu({ userId, companyId, companyName, contact, size = "sm" }: WishMenuProps) {
  const wishes = useWishes(userId);
  const save = useSaveWish(userId);
  const wish = wishOn(wishes.data, companyId);
  // The person's control shows only a wish about that person; the company's shows any.
  const current = wish && (!contact || wish.target.contactId === contact.id) ? wish.kind : null;
  const whom = contact?.name ?? companyName;
  const Icon = current ? ICONS[current] : IconStar;
  const label = current ? WISH_LABELS[current] : "Add to my wishes";

  const choose = (kind: WishKind | null) => {
    const contactId = contact?.id ?? null;
    void feedbackOn(save.mutateAsync({ companyId, contactId, kind }), {
      success: {
        title: kind === null ? `${whom} is off your wish list` : `${whom}: ${WISH_LABELS[kind]}`,
      },
      failure: { title: "Your wish list could not be changed" },
    });
  };

  return (
    <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          size={size}
          variant={current && current !== "no" ? "light" : "default"}
          color={current === "no" ? "gray" : undefined}
          loading={save.isPending}
          disabled={wishes.isPending}
          // The visible words first, then whom they are about (2.5.3).
          aria-label={`${label}: ${whom}`}
          leftSection={<Icon size={16} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={`Your wish about ${whom}`}>
        {WISH_KINDS.map((kind) => {
          const KindIcon = kind === current ? IconCheck : ICONS[kind];
          return (
            <Menu.Item
              key={kind}
              leftSection={<KindIcon size={16} aria-hidden="true" />}
              onClick={() => kind !== current && choose(kind)}
              fw={kind === current ? 700 : undefined}
            >
              {WISH_LABELS[kind]}
              {kind === current && <VisuallyHidden> (your wish now)</VisuallyHidden>}
            </Menu.Item>
          );
        })}
        {current && (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconX size={16} aria-hidden="true" />} onClick={() => choose(null)}>
              Remove from my wishes
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
