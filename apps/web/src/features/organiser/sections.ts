import {
  IconChartBar,
  IconClipboardList,
  IconHistory,
  IconMail,
  IconSettings,
  IconTable,
  IconToolsKitchen2,
  IconUserCheck,
} from "@tabler/icons-react";

/** The sections of the organiser console, in the order of its navigation. */
export const ORGANISER_SECTIONS = [
  { to: "/organiser", label: "Overview", icon: IconChartBar },
  { to: "/organiser/registrations", label: "Registrations", icon: IconClipboardList },
  { to: "/organiser/dinner", label: "Captain's Dinner", icon: IconToolsKitchen2 },
  { to: "/organiser/checkin", label: "Check-in", icon: IconUserCheck },
  { to: "/organiser/meetings", label: "Meetings", icon: IconTable },
  { to: "/organiser/settings", label: "Settings", icon: IconSettings },
  { to: "/organiser/mail", label: "Mail", icon: IconMail },
  { to: "/organiser/audit", label: "Audit log", icon: IconHistory },
] as const;
