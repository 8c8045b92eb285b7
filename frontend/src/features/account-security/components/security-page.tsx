import { DevicesPanel } from './devices-panel';
import { EmailPanel } from './email-panel';
import { PasswordPanel } from './password-panel';
import { SecondFactorPanel } from './second-factor-panel';
import styles from './security.module.css';
import { YourDataPanel } from './your-data-panel';

/** The account's Security tab: what keeps the account the customer's own, and the customer's data. */
export function SecurityPage() {
  return (
    <div className={styles.stack}>
      <EmailPanel />
      <PasswordPanel />
      <SecondFactorPanel />
      <DevicesPanel />
      <YourDataPanel />
    </div>
  );
}
