import type { CompanyDetail } from "@ebm/shared/schemas/companies";
import { Anchor, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconArrowLeft, IconMapPin, IconPhone, IconWorld } from "@tabler/icons-react";
import { Link } from "react-router";
import { websiteHref, websiteText } from "../utils/company-links.ts";
import classes from "./CompanyHeader.module.css";
import { CompanyLogo } from "./CompanyLogo.tsx";

interface CompanyHeaderProps {
  company: CompanyDetail;
  /** The link back to the directory; hidden in edit mode (/profile). */
  showBackLink: boolean;
}

/**
 * The top of the company page: back link, the company name (the page's one h1), website, country,
 * phone and, when the logo host has one, the logo.
 * @example <CompanyHeader company={company} showBackLink />
 */
export function CompanyHeader({ company, showBackLink }: CompanyHeaderProps) {
  const website = websiteHref(company.website);
  const tel = company.tel.trim();
  return (
    <Stack gap="sm">
      {showBackLink && (
        <Anchor component={Link} to="/attendees" size="sm" className={classes.fact}>
          <IconArrowLeft size={16} aria-hidden="true" />
          Back to attendees
        </Anchor>
      )}
      <header className={classes.header}>
        <CompanyLogo key={company.username} name={company.name} username={company.username} />
        <Stack gap={6} className={classes.text}>
          <Title order={1} className={classes.title}>
            {company.name}
          </Title>
          <ul className={classes.facts} aria-label="Company facts">
            {website && (
              <li className={classes.fact}>
                <IconWorld size={16} aria-hidden="true" />
                <Anchor href={website} target="_blank" rel="noopener noreferrer">
                  {websiteText(company.website)}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </Anchor>
              </li>
            )}
            {company.country && (
              <li className={classes.fact}>
                <IconMapPin size={16} aria-hidden="true" />
                <Text span>{company.country}</Text>
              </li>
            )}
            {tel && company.telLink && (
              <li className={classes.fact}>
                <IconPhone size={16} aria-hidden="true" />
                <Anchor href={company.telLink}>
                  <VisuallyHidden>Call </VisuallyHidden>
                  {tel}
                </Anchor>
              </li>
            )}
          </ul>
        </Stack>
      </header>
    </Stack>
  );
}
