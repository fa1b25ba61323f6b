import classes from "./PaymentMethods.module.css";

/** The 15 accepted payment methods, with their logo files in `public/payment-methods/`. */
const METHODS = [
  { name: "Visa", logo: "visa" },
  { name: "Mastercard", logo: "mastercard" },
  { name: "American Express", logo: "american-express" },
  { name: "Maestro", logo: "maestro" },
  { name: "iDEAL", logo: "ideal" },
  { name: "Bancontact", logo: "bancontact" },
  { name: "SOFORT", logo: "sofort" },
  { name: "giropay", logo: "giropay" },
  { name: "EPS", logo: "eps" },
  { name: "Przelewy24", logo: "przelewy24" },
  { name: "KBC/CBC", logo: "kbc-cbc" },
  { name: "Belfius", logo: "belfius" },
  { name: "SEPA Bank Transfer", logo: "sepa-bank-transfer" },
  { name: "Apple Pay", logo: "apple-pay" },
  { name: "PayPal", logo: "paypal" },
] as const;

/** Cards, bank transfers and online-banking options accepted at the hosted checkout, as logos. */
export function PaymentMethods() {
  return (
    <ul className={classes.list} aria-label="Accepted payment methods">
      {METHODS.map((method) => (
        <li key={method.logo}>
          <img
            src={`/payment-methods/${method.logo}.svg`}
            alt={method.name}
            width={96}
            height={40}
            className={classes.logo}
          />
        </li>
      ))}
    </ul>
  );
}
