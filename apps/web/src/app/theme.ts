import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from "@mantine/core";

const navy: MantineColorsTuple = [
  "#eef3fb",
  "#dbe4f3",
  "#b4c6e6",
  "#8aa6d9",
  "#678bcd",
  "#517ac6",
  "#4471c4",
  "#355fae",
  "#2b549c",
  "#12284a",
];

// Darker than Mantine's default teal so text and icons in teal keep AA contrast on white.
const teal: MantineColorsTuple = [
  "#e6f7f5",
  "#ccefeb",
  "#9adfd6",
  "#64cec0",
  "#3bbfae",
  "#22b3a1",
  "#0f9c8c",
  "#0b8577",
  "#0a6f64",
  "#075a51",
];

export const theme = createTheme({
  primaryColor: "navy",
  primaryShade: { light: 8, dark: 6 },
  // Dialogs, drawers, menus and snackbars appear without motion for people who ask for less.
  respectReducedMotion: true,
  colors: { navy, teal },
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: {
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontWeight: "700",
  },
  defaultRadius: "md",
  cursorType: "pointer",
  focusRing: "auto",
  components: {
    Button: { defaultProps: { radius: "md" } },
    Modal: {
      defaultProps: {
        radius: "md",
        overlayProps: { backgroundOpacity: 0.55, blur: 2 },
        closeButtonProps: { "aria-label": "Close dialog" },
      },
    },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close menu" } } },
    // Mantine's focus placeholder inside role="menu" is not a menu item (axe: aria-required-children).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A snackbar's text under its title is grey 6 by default, below AA on white.
    Notification: { styles: { description: { color: "var(--mantine-color-dimmed)" } } },
  },
});

/**
 * Mantine's default "dimmed" grey and error red are below AA on white, and its red 6 (the text of
 * light red alerts, badges and buttons, the fill of red buttons) is below AA on its own tint and
 * under white text; use darker ones.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { "--mantine-color-red-6": "#b02525" },
  light: {
    "--mantine-color-red-light-color": "#b02525",
    // Text of light badges and alerts on their own tints: Mantine's orange, grey and teal there
    // are 3.0 to 3.4:1; these are above 4.5:1.
    "--mantine-color-orange-light-color": "#a63c06",
    "--mantine-color-gray-light-color": "#495057",
    "--mantine-color-teal-light-color": "#0a6f64",
    "--mantine-color-dimmed": "#495057",
    "--mantine-color-error": "#c92a2a",
  },
  dark: {},
});
