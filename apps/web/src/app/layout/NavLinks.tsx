import { Badge, VisuallyHidden } from "@mantine/core";
import { NavLink } from "react-router";
import { isVisible, type NavItem } from "./nav-items.ts";
import classes from "./SiteHeader.module.css";

interface NavLinksProps {
  items: readonly NavItem[];
  signedIn: boolean;
  unreadCount: number;
  className: string | undefined;
  onNavigate?: () => void;
}

/** Navigation links filtered by sign-in state; the current page gets aria-current="page". */
export function NavLinks({ items, signedIn, unreadCount, className, onNavigate }: NavLinksProps) {
  return items
    .filter((item) => isVisible(item, signedIn))
    .map((item) => (
      <li key={item.to}>
        <NavLink to={item.to} end={item.to === "/"} className={className} onClick={onNavigate}>
          {item.label}
          {item.unreadBadge && unreadCount > 0 ? (
            <Badge
              size="sm"
              color="red.9"
              variant="filled"
              circle={unreadCount < 10}
              className={classes.unreadBadge}
            >
              {unreadCount}
              <VisuallyHidden> unread</VisuallyHidden>
            </Badge>
          ) : null}
        </NavLink>
      </li>
    ));
}
