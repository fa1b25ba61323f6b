import classes from "./PaymentMethods.module.css";

/** The 15 accepted payment methods, drawn as text marks (no third-party images). */
const METHODS: { name: string; kind: "card" | "bank" | "wallet"; background: string; color?: string }[] = [
  { name: "Visa", kind: "card", background: "#1a1f71" },
  { name: "Mastercard", kind: "card", background: "#231f20" },
  { name: "American Express", kind: "card", background: "#006fcf" },
  { name: "Maestro", kind: "card", background: "#0b3a6f" },
  { name: "iDEAL", kind: "bank", background: "#b3005a" },
  { name: "Bancontact", kind: "bank", background: "#005498" },
  { name: "SOFORT", kind: "bank", background: "#3d3d45" },
  { name: "giropay", kind: "bank", background: "#000268" },
  { name: "EPS", kind: "bank", background: "#a8005c" },
  { name: "Przelewy24", kind: "bank", background: "#b3262d" },
  { name: "KBC/CBC", kind: "bank", background: "#003665" },
  { name: "Belfius", kind: "bank", background: "#a3003a" },
  { name: "SEPA Bank Transfer", kind: "bank", background: "#10298e" },
  { name: "Apple Pay", kind: "wallet", background: "#000000" },
  { name: "PayPal", kind: "wallet", background: "#003087" },
];

function Mark({ kind }: { kind: "card" | "bank" | "wallet" }) {
  // A small pictogram: a card, a bank front or a wallet, in the badge's text colour.
  if (kind === "card") {
    return (
      <svg viewBox="0 0 20 14" width="18" height="13" aria-hidden="true" focusable="false">
        <rect
          x="0.75"
          y="0.75"
          width="18.5"
          height="12.5"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
        <rect x="0.75" y="3.5" width="18.5" height="2.5" fill="currentColor" />
      </svg>
    );
  }
  if (kind === "bank") {
    return (
      <svg viewBox="0 0 20 16" width="16" height="13" aria-hidden="true" focusable="false">
        <path d="M10 1 19 5H1z" fill="currentColor" />
        <path d="M3 7v6M7.7 7v6M12.3 7v6M17 7v6M1 15h18" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 20 16" width="16" height="13" aria-hidden="true" focusable="false">
      <rect x="1" y="3" width="18" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M3 3 14 1v2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="15" cy="9" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** Cards, bank transfers and online-banking options accepted at the hosted checkout. */
export function PaymentMethods() {
  return (
    <ul className={classes.list} aria-label="Accepted payment methods">
      {METHODS.map((method) => (
        <li
          key={method.name}
          className={classes.badge}
          style={{ background: method.background, color: method.color ?? "#ffffff" }}
        >
          <Mark kind={method.kind} />
          <span>{method.name}</span>
        </li>
      ))}
    </ul>
  );
}
