import { Section } from '../../../components/section';
import { CheckIcon } from '../../../components/icons';
import styles from './sections.module.css';

export function WhatsIncluded({ items, serviceName }: { items: readonly string[]; serviceName: string }) {
  return (
    <Section
      eyebrow="What’s included"
      title={`What we do in every ${serviceName} order`}
      lead="What each package adds is listed with its price below. Government fees are never bundled into our price."
    >
      <ul className={styles.checkGrid}>
        {items.map((item) => (
          <li key={item}>
            <CheckIcon size={20} className={styles.checkIcon} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
