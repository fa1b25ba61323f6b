import { telLink } from "@ebm/shared/contact-message";
import { Anchor, Stack, VisuallyHidden } from "@mantine/core";
import { IconBrandWhatsapp, IconPhone } from "@tabler/icons-react";
import classes from "./PhoneLinks.module.css";

/**
 * A person's phone and WhatsApp links: `tel:` of the phone field's first number, and `wa.me/` of
 * the given digits; each left out when empty.
 * @example <PhoneLinks name="Anna Schmidt" phone="+31 6 5550 1201" whatsapp="31655501201" />
 */
export function PhoneLinks({ name, phone, whatsapp }: { name: string; phone: string; whatsapp: string }) {
  const tel = telLink(phone);
  if (!tel && !whatsapp) return null;
  return (
    <Stack gap={6}>
      {tel && (
        <Anchor href={tel} size="sm" className={classes.link}>
          <IconPhone size={16} aria-hidden="true" />
          <span>
            <VisuallyHidden>Call {name} on </VisuallyHidden>
            {phone}
          </span>
        </Anchor>
      )}
      {whatsapp && (
        <Anchor
          href={`https://wa.me/${whatsapp}`}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          className={classes.link}
        >
          <IconBrandWhatsapp size={16} aria-hidden="true" />
          <span>
            WhatsApp<VisuallyHidden> {name} (opens in a new tab)</VisuallyHidden>
          </span>
        </Anchor>
      )}
    </Stack>
  );
}
