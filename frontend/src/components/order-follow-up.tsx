import { Badge } from './badge';
import styles from './order-follow-up.module.css';

/** Where a listed order's filing is and how many messages wait for the reader, beside its status. */
export function OrderFollowUp({ phaseLabel, unreadMessages }: { phaseLabel: string | null; unreadMessages: number }) {
  if (!phaseLabel && !unreadMessages) return null;
  return (
    <span className={styles.followUp}>
      {phaseLabel ? <span className={styles.phase}>{phaseLabel}</span> : null}
      {unreadMessages > 0 ? <Badge tone="info">{`${unreadMessages} new message${unreadMessages === 1 ? '' : 's'}`}</Badge> : null}
    </span>
  );
}
