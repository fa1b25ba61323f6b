import classes from "./Chat.module.css";

/** Three bouncing dots: a contact is typing. The caller says so in words for screen readers. */
export function TypingDots() {
  return (
    <span className={classes.dots} aria-hidden="true" data-typing-dots="">
      <span />
      <span />
      <span />
    </span>
  );
}
