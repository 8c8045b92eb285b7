import { DevicesPanel } from './devices-panel';
import { EmailPanel } from './email-panel';
import { PasswordPanel } from './password-panel';
import { SecondFactorPanel } from './second-factor-panel';
import styles from './security.module.css';

/** The account's Security tab: what keeps the account the customer's own. */
export function SecurityPage() {
  return (
    <div className={styles.stack}>
      <EmailPanel />
      <PasswordPanel />
      <SecondFactorPanel />
      <DevicesPanel />
    </div>
  );
}
